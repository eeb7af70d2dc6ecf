/**
 * Test helper: a temporary copy of the minimal valid content in `base/` (no particular series) with a placeholder
 * `public/` (a 1×1 image for every image it references and every image of the site's frame), so each
 * malformed-fixture test breaks exactly one rule on top of valid content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { resolveShape } from '../../sections/shape';
import { frameImages } from '../check';
import { type ContentContext, createContentContext } from '../context';
import { placeholderImage } from './placeholderImages';

const fixturesDir = __dirname;
const baseContent = path.join(fixturesDir, 'base');

/** A temporary repository root holding `content/` and `public/`. */
export interface TempContent {
  root: string;
  ctx: ContentContext;
  /** Lays `lib/content/__fixtures__/<name>/` over `content/`. */
  overlay(name: string): void;
  /** Sets (or adds) one value in a YAML file under `content/`, keeping the rest as it is. */
  setYaml(relPath: string, fieldPath: ReadonlyArray<string | number>, value: unknown): void;
  /** Writes a file under `content/`. */
  write(relPath: string, text: string): void;
  /** Rewrites the text of a file under `content/`; fails when `change` leaves it as it was. */
  edit(relPath: string, change: (text: string) => string): void;
  /** Deletes a file under `content/`. */
  remove(relPath: string): void;
  cleanup(): void;
}

function referencedImages(dir: string): string[] {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\/images\/[a-z0-9_/.-]+\.(?:png|jpe?g|webp|gif|svg)/g)) found.add(m[0]);
  }
  return [...found];
}

/** Copies the base fixture into a new temporary directory as `content/`. */
export function makeTempContent(): TempContent {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-fixture-'));
  const contentDir = path.join(root, 'content');
  fs.cpSync(baseContent, contentDir, { recursive: true });
  // The base content has every section on (its site.json has no `sections`), whatever this project's says.
  for (const src of [...referencedImages(contentDir), ...frameImages(resolveShape(undefined)).map((image) => image.src)]) {
    const file = path.join(root, 'public', src);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, placeholderImage(src));
  }
  const inContent = (relPath: string): string => path.join(contentDir, relPath);
  return {
    root,
    ctx: createContentContext(root),
    overlay(name) {
      const from = path.join(fixturesDir, name);
      if (!fs.existsSync(from)) throw new Error(`no fixture folder ${from}`);
      fs.cpSync(from, contentDir, { recursive: true });
    },
    setYaml(relPath, fieldPath, value) {
      const file = inContent(relPath);
      const doc = parseDocument(fs.readFileSync(file, 'utf8'));
      // Fail loudly if the path does not exist, so a fixture cannot silently stop breaking anything.
      const parent = fieldPath.slice(0, -1);
      if (parent.length > 0 && !doc.hasIn(parent)) throw new Error(`${relPath} has no ${parent.join('.')}`);
      doc.setIn(fieldPath, value);
      fs.writeFileSync(file, doc.toString());
    },
    write(relPath, text) {
      fs.mkdirSync(path.dirname(inContent(relPath)), { recursive: true });
      fs.writeFileSync(inContent(relPath), text);
    },
    edit(relPath, change) {
      const before = fs.readFileSync(inContent(relPath), 'utf8');
      const after = change(before);
      // Fail loudly, so a fixture cannot silently stop breaking anything.
      if (after === before) throw new Error(`the edit left ${relPath} unchanged`);
      fs.writeFileSync(inContent(relPath), after);
    },
    remove(relPath) {
      fs.rmSync(inContent(relPath));
    },
    cleanup() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
