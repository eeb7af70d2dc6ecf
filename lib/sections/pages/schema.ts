/** The written pages' schema: a page's front matter (`content/pages/<slug>.md`), its galleries, downloads and PV. */
import { z } from 'zod';
import { ImagePathSchema, ImageSchema, PublishDateSchema, TextSchema, YoutubeIdSchema } from '../../content/schema';

/** A file offered for download under an image: a wallpaper's size for PCs, an icon set … */
export const DownloadSchema = z.strictObject({
  /** What the file is for, e.g. 「PC 1920×1080」; the page adds its format and size. */
  label: TextSchema.meta({ title: 'リンクの文字', description: 'ダウンロードのリンクの文字。形式と大きさはサイトが自動で添えます。例: PC 1920×1080' }),
  src: ImagePathSchema.meta({ title: 'ダウンロードするファイル', description: 'ダウンロードさせる画像。' }),
});

export const GalleryImageSchema = z.strictObject({
  /** The thumbnail, through the image variants like every content image. */
  src: ImagePathSchema.meta({ title: '画像ファイル', description: 'ギャラリーに小さく並べる画像。' }),
  alt: TextSchema.meta({ title: '画像の説明', description: '画像に何が描かれているかの短い文。画面を読み上げるソフトが読みます。' }),
  caption: TextSchema.optional().meta({ title: 'キャプション', description: '画像の下に出す説明（省略可）。例: 第1弾「夜の発射台」' }),
  downloads: z.array(DownloadSchema).min(1).optional().meta({ title: 'ダウンロード', description: 'この画像の下に出すダウンロードのリンク（省略可。壁紙の大きさ違いなど）。' }),
});

export const GallerySchema = z.strictObject({
  title: TextSchema.meta({ title: 'ギャラリーの見出し', description: '画像の一覧の見出し。例: 壁紙' }),
  images: z.array(GalleryImageSchema).min(1).meta({ title: 'ギャラリーの画像', description: '一覧に並べる画像。' }),
});

/** A video shown like the top page's PV: a still, and YouTube's player once the visitor asks for it. */
export const PagePvSchema = z.strictObject({
  youtubeId: YoutubeIdSchema.meta({ title: 'YouTube 動画 ID', description: 'ページに出す動画の YouTube の ID。YouTube の URL の「v=」のあとの11文字です。例: abcDEF12345' }),
  poster: ImagePathSchema.meta({ title: 'PV の静止画', description: '動画の再生前に出す画像（横16:縦9）。' }),
});

const LATIN_LABEL = '半角の英字の見出し（例: SPECIAL、EVENT 2026）';

export const WrittenPageFrontMatterSchema = z.strictObject({
  /** The page's `<h1>` and `<title>`, and its name in the menu under the label. */
  title: TextSchema.meta({ title: 'タイトル', description: 'ページの見出しとブラウザのタブの題名。メニューでは英字の見出しの下に出ます。例: 壁紙・アイコン配布' }),
  /** The Latin word above the heading, as every section page has (「NEWS」), and the menu entry's label. */
  label: z
    .string({ error: LATIN_LABEL })
    .regex(/^[A-Za-z0-9][\x20-\x7E]*$/, LATIN_LABEL)
    .meta({ title: '英字の見出し', description: '見出しの上に出る英字。メニューの文字にもなります。' }),
  /** The menu entry's label image (4:1, like `/images/menu/`); without it the menu shows the label as text. */
  menuImage: ImagePathSchema.optional().meta({ title: 'メニューの画像', description: 'メニューに出す文字の画像（横4:縦1。省略可）。なければ英字の見出しが文字で出ます。' }),
  /** Until then the page, its menu entry and its images are in no build, as a timed news article. */
  publishAt: PublishDateSchema.optional().meta({ title: '公開日時', description: 'ページがサイトに載る日時（省略可）。この時刻より前は、ページもメニューの項目もサイトに出ません。書かなければ保存して次のビルドで公開されます。' }),
  /** The meta description; without it, the start of the body. */
  description: TextSchema.optional().meta({ title: '説明文', description: '検索結果や SNS に出る説明（省略可）。書かなければ本文の初めから作ります。' }),
  /** The image at the top of the page, also its share image. */
  hero: ImageSchema.optional().meta({ title: 'メインの画像', description: 'ページのいちばん上の画像（横16:縦9。省略可）。SNS で共有したときの画像にもなります。' }),
  galleries: z.array(GallerySchema).optional().meta({ title: 'ギャラリー', description: '画像の一覧（省略可。いくつでも）。壁紙やアイコンの配布に使います。' }),
  pv: PagePvSchema.optional().meta({ title: 'PV', description: 'トップページの PV と同じ、押すと再生が始まる動画（省略可）。' }),
});
