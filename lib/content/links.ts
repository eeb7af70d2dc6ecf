/**
 * Where the links and images of a Markdown body lead, for the content check's warnings: another site written `//…`,
 * a web URL not written as the URL standard reads it, a relative path, a URL the page drops, and a site path the export
 * does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROBOTS_PATH, SITEMAP_PATH } from '../feedLinks';
import { BASE_PATH, SITE_URL } from '../url';
import { getSiteChanges } from './clock';
import type { ContentContext } from './context';
import { ContentError, type ContentIssue, describeValue } from './errors';
import type { RenderedMarkdown } from './markdown';
import { webUrlRewrite } from './schema';
import { sectionsOff, sitePaths } from '../sections/registry';

// Written beside the pages by pipeline/sitemap.ts.
const ROOT_FILES = [SITEMAP_PATH, ROBOTS_PATH];

/** What a body's site links may lead to: the export's paths and the files served from `public/`, at the site's URL. */
export interface LinkTargets {
  paths: ReadonlySet<string>;
  publicDir: string;
  /** `NEXT_PUBLIC_SITE_URL`, so a link written with it counts as a site path. */
  siteUrl: string;
  /** The path the site is served below, which the build puts in front of site paths (`lib/url.ts`). */
  basePath: string;
  /** The sections the series has off, so a link to one says why it leads nowhere. */
  off?: ReadonlyArray<{ name: string; path: string }>;
}

/**
 * The paths the export has now or will have once everything timed is out, so a link to a page published later is not
 * reported; undefined while the content has errors (the check reports those).
 */
export function linkTargets(ctx: ContentContext): LinkTargets | undefined {
  try {
    const last = getSiteChanges(ctx).reduce((at, change) => (Date.parse(change.at) > Date.parse(at) ? change.at : at), ctx.buildInstant);
    const paths = new Set([...sitePaths(ctx), ...sitePaths({ ...ctx, buildInstant: last }), ...ROOT_FILES]);
    const off = sectionsOff(ctx).map(({ section }) => ({ name: section.name, path: section.path }));
    return { paths, publicDir: ctx.publicDir, siteUrl: SITE_URL, basePath: BASE_PATH, off };
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/** The site path a link leads to (`/news/x/`, or the site's own absolute URL), without query or fragment. */
function sitePathOf(href: string, { siteUrl, basePath }: Pick<LinkTargets, 'siteUrl' | 'basePath'>): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href.split(/[?#]/)[0];
  if (!/^https?:/i.test(href) || !URL.canParse(href)) return undefined;
  const url = new URL(href);
  if (url.origin !== new URL(siteUrl).origin) return undefined;
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  return url.pathname.slice(basePath.length) || '/';
}

/** Whether the export has `target`: a page (with or without its final `/` or `index.html`), or a file. */
function exists(target: string, { paths, publicDir }: LinkTargets): boolean {
  const bare = target.replace(/\/index\.html$/, '/');
  const name = bare.slice(bare.lastIndexOf('/') + 1);
  if (!name.includes('.')) return paths.has(bare.endsWith('/') ? bare : `${bare}/`);
  if (paths.has(bare)) return true;
  const file = path.join(publicDir, ...bare.split('/').filter(Boolean));
  return file.startsWith(`${publicDir}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
}

function missingMessage(target: string, targets: LinkTargets): string {
  const { basePath } = targets;
  const below = basePath !== '' && target.startsWith(`${basePath}/`) ? target.slice(basePath.length) : undefined;
  if (below !== undefined && exists(below, targets)) {
    return `リンク先 ${target} はこのサイトにありません。サイトの置き場所 ${basePath} はビルドが付けるので、${below} と書いてください`;
  }
  const off = targets.off?.find((section) => target.startsWith(section.path) || `${target}/` === section.path);
  if (off) {
    return `リンク先 ${target} はこのサイトにありません（site.json の sections に ${off.name} がないため）。リンクを消すか、sections に ${off.name} を書き足してください`;
  }
  return `リンク先 ${target} はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください`;
}

/** The warnings for one body's links and images, each at its line (`bodyLine`: the file's line of the body's first). */
export function bodyLinkWarnings(
  parsed: { file: string; bodyLine: number },
  body: Pick<RenderedMarkdown, 'links' | 'images' | 'refused'>,
  targets: LinkTargets | undefined,
): ContentIssue[] {
  const at = (line: number, fieldName: string): ContentIssue => ({ file: parsed.file, field: 'body', fieldName, line: parsed.bodyLine + line - 1 });
  const issues: ContentIssue[] = [];
  for (const { href, line } of body.links) {
    const link = at(line, '本文のリンク');
    const rewrite = webUrlRewrite(href, ['http:', 'https:']);
    const target = targets && sitePathOf(href, targets);
    if (href.startsWith('//')) {
      issues.push({
        ...link,
        message: `「//」で始まるリンク ${href} はほかのサイトへのリンクになるので、ほかのサイトへのリンクとして表示します。ほかのサイトなら https:${href} と、このサイトのページなら /news/ のように / を1つだけ書いてください`,
      });
    } else if (rewrite !== undefined) {
      issues.push({
        ...link,
        message: `この URL はブラウザが ${rewrite} と読み替えます。https:// のすぐ後にドメイン名を続け、空白・引用符などの記号やユーザー名・パスワードを入れずに ${rewrite} と書いてください`,
      });
    } else if (target !== undefined) {
      if (targets && !exists(target, targets)) issues.push({ ...link, message: missingMessage(target, targets) });
    } else if (!/^[a-z][a-z0-9+.-]*:|^[#?/]/i.test(href)) {
      issues.push({
        ...link,
        message: `リンク先 ${href} が / で始まっていません。ページ・フィード・検索結果で行き先が変わるので、サイトの中のページは /news/ のように / で始まるパスで書いてください`,
      });
    }
  }
  for (const { src, line } of body.images) {
    if (!src.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(src)) {
      issues.push({
        ...at(line, '本文の画像'),
        message: `画像のパス ${src} が / で始まっていないので、ページによっては表示されません。![画像の説明](/images/…) のように /images/ から書いてください`,
      });
    }
  }
  for (const { kind, url, line } of body.refused) {
    issues.push(
      kind === 'image'
        ? {
            ...at(line, '本文の画像'),
            message: 'この画像の URL は使えないので、画像の代わりに画像の説明の文字を表示しています。画像は public/images/ に置いて ![画像の説明](/images/…) と書いてください',
            found: describeValue(url),
          }
        : {
            ...at(line, '本文のリンク'),
            message: 'この URL はリンクにできないので、文字だけを表示しています。リンクにできるのは https:// で始まる URL、mailto: のメールアドレス、/news/ のように / で始まるサイトの中のパスです',
            found: describeValue(url),
          },
    );
  }
  return issues;
}
