/** @jest-environment node */
import type { ImageManifest } from '../imageManifest';
import { type PreviewContext, previewEpisode, previewImages, previewNewsArticle, previewPane, reservationNotice } from './preview';

const manifest: ImageManifest = { '/images/x/built.png': { hash: 'h', width: 1600, height: 900 } };
const context: PreviewContext = {
  newsCategories: [{ slug: 'info', label: 'お知らせ', color: null }],
  fastest: { name: '局A', time: '25:30' },
  episodes: [
    { number: 1, slug: '01', title: '一', airsAt: '2000-01-02T01:30:00+09:00' },
    { number: 2, slug: '02', title: '二', airsAt: '2000-01-09T01:30:00+09:00' },
  ],
  siteInstant: '2000-03-04T12:00:00+09:00',
};

describe('previewImages', () => {
  it('shows images the last build has, and lists those added since', () => {
    expect(previewImages([{ src: '/images/x/built.png', alt: 'A' }, { src: '/images/x/new.png', alt: 'B' }, { alt: 'no file yet' }, 'x'], manifest)).toEqual({
      shown: [{ src: '/images/x/built.png', alt: 'A' }],
      pending: ['/images/x/new.png'],
    });
  });
});

describe('previewNewsArticle', () => {
  it('makes the article page’s props from a complete form', () => {
    const { article, pendingImages } = previewNewsArticle(
      { title: '見出し', date: '2000-01-05', category: 'info', image: '/images/x/built.png', imageAlt: '説明', body: '本文の**強調**' },
      '2000-01-05-info',
      context,
      manifest,
    );
    expect(article).toMatchObject({
      slug: '2000-01-05-info',
      title: '見出し',
      date: '2000-01-05',
      time: null,
      publishedAt: '2000-01-05T00:00:00+09:00',
      category: { slug: 'info', label: 'お知らせ', color: null },
      image: { src: '/images/x/built.png', alt: '説明' },
      summary: '本文の強調',
      prev: null,
      next: null,
    });
    expect(article.bodyHtml).toContain('<strong>強調</strong>');
    expect(pendingImages).toEqual([]);
  });

  it.each([
    ['a date', '2000-01-05', { date: '2000-01-05', time: null, publishedAt: '2000-01-05T00:00:00+09:00' }],
    ['a date and a time', '2000-01-05 18:30', { date: '2000-01-05', time: '18:30', publishedAt: '2000-01-05T18:30:00+09:00' }],
    ['the last minute of a day', '2000-01-05 23:59', { date: '2000-01-05', time: '23:59', publishedAt: '2000-01-05T23:59:00+09:00' }],
  ])('reads %s as the article page does', (_what, date, expected) => {
    expect(previewNewsArticle({ date }, '', context, manifest).article).toMatchObject(expected);
  });

  it.each([
    ['an empty form', {}],
    ['a date being typed', { date: '2000-13' }],
    ['a date that does not exist', { date: '2000-02-30' }],
    ['a time past the day (articles take 00:00–23:59)', { date: '2000-01-05 25:00' }],
  ])('shows %s with the build’s date and no category yet', (_what, data) => {
    const { article } = previewNewsArticle(data, '', context, manifest);
    expect(article).toMatchObject({ title: '', date: '2000-03-04', time: null, category: { slug: '', label: 'カテゴリ未選択', color: null }, image: null });
  });

  it('lists a new image apart instead of showing it through variants it does not have yet', () => {
    const { article, pendingImages } = previewNewsArticle({ image: '/images/x/new.png', imageAlt: '新' }, '', context, manifest);
    expect(article.image).toBeNull();
    expect(pendingImages).toEqual(['/images/x/new.png']);
  });
});

