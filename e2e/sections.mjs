// What each section page shows, checked in a real browser against the content the export was built from
// (e2e/content.mjs): the section tests run these at both widths and without JavaScript, and e2e/series.test.mjs runs
// them on the test series. One function per page; each reads the page through roles, names and text.
import assert from 'node:assert/strict';
import { formatBirthday } from '../lib/sections/member/characters.ts';
import { formatDateJa, formatWeeklySlot, formatYen, toDateTimeAttr } from '../lib/format.ts';
import { musicKindLabel } from '../lib/sections/music/kinds.ts';
import { NEWS_PER_PAGE } from '../lib/sections/news/articles.ts';
import { rubySegments } from '../lib/ruby.ts';
import { untaxedPrices } from './releases.mjs';
import { discPath } from '../lib/sections/disc/index.ts';
import { memberPath } from '../lib/sections/member/index.ts';
import { newsPath } from '../lib/sections/news/index.ts';
import { storyPath } from '../lib/sections/story/index.ts';
import { downloadNote } from '../lib/fileSize.ts';
import { isOn, labelsIn } from '../lib/sections/shape.ts';

/** @typedef {import('./content.mjs').SeriesContent} SeriesContent */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/**
 * A section's Japanese name as the series shows it on its pages (site.json `sections` may rename it).
 * @param {SeriesContent} content @param {import('../lib/sections/index.ts').MenuSectionName} name @param {string} [pageForm]
 */
const nameOf = (content, name, pageForm) => labelsIn(content.shape, name, pageForm === undefined ? {} : { labelJa: pageForm }).labelJa;

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** Escapes text for use inside a RegExp. */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The readings a name shows over it in `<ruby>` (lib/ruby.ts pairs them). */
const readingsOf = (name, reading) => rubySegments(name, reading).map((s) => s.reading);
/** The `<rt>` texts inside a locator. */
const rubyTexts = (locator) => locator.locator('rt').allInnerTexts();

/** Unique `alt`s of the visible images inside a locator (without JavaScript a lazy image is there twice). */
async function visibleAlts(locator) {
  return [...new Set(await locator.locator('img:visible').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? '')))];
}

/** The `href`s of the links inside a locator. */
export const hrefsIn = (locator) => locator.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/**
 * The top page: the logo as the only h1, the latest news, the broadcast summary and a link into every section.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertHomeContent(page, content) {
  const h1 = page.locator('h1');
  assert.equal(await h1.count(), 1);
  assert.equal(await h1.locator('img').getAttribute('alt'), content.site.title);
  // Through the image pipeline (components/Common/Picture), not the original PNG.
  assert.match((await h1.locator('img').getAttribute('src')) ?? '', /^\/_next\/static\/media\/img\/common\/logo\.[0-9a-f]+\.\d+\.webp$/);

  const hrefs = await hrefsIn(page.getByRole('region', { name: 'コンテンツ' }));
  for (const entry of content.shape) if (entry.kind === 'section') assert.ok(hrefs.includes(entry.path), `a link to ${entry.path}`);
  // An off section has no block here, and no link from anywhere (e2e/series.test.mjs crawls for that).
  assert.equal(await page.getByRole('region', { name: nameOf(content, 'news') }).count(), isOn(content.shape, 'news') ? 1 : 0);
  if (!isOn(content.shape, 'news') || !isOn(content.shape, 'onair')) return;

  const news = page.getByRole('region', { name: nameOf(content, 'news') });
  const rows = news.getByRole('listitem');
  const latest = content.news.slice(0, 5);
  assert.equal(await rows.count(), latest.length, 'the latest five news (or all there are)');
  for (const [i, row] of (await rows.all()).entries()) {
    assert.equal(await row.locator('time').getAttribute('datetime'), latest[i].publishedAt);
    assert.equal(await row.getByRole('link').getAttribute('href'), newsPath(latest[i].slug));
  }
  assert.equal(await news.getByRole('link', { name: 'ニュース一覧へ' }).getAttribute('href'), '/news/');

  const { fastest } = content.onair;
  const onair = page.getByRole('region', { name: nameOf(content, 'onair') });
  assert.match(await onair.innerText(), new RegExp(`${escapeRegExp(fastest.name)}[\\s\\S]*${escapeRegExp(formatWeeklySlot(fastest.weekday, fastest.time))}`));
}

/**
 * /story/: the introduction and a card per episode, each with its air date, and its first still as the thumbnail once
 * the episode is revealed as of the export's instant.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertStoryIndex(page, content) {
  const { episodes, intro } = content;
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'story'));
  assert.ok(await page.getByRole('heading', { level: 2, name: new RegExp(escapeRegExp(intro.title)) }).isVisible());
  const list = page.getByRole('region', { name: /各話あらすじ/ });
  assert.deepEqual(await hrefsIn(list), episodes.map((e) => storyPath(e.slug)));
  assert.deepEqual(await list.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))), episodes.map((e) => e.airsAt));
  assert.deepEqual(await visibleAlts(list), [...new Set(episodes.flatMap((e) => e.stills.slice(0, 1).map((s) => s.alt)))], 'the thumbnails');
  assert.match(await list.getByRole('link').first().innerText(), new RegExp(`第1話\\s*${escapeRegExp(episodes[0].title)}`));
}

/**
 * /story/NN/: the title, the stills with Japanese alts, the credits, the synopsis (or why there is none yet) and the
 * links to the neighbouring episodes. An episode not revealed as of the export's instant has no stills and no
 * synopsis in it, only when they come out.
 * @param {Page} page @param {SeriesContent} content @param {string} slug
 */
