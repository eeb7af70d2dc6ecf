/** @jest-environment node */
import { checkContent } from './check';
import { formatIssue } from './errors';
import { getNewsBySlug, getNewsCategories } from '../sections/news/content';
import { makeTempContent } from './__fixtures__/tempContent';

describe('an optional field left empty', () => {
  it('reads as not written, for the schema and for the checks across files alike', () => {
    const t = makeTempContent();
    try {
      // As the browser editor saves a cleared field, and as an editor may write it by hand.
      t.write('news/2000-01-02-cleared.md', "---\ntitle: 空欄のある記事\ndate: 2000-01-02\ncategory: event\nimage: ''\nimageAlt:\nsummary: ''\n---\n本文。\n");
      t.setYaml('settings.yaml', ['newsCategories', 1, 'color'], '');
      expect(checkContent(t.ctx).map(formatIssue)).toEqual([]);
      expect(getNewsBySlug('2000-01-02-cleared', t.ctx)).toMatchObject({ image: null, category: { slug: 'event', color: null }, summary: '本文。' });
      expect(getNewsCategories(t.ctx).map((c) => c.slug)).toContain('event');
    } finally {
      t.cleanup();
    }
  });

  it('is still refused where the field is required', () => {
    const t = makeTempContent();
    try {
      t.write('news/2000-01-02-untitled.md', "---\ntitle: ''\ndate: 2000-01-02\ncategory: info\n---\n本文。\n");
      expect(checkContent(t.ctx).map(formatIssue).join('\n')).toMatch(/2000-01-02-untitled\.md 2行目「タイトル（title）」/);
    } finally {
      t.cleanup();
    }
  });
});
