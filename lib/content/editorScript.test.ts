/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorScript } from './editorScript';

describe('editorScript', () => {
  it('names the installed version on the CDN, pinned by the hash of the installed file', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-script-'));
    try {
      const dir = path.join(root, 'node_modules/@sveltia/cms');
      fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@sveltia/cms', version: '1.2.3' }));
      fs.writeFileSync(path.join(dir, 'dist/sveltia-cms.js'), 'alert(1)');
      expect(editorScript(root)).toEqual({
        src: 'https://unpkg.com/@sveltia/cms@1.2.3/dist/sveltia-cms.js',
        // `printf 'alert(1)' | openssl dgst -sha384 -binary | base64`
        integrity: 'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW',
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
