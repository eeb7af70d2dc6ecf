/**
 * Settings a release must not ship with, checked when a build starts (pipeline/environment.ts), before anything is built:
 *
 * - Without `NEXT_PUBLIC_SITE_URL` every canonical URL, OGP URL, feed, sitemap entry, JSON-LD URL and calendar UID
 *   names `http://localhost:3000`. On a hosting service's build (each sets a variable of its own, below) that is a
 *   broken release: the build stops and says what to set and where. On a developer's machine it is what
 *   `npm start` needs: the build goes on with a warning. `CI=true` alone is not a hosting service (this project's
 *   own CI, `.ci/run`); `npm test` names its test site URL itself (scripts/test.sh).
 * - Error reports and analytics leave the visitor's browser for another origin, which the Content-Security-Policy
 *   allows by name: it must be HTTPS. Only an origin on this machine (localhost, 127.0.0.1, [::1]) may be plain
 *   HTTP, for a local stand-in such as the benchmark's Sentry sink, and never on a hosting service.
 *
 * Messages are Japanese: the person who reads them deploys the site.
 */
import { normalizeSiteUrl } from '../lib/siteUrl';

/** A hosting service's build: the variable it sets, its name, and where its settings take an environment variable. */
export interface HostingService {
  variable: string;
  name: string;
  where: string;
}

/** The hosting services docs/deploy.md names, by the variable each sets in its builds (documented by each). */
export const HOSTING_SERVICES: readonly HostingService[] = [
  { variable: 'GITHUB_ACTIONS', name: 'GitHub Actions', where: 'ワークフローの env:（またはリポジトリの Settings → Secrets and variables → Actions → Variables）' },
  { variable: 'CF_PAGES', name: 'Cloudflare Pages', where: 'Cloudflare のダッシュボードのプロジェクト → 設定 → 変数とシークレット' },
  { variable: 'NETLIFY', name: 'Netlify', where: 'Netlify の Site configuration → Environment variables' },
  { variable: 'VERCEL', name: 'Vercel', where: 'Vercel の Project Settings → Environment Variables' },
];

type Env = Readonly<Record<string, string | undefined>>;

/** The hosting service this build runs on, or null on a developer's machine (or a CI that is not one of them). */
export function hostingService(env: Env): HostingService | null {
  return HOSTING_SERVICES.find((s) => Boolean(env[s.variable]) && env[s.variable] !== 'false' && env[s.variable] !== '0') ?? null;
}

/** Host names that can only be this machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an `http:`/`https:` URL whose host is this machine. */
export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

/**
 * Checks that a third-party origin the pages talk to is HTTPS (or, off a hosting service, plain HTTP on this machine).
 * @param variable the environment variable that set it, for the message
 * @throws Error in Japanese naming the variable, the origin found and what to set instead
 */
export function requireSecureOrigin(variable: string, value: string, env: Env = {}): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} が URL ではありません（書かれている値: ${JSON.stringify(value)}）。https:// で始まる値を設定してください。`);
  }
  if (url.protocol === 'https:') return url;
  const service = hostingService(env);
  if (url.protocol === 'http:' && isLoopback(url) && !service) return url;
  throw new Error(
    `${variable} の送信先 ${url.origin} が https ではありません。` +
      `https:// で始まる値を設定してください（http:// が使えるのは、公開しないビルドでこのパソコン（localhost・127.0.0.1）に送るときだけです）。` +
      'https でない送信先は、ページの Content-Security-Policy に入れられず、訪問者の通信を暗号化しないまま送ることになります。',
  );
}

/** A GA4 measurement ID, `G-` and letters or digits. */
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/**
 * Checks the environment of a build about to start.
 * @returns warnings to print (the build goes on)
 * @throws Error in Japanese when this build must not be released as it is
 */
export function checkReleaseSafety(env: Env): string[] {
  const warnings: string[] = [];
  const service = hostingService(env);
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!siteUrl) {
    if (service) {
      throw new Error(
        `${service.name} でのビルドに NEXT_PUBLIC_SITE_URL がありません。公開するサイトの URL（例: https://example.com。GitHub Pages のプロジェクトサイトなら https://<ユーザー名>.github.io/<リポジトリ名>）を、` +
          `${service.where} で NEXT_PUBLIC_SITE_URL に設定してください。設定しないと、canonical・OGP・フィード・サイトマップ・カレンダーの URL がすべて http://localhost:3000 になります。`,
      );
    }
    warnings.push(
      'NEXT_PUBLIC_SITE_URL が設定されていないので、URL を http://localhost:3000 として作ります（このパソコンで npm start で見るためのものです）。' +
        '公開するビルドでは、.env.local かビルドの環境変数で NEXT_PUBLIC_SITE_URL にサイトの URL を設定してください。',
    );
  } else {
    try {
      normalizeSiteUrl(siteUrl);
    } catch {
      throw new Error(`NEXT_PUBLIC_SITE_URL はサイトの URL（例: https://example.com、https://<ユーザー名>.github.io/<リポジトリ名>）にしてください（書かれている値: ${JSON.stringify(siteUrl)}）。`);
    }
  }
  if (env.NEXT_PUBLIC_SENTRY_DSN) requireSecureOrigin('NEXT_PUBLIC_SENTRY_DSN', env.NEXT_PUBLIC_SENTRY_DSN, env);
  const ga = env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  if (ga && !GA_MEASUREMENT_ID.test(ga)) {
    throw new Error(`NEXT_PUBLIC_GA_MEASUREMENT_ID は GA4 の測定 ID（G- で始まる英大文字と数字。例: G-ABC123DEF4）にしてください（書かれている値: ${JSON.stringify(ga)}）。`);
  }
  return warnings;
}
