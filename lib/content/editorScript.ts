/** Where the editor's code comes from: the installed package's build, as published on its CDN. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The editor's script, pinned to the installed version and its bytes. */
export interface EditorScript {
  src: string;
  integrity: string;
}

/**
 * The script of the installed Sveltia CMS on unpkg, with its Subresource Integrity hash of the installed file, so the
 * browser runs exactly the code the build was tested with. The package's bundler entry cannot be bundled by Next
 * (it imports code from URLs it computes at run time), and its own documentation loads this script from the CDN.
 */
export function editorScript(root: string = process.cwd()): EditorScript {
  const dir = path.join(root, 'node_modules/@sveltia/cms');
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const bytes = fs.readFileSync(path.join(dir, 'dist/sveltia-cms.js'));
  return {
    src: `https://unpkg.com/@sveltia/cms@${version}/dist/sveltia-cms.js`,
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
  };
}
