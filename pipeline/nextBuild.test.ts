/** @jest-environment node */
import path from 'node:path';
import { nextBuildEnv } from './nextBuild';

it('hands next build the build instant and the export folder (relative to the project) in its own environment, not this process’s', () => {
  const root = path.resolve('/project');
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_NOW: '' };
  const before = { ...env };
  const child = nextBuildEnv(root, { buildInstant: '2030-04-07T01:30:00+09:00', exportDir: path.join(root, '.cache/staging/123') }, env);
  expect(child).toEqual({ ...before, SITE_NOW: '2030-04-07T01:30:00+09:00', SITE_EXPORT_DIR: path.join('.cache/staging/123') });
  expect(env).toEqual(before);
});
