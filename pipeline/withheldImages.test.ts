/** @jest-environment node */
import { withholdImages } from './withheldImages';
import { makeTempContent } from '../lib/content/__fixtures__/tempContent';

describe('withholdImages', () => {
  it.each([
    ['timed for later: withheld', '2099-01-01', ['/images/news/first.png'], '  1 枚（公開の時刻がまだ来ていないものと発表前の作品だけが使う画像）'],
    ['public: kept', '2000-01-02', [], '  0 枚（公開の時刻がまだ来ていないものと発表前の作品だけが使う画像）'],
  ])('an image only one article shows, the article %s', (_, date, withheld, line) => {
    const t = makeTempContent();
    try {
      t.edit('news/2000-01-01-first.md', (text) => text.replace(/^date: .*$/m, `date: ${date}`));
      const lines: string[] = [];
      expect([...withholdImages(t.ctx, (l) => lines.push(l))]).toEqual(withheld);
      // Whichever section times it: the line is the same for every section's timed images.
      expect(lines).toEqual([line]);
    } finally {
      t.cleanup();
    }
  });
});
