import { render, screen, within } from '@testing-library/react';
import WorkLabels from './WorkLabels';

const works = [
  { id: 'tv1', label: '第1期' },
  { id: 'movie', label: '劇場版' },
];

describe('WorkLabels', () => {
  it('names the works an entry is in, every work when it names none', () => {
    const { rerender } = render(<WorkLabels ids={['movie']} works={works} />);
    const labels = () => within(screen.getByRole('list', { name: '登場する作品' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(labels()).toEqual(['劇場版']);
    rerender(<WorkLabels ids={undefined} works={works} />);
    expect(labels()).toEqual(['第1期', '劇場版']);
  });

  it('shows nothing for a series of one work', () => {
    const { container, rerender } = render(<WorkLabels ids={['movie']} works={undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<WorkLabels ids={undefined} works={[works[0]]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
