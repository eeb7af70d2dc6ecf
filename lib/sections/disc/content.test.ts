/** @jest-environment node */
import { checkContent } from '../../content/check';
import { getDiscs } from './content';
import { formatIssue } from '../../content/errors';
import { makeTempContent } from '../../content/__fixtures__/tempContent';

describe('store bonuses for every volume', () => {
  it.each([
    ['all', 'all'],
    ['a list holding all alone (as the browser editor writes it)', ['all']],
  ])('%s means every volume', (_how, volumes) => {
    const t = makeTempContent();
    try {
      t.setYaml('discs.yaml', ['storeBonuses', 0, 'volumes'], volumes);
      expect(checkContent(t.ctx).map(formatIssue)).toEqual([]);
      expect(getDiscs(t.ctx).storeBonuses[0]).toMatchObject({ volumes: 'all', volumesLabel: '全巻' });
    } finally {
      t.cleanup();
    }
  });

  it('refuses all next to volume ids', () => {
    const t = makeTempContent();
    try {
      t.setYaml('discs.yaml', ['storeBonuses', 0, 'volumes'], ['all', 'vol1']);
      expect(checkContent(t.ctx).map(formatIssue).join('\n')).toMatch(/対象の巻（volumes）1番目」: volumes にある巻の id（すべての巻なら volumes: all）を書いてください。書かれている値: "all"/);
    } finally {
      t.cleanup();
    }
  });
});
