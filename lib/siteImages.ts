/**
 * The images the site's frame shows whatever the content says, at fixed paths under `public/images/`: every series
 * provides its own (content/README.md, 「自分たちの作品にする」). The menu's label images are listed in `menu.ts`.
 * `npm run content:check` reports each one that is missing ({@link FRAME_IMAGES}).
 */

/** The series logo (20:7), the top page's `<h1>` and the menu's link home. */
export const LOGO_IMAGE = '/images/common/logo.png';
/** The key visual (16:9), the top page's first screen. */
export const KEY_VISUAL_IMAGE = '/images/top/kv.png';
/** The key visual for screens taller than 3:4 (a phone held upright). */
export const KEY_VISUAL_PORTRAIT_IMAGE = '/images/top/kv-sp.png';
/** The share image (1200×630) of pages without an image of their own. */
export const SHARE_IMAGE = '/images/common/ogp.png';
/** The browser tab's icon. */
export const FAVICON = '/images/common/icon.svg';
/** The icon a phone puts on its home screen (180×180). */
export const APPLE_TOUCH_ICON = '/images/common/apple-touch-icon.png';

/** Every image above, with the name a content check message gives it. */
export const FRAME_IMAGES: ReadonlyArray<{ src: string; name: string }> = [
  { src: LOGO_IMAGE, name: 'ロゴ（横20:縦7）' },
  { src: KEY_VISUAL_IMAGE, name: 'キービジュアル（横16:縦9）' },
  { src: KEY_VISUAL_PORTRAIT_IMAGE, name: 'スマートフォン用のキービジュアル（縦長）' },
  { src: SHARE_IMAGE, name: 'SNS で共有されたときの画像（1200×630）' },
  { src: FAVICON, name: 'ブラウザのタブのアイコン（SVG）' },
  { src: APPLE_TOUCH_ICON, name: 'ホーム画面のアイコン（180×180）' },
];
