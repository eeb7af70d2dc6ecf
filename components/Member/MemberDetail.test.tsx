import { render, screen, within } from '@testing-library/react';
import { toMemberLink } from '../../lib/sections/member/characters';
import MemberDetail from './MemberDetail';
import { member } from './fixtures';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1200, 1600));

const misaki = member('misaki', '朝凪 美咲', 'あさなぎ みさき');
const all = [misaki, member('nagi', '白波 凪', 'しらなみ なぎ'), member('ren', '月岡 蓮', 'つきおか れん', { color: 'ink' })];

describe('MemberDetail', () => {
  it('makes the name with its reading the page heading', () => {
    render(<MemberDetail member={misaki} members={all.map(toMemberLink)} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    const rubies = h1.querySelectorAll('ruby');
    expect(rubies).toHaveLength(2);
    expect(rubies[0].querySelector('rt')).toHaveTextContent('あさなぎ');
    expect(rubies[1].querySelector('rt')).toHaveTextContent('みさき');
  });

  it('gives the profile data in a <dl>: grade, part, birthday, height and CV', () => {
    const { container } = render(<MemberDetail member={misaki} members={all.map(toMemberLink)} />);
    const dl = container.querySelector('dl')!;
    const pairs = Array.from(dl.querySelectorAll(':scope > div')).map((div) => [
      div.querySelector('dt')?.textContent,
      div.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['学年', '2年'],
      ['パート', 'ボーカル＆ギター（リーダー）'],
      ['誕生日', '7月21日'],
      ['身長', '157cm'],
      ['CV', '汐田ことね（しおた ことね）'],
    ]);
    expect(within(dl).getByText('7月21日')).toHaveAttribute('dateTime', '07-21');
  });

  it('names the voice actor of each work when the role is recast, each with its works', () => {
    const works = [
      { id: 'tv1', label: '第1期', kind: 'tv' as const, first: true },
      { id: 'tv2', label: '第2期', kind: 'tv' as const, first: false },
    ];
    const voices = [
      { cv: misaki.cv, works: ['tv1'] },
      { cv: { name: '波多野 遥', reading: 'はたの はるか' }, works: ['tv2'] },
    ];
    const { container } = render(<MemberDetail member={misaki} members={all.map(toMemberLink)} voices={voices} works={works} />);
    const cv = within(container.querySelector('dl')!).getByText('CV').parentElement!;
    const lines = Array.from(cv.querySelectorAll('dd')).map((dd) => [
      dd.textContent,
      within(dd).getAllByRole('listitem').map((li) => li.textContent),
    ]);
    expect(lines).toEqual([
      [expect.stringContaining('汐田'), ['第1期']],
      [expect.stringContaining('波多野'), ['第2期']],
    ]);
  });

  it('shows the quote, the profile and every illustration with a caption', () => {
    render(<MemberDetail member={misaki} members={all.map(toMemberLink)} />);
    expect(screen.getByText('「聴こえた？」').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('汐見高校2年生。')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: /ビジュアル/ });
    expect(within(gallery).getByText('ステージ衣装')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'ステージ衣装の朝凪 美咲' })).toBeInTheDocument();
    // Plain content, nothing to click: no tabs and no script-only links.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/member\/([a-z-]+\/)?$/);
  });

  it('links the previous and next members around the ends, and every member', () => {
    render(<MemberDetail member={misaki} members={all.map(toMemberLink)} />);
    const nav = screen.getByRole('navigation', { name: 'ほかのメンバー' });
    expect(within(nav).getByRole('link', { name: /前のメンバー\s*月岡 蓮/ })).toHaveAttribute('href', '/member/ren/');
    expect(within(nav).getByRole('link', { name: /次のメンバー\s*白波 凪/ })).toHaveAttribute('href', '/member/nagi/');
    expect(within(nav).getByRole('link', { name: '朝凪 美咲' })).toHaveAttribute('aria-current', 'page');
  });
});
