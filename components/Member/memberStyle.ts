import type { ColorToken } from '../../lib/content/schema';
import colors from './memberColor.module.scss';

/** The class that sets `--member-color` for a member's accents (memberColor.module.scss). */
export function memberColorClass(token: ColorToken): string {
  return colors[token];
}
