/** Images the site's frame shows at fixed paths, which every series provides; the content check reports each one missing. */

/** The series logo (20:7), the top page's `<h1>` and the menu's link home. */
export const LOGO_IMAGE = '/images/common/logo.png';
export const KEY_VISUAL_IMAGE = '/images/top/kv.png';
/** The key visual for screens taller than 3:4. */
export const KEY_VISUAL_PORTRAIT_IMAGE = '/images/top/kv-sp.png';
/** The share image of pages without an image of their own. */
export const SHARE_IMAGE = '/images/common/ogp.png';
export const FAVICON = '/images/common/icon.svg';
export const APPLE_TOUCH_ICON = '/images/common/apple-touch-icon.png';

export const FRAME_IMAGES: ReadonlyArray<{ src: string; name: string }> = [
  { src: LOGO_IMAGE, name: 'ロゴ（横20:縦7）' },
  { src: KEY_VISUAL_IMAGE, name: 'キービジュアル（横16:縦9）' },
  { src: KEY_VISUAL_PORTRAIT_IMAGE, name: 'スマートフォン用のキービジュアル（縦長）' },
  { src: SHARE_IMAGE, name: 'SNS で共有されたときの画像（1200×630）' },
  { src: FAVICON, name: 'ブラウザのタブのアイコン（SVG）' },
  { src: APPLE_TOUCH_ICON, name: 'ホーム画面のアイコン（180×180）' },
];
