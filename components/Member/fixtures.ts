import type { Member, SupportingCharacter } from '../../lib/sections/member/schema';

/** Test data shaped like a band member from content/members.yaml; `overrides` replace single fields. */
export const member = (id: string, name: string, reading: string, overrides: Partial<Member> = {}): Member => ({
  id,
  name,
  reading,
  nameEn: 'Misaki Asanagi',
  cv: { name: '汐田ことね', reading: 'しおた ことね' },
  grade: '2年',
  part: 'ボーカル＆ギター（リーダー）',
  birthday: '07-21',
  height: 157,
  profile: '汐見高校2年生。',
  quote: '聴こえた？',
  color: 'main',
  images: {
    main: { src: `/images/member/${id}-main.png`, alt: `${name}のメインビジュアル` },
    alternates: [{ src: `/images/member/${id}-alt.png`, alt: `ステージ衣装の${name}`, label: 'ステージ衣装' }],
  },
  ...overrides,
});

/** Test data shaped like a supporting character from content/members.yaml. */
export const shiori: SupportingCharacter = {
  id: 'shiori',
  name: '音無 栞',
  reading: 'おとなし しおり',
  cv: { name: '白樺真澄', reading: 'しらかば ますみ' },
  role: '軽音楽部顧問・音楽教師',
  description: '汐見高校の音楽教師。',
  image: { src: '/images/member/shiori-main.png', alt: 'ピアノに寄りかかる栞' },
};
