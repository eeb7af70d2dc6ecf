/** @jest-environment node */
import { bodiesInLang } from './bodyLinks';
import { renderMarkdown } from './markdown';

describe('bodiesInLang', () => {
  const paths = new Set(['/en/', '/en/onair/', '/en/story/01/']);

  it("leads every rendered body's site links to the language's page where the export has one, however deep", () => {
    const props = {
      article: { title: 'Now on air', bodyHtml: renderMarkdown('[Schedule](/onair) and [Disc](/disc/)').html },
      episodes: [{ bodyHtml: renderMarkdown('[Episode 1](/story/01/)').html }],
      count: 3,
      image: null,
    };
    const out = bodiesInLang(props, 'en', paths);
    expect(out.article.bodyHtml).toContain('href="/en/onair/"');
    // No English DISC page: the link stays on the Japanese one.
    expect(out.article.bodyHtml).toContain('href="/disc/"');
    expect(out.episodes[0].bodyHtml).toContain('href="/en/story/01/"');
    expect(out).toMatchObject({ article: { title: 'Now on air' }, count: 3, image: null });
  });

  it('leaves a link already written in the language as it is', () => {
    const html = renderMarkdown('[Schedule](/en/onair/)').html;
    expect(bodiesInLang({ html }, 'en', paths).html).toBe(html);
  });
});
