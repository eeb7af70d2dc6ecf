import type { ColorToken } from '../../lib/colorTokens';

/** The global class that colours a category chip's dot (`color-classes` in `_category.scss`, on every page). */
export function categoryColorClass(color: ColorToken): string {
  return `news-category--${color}`;
}

/**
 * A category chip's classes: its own, and its colour's when the category has one (without, the dot is grey).
 * @param className the chip's own class
 */
export function categoryChipClass(className: string, color: ColorToken | null): string {
  return color === null ? className : `${className} ${categoryColorClass(color)}`;
}
