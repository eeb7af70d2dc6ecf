/**
 * What may be in `public/`: `next build` copies the whole folder to the site as it is, so only `public/images/` may hold
 * files, every one is checked by its bytes, whatever its name, and the build stops on anything but an image it can encode.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentContext } from './context';
import type { ContentIssue } from './errors';
import { imageFileProblem, imageFormatOf } from './read';
import { svgProblems } from './svg';
import { SOURCE_FORMATS_TEXT, imageSizeOf, sourceFormatOf } from '../imageFormats';

/** Site paths (`/images/…`) of every entry under `public/` that is not a folder, dot files included, sorted. */
export function publicEntries(ctx: ContentContext): Array<{ src: string; entry: fs.Dirent }> {
  const dir = ctx.publicDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => ({ src: `/${path.relative(ctx.publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`, entry }))
    .sort((a, b) => (a.src < b.src ? -1 : 1));
}

/** What a file that is none of the source formats holds, as a message names it. */
function contentName(bytes: Buffer): string {
  const known = imageFormatOf(bytes);
  if (known) return `${known.name} の画像`;
  if (bytes.length === 0) return '空のファイル';
  return bytes.subarray(0, 512).includes(0) ? '画像ではないファイル' : 'テキスト（スクリプトや HTML など）';
}

function problemOf(ctx: ContentContext, src: string, entry: fs.Dirent, frame: ReadonlySet<string>): string | undefined {
  // The site's other files (pages, feeds, _headers, the editor) are the build's: a file beside them could replace one or run script.
  if (!src.startsWith('/images/')) {
    return `${path.basename(ctx.publicDir)}/ に置けるのは images/ の中の画像だけです。画像なら public/images/<セクション>/ に移し、そうでなければ消してください`;
  }
  if (!entry.isFile()) {
    return entry.isSymbolicLink()
      ? 'シンボリックリンクは置けません。画像のファイルそのものを置いてください'
      : '画像のファイルではありません。消してください';
  }
  const bytes = fs.readFileSync(path.join(entry.parentPath, entry.name));
  // Git keeps an empty folder through an empty dot file (.gitkeep): it holds nothing that could run.
  if (bytes.length === 0 && entry.name.startsWith('.')) return undefined;
  const extension = path.extname(entry.name).toLowerCase();
  const format = sourceFormatOf(bytes);
  // A frame image in the wrong format has its own message, which says what its fixed path needs.
  if (frame.has(src) && imageFileProblem(ctx, src)) return undefined;
  if (format && !format.extensions.includes(extension)) {
    return `このファイルの中身は ${format.name} の画像で、拡張子 ${extension || '（なし）'} と合っていません。名前を ${path.basename(entry.name, path.extname(entry.name))}${format.extensions[0]} に変えてください（使っているコンテンツのパスも書き換えます）`;
  }
  if (format) {
    return imageSizeOf(bytes) ? undefined : `${format.name} の画像として読めません（壊れているか、途中までしかありません）。画像を書き出し直して置いてください`;
  }
  if (frame.has(src) && extension === '.svg') {
    const found = svgProblems(bytes.toString('utf8'));
    if (found.length === 0) return undefined;
    return `この SVG には、ブラウザで開いたときにスクリプトを動かしたり、ほかのファイルを読み込んだりできる部分があります: ${found.join('、')}。図形だけの SVG として書き出し直してください（スクリプト・on… の属性・foreignObject・ファイルの外へのリンクは使えません。content/README.md の「public/images/ に置けるファイル」）`;
  }
  const svgs = [...frame].filter((s) => s.endsWith('.svg')).map((s) => `${path.basename(ctx.publicDir)}${s}`);
  return `このファイルは置けません。中身は「${contentName(bytes)}」です。public/images/ のファイルはそのまま公開するサイトに出るので、置けるのは ${SOURCE_FORMATS_TEXT}の画像だけです${svgs.length > 0 ? `（SVG は ${svgs.join('・')} だけ）` : ''}。画像ならこのどれかで書き出し直し、画像でなければ消してください`;
}

/**
 * Every file in `public/` that the build cannot encode or that could run script on the site: anything outside
 * `public/images/`, and there anything but
 * an image of a source format (`lib/imageFormats.js`) whose extension names that format, or an SVG, which only the
 * frame's fixed SVG paths in `frame` may hold and only when nothing in it can script ({@link svgProblems}); an empty
 * dot file (`.gitkeep`) is skipped.
 */
export function publicImageIssues(ctx: ContentContext, frame: ReadonlySet<string>): ContentIssue[] {
  return publicEntries(ctx).flatMap(({ src, entry }) => {
    const message = problemOf(ctx, src, entry, frame);
    return message ? [{ file: `${path.basename(ctx.publicDir)}${src}`, field: '', fieldName: '', message }] : [];
  });
}
