/** @jest-environment node */
import { LineCounter, parseDocument } from 'yaml';
import { yamlSyntaxIssues } from './yamlSyntax';

/** The messages for a YAML text, as `行: message`. */
function said(text: string): string[] {
  const doc = parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: true, uniqueKeys: true });
  return yamlSyntaxIssues('x.yaml', text, doc.errors).issues.map((i) => `${i.line ?? '-'}: ${i.message ?? ''}`);
}

const COLON = '全角のコロン「：」が使われています';
const SPACE = '全角スペース「　」が使われています';

describe('yamlSyntaxIssues', () => {
  it.each([
    ['a full-width colon after a key', 'a: 1\nb： 2\nc: 3\nd: 4\n', [`2: YAML の書き方に誤りがあります（2文字目あたり）。${COLON}`]],
    ['a full-width space after the colon', 'a: 1\nb:　2\nc: 3\n', [`2: YAML の書き方に誤りがあります（3文字目あたり）。${SPACE}`]],
    ['a full-width space after a list’s dash', 'list:\n  - a: 1\n  -　a: 2\n', [`3: YAML の書き方に誤りがあります（4文字目あたり）。${SPACE}`]],
    ['a full-width colon after a quoted key (JSON)', '{\n  "a": 1,\n  "b"： 2\n}\n', [`3: YAML の書き方に誤りがあります（6文字目あたり）。${COLON}`]],
    ['a key between a list item’s 「- 」 and its keys', 'list:\n  - a: 1\n    b: 2\n   c: 3\n', ['4: YAML の書き方に誤りがあります（4文字目あたり）。字下げ（行頭の空白の数）が上の「- 」の項目とそろっていません。その項目の続きなら上の行の項目と同じ 4 文字']],
    ['a key indented deeper than the one above', 'list:\n  - a: 1\n    b: 2\n      c: 3\n', ['4: YAML の書き方に誤りがあります（7文字目あたり）。字下げ（行頭の空白の数）が上の行の項目より深くなっています']],
  ])('%s: at the line to change, naming it', (_name, text, starts) => {
    const messages = said(text);
    expect(messages).toHaveLength(starts.length);
    messages.forEach((m, i) => expect(m.startsWith(starts[i])).toBe(true));
  });

  it.each([
    ['a full-width colon inside a value', 'title: 第1話：はじまり\nb: [\n'],
    ['a paragraph indented with 「　」 in a block of text', 'profile: |\n  　はじめの段落。\n  　次の段落。\nb: [\n'],
  ])('%s: not a slip, and the real error is reported', (_name, text) => {
    const messages = said(text);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.includes('全角'))).toEqual([]);
  });

  it('an unclosed quote is still a missing closing mark, not an indentation', () => {
    expect(said('list:\n  - a: "x\n    b: 1\n')).toEqual([expect.stringContaining('閉じる記号（" や ] や }）が足りません')]);
  });

  it('says nothing for a file the parser reads', () => {
    expect(said('a: 1\nprofile: |\n  　段落\n')).toEqual([]);
  });
});
