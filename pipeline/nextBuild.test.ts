/** @jest-environment node */
import { nextBuildEnv } from './nextBuild';

it('hands next build the build instant in its own environment, not this process’s', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_NOW: '' };
  const before = { ...env };
  const child = nextBuildEnv({ buildInstant: '2030-04-07T01:30:00+09:00' }, env);
  expect(child).toEqual({ ...before, SITE_NOW: '2030-04-07T01:30:00+09:00' });
  expect(env).toEqual(before);
});
