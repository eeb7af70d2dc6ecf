import { render } from '@testing-library/react';
import NameRuby from './NameRuby';

describe('NameRuby', () => {
  it('puts a reading over each word, with fallback brackets', () => {
    const { container } = render(<NameRuby name="朝凪 美咲" reading="あさなぎ みさき" />);
    expect(container.textContent).toBe('朝凪（あさなぎ） 美咲（みさき）');
    const rubies = container.querySelectorAll('ruby');
    expect(Array.from(rubies, (r) => r.querySelector('rt')?.textContent)).toEqual(['あさなぎ', 'みさき']);
    expect(container.querySelectorAll('rp')).toHaveLength(4);
  });

  it('uses one ruby when the words do not line up', () => {
    const { container } = render(<NameRuby name="汐田ことね" reading="しおた ことね" />);
    expect(container.querySelectorAll('ruby')).toHaveLength(1);
    expect(container.querySelector('rt')).toHaveTextContent('しおた ことね');
  });
});
