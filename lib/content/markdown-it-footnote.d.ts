// The plugin ships no types, and @types/markdown-it-footnote targets an older markdown-it.
declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';

  const footnote: (md: MarkdownIt) => void;
  export default footnote;
}
