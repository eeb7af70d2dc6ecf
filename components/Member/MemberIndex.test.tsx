import { render, screen, within } from '@testing-library/react';
import MemberIndex from './MemberIndex';
import { member, shiori } from './fixtures';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1200, 1600));

const misaki = member('misaki', '朝凪 美咲', 'あさなぎ みさき', {
  images: { main: { src: '/images/member/misaki-main.png', alt: '手を振る美咲' }, alternates: [] },
});

describe('MemberIndex', () => {
  it('shows each member with art, part, name with reading and CV, linking to the member page', () => {
    render(<MemberIndex members={[misaki]} supporting={[shiori]} />);
    const band = screen.getByRole('region', { name: 'メインキャラクター' });
    const card = within(band).getByRole('article');
    expect(within(card).getByRole('img', { name: '手を振る美咲' })).toBeInTheDocument();
    expect(within(card).getByText('ボーカル＆ギター（リーダー）')).toBeInTheDocument();
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', '/member/misaki/');
    expect(link.querySelectorAll('ruby rt')).toHaveLength(2);
    expect(within(card).getByText('汐田ことね')).toBeInTheDocument();
  });

  it('shows the supporting characters below the band, each with an anchor', () => {
    render(<MemberIndex members={[misaki]} supporting={[shiori]} />);
    const section = screen.getByRole('region', { name: /サブキャラクター/ });
    const card = within(section).getByRole('article', { name: /音無/ });
    expect(card).toHaveAttribute('id', 'shiori');
    expect(within(card).getByText('軽音楽部顧問・音楽教師')).toBeInTheDocument();
    expect(within(card).getByText('白樺真澄')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'ピアノに寄りかかる栞' })).toBeInTheDocument();
  });

  it('names each voice actor of a recast character, each with the works they voice it in', () => {
    const works = [
      { id: 'tv1', label: '第1期', kind: 'tv' as const, first: true },
      { id: 'movie', label: '劇場版', kind: 'film' as const, first: false },
    ];
    const recast = (cv: typeof misaki.cv) => [
      { cv, works: ['tv1'] },
      { cv: { name: '波多野 遥', reading: 'はたの はるか' }, works: ['movie'] },
    ];
    render(
      <MemberIndex members={[misaki]} supporting={[shiori]} works={works} voices={{ misaki: recast(misaki.cv), shiori: recast(shiori.cv) }} />,
    );
    for (const card of [
      within(screen.getByRole('region', { name: 'メインキャラクター' })).getByRole('article'),
      within(screen.getByRole('region', { name: /サブキャラクター/ })).getByRole('article'),
    ]) {
      const labels = within(card).getAllByRole('list', { name: '登場する作品' });
      expect(labels.map((list) => [list.previousElementSibling?.textContent, list.textContent])).toEqual([
        [expect.stringMatching(/^CV(汐田ことね|白樺真澄)$/), '第1期'],
        ['CV波多野 遥', '劇場版'],
      ]);
    }
  });

  it.each([
    [4, 'lg4'],
    [5, 'lg5'],
    [7, 'lg4'],
  ])('puts %i members in rows of balanced length on a desktop, none left with an empty column', (count, rowClass) => {
    const members = Array.from({ length: count }, (_, i) => member(`m${i}`, `メンバー ${i}`, `めんばー ${i}`));
    render(<MemberIndex members={members} supporting={[]} />);
    const list = within(screen.getByRole('region', { name: 'メインキャラクター' })).getByRole('list');
    expect(list).toHaveClass(rowClass);
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
  });

  it('draws the art whole in a box of its own shape: 3:4 art in a 3:4 box (2:3 art: MemberIndex.art.test.tsx)', () => {
    render(<MemberIndex members={[misaki]} supporting={[]} />);
    const img = within(screen.getByRole('region', { name: 'メインキャラクター' })).getByRole('img', { name: '手を振る美咲' });
    expect(img.closest('.picture')).toHaveClass('picture--3-4');
    expect(img).toHaveClass('picture__contain');
  });
});
