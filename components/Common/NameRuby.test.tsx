import { render } from '@testing-library/react';
import NameRuby from './NameRuby';

const readings = (container: HTMLElement) => Array.from(container.querySelectorAll('rt'), (rt) => rt.textContent);

describe('NameRuby', () => {
  it('puts the family and given name readings over their own kanji, with fallback brackets', () => {
    const { container } = render(<NameRuby name="朝凪 美咲" reading="あさなぎ みさき" />);
    expect(container.querySelectorAll('ruby')).toHaveLength(2);
    expect(readings(container)).toEqual(['あさなぎ', 'みさき']);
    expect(container.querySelectorAll('ruby')[1].firstChild?.textContent).toBe('美咲');
    expect(container.querySelectorAll('rp')).toHaveLength(4);
    expect(container.textContent).toBe('朝凪（あさなぎ） 美咲（みさき）');
  });

  it('gives a name whose parts do not line up with its reading one reading over the whole name', () => {
    const { container } = render(<NameRuby name="汐田ことね" reading="しおた ことね" />);
    expect(container.querySelectorAll('ruby')).toHaveLength(1);
    expect(readings(container)).toEqual(['しおた ことね']);
    expect(container.textContent).toBe('汐田ことね（しおた ことね）');
  });

  it('shows the name as written once the readings are left out', () => {
    const { container } = render(<NameRuby name="月岡　蓮" reading="つきおか　れん" />);
    container.querySelectorAll('rp, rt').forEach((node) => node.remove());
    expect(container.textContent).toBe('月岡 蓮');
  });
});
