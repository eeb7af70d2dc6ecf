import { render, screen, within } from '@testing-library/react';
import type { CastEntry } from '../../lib/content/cast';
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
});
