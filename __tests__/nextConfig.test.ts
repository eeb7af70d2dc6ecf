/** @jest-environment node */
import fs from 'node:fs';

it('loading next.config.js reads no image and writes no file: the build and npm run dev write the image manifest', () => {
  const names = ['readdirSync', 'readFileSync', 'writeFileSync', 'renameSync', 'mkdirSync'] as const;
  const touched = names.map((name) => jest.spyOn(fs, name));
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
    require('../next.config.js');
  });
  const calls = touched.flatMap((spy, i) => spy.mock.calls.map((args) => `${names[i]} ${String(args[0])}`));
  expect(calls.filter((call) => /images|manifest/.test(call))).toEqual([]);
  touched.forEach((spy) => spy.mockRestore());
});
