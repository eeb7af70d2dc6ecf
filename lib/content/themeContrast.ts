/** The content check's WCAG AA check of a series' colours: every pair of lib/themePairs.ts, measured in the merged palette. */
import { mergeTheme, type ThemeColorName } from '../theme';
import { type Paint, REQUIRED_RATIO, THEME_PAIRS, pairRatio, paintColours } from '../themePairs';
import type { ContentIssue, Locator } from './errors';
import { fieldName, fieldTitle, schemaAt } from './fields';
import { SiteSchema, type ThemeColors } from './schema';

/** A ratio as WCAG reads it: cut, never rounded up, so 4.499 shows as 4.49:1 and not as the 4.5:1 it misses. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function title(name: ThemeColorName): string {
  return fieldTitle(schemaAt(SiteSchema, ['colors', name])) ?? name;
}

/** 「白（white）の文字」, 「メインカラー（main）の背景」, 「白（white）にサブカラー（secondary）を12%混ぜた背景」. */
function paintName(paint: Paint, as: string): string {
  if (typeof paint === 'string') return `${title(paint)}（${paint}）の${as}`;
  return `${title(paint.with)}（${paint.with}）に${title(paint.mix)}（${paint.mix}）を${paint.percent}%混ぜた${as}`;
}

const paintKey = (paint: Paint): string => (typeof paint === 'string' ? paint : `${paint.mix} ${paint.percent}% ${paint.with}`);

/**
 * One issue per pair that misses WCAG AA with `colors` over the product's palette, at the first colour of the pair that
 * `site.json` sets. A pair made only of the product's colours is the product's to fix, not the editor's: not reported.
 */
export function themeContrastIssues(file: string, colors: ThemeColors | undefined, locate: Locator): ContentIssue[] {
  const theme = mergeTheme(colors);
  const issues: ContentIssue[] = [];
  // A focus ring in the colours of a text pair that already failed would say the same again.
  const failed = new Set<string>();
  for (const pair of THEME_PAIRS) {
    const set = [...paintColours(pair.text), ...paintColours(pair.background)].find((name) => colors?.[name] !== undefined);
    if (set === undefined) continue;
    const ratio = pairRatio(pair, theme);
    const required = REQUIRED_RATIO[pair.kind];
    const key = `${paintKey(pair.text)} on ${paintKey(pair.background)}`;
    if (ratio >= required || failed.has(key)) continue;
    failed.add(key);
    const path = ['colors', set];
    issues.push({
      file,
      field: path.join('.'),
      fieldName: fieldName(SiteSchema, path),
      line: locate(path),
      message: `${paintName(pair.text, pair.kind === 'ui' ? '線' : '文字')}と${paintName(pair.background, '背景')}のコントラストが ${formatRatio(ratio)} です（${pair.where}）`,
      hint: `${required}:1 以上が必要です。どちらかの色を濃く（または淡く）して差を広げてください`,
    });
  }
  return issues;
}
