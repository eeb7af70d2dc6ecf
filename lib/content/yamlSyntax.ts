/** Messages for YAML syntax errors that point at the line the editor must change, not where the parser gave up. */
import type { YAMLError } from 'yaml';
import type { ContentIssue } from './errors';

const YAML_ERRORS: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: '字下げ（行頭の空白の数）がそろっていないか、[ や { が閉じられていません',
  TAB_AS_INDENT: '字下げにタブが使われています。半角スペースで字下げしてください',
  DUPLICATE_KEY: '同じ項目名が2回書かれています',
  MISSING_CHAR: '閉じる記号（" や ] や }）が足りません',
  BLOCK_AS_IMPLICIT_KEY: '「項目名: 値」の形になっていません（: のあとの半角スペース、字下げ、閉じ忘れた記号を確認してください）',
  MULTILINE_IMPLICIT_KEY: '「項目名: 値」の形になっていません（: のあとの半角スペース、字下げ、閉じ忘れた記号を確認してください）',
  BAD_DQ_ESCAPE: '" で囲んだ文字の中の \\ の使い方が正しくありません（\\ を書くときは \\\\ と2つ重ねます）',
  UNEXPECTED_TOKEN: 'ここに置けない記号があります',
  BAD_SCALAR_START: '値の始めに置けない記号があります（値を " で囲んでください）',
  MULTIPLE_DOCS: '--- の区切りが多すぎます',
};

interface Slip {
  line: number;
  col: number;
  what: string;
}

const indentOf = (text: string): number => /^ */.exec(text)?.[0].length ?? 0;

const FULL_WIDTH_COLON = '全角のコロン「：」が使われています。項目名のあとは半角のコロンと半角スペース「: 」にしてください';
const FULL_WIDTH_SPACE = '全角スペース「　」が使われています。字下げと「:」「-」のあとは半角スペースにしてください';

/** Full-width punctuation where YAML's structure needs half-width; a 「：」 inside a value is text. */
function fullWidthSlips(lines: readonly string[]): Slip[] {
  const slips: Slip[] = [];
  // Inside a block of text a line may start with 「 」: a paragraph's indent in Japanese.
  let blockIndent: number | undefined;
  lines.forEach((line, i) => {
    const text = line.replace(/\r$/, '');
    if (blockIndent !== undefined && (text.trim() === '' || indentOf(text) > blockIndent)) return;
    blockIndent = /(?:^|:|-)[ ]+[|>][-+0-9]*[ ]*(?:#.*)?$/.test(text) ? indentOf(text) : undefined;
    const lead = /^[ 　]*(?:-[ 　]+)*/.exec(text)?.[0] ?? '';
    const space = lead.indexOf('　');
    if (space >= 0) return void slips.push({ line: i + 1, col: space + 1, what: FULL_WIDTH_SPACE });
    const key = /^([A-Za-z_][\w-]*|"[^"]*"|'[^']*')[ 　]*(：|:　)/.exec(text.slice(lead.length));
    if (!key) return;
    const col = lead.length + key[0].length - key[2].length + (key[2] === '：' ? 1 : 2);
    slips.push({ line: i + 1, col, what: key[2] === '：' ? FULL_WIDTH_COLON : FULL_WIDTH_SPACE });
  });
  return slips;
}

/** The parser reports an over-indented key at the end of the line above: the line to change is the deeper one. */
function overIndented(lines: readonly string[], error: YAMLError): Slip | undefined {
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' && error.code !== 'MULTILINE_IMPLICIT_KEY') return undefined;
  const at = error.linePos?.[0].line;
  if (at === undefined) return undefined;
  const above = lines[at - 1] ?? '';
  // Only when the line above is a whole `key: value`: a key without its value expects deeper lines.
  if (!/^ *(?:- +)?[^\s:#][^:#]*: +\S/.test(above)) return undefined;
  const next = lines.findIndex((text, i) => i >= at && text.trim() !== '' && !text.trim().startsWith('#'));
  if (next < 0) return undefined;
  const keyIndent = indentOf(above) + (/^ *(- +)/.exec(above)?.[1].length ?? 0);
  if (indentOf(lines[next]) <= keyIndent) return undefined;
  return {
    line: next + 1,
    col: indentOf(lines[next]) + 1,
    what: `字下げ（行頭の空白の数）が上の行の項目より深くなっています。同じ並びの項目は上の行と同じ ${keyIndent} 文字の字下げにしてください`,
  };
}

/**
 * A line indented more than a list item's 「- 」 but less than its keys: the parser reads it as an item without its 「-」
 * and says a closing mark is missing, while the fix is the indentation.
 */
function betweenDashAndKeys(lines: readonly string[], error: YAMLError): Slip | undefined {
  if (error.code !== 'MISSING_CHAR') return undefined;
  const at = error.linePos?.[0].line;
  const text = at === undefined ? undefined : lines[at - 1];
  if (at === undefined || text === undefined || text.trim() === '') return undefined;
  const indent = indentOf(text);
  for (let i = at - 2; i >= 0; i--) {
    const above = lines[i];
    if (above.trim() === '' || above.trim().startsWith('#') || indentOf(above) >= indent) continue;
    const dash = /^( *)(- +)/.exec(above);
    if (!dash) return undefined;
    const keyIndent = dash[1].length + dash[2].length;
    if (indent >= keyIndent) return undefined;
    return {
      line: at,
      col: indent + 1,
      what: `字下げ（行頭の空白の数）が上の「- 」の項目とそろっていません。その項目の続きなら上の行の項目と同じ ${keyIndent} 文字、新しい項目なら「- 」を付けて ${dash[1].length} 文字の字下げにしてください`,
    };
  }
  return undefined;
}

/** One issue per line to change; errors after a full-width slip are left out, as it caused them. */
export function yamlSyntaxIssues(
  file: string,
  text: string,
  errors: readonly YAMLError[],
): { issues: ContentIssue[]; offsets: number[] } {
  if (errors.length === 0) return { issues: [], offsets: [] };
  const lines = text.split('\n');
  const lineStart = (line: number): number => lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
  const slips = fullWidthSlips(lines);
  const firstSlip = slips[0]?.line ?? Infinity;
  const found: Slip[] = [...slips];
  for (const error of errors) {
    const at = error.linePos?.[0];
    if (at && at.line >= firstSlip) continue;
    found.push(
      overIndented(lines, error) ?? betweenDashAndKeys(lines, error) ?? {
        line: at?.line ?? 0,
        col: at?.col ?? 0,
        what: `${YAML_ERRORS[error.code] ?? 'YAML として読めない書き方があります'}。この行かその前の行を確認してください`,
      },
    );
  }
  // A single slip often trips the parser several times at the same place.
  const seen = new Set<number>();
  const places = found.filter(({ line }) => !seen.has(line) && seen.add(line)).sort((a, b) => a.line - b.line);
  return {
    offsets: places.filter(({ line }) => line > 0).map(({ line, col }) => lineStart(line) + Math.max(col - 1, 0)),
    issues: places.map(({ line, col, what }) => ({
      file,
      field: '',
      fieldName: '',
      ...(line > 0 ? { line } : {}),
      message: `YAML の書き方に誤りがあります${col > 0 ? `（${col}文字目あたり）` : ''}。${what}`,
    })),
  };
}
