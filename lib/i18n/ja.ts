/**
 * The interface's words in Japanese, the default language: components read them through `useMessages()`
 * (`./messages.tsx`), so Japanese pages carry no catalogue in their props. Another language is one more file with
 * the same keys (`./en.ts`).
 */
export const ja = {
  shell: {
    /** Between a page's name and the site's in `<title>`: 「ニュース｜作品名」. */
    titleSeparator: '｜',
    skipToContent: '本文へスキップ',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    siteMenu: 'サイトメニュー',
    footerNav: 'フッターナビゲーション',
    newTab: '（新しいタブで開きます）',
    topPage: 'トップページ',
    top: 'TOP',
    /** The language switch: what it is called, and each language's own name for it. */
    languages: '言語',
    langNames: { ja: '日本語', en: 'English' },
  },
  /** Words shared by MUSIC and DISC (`components/Common/PriceTable`): `{price}` is the price with thousands separators. */
  release: {
    code: '品番',
    price: '価格',
    priceTaxIncluded: '{price}円（税込）',
  },
  music: {
    /** The page's heading on an English page (a Japanese page takes the section's name from site.json). */
    heading: 'ミュージック',
    /** `{work}`: the work's name (and, with several works, the work's label); `{lineup}`: the kinds of release. */
    description: '{work}の{lineup}の発売情報です。',
    lead: '{lineup}の情報です。',
    /** The pieces of the lineup (「オープニング・エンディング主題歌、挿入歌」): `{names}` the theme kinds joined. */
    lineup: { opening: 'オープニング', ending: 'エンディング', themes: '{names}主題歌', insert: '挿入歌', album: 'アルバム', themeJoin: '・', listJoin: '、', lastJoin: '、' },
    /** The badge of each kind of release, by the kind written in music.yaml. */
    kinds: { オープニングテーマ: 'OP主題歌', エンディングテーマ: 'ED主題歌', 挿入歌: '挿入歌', アルバム: 'アルバム' },
    /** The same in the index's small cards. */
    indexKinds: { オープニングテーマ: 'OP主題歌', エンディングテーマ: 'ED主題歌', 挿入歌: '挿入歌', アルバム: 'アルバム' },
    credits: { lyrics: '作詞', composition: '作曲', arrangement: '編曲' },
    releaseDate: '発売日',
    editions: '形態・価格',
    editionsCaption: '{title} 形態・価格',
    editionKind: '形態',
    tracks: '収録曲',
    /** Around a track's note (「TV size」). */
    trackNoteOpen: '（',
    trackNoteClose: '）',
    streaming: '配信で聴く',
    purchase: '購入する',
    index: 'リリース一覧',
    backToIndex: 'リリース一覧へ戻る',
  },
  disc: {
    /** Between formats: 「Blu-ray・DVD」. */
    formatJoin: '・',
    /** The formats and the number of volumes (「Blu-ray・DVD 全4巻」). */
    lineupVolumes: '{formats} 全{count}巻',
    switcherSection: 'ディスク',
    /** `{work}`: the work's name (and label); `{lineup}`: the formats and volumes. */
    description: '{work}{lineup}の発売日、価格、特典、店舗別購入特典の情報です。',
    lead: '{lineup}の発売情報と、店舗別購入特典のご案内です。',
    volumeTitle: '{title}（{formats}）',
    volumeDescription: '{title}（{date}発売）の収録話、価格、封入特典・映像特典、店舗別購入特典の情報です。',
    volumeHeading: '{heading} {label}',
    /** A volume in the structured data: the site's title, its formats, its label, its first and last episodes. */
    productDescription: '{site} {formats} {label}（第{first}話〜第{last}話収録）',
    listName: '{formats} 一覧',
    index: '巻の一覧',
    /** A volume's card in the index: its release date as `{date}`. */
    indexDate: '{date}発売',
    jumpToBonuses: '店舗別購入特典を見る',
    releaseDate: '発売日',
    episodes: '収録話',
    episode: '第{n}話',
    episodeRun: '第{from}話〜第{to}話',
    episodeJoin: '・',
    formats: '仕様・価格',
    formatsCaption: '{title} 仕様・価格',
    formatKind: '仕様',
    bonusItems: '封入特典',
    extras: '映像特典',
    detail: '{label}の詳細・店舗別特典',
    otherVolumes: 'ほかの巻',
    storeBonuses: '店舗別購入特典',
    volumeStoreBonuses: '{label} 店舗別購入特典',
    bonusLead: '対象の店舗でご購入の方に、店舗ごとのオリジナル特典をお渡しします。',
    bonusLater: '店舗別購入特典は決まり次第お知らせします。',
    store: '店舗',
    bonus: '特典',
    bonusVolumes: '対象商品',
    bonusVolumesShort: '対象',
    condition: '条件',
    allVolumes: '全巻',
    volumeJoin: '・',
  },
  /** A written page's words (`content/pages/<slug>.md`). */
  page: {
    /** Before a download link's text, for screen readers: the image's alt text as `{alt}`. */
    downloadOf: '{alt}：',
    /** After it: its format and size. */
    downloadNote: '（{note}）',
  },
};

/** The catalogue's shape: every language has the same keys, as strings. */
export type Messages = typeof ja;
