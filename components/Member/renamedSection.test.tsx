import { render, screen } from '@testing-library/react';
import { toMemberLink } from '../../lib/sections/member/characters';
import MemberPage from '../../pages/member/index';
import MemberDetail from './MemberDetail';
import { member, shiori } from './fixtures';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1200, 1600));
// A series that renames MEMBER for its characters (site.json `sections`), as a fan group did in #42.
jest.mock('../../lib/site', () => {
  const actual = jest.requireActual<typeof import('../../lib/site')>('../../lib/site');
  return { ...actual, siteSections: [{ section: 'member', label: 'CHARACTER', labelJa: 'キャラクター' }] };
});

describe('/member/ after MEMBER is renamed CHARACTER', () => {
  it('shows the page’s Latin label once: the supporting characters’ heading does not repeat it', () => {
    render(<MemberPage lead="登場人物の紹介です。" members={[member('misaki', '朝凪 美咲', 'あさなぎ みさき')]} supporting={[shiori]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('キャラクター');
    expect(screen.getAllByText('CHARACTER')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: /サブキャラクター/ })).toBeInTheDocument();
  });

  it('names the section so on a member’s page too: its label and the link back to the list', () => {
    const misaki = member('misaki', '朝凪 美咲', 'あさなぎ みさき');
    render(<MemberDetail member={misaki} members={[toMemberLink(misaki)]} />);
    expect(screen.getByText('CHARACTER')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('MEMBER')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /キャラクター一覧/ })).toHaveAttribute('href', '/member/');
  });
});