export async function assertEpisode(page, content, slug) {
  const episode = content.episodes.find((e) => e.slug === slug);
  assert.ok(episode, `episode ${slug} is in the content`);
  assert.equal(await page.locator('h1').innerText(), `第${episode.number}話「${episode.title}」`);
  const stills = page.getByRole('list', { name: `第${episode.number}話の場面カット` });
  assert.equal(await stills.count(), episode.stills.length > 0 ? 1 : 0, `the stills of /story/${slug}/ (revealed: ${episode.revealed})`);
  const alts = await visibleAlts(stills);
  assert.deepEqual(alts, episode.stills.map((s) => s.alt), `the stills of /story/${slug}/`);
  for (const alt of alts) assert.match(alt, JAPANESE);
  const credits = page.getByRole('region', { name: 'スタッフ' });
  assert.deepEqual(await credits.locator('dl dt').allInnerTexts(), episode.credits.map((c) => c.role));
  assert.deepEqual(await credits.locator('dl dd').allInnerTexts(), episode.credits.flatMap((c) => c.names));
  const synopsis = await page.getByRole('region', { name: 'あらすじ' }).innerText();
  const body = episode.bodyHtml.replace(/<[^>]+>/g, '').trim().split('\n')[0];
  if (!episode.revealed) assert.match(synopsis, /あらすじは.+に公開します。/, `/story/${slug}/ before its reveal`);
  else if (body) assert.ok(synopsis.includes(body.slice(0, 20)), `the synopsis of /story/${slug}/`);
  else assert.equal(synopsis.includes('あらすじは準備中です。'), true, `/story/${slug}/ has no synopsis written yet`);
  const pager = page.getByRole('navigation', { name: '前後のエピソード' });
  assert.equal(await pager.getByRole('link', { name: /前の話/ }).count(), episode.prev ? 1 : 0);
  assert.equal(await pager.getByRole('link', { name: /次の話/ }).count(), episode.next ? 1 : 0);
  assert.equal(await page.locator('time[datetime$="+09:00"]').first().getAttribute('datetime'), episode.airsAt);
}

/**
 * /member/: a card per member (name with its reading, art, CV) linking to its page, then the supporting characters.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertMemberIndex(page, content) {
  const { members, supporting } = content;
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'member'));
  const main = page.getByRole('region', { name: 'メインキャラクター' });
  assert.deepEqual(await hrefsIn(main), members.map((m) => memberPath(m.id)));
  assert.deepEqual(await rubyTexts(main.getByRole('link').first()), readingsOf(members[0].name, members[0].reading));
  const alts = await visibleAlts(main);
  for (const member of members) assert.ok(alts.includes(member.images.main.alt), `${member.id}: art`);
  const text = await main.innerText();
  for (const member of members) assert.ok(text.includes(member.cv.name.split(/\s/)[0]), `${member.id}: CV`);
  const region = page.getByRole('region', { name: /サブキャラクター/ });
  assert.equal(await region.getByRole('article').count(), supporting.length);
}

/**
 * /member/<id>/: the name with its reading, the profile, the quote, the art and the links to the other members.
 * @param {Page} page @param {SeriesContent} content @param {string} id
 */
