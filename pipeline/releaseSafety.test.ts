/** @jest-environment node */
import { HOSTING_SERVICES, checkReleaseSafety, hostingService } from './releaseSafety';

const SITE = { NEXT_PUBLIC_SITE_URL: 'https://fansite.example' };

describe('hostingService', () => {
  it.each([
    [{ GITHUB_ACTIONS: 'true' }, 'GitHub Actions'],
    [{ CF_PAGES: '1' }, 'Cloudflare Pages'],
    [{ NETLIFY: 'true' }, 'Netlify'],
    [{ VERCEL: '1' }, 'Vercel'],
    [{ CI: 'true' }, null],
    [{ GITHUB_ACTIONS: 'false' }, null],
    [{}, null],
  ])('%j is %s', (env, name) => {
    expect(hostingService(env)?.name ?? null).toBe(name);
  });
});

describe('checkReleaseSafety', () => {
  /** What each service sets (its documentation): 'true' or '1'. */
  const SET: Record<string, string> = { GITHUB_ACTIONS: 'true', CF_PAGES: '1', NETLIFY: 'true', VERCEL: '1' };

  it.each(HOSTING_SERVICES.map((s) => [s.name, { [s.variable]: SET[s.variable] }, s.where] as const))(
    'stops a build on %s without NEXT_PUBLIC_SITE_URL, saying what to set and where',
    (name, env, where) => {
      expect(() => checkReleaseSafety(env)).toThrow(`${name} でのビルドに NEXT_PUBLIC_SITE_URL がありません。`);
      expect(() => checkReleaseSafety(env)).toThrow(where);
      expect(() => checkReleaseSafety({ ...env, NEXT_PUBLIC_SITE_URL: '  ' })).toThrow(/NEXT_PUBLIC_SITE_URL がありません/);
      expect(checkReleaseSafety({ ...env, ...SITE })).toEqual([]);
    },
  );

  it.each([
    ['a developer’s machine', {}],
    ['this project’s CI (CI=true is not a hosting service)', { CI: 'true' }],
  ])('warns on %s without NEXT_PUBLIC_SITE_URL, and builds for http://localhost:3000', (_, env) => {
    const [warning, ...rest] = checkReleaseSafety(env);
    expect(warning).toMatch(/^NEXT_PUBLIC_SITE_URL が設定されていないので、URL を http:\/\/localhost:3000 として作ります/);
    expect(rest).toEqual([]);
    expect(checkReleaseSafety({ ...env, ...SITE })).toEqual([]);
  });

  it.each([
    ['no scheme', 'fansite.example'],
    ['a query', 'https://fansite.example/?x=1'],
    ['another scheme', 'ftp://fansite.example'],
  ])('refuses a site URL with %s', (_, url) => {
    expect(() => checkReleaseSafety({ NEXT_PUBLIC_SITE_URL: url })).toThrow(/^NEXT_PUBLIC_SITE_URL はサイトの URL/);
  });

  it.each([
    ['an HTTPS DSN', { NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' }, null],
    ['a plain-HTTP DSN', { NEXT_PUBLIC_SENTRY_DSN: 'http://k@sentry.example.com/2' }, /NEXT_PUBLIC_SENTRY_DSN の送信先 http:\/\/sentry\.example\.com が https ではありません/],
    ['a DSN on this machine', { NEXT_PUBLIC_SENTRY_DSN: 'http://k@127.0.0.1:3199/1' }, null],
    ['a DSN on this machine, on a hosting service', { NEXT_PUBLIC_SENTRY_DSN: 'http://k@localhost:3199/1', NETLIFY: 'true' }, /https ではありません/],
    ['a DSN that is not a URL', { NEXT_PUBLIC_SENTRY_DSN: 'k@o1.ingest.sentry.io/2' }, /NEXT_PUBLIC_SENTRY_DSN が URL ではありません/],
    ['a GA4 measurement ID', { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC123DEF4' }, null],
    ['a measurement ID that is not GA4’s', { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234-5' }, /NEXT_PUBLIC_GA_MEASUREMENT_ID は GA4 の測定 ID/],
  ])('checks %s', (_, env, error) => {
    const run = () => checkReleaseSafety({ ...SITE, ...env });
    if (error) expect(run).toThrow(error);
    else expect(run()).toEqual([]);
  });
});
