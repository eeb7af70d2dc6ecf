/** Every theme text/background pair, checked for WCAG 2.2 AA; `themePairs.test.ts` fails on a stylesheet pair not listed. */
import { formatHex, interpolate, wcagContrast } from 'culori';
import type { Theme, ThemeColorName } from './theme';

/** A theme colour mixed with another, as `color-mix(in srgb, <mix> <percent>%, <with>)` (Sass's `color.mix` alike). */
export interface Mix {
  mix: ThemeColorName;
  percent: number;
  with: ThemeColorName;
}

export type Paint = ThemeColorName | Mix;

/** `--color-surface` (styles/global.scss): the pale band behind sections, page headers and hovered rows. */
export const SURFACE: Mix = { mix: 'secondary', percent: 12, with: 'white' };

/** WCAG 2.2's kinds: `text` (1.4.3), `large` text (24px, or 18.66px bold), `ui` (1.4.11: a control's shape, a focus ring). */
export type PairKind = 'text' | 'large' | 'ui';

export interface ThemePair {
  text: Paint;
  background: Paint;
  kind: PairKind;
  /** Where the site draws it, for the editor's message. */
  where: string;
}

export const REQUIRED_RATIO: Readonly<Record<PairKind, number>> = { text: 4.5, large: 3, ui: 3 };

export const THEME_PAIRS: readonly ThemePair[] = [
  { text: 'textBlack', background: 'white', kind: 'text', where: '本文、カードや表の文字' },
  { text: 'textGrey', background: 'white', kind: 'text', where: '日付、注記、表の見出しなどの補足の文字' },
  { text: 'textLink', background: 'white', kind: 'text', where: '文中のリンク、メニューのリンク、スキップリンク' },
  { text: 'main', background: 'white', kind: 'text', where: '見出しの英字、白地のボタン（「一覧へ」など）の文字、ニュースのカテゴリ切り替え' },
  { text: 'white', background: 'main', kind: 'text', where: 'ボタンやバッジ、フッター、メニューボタン、押されているページ番号の文字' },
  { text: 'white', background: 'danger', kind: 'text', where: '最速放送・放送中のバッジの文字' },
  { text: 'danger', background: 'white', kind: 'text', where: 'ニュースの「NEW」の文字' },
  { text: 'white', background: 'textBlack', kind: 'text', where: 'CV の札、シェアボタン、選ばれているメンバーの文字' },
  { text: 'white', background: 'textLink', kind: 'text', where: 'カレンダー登録ボタンにポインターを載せたときの文字' },
  { text: 'textBlack', background: SURFACE, kind: 'text', where: '淡い背景（セクションの帯、ページの見出し、件数の丸）の上の文字' },
  { text: 'textGrey', background: SURFACE, kind: 'text', where: '淡い背景の上の補足の文字（曲の注記、カレンダーの説明など）' },
  { text: 'main', background: SURFACE, kind: 'text', where: '淡い背景の上の見出しの英字、ポインターを載せたボタンの文字' },
  { text: 'textLink', background: SURFACE, kind: 'text', where: 'メニューの今のページとポインターを載せたリンクの文字' },
  { text: 'textBlack', background: { mix: 'warning', percent: 30, with: 'white' }, kind: 'text', where: 'ニュース検索で見つかった語の下地の上の文字' },
  { text: 'textBlack', background: { mix: 'warning', percent: 8, with: 'white' }, kind: 'text', where: '放送・配信の注意書きの文字' },
  { text: 'main', background: 'white', kind: 'ui', where: 'キーボードで選んだリンクやボタンのフォーカスの枠' },
  { text: 'main', background: SURFACE, kind: 'ui', where: '淡い背景の上のフォーカスの枠' },
];

/** Colours used without a pair to check, each with the reason (decoration beside words, text over a picture). */
export const UNPAIRED: ReadonlyArray<{ file: string; color: ThemeColorName; why: string }> = [
  { file: 'components/OnAir/Notice.module.scss', color: 'warning', why: 'the triangle beside 「ご注意」 is aria-hidden decoration' },
  { file: 'components/Home/Hero.module.scss', color: 'white', why: 'the catch copy lies over the key visual, shaded by a gradient; secondary only shows before the image' },
  { file: 'components/Common/PvPlayer.scss', color: 'white', why: 'the play label lies over the PV poster on a dark glass' },
];

/** The colour a paint comes to in the given palette, `#rrggbb`. */
export function paintColour(paint: Paint, theme: Theme): string {
  if (typeof paint === 'string') return theme[paint];
  // In sRGB, as CSS `color-mix(in srgb, …)` and Sass's `color.mix` of two opaque colours both mix.
  return formatHex(interpolate([theme[paint.with], theme[paint.mix]], 'rgb')(paint.percent / 100));
}

/** The pair's contrast ratio (WCAG 2.2's relative luminance) in the given palette. */
export function pairRatio(pair: ThemePair, theme: Theme): number {
  return wcagContrast(paintColour(pair.text, theme), paintColour(pair.background, theme));
}

/** The theme colours a paint is made of. */
export function paintColours(paint: Paint): ThemeColorName[] {
  return typeof paint === 'string' ? [paint] : [paint.mix, paint.with];
}