export async function assertMember(page, content, id) {
  const member = content.members.find((m) => m.id === id);
  assert.ok(member, `member ${id} is in the content`);
  assert.deepEqual(await rubyTexts(page.locator('h1')), readingsOf(member.name, member.reading));
  // With several works, the works the member appears in too.
  assert.deepEqual(await page.locator('dl dt').allInnerTexts(), ['学年', 'パート', '誕生日', '身長', 'CV', ...(content.works.length > 1 ? ['登場作品'] : [])]);
  assert.deepEqual((await page.locator('dl dd').allInnerTexts()).slice(0, 4), [member.grade, member.part, formatBirthday(member.birthday), `${member.height}cm`]);
  assert.equal(await page.locator('blockquote').innerText(), `「${member.quote}」`);
  const alts = await visibleAlts(page.locator('main'));
  for (const image of [member.images.main, ...member.images.alternates]) assert.ok(alts.includes(image.alt), `${id}: ${image.alt}`);
  const nav = page.getByRole('navigation', { name: 'ほかのメンバー' });
  const neighbours = content.members.length > 1 ? 1 : 0;
  assert.equal(await nav.getByRole('link', { name: /前のメンバー/ }).count(), neighbours);
  assert.equal(await nav.getByRole('link', { name: /次のメンバー/ }).count(), neighbours);
  assert.equal(await nav.locator('[aria-current="page"]').getAttribute('href'), memberPath(id));
}

/**
 * /cast/: character → voice actor (readings in `<ruby>`, the members linking to their pages), role → names.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertCastContent(page, content) {
  const { cast, staff } = content;
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'cast'));
  const castRegion = page.getByRole('region', { name: 'キャスト' });
  const staffRegion = page.getByRole('region', { name: 'スタッフ' });
  assert.ok(await castRegion.isVisible());
  assert.ok(await staffRegion.isVisible());
  // A character recast for a work is one dt with a dd per voice actor (no term repeated).
  const characterIds = [...new Set(cast.map((c) => c.characterId))];
  assert.equal(await castRegion.locator('dt').count(), characterIds.length);
  assert.equal(await castRegion.locator('dd').count(), cast.length);
  assert.deepEqual(await rubyTexts(castRegion.locator('dt').first()), readingsOf(cast[0].characterName, cast[0].characterReading));
  assert.deepEqual(await rubyTexts(castRegion.locator('dd').first()), readingsOf(cast[0].cv.name, cast[0].cv.reading));
  const memberIds = characterIds.filter((id) => cast.find((c) => c.characterId === id)?.kind === 'member');
  assert.deepEqual(await hrefsIn(castRegion), isOn(content.shape, 'member') ? memberIds.map((id) => memberPath(id)) : []);
  // With several works, the staff is listed per work, a region each, the first work's (content/staff.yaml) first.
  const perWork = staffRegion.getByRole('region');
  const staffList = (await perWork.count()) > 0 ? perWork.first() : staffRegion;
  assert.deepEqual(await staffList.locator('dt').allInnerTexts(), staff.map((s) => s.role));
  const first = staffList.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(staff[0].role)}$`) }) });
  assert.deepEqual(await first.locator('dd span').allInnerTexts(), staff[0].names);
}

/**
 * /music/: an index of the releases, and each release with its kind, date, editions, tracks and external links.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertMusicContent(page, content) {
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'music'));
  const index = page.getByRole('navigation', { name: 'リリース一覧' });
  for (const release of content.music) {
    const kind = musicKindLabel(release.kind);
    assert.match(await index.locator(`a[href="#${release.id}"]`).innerText(), new RegExp(`${escapeRegExp(kind)}[\\s\\S]*${escapeRegExp(release.title)}`));
    const article = page.locator(`article#${release.id}`);
    assert.equal(await article.getByRole('heading', { level: 2 }).innerText(), release.title);
    assert.match(await article.innerText(), new RegExp(escapeRegExp(kind)));
    const time = article.locator('time').first();
    assert.equal(await time.getAttribute('datetime'), toDateTimeAttr(release.releaseDate));
    assert.equal(await time.innerText(), formatDateJa(release.releaseDate));
    for (const credit of release.credits) assert.ok(await article.locator('dt', { hasText: credit.role }).isVisible(), `${release.id}: ${credit.role}`);
    assert.equal(await article.locator('table tbody tr').count(), release.editions.length, `${release.id} editions`);
    assert.equal(await article.locator('ol > li').count(), release.tracks.length, `${release.id} tracks`);
    const tracks = await article.locator('ol').innerText();
    for (const track of release.tracks) if (track.note) assert.ok(tracks.includes(track.note), `${release.id}: ${track.note}`);
  }
  // External links: new tab, no opener, announced.
  const external = page.locator('main a[target="_blank"]');
  assert.equal(await external.count(), content.music.flatMap((r) => [...r.links.streaming, ...r.links.purchase]).length);
  for (const a of await external.all()) {
    assert.equal(await a.getAttribute('rel'), 'noopener noreferrer');
    assert.match((await a.textContent()) ?? '', /（新しいタブで開きます）$/);
  }
  const { count, untaxed } = await untaxedPrices(page);
  assert.equal(count, content.music.flatMap((r) => r.editions).length, 'one price per edition');
  assert.deepEqual(untaxed, [], 'every price says 税込');
}

/**
 * The DISC pages' heading: the formats on sale, as the visitor reads them (「ブルーレイ・DVD」, 「ブルーレイ」).
 * @param {SeriesContent['discs']['volumes']} volumes
 */
