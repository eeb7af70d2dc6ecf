/** Settings a release must not ship with, checked before anything is built: a hosting service's build stops without a site URL, and third-party origins must be HTTPS. */
import { normalizeSiteUrl } from '../lib/siteUrl';

export interface HostingService {
  variable: string;
  name: string;
  where: string;
}

/** The hosting services, by the variable each sets in its builds. */
export const HOSTING_SERVICES: readonly HostingService[] = [
  { variable: 'GITHUB_ACTIONS', name: 'GitHub Actions', where: 'ワークフローの env:（またはリポジトリの Settings → Secrets and variables → Actions → Variables）' },
  { variable: 'CF_PAGES', name: 'Cloudflare Pages', where: 'Cloudflare のダッシュボードのプロジェクト → 設定 → 変数とシークレット' },
  { variable: 'NETLIFY', name: 'Netlify', where: 'Netlify の Site configuration → Environment variables' },
  { variable: 'VERCEL', name: 'Vercel', where: 'Vercel の Project Settings → Environment Variables' },
];

type Env = Readonly<Record<string, string | undefined>>;

export function hostingService(env: Env): HostingService | null {
  return HOSTING_SERVICES.find((s) => Boolean(env[s.variable]) && env[s.variable] !== 'false' && env[s.variable] !== '0') ?? null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

/** Checks that a third-party origin is HTTPS, or plain HTTP on this machine off a hosting service. @throws Error in Japanese naming the variable. */
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

const GA_MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** Checks the environment of a build about to start; returns warnings. @throws Error in Japanese when the build must not be released. */
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
