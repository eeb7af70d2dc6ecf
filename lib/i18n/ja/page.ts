/** A written page's words (`content/pages/<slug>.md`). */
export const page = {
  /** Before a download link's text, for screen readers: the image's alt text as `{alt}`. */
  downloadOf: '{alt}：',
  /** After it: its format and size. */
  downloadNote: '（{note}）',
  /** Between a download's format and its size: 「PNG・1.2 MB」. */
  formatSizeJoin: '・',
  /**
   * What a page in another language says where its translation leaves a gallery's heading, an image's text
   * alternative or a download's label out (lib/sections/pages/content.ts): never the Japanese words.
   */
  gallery: 'ギャラリー{n}',
  imageOf: '{gallery}の画像{n}',
  download: 'ダウンロード',
};
