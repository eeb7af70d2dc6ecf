import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateStatic } from '../../__tests__/helpers/hydrate';
import SpoilerGuard from './SpoilerGuard';

describe('SpoilerGuard', () => {
  it('is an empty slot in the static HTML (no control that cannot work without JavaScript), then a labelled select', () => {
    const { host, html, remove } = hydrateStatic(<SpoilerGuard episodeCount={3} watchedUpTo={null} onChange={() => {}} />);
    expect(html).toBe('<div class="slot"></div>');
    expect(host.querySelector('select')).not.toBeNull();
    remove();
  });

  it('offers off and 「第N話まで視聴済み」 for every episode, showing the setting', () => {
    render(<SpoilerGuard episodeCount={3} watchedUpTo={2} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'ネタバレ防止' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'オフ（すべて表示）',
      '第1話まで視聴済み',
      '第2話まで視聴済み',
      '第3話まで視聴済み',
    ]);
    expect(select).toHaveValue('2');
    expect(select).toHaveAccessibleDescription('選んだ話より後のあらすじと場面写真を隠します（設定はこのブラウザにだけ保存）');
  });

  it('reports the episode chosen, or null for off', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SpoilerGuard episodeCount={3} watchedUpTo={null} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'ネタバレ防止' }), '第3話まで視聴済み');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'ネタバレ防止' }), 'オフ（すべて表示）');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
