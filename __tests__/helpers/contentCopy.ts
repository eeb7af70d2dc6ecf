import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearContentCache, createContentContext } from '../../lib/content/context';

/**
 * For the `describe` it is called in: the loaders read a copy of the content (content/, or `SITE_CONTENT_DIR`) that
 * `edit` has changed (given the copy's folder), through `SITE_CONTENT_DIR`, as a build of that content would. Pages
 * of any series can then be tested with what another series might hold (one disc format, no insert song …).
 */
export function withContentCopy(edit: (contentDir: string) => void): void {
  const saved = process.env.SITE_CONTENT_DIR;
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-copy-'));
    const content = path.join(dir, 'content');
    fs.cpSync(createContentContext().contentDir, content, { recursive: true });
    edit(content);
    process.env.SITE_CONTENT_DIR = content;
    // The pages' context is resolved once per process (`siteContext()`): this one reads the copy.
    clearContentCache();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = saved;
    clearContentCache();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}
