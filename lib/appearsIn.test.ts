import { appearsIn } from './appearsIn';

const works = [
  { id: 'tv1', label: '第1期' },
  { id: 'tv2', label: '第2期' },
  { id: 'movie', label: '劇場版' },
];

describe('appearsIn', () => {
  it.each([
    [undefined, ['第1期', '第2期', '劇場版']],
    [[], ['第1期', '第2期', '劇場版']],
    [['movie'], ['劇場版']],
    [['movie', 'tv1'], ['第1期', '劇場版']],
    [['unknown'], []],
  ])('works %p → %p', (ids, labels) => {
    expect(appearsIn(ids, works)).toEqual(labels);
  });
});