describe('previewEpisode', () => {
  const data = {
    number: 3,
    title: '三',
    airDate: '2000-01-15',
    stills: [{ src: '/images/x/built.png', alt: '場面' }],
    credits: { screenplay: '脚本家', storyboard: '絵コンテ係', director: '演出家', animationDirectors: ['作監A', '作監B'] },
    body: 'あらすじ。',
  };

  it('makes the episode page’s props, its time from the fastest station', () => {
    const { episode, pendingImages } = previewEpisode(data, context, manifest);
    expect(episode).toMatchObject({
      number: 3,
      slug: '03',
      title: '三',
      airDate: '2000-01-15',
      airsAt: '2000-01-16T01:30:00+09:00',
      stills: [{ src: '/images/x/built.png', alt: '場面' }],
      credits: [
        { role: '脚本', names: ['脚本家'] },
        { role: '絵コンテ', names: ['絵コンテ係'] },
        { role: '演出', names: ['演出家'] },
        { role: '作画監督', names: ['作監A', '作監B'] },
      ],
      prev: { number: 2, slug: '02', title: '二' },
      next: null,
    });
    expect(episode.bodyHtml).toContain('あらすじ。');
    expect(pendingImages).toEqual([]);
  });

  it('puts the episode in its place in the switcher, in place of the built one with its number', () => {
    expect(previewEpisode(data, context, manifest).episodes.map((e) => e.title)).toEqual(['一', '二', '三']);
    const { episodes, episode } = previewEpisode({ ...data, number: 1, title: '一（直し）' }, context, manifest);
    expect(episodes.map((e) => e.title)).toEqual(['一（直し）', '二']);
    expect(episode).toMatchObject({ prev: null, next: { number: 2 } });
  });

  it.each([
    ['no reveal time: the first broadcast', undefined, '2000-01-16T01:30:00+09:00'],
    ['a reveal time in 30-hour notation', '2000-01-15 25:00', '2000-01-16T01:00:00+09:00'],
    ['a reveal date alone: 00:00', '2000-01-10', '2000-01-10T00:00:00+09:00'],
    ['a reveal time being typed: the first broadcast', '2000-01-1', '2000-01-16T01:30:00+09:00'],
  ])('publishes the synopsis at %s, and shows it in the preview', (_what, revealAt, expected) => {
    const { episode } = previewEpisode({ ...data, revealAt }, context, manifest);
    expect(episode).toMatchObject({ revealAt: expected, revealed: true });
    expect(episode.bodyHtml).toContain('あらすじ。');
  });

  it('shows an incomplete form without failing', () => {
    const { episode } = previewEpisode({ credits: { animationDirectors: [null, '作監'] } }, context, manifest);
    expect(episode).toMatchObject({ number: 0, title: '', airDate: '2000-03-04', stills: [] });
    expect(episode.credits.at(-1)).toEqual({ role: '作画監督', names: ['作監'] });
  });

describe('reservationNotice (予約)', () => {
  it.each([
    ['a minute after the site’s instant', '2000-03-04T12:01:00+09:00', '予約: 2000-03-04 12:01 に公開されます'],
    ['the site’s instant itself (public in this build)', '2000-03-04T12:00:00+09:00', null],
    ['before it', '2000-03-01T00:00:00+09:00', null],
    ['no time of its own', null, null],
  ])('%s', (_, at, expected) => {
    expect(reservationNotice(at, context.siteInstant)).toBe(expected);
  });
});
});

describe('previewPane', () => {
  /** The editor's entry as a template gets it: the pane's form, and the other languages' beside it. */
  const entryOf = (data: Record<string, unknown>, i18n: Record<string, { data: Record<string, unknown> }>) => ({ get: (key: string) => ({ data, i18n, slug: 'a' })[key] });
  const english = {
    language: { lang: 'en' as const, messages: {} as never, site: {} as never },
    newsCategories: [{ slug: 'info', label: 'Announcements', color: null }],
    fastest: { name: 'Station A', time: '25:30' },
    episodes: [{ number: 1, slug: '01', title: 'One', airsAt: '2000-01-02T01:30:00+09:00' }],
    translated: { news: ['title', 'summary', 'imageAlt', 'body'] },
  };
  const japanese = { title: '見出し', date: '2000-01-05 18:30', category: 'info', image: '/images/x/built.png', imageAlt: '説明', body: '本文' };

  it('shows the English pane’s article as its English page: the translation over the Japanese, in English categories', () => {
    // The English form holds only what a translation gives; the date, category and image are the original's.
    const pane = previewPane(entryOf({ title: 'Headline', imageAlt: 'Alt', body: 'Text' }, { ja: { data: japanese } }), { ...context, languages: [english] }, 'news');
    expect(pane.language?.lang).toBe('en');
    expect(pane.data).toEqual({ ...japanese, title: 'Headline', imageAlt: 'Alt', body: 'Text' });
    const { article } = previewNewsArticle(pane.data, 'a', pane.context, manifest);
    expect(article).toMatchObject({ title: 'Headline', date: '2000-01-05', time: '18:30', category: { label: 'Announcements' }, image: { src: '/images/x/built.png', alt: 'Alt' } });
    expect(pane.context).toMatchObject({ episodes: english.episodes, fastest: english.fastest });
  });

  it('gives a field the translation leaves empty as empty, never the Japanese', () => {
    const pane = previewPane(entryOf({ title: '' }, { ja: { data: japanese } }), { ...context, languages: [english] }, 'news');
    expect(pane.data.title).toBe('');
  });

  it.each([
    ['the Japanese pane beside the English', { en: { data: { title: 'Headline' } } }],
    ['an entry with English not turned on', {}],
  ])('shows %s as the form holds it, in Japanese', (_what, i18n) => {
    const pane = previewPane(entryOf(japanese, i18n), { ...context, languages: [english] }, 'news');
    expect(pane).toEqual({ data: japanese, context: { ...context, languages: [english] }, language: null });
  });
});
