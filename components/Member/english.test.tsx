import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { en } from '../../lib/i18n/en';
import { DEFAULT_PAGE_LANGUAGE, PageLanguageContext } from '../../lib/i18n/pageLanguage';
import { toMemberLink } from '../../lib/sections/member/characters';
import MemberDetail from './MemberDetail';
import MemberIndex from './MemberIndex';
import { member, shiori } from './fixtures';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1200, 1600));

/** Renders `ui` as a page under /en/ gets it. */
const inEnglish = (ui: ReactNode) => render(<PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en }}>{ui}</PageLanguageContext.Provider>);

// What members.en.yaml gives, laid over the Japanese (lib/sections/member/content.ts).
const translated = member('misaki', '朝凪 美咲', 'あさなぎ みさき', {
  grade: '2nd year',
  part: 'Vocals & Guitar',
  profile: 'A second-year at Shiomi High.',
  quote: 'Did you hear that?',
  cv: { name: 'Kotone Shiota', reading: 'しおた ことね' },
  images: {
    main: { src: '/images/member/misaki-main.png', alt: 'Misaki with her guitar' },
    alternates: [{ src: '/images/member/misaki-alt.png', alt: 'Misaki in uniform', label: 'Uniform' }],
  },
  untranslated: [],
});
const untranslated = member('nagi', '白波 凪', 'しらなみ なぎ', {
  nameEn: 'Nagi Shiranami',
  untranslated: ['grade', 'part', 'profile', 'quote', 'images.main.alt', 'images.alternates.0.alt', 'images.alternates.0.label'],
});
const links = [translated, untranslated].map((m) => ({ ...toMemberLink(m), name: m.nameEn }));

describe('MEMBER in English', () => {
  it('heads a member page with the English name and gives its profile in English words', () => {
    const { container } = inEnglish(<MemberDetail member={translated} members={links} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Misaki Asanagi$/);
    const pairs = Array.from(container.querySelectorAll('dl > div')).map((div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]);
    expect(pairs).toEqual([
      ['Year', '2nd year'],
      ['Part', 'Vocals & Guitar'],
      ['Birthday', 'July 21'],
      ['Height', '157 cm'],
      ['CV', 'Kotone Shiota'],
    ]);
    expect(screen.getByText('“Did you hear that?”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All characters/ })).toHaveAttribute('href', '/en/member/');
    expect(within(screen.getByRole('navigation', { name: 'Other members' })).getByRole('link', { name: 'Nagi Shiranami' })).toHaveAttribute('href', '/en/member/nagi/');
    expect(screen.getByRole('img', { name: 'Misaki in uniform' })).toBeInTheDocument();
    expect(screen.getByText('Uniform')).toBeInTheDocument();
  });

  it('never shows a field still in Japanese as English: the profile says so and links the Japanese page', () => {
    const { container } = inEnglish(<MemberDetail member={untranslated} members={links} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Nagi Shiranami$/);
    expect(screen.getByText(en.member.profileInJapanese, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.member.profileInJapaneseLink })).toHaveAttribute('href', '/member/nagi/');
    const dts = Array.from(container.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(dts).toEqual(['Birthday', 'Height', 'CV']);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.textContent).not.toMatch(/汐見高校|ボーカル|聴こえた|ステージ衣装/);
    // Pictures without an English description are named by the member.
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('Nagi Shiranami');
  });

  it('lists the members by their English names, and a supporting character as translated', () => {
    const { container } = inEnglish(
      <MemberIndex members={[translated, untranslated]} supporting={[{ ...shiori, name: 'Shiori Otonashi', role: 'Club Advisor', description: 'The music teacher.', untranslated: [] }]} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Main characters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Misaki Asanagi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nagi Shiranami' })).toHaveAttribute('href', '/en/member/nagi/');
    expect(screen.getByRole('heading', { level: 2, name: /Supporting characters/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shiori Otonashi' })).toBeInTheDocument();
    expect(container.querySelectorAll('ruby')).toHaveLength(0);
  });

  it('says a supporting character without an English description is in Japanese', () => {
    inEnglish(<MemberIndex members={[translated]} supporting={[{ ...shiori, untranslated: ['name', 'role', 'description', 'image.alt', 'cv.name'] }]} />);
    expect(screen.queryByText(shiori.description)).toBeNull();
    expect(screen.queryByText(shiori.role)).toBeNull();
    expect(screen.getByRole('link', { name: en.member.profileInJapaneseLink })).toHaveAttribute('href', '/member/#shiori');
  });
});
