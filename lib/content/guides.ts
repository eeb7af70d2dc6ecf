/** The kit's documents for a group's members that sit in `content/` beside the series: not content, and no series' own. */
export const CONTENT_GUIDES = ['README.md', 'FIELDS.md'] as const;
