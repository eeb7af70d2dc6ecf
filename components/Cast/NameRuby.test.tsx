import { render } from '@testing-library/react';
import NameRuby from './NameRuby';

describe('NameRuby', () => {
  it('puts the family and given name readings over their own kanji', () => {
    const { container } = render(<NameRuby name="朝凪 美咲" reading="あさなぎ みさき" />);
    const rubies = container.querySelectorAll('ruby');
    expect(rubies).toHaveLength(2);
    expect(rubies[0].querySelector('rt')).toHaveTextContent('あさなぎ');
    expect(rubies[1].querySelector('rt')).toHaveTextContent('みさき');
    expect(rubies[1].firstChild?.textContent).toBe('美咲');
  });

  it('gives a name without matching spaces one reading, with fallback brackets', () => {
    const { container } = render(<NameRuby name="汐田ことね" reading="しおた ことね" />);
    expect(container.querySelectorAll('ruby')).toHaveLength(1);
    expect(container).toHaveTextContent('汐田ことね（しおたことね）');
  });
});
