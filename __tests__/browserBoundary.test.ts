/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// ESLint loads its flat config with a dynamic import, which Jest's module system does not run: lint in a child process.
const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const cases = JSON.parse(process.argv[1]);
const out = [];
for (const [filePath, text] of cases) {
  const [result] = await eslint.lintText(text, { filePath });
  out.push(result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length > 0);
}
console.log(JSON.stringify(out));
`;

/** Whether ESLint refuses each import in the file it is written in (a name that file need not have). */
function refused(cases: ReadonlyArray<readonly [file: string, line: string]>): boolean[] {
  const files = cases.map(([file, line]) => [file, `${line}\nexport const used = [imported];\n`]);
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(files)], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as boolean[];
}

// A section's folder holds its browser part (index.ts, schema.ts) beside its Node part (content.ts, pages.ts,
// section.ts): code the browser runs may take the Node part's types only.
const CASES: ReadonlyArray<[file: string, line: string, refusedExpected: boolean]> = [
  ['lib/sections/disc/index.ts', "import { getDiscs as imported } from './content';", true],
  ['lib/sections/disc/index.ts', "import { discVolumeProps as imported } from './pages';", true],
  ['lib/sections/disc/index.ts', "import { getMusic as imported } from '../music/content';", true],
  ['lib/sections/disc/index.ts', "import { getSettings as imported } from '../../content/settings';", true],
  ['lib/sections/index.ts', "import { disc as imported } from './disc/section';", true],
  ['components/Disc/Example.tsx', "import { discVolumeProps as imported } from '../../lib/sections/disc/pages';", true],
  ['lib/cms/preview.ts', "import { getMembers as imported } from '../sections/member/content';", true],
  // The words: a component takes its part of the Japanese ones; the whole catalogue and another language are props.
  ['components/News/Example.tsx', "import { ja as imported } from '../../lib/i18n/ja';", true],
  ['components/News/Example.tsx', "import { en as imported } from '../../lib/i18n/en';", true],
  ['lib/sections/news/articles.ts', "import { CATALOGUES as imported } from '../../i18n/catalogue';", true],
  ['components/News/Example.tsx', "import { news as imported } from '../../lib/i18n/ja/news';", false],
  ['components/News/Example.tsx', "import type { Messages as imported } from '../../lib/i18n/ja';", false],
  ['lib/sections/news/pages.ts', "import { CATALOGUES as imported } from '../../i18n/catalogue';", false],
  ['components/News/Example.tsx', "import { englishDates as imported } from '../../lib/dateStyleEn';", true],
  ['components/Layout/englishPage.tsx', "import { englishDates as imported } from '../../lib/dateStyleEn';", false],
  // A page's images come with its props; the editor's preview, a page of its own, reads the whole manifest.
  ['components/Common/Example.tsx', "import { imageManifest as imported } from '../../lib/imageManifest';", true],
  ['components/Common/Example.tsx', "import type { ImageManifest as imported } from '../../lib/imageManifest';", false],
  ['lib/cms/preview.ts', "import { imageManifest as imported } from '../imageManifest';", false],
  ['components/Admin/PreviewFrame.tsx', "import { imageManifest as imported } from '../../lib/imageManifest';", false],
  // What the browser may import: the browser part, the schemas, types.
  ['lib/sections/disc/index.ts', "import { MUSIC_KIND_LABELS as imported } from '../music';", false],
  ['lib/sections/disc/index.ts', "import { DiscsFileSchema as imported } from './schema';", false],
  ['lib/sections/disc/index.ts', "import type { Discs as imported } from './content';", false],
  ['lib/sections/index.ts', "import { pages as imported } from './pages';", false],
  ['components/Disc/Example.tsx', "import { discPath as imported } from '../../lib/sections/disc';", false],
  // The Node part itself, like a page, may read content.
  ['lib/sections/disc/pages.ts', "import { getDiscs as imported } from './content';", false],
];

it("keeps a section's loader, page props and registration out of code the browser runs", () => {
  const results = refused(CASES.map(([file, line]) => [file, line] as const));
  expect(CASES.map(([file, line], i) => [file, line, results[i]])).toEqual(CASES);
}, 120_000);