export function discSectionName(volumes) {
  const formats = new Set(volumes.flatMap((v) => v.formats.map((f) => f.format)));
  return [formats.has('Blu-ray') && 'ブルーレイ', formats.has('DVD') && 'DVD'].filter(Boolean).join('・');
}

/**
 * /disc/: an index of the volumes, each volume with its date, episodes, formats and bonuses, then the store bonuses.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertDiscContent(page, content) {
  const { volumes, storeBonuses } = content.discs;
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'disc', discSectionName(volumes)));
  assert.deepEqual(await hrefsIn(page.getByRole('navigation', { name: '巻の一覧' })), volumes.map((v) => `#${v.id}`));
  for (const volume of volumes) {
    const article = page.locator(`article#${volume.id}`);
    assert.equal(await article.getByRole('heading', { level: 2 }).innerText(), volume.title);
    assert.equal(await article.locator('time').first().getAttribute('datetime'), toDateTimeAttr(volume.releaseDate));
    assert.deepEqual(await article.locator('a[href^="/story/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), volume.episodes.map((n) => storyPath(String(n).padStart(2, '0'))));
    const formats = await article.locator('table tbody tr').allInnerTexts();
    assert.deepEqual(formats.map((row) => row.split(/\s+/).join(' ')), volume.formats.map((f) => `${f.format} ${f.code} ${formatYen(f.priceTaxIncluded)}`));
    for (const [heading, items] of [['封入特典', volume.bonusItems], ['映像特典', volume.extras]]) {
      assert.equal(await article.getByRole('heading', { name: heading }).count(), items.length > 0 ? 1 : 0, `${volume.id}: ${heading}`);
    }
    assert.equal(await article.getByRole('link', { name: `${volume.label}の詳細・店舗別特典` }).getAttribute('href'), discPath(volume.id));
  }
  if (storeBonuses.length > 0) {
    const table = page.getByRole('table', { name: '店舗別購入特典' });
    assert.equal(await table.locator('caption').textContent(), '店舗別購入特典');
    assert.deepEqual(await table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('scope'))), ['col', 'col', 'col', 'col']);
    assert.equal(await table.locator('tbody th').count(), new Set(storeBonuses.map((b) => b.store.id)).size, 'one row header per store');
    const text = await table.innerText();
    for (const bonus of storeBonuses) {
      assert.match(text, new RegExp(`${escapeRegExp(bonus.item)}\\s+${escapeRegExp(bonus.volumesLabel)}\\s+${escapeRegExp(bonus.condition)}`));
    }
  }
  const { count, untaxed } = await untaxedPrices(page);
  assert.equal(count, volumes.flatMap((v) => v.formats).length, 'one price per format');
  assert.deepEqual(untaxed, [], 'every price says 税込');
}

/**
 * /onair/: the first broadcast in words, the stations and the streaming services as tables, and the notice.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertSchedule(page, content) {
  const { stations, streaming, fastest, notes } = content.onair;
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'onair'));
  assert.match(await page.getByRole('heading', { level: 2, name: /より/ }).innerText(), new RegExp(escapeRegExp(formatWeeklySlot(fastest.weekday, fastest.time))));

  const tvName = 'テレビ放送の放送局と放送日時';
  const tv = page.getByRole('table', { name: tvName });
  assert.equal(await tv.locator('caption').innerText(), tvName);
  // The last column holds the per-station calendar links.
  assert.deepEqual(await tv.locator('thead th').allTextContents(), ['放送局', '放送地域', '放送開始', '放送日時', '備考', 'カレンダー']);
  assert.equal(await tv.locator('tbody th[scope="row"]').count(), stations.length);
  for (const [i, station] of stations.entries()) {
    const row = tv.locator('tbody tr').nth(i);
    assert.match(await row.locator('th').innerText(), new RegExp(`^${escapeRegExp(station.name)}`));
    if (station.fastest) assert.match(await row.locator('th').innerText(), /最速/);
    if (station.repeat) assert.match(await row.locator('th').innerText(), /リピート/);
    const slot = row.locator('time', { hasText: formatWeeklySlot(station.weekday, station.time) });
    assert.equal(await slot.getAttribute('datetime'), station.firstAirAt);
  }

  const streamingTable = page.getByRole('table', { name: '配信サービスと配信日時' });
  assert.equal(await streamingTable.locator('tbody th[scope="row"]').count(), streaming.length);
  for (const type of new Set(streaming.map((s) => s.type))) assert.match(await streamingTable.innerText(), new RegExp(type));
  // The first day and the weekly slot of each service.
  assert.deepEqual(
    await streamingTable.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
    streaming.flatMap((s) => [s.startAt, s.startAt]),
  );

  const notice = await page.getByRole('region', { name: 'ご注意' }).innerText();
  for (const note of notes) assert.ok(notice.includes(note.replace(/^※\s*/, '')), note);
}

