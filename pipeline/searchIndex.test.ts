/** @jest-environment node */
import type { NewsSearchEntry } from '../lib/newsSearch';
import { OUTPUT_BUDGETS } from './outputBudget';
import { SEARCH_TEXT_MAX_CHARS, searchIndexText } from './searchIndex';

const entry = (slug: string, text: string): NewsSearchEntry => ({
  slug,
  title: `記事 ${slug}`,
  date: '2026-10-01',
  time: null,
  publishedAt: '2026-10-01T00:00:00+09:00',
  category: { slug: 'info', label: 'お知らせ', color: null },
  text,
});

describe('searchIndexText', () => {
  it('holds the start of each body, not the whole of a long one, so the index stays within its budget', () => {
    const long = '長い本文。'.repeat(1024 * 1024);
    const { content, count } = searchIndexText([entry('long', long), entry('short', '短い本文')]);
    const [first, second] = JSON.parse(content).entries;
    expect(count).toBe(2);
    expect(first.text).toBe(long.slice(0, SEARCH_TEXT_MAX_CHARS));
    expect(second.text).toBe('短い本文');
    const budget = OUTPUT_BUDGETS.find((b) => b.matches('news/search-index.json'))?.maxBytes ?? 0;
    expect(Buffer.byteLength(content)).toBeLessThan(budget / 10);
  });

  it('never splits a character in two', () => {
    const emoji = '🎵'.repeat(SEARCH_TEXT_MAX_CHARS + 1);
    const [first] = JSON.parse(searchIndexText([entry('emoji', emoji)]).content).entries;
    expect(Array.from(first.text)).toHaveLength(SEARCH_TEXT_MAX_CHARS);
    expect(first.text).toBe('🎵'.repeat(SEARCH_TEXT_MAX_CHARS));
  });
});
