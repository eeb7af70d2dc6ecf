/** @jest-environment node */
// content/README.md is the fan group's task guide, read in a sitting; what each field means lives beside the field
// (its schema's description). Messages, docs and comments that send a reader to one of its sections must find it.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const GUIDE = path.join(ROOT, 'content', 'README.md');
const guide = fs.readFileSync(GUIDE, 'utf8');

/** The guide's section headings, leaving out the `#` lines of its code examples. */
function headings(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').flatMap((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line);
    return m ? [m[1]] : [];
  });
}

/** Text files of the repository that may name a section of the guide (what git tracks, outside the build's output). */
function sources(): string[] {
  const skip = new Set(['node_modules', '.git', '.next', 'out', '.cache', 'bench', 'coverage', 'preview']);
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (skip.has(entry.name)) return [];
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.(?:[cm]?[jt]sx?|md|ya?ml|json|sh)$/.test(entry.name) && full !== GUIDE ? [full] : [];
    });
  return walk(ROOT);
}

describe('content/README.md', () => {
  // 22 KB since the English edition's task (「英語版を出す」) joined the group's tasks.
  it('is a guide read in a sitting: at most 22 KB', () => {
    expect(Buffer.byteLength(guide, 'utf8')).toBeLessThanOrEqual(22 * 1024);
  });

  it('has every section a message, a doc or a comment sends the reader to', () => {
    const sections = new Set(headings(guide));
    const references = sources().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/content\/README(?:\.md)?\s*の\s*「([^」]+)」/g)].map((m) => ({ file: path.relative(ROOT, file), section: m[1] })),
    );
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((r) => !sections.has(r.section))).toEqual([]);
  });
});