/**
 * The news list's rows: the articles of one page, newest first.
 * @param {Page} page
 */
export const newsRows = (page) => page.locator('main ul', { has: page.locator('time') }).first().getByRole('listitem');

/**
 * /news/: the heading and the first page of articles, each with its date, category and link.
 * @param {Page} page @param {SeriesContent} content
 */
export async function assertNewsList(page, content) {
  assert.equal(await page.locator('h1').innerText(), nameOf(content, 'news'));
  const expected = content.news.slice(0, NEWS_PER_PAGE);
  const rows = newsRows(page);
  assert.equal(await rows.count(), expected.length);
  for (const [i, row] of (await rows.all()).entries()) {
    assert.equal(await row.locator('time').getAttribute('datetime'), expected[i].publishedAt);
    assert.match(await row.innerText(), new RegExp(escapeRegExp(expected[i].category.label)));
    assert.equal(await row.getByRole('link').getAttribute('href'), newsPath(expected[i].slug));
  }
}

/**
 * A written page (content/pages/): its title as the one h1 under its Latin label, its hero, each gallery as a region
 * named by its title with its images and their download links (the file's format and size in the link), and its PV.
 * @param {Page} page @param {SeriesContent} content @param {string} slug
 */
export async function assertWrittenPage(page, content, slug) {
  const written = content.pages.find((p) => p.slug === slug);
  assert.ok(written, `a published page ${slug}`);
  const h1 = page.locator('h1');
  assert.equal(await h1.count(), 1);
  assert.equal(await h1.innerText(), written.title);
  assert.equal(await page.title(), `${written.title}｜${content.site.title}`);
  assert.ok(await page.getByText(written.label, { exact: true }).first().isVisible(), 'the Latin label above the heading');
  if (written.hero) assert.ok(await page.getByRole('img', { name: written.hero.alt }).first().isVisible(), 'the hero');
  for (const gallery of written.galleries) {
    const region = page.getByRole('region', { name: gallery.title });
    assert.deepEqual(await visibleAlts(region), gallery.images.map((image) => image.alt));
    const downloads = region.locator('a[download]');
    const expected = gallery.images.flatMap((image) => image.downloads);
    assert.deepEqual(await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), expected.map((d) => d.src));
    for (const [i, download] of expected.entries()) {
      const name = await downloads.nth(i).innerText();
      assert.ok(name.includes(download.label) && name.includes(downloadNote(download.src, download.bytes)), `${name}: the label, format and size`);
    }
  }
  if (written.pv) assert.ok(await page.getByRole('region', { name: 'PV' }).isVisible(), 'the PV');
}
