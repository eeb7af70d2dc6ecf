/** @jest-environment node */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');

jest.setTimeout(30_000);

// scripts/build.mjs type-checks with `tsc -b tsconfig.build.json`, which decides "up to date, nothing to check" from
// the project's root files (the `include` list) alone. A file that is in the program only because code imports it
// (a JSON file whose type TypeScript infers, a JavaScript module) could change without the build checking again.
it('every project file the build type check reads is listed in tsconfig.build.json', () => {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.build.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('tsconfig.build.json could not be read');
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  const roots = new Set(parsed.fileNames.map((file) => path.resolve(file)));
  // Next's route types are generated from pages/, whose files are roots.
  const generated = path.join(root, '.next', 'types') + path.sep;

  const files = program.getSourceFiles().map((file) => path.resolve(file.fileName));
  const notListed = files
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .filter((file) => !roots.has(file) && !file.startsWith(generated))
    .map((file) => path.relative(root, file));

  expect(files.some((file) => file.endsWith(path.join('lib', 'theme.json')))).toBe(true);
  expect(notListed).toEqual([]);
});
