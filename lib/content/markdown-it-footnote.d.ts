// markdown-it-footnote ships no types, and @types/markdown-it-footnote is written against @types/markdown-it 14,
// not the types markdown-it 15 ships itself. The plugin is a plain markdown-it plugin.
declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';

  const footnote: (md: MarkdownIt) => void;
  export default footnote;
}
