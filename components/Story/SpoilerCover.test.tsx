import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import SpoilerCover from './SpoilerCover';

const synopsis = <p>第5話の核心に触れるあらすじ。</p>;

describe('SpoilerCover', () => {
  it('shows the content as it is when not covered: no cover, no button', () => {
    render(
      <SpoilerCover episode={5} what="あらすじ" covered={false}>
        {synopsis}
      </SpoilerCover>,
    );
    expect(screen.getByText('第5話の核心に触れるあらすじ。')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in the static HTML the content is there, never hidden (the guard is off on the server)', () => {
    const html = renderToString(
      <SpoilerCover episode={5} what="あらすじ" covered={false}>
        {synopsis}
      </SpoilerCover>,
    );
    expect(html).toContain('第5話の核心に触れるあらすじ。');
    expect(html).not.toMatch(/inert|<button/);
  });

  it('when covered, hides the content from sight, keyboard and screen readers, under a button naming the episode', () => {
    const { container } = render(
      <SpoilerCover episode={5} what="あらすじ" covered>
        {synopsis}
        <a href="#x">リンク</a>
      </SpoilerCover>,
    );
    const content = container.querySelector('[inert]');
    expect(content).toHaveClass('hidden');
    expect(content).toHaveTextContent('第5話の核心に触れるあらすじ。');
    const button = screen.getByRole('button', { name: '第5話のあらすじを表示する' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', content?.id);
    expect(screen.getByText('ネタバレ防止のため隠しています')).toBeInTheDocument();
  });

  it('on a thumbnail, shows only 「表示する」; its name still says which episode and what', () => {
    render(
      <SpoilerCover episode={7} what="場面写真" covered compact>
        <img src="/x.png" alt="場面" />
      </SpoilerCover>,
    );
    const button = screen.getByRole('button', { name: '第7話の場面写真を表示する' });
    expect(button).toHaveTextContent(/^表示する$/);
    expect(screen.queryByText('ネタバレ防止のため隠しています')).not.toBeInTheDocument();
  });

  it('reveals with the keyboard, then moves the focus to what it revealed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SpoilerCover episode={5} what="あらすじ" covered>
        {synopsis}
      </SpoilerCover>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '第5話のあらすじを表示する' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[inert]')).toBeNull();
    const revealed = screen.getByRole('group', { name: '第5話のあらすじ' });
    expect(revealed).toHaveFocus();
    expect(revealed).toHaveTextContent('第5話の核心に触れるあらすじ。');
  });
});
