/** A written page's words (`content/pages/<slug>.md`). */
export const page = {
  /** Before a download link's text, for screen readers: the image's alt text as `{alt}`. */
  downloadOf: '{alt}：',
  /** After it: its format and size. */
  downloadNote: '（{note}）',
};
