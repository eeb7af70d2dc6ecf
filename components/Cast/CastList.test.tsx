import { render, screen, within } from '@testing-library/react';
import type { CastEntry } from '../../lib/sections/cast/content';
import CastList from './CastList';

const cast: CastEntry[] = [
  {
    characterId: 'misaki',
    characterName: '朝凪 美咲',
    characterReading: 'あさなぎ みさき',
    cv: { name: '汐田ことね', reading: 'しおた ことね' },
    kind: 'member',
    color: 'main',
  },
  {
    characterId: 'shiori',
    characterName: '音無 栞',
    characterReading: 'おとなし しおり',
    cv: { name: '白樺真澄', reading: 'しらかば ますみ' },
    kind: 'supporting',
    color: null,
  },
];

describe('CastList', () => {
  it('pairs each character with the voice actor in a description list', () => {
    render(<CastList cast={cast} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms).toHaveLength(2);
    expect(terms[0]).toHaveTextContent('朝凪');
    expect(definitions[0]).toHaveTextContent('CV汐田ことね');
    expect(terms[1]).toHaveTextContent('音無');
    expect(definitions[1]).toHaveTextContent('CV白樺真澄');
  });

  it('links band members to their profile page, and only them', () => {
    render(<CastList cast={cast} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/member/misaki/');
    expect(within(screen.getAllByRole('term')[1]).queryByRole('link')).toBeNull();
  });

  it('gives character names their reading in ruby', () => {
    render(<CastList cast={cast} />);
    const rt = screen.getAllByRole('term')[0].querySelectorAll('rt');
    expect([...rt].map((r) => r.textContent)).toEqual(['あさなぎ', 'みさき']);
  });

  it('gives a character recast for a work one term, with a voice actor per work: no term repeated', () => {
    const works = [
      { id: 'tv1', label: '第1期', kind: 'tv' as const, first: true },
      { id: 'film', label: '劇場版', kind: 'film' as const, first: false },
    ];
    const recast: CastEntry[] = [
      { ...cast[0], works: ['tv1'] },
      cast[1],
      { ...cast[0], cv: { name: '代役の声優', reading: 'だいやくのせいゆう' }, works: ['film'] },
    ];
    const { container } = render(<CastList cast={recast} works={works} />);
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual([expect.stringContaining('朝凪'), expect.stringContaining('音無')]);
    // HTML's dl: each group is a div holding one dt, then its dd elements.
    const groups = [...container.querySelectorAll('dl > div')].map((div) => [...div.children].map((c) => c.tagName.toLowerCase()));
    expect(groups).toEqual([['dt', 'dd', 'dd'], ['dt', 'dd']]);
    const voices = within(container.querySelector('dl > div') as HTMLElement).getAllByRole('definition');
    expect(voices[0]).toHaveTextContent(/汐田ことね.*第1期/);
    expect(voices[1]).toHaveTextContent(/代役の声優.*劇場版/);
  });
});
