import type { CSSProperties } from 'react';
import type { ColorToken } from '../../lib/content/schema';
import { memberColorVar } from '../../lib/member';

/** Inline style that sets `--member-color` for a member's accents (bars, rules, tints; never small text). */
export function memberColorStyle(token: ColorToken): CSSProperties & { '--member-color': string } {
  return { '--member-color': memberColorVar(token) };
}
