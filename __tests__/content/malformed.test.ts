/** @jest-environment node */
// What an editor reads when content is wrong: one row per kind of mistake, made on the minimal valid content of
// lib/content/__fixtures__/base (no particular series), and every message the check prints for it, word for word.
import fs from 'node:fs';
import path from 'node:path';
import { BODY_BUDGET_BYTES, checkContent, checkContentWarnings, contentSummary } from '../../lib/content/check';
import { createContentContext } from '../../lib/content/context';
import { getEpisodeRevealTimes } from '../../lib/sections/story/content';
import { listFiles } from '../../lib/content/read';
import { weekdayOfDate } from '../../lib/format';
import { ContentError, formatIssue } from '../../lib/content/errors';
import { getNewsBySlug } from '../../lib/sections/news/content';
import { getCast } from '../../lib/sections/cast/content';
import { placeholderImage } from '../../lib/content/__fixtures__/placeholderImages';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import site from '../../lib/content/__fixtures__/base/site.json';
import { MENU_SECTION_NAMES } from '../../lib/sections';

type Breakage = (t: TempContent) => void;

const JPEG = placeholderImage('x.jpg');

/** Runs `test` on a fresh copy of the base content broken by `breakIt`. */
function withContent<T>(breakIt: Breakage, test: (t: TempContent) => T): T {
  const t = makeTempContent();
  try {
    breakIt(t);
    return test(t);
  } finally {
    t.cleanup();
  }
}

/** A third episode a week after the second, so an episode out of order has neighbours on both sides. */
function addThirdEpisode(t: TempContent): void {
  const second = fs.readFileSync(`${t.ctx.contentDir}/story/episodes/02.md`, 'utf8');
  t.write('story/episodes/03.md', second.replace(/^number: .*$/m, 'number: 3').replace(/^airDate: .*$/m, 'airDate: 2000-01-15'));
}

const cases: ReadonlyArray<[mistake: string, breakIt: Breakage, messages: string[]]> = [
  [
    'a date not written YYYY-MM-DD',
    (t) => t.overlay('bad-date'),
    [
      'content/news/2000-01-02-bad-date.md 3行目「日付（date）」: 年-月-日 の形の日付（時刻も決めるときは 年-月-日 時:分。日本時間の00:00〜23:59。例: 2026-10-03、2026-12-01 12:00）を書いてください。書かれている値: "10/1"。記事がサイトに載る日時（日本時間）。',
    ],
  ],
  [
    'a news date with a time past 23:59',
    (t) => t.write('news/2000-01-03-late.md', '---\ntitle: 深夜の記事\ndate: 2000-01-03 25:00\ncategory: info\n---\n'),
    [
      'content/news/2000-01-03-late.md 3行目「日付（date）」: 年-月-日 の形の日付（時刻も決めるときは 年-月-日 時:分。日本時間の00:00〜23:59。例: 2026-10-03、2026-12-01 12:00）を書いてください。書かれている値: "2000-01-03 25:00"。記事がサイトに載る日時（日本時間）。',
    ],
  ],
  [
    'a reveal time not written as a date and a time',
    (t) => t.write('story/episodes/02.md', fs.readFileSync(`${t.ctx.contentDir}/story/episodes/02.md`, 'utf8').replace('stills:', 'revealAt: 1/7 18:00\nstills:')),
    [
      'content/story/episodes/02.md 5行目「あらすじの公開日時（revealAt）」: 年-月-日 時:分 の形の日時（日本時間。深夜は30時間表記も可。例: 2026-10-03 18:00、2026-10-03 25:30）を書いてください。書かれている値: "1/7 18:00"。あらすじと場面写真を公開する日時（省略可）。',
    ],
  ],
  [
    'a date that does not exist',
    (t) => t.setYaml('discs.yaml', ['volumes', 0, 'releaseDate'], '2026-02-30'),
    [
      'content/discs.yaml 5行目「巻（volumes）1番目の発売日（releaseDate）」: 実在する日付（年-月-日。例: 2026-10-03）を書いてください。書かれている値: "2026-02-30"。発売する日。',
    ],
  ],
  [
    'a news file name that is not a URL slug',
    (t) => t.overlay('bad-slug'),
    [
      'content/news/2000-01-02_Special.md「ファイル名」: ファイル名はページの URL になるので、半角の英小文字・数字・ハイフンだけで付けてください（例: 2026-10-03-onair-start.md）。書かれている値: "2000-01-02_Special.md"。',
    ],
  ],
  [
    'a missing field, at the line of the opening ---',
    (t) => t.overlay('missing-field'),
    [
      'content/news/2000-01-02-no-title.md 1行目「タイトル（title）」: この項目がありません。文字（空欄は不可）を書いてください。記事の見出し。',
    ],
  ],
  [
    'a missing nested field, at the line of the key it belongs under',
    (t) => t.overlay('missing-nested-field'),
    [
      'content/story/episodes/03.md 8行目「スタッフ（credits）の演出（director）」: この項目がありません。文字（空欄は不可）を書いてください。その話の演出の担当者の名前。',
    ],
  ],
  [
    'an empty field',
    (t) => t.write('news/2000-01-03-empty.md', '---\ntitle:\ndate: 2000-01-03\ncategory: info\n---\n'),
    [
      'content/news/2000-01-03-empty.md 2行目「タイトル（title）」: 文字（空欄は不可）を書いてください。書かれている値: 空欄。記事の見出し。',
    ],
  ],
  [
    'a Markdown file without front matter',
    (t) => t.write('news/2000-01-03-plain.md', '本文だけ\n'),
    [
      'content/news/2000-01-03-plain.md 1行目: ファイルの先頭に --- で囲んだ項目（タイトルや日付など）がありません。ほかの記事をコピーして書き換えてください。',
    ],
  ],
  [
    'an unknown news category, with the categories allowed',
    (t) => t.overlay('unknown-category'),
    [
      'content/news/2000-01-02-unknown-category.md 4行目「カテゴリ（category）」: content/settings.yaml の newsCategories にあるカテゴリの id を書いてください。書かれている値: "anime"。使える値: info（お知らせ）、event（イベント）',
    ],
  ],
  [
    'a category label for its id and a missing image in one file: both',
    (t) => t.overlay('category-and-image'),
    [
      'content/news/2000-01-02-two-problems.md 4行目「カテゴリ（category）」: content/settings.yaml の newsCategories にあるカテゴリの id を書いてください。書かれている値: "お知らせ"（info の表示名です）。使える値: info（お知らせ）、event（イベント）',
      'content/news/2000-01-02-two-problems.md 5行目「画像（image）」: public/ に置いた画像のパスを書いてください。書かれている値: "/images/news/frist.png"（public/images/news/frist.png というファイルがありません）。',
    ],
  ],
  [
    'a misspelt key',
    (t) => t.overlay('unknown-field'),
    [
      'content/news/2000-01-02-typo.md 5行目「imgae」: この項目名は使えません。image の書き間違いではありませんか。使える項目名: title（タイトル）、date（日付）、category（カテゴリ）、image（画像）、imageAlt（画像の説明）、summary（概要）。',
    ],
  ],
  [
    'a misspelt key in a list item, and the field it should have been',
    (t) => t.overlay('unknown-key'),
    [
      'content/onair.yaml 11行目「放送局（stations）2番目の放送時刻（time）」: この項目がありません。30時間表記の 時:分（00:00〜29:59。例: "25:30"）を書いてください。毎週の放送開始の時刻（日本時間）。',
      'content/onair.yaml 16行目「放送局（stations）2番目のtiem」: この項目名は使えません。time の書き間違いではありませんか。使える項目名: id（ID）、name（放送局名）、area（放送地域）、firstAirDate（放送開始日）、weekday（曜日）、time（放送時刻）、note（備考）、fastest（最速放送）、repeat（リピート放送）。',
    ],
  ],
  [
    'an image that does not exist',
    (t) => t.overlay('missing-image'),
    [
      'content/news/2000-01-02-missing-image.md 5行目「画像（image）」: public/ に置いた画像のパスを書いてください。書かれている値: "/images/news/no-such-image.png"（public/images/news/no-such-image.png というファイルがありません）。',
    ],
  ],
  [
    'an image in a Markdown body that does not exist',
    (t) => t.overlay('body-image'),
    [
      'content/news/2000-01-02-body-image.md 9行目「本文の画像」: public/ に置いた画像のパスを書いてください。書かれている値: "/images/news/missing-in-body.png"（public/images/news/missing-in-body.png というファイルがありません）。',
    ],
  ],
  [
    'an image path that is not one',
    (t) => t.setYaml('members.yaml', ['members', 0, 'images', 'main', 'src'], '/images/Member/A.PNG'),
    [
      'content/members.yaml 18行目「メンバー（members）1番目の画像（images）のメインの画像（main）の画像ファイル（src）」: /images/ で始まる画像のパス（半角の英小文字・数字・「_」「-」、拡張子は png・jpg・jpeg・webp。例: /images/news/pv.png）を書いてください。書かれている値: "/images/Member/A.PNG"。載せる画像。',
    ],
  ],
  [
    'an image without its description',
    (t) => t.overlay('missing-alt'),
    [
      'content/news/2000-01-02-no-alt.md 1行目「画像の説明（imageAlt）」: この項目がありません。画像の説明（image を書いたときは必須）を書いてください。記事の画像に何が描かれているかの文。',
    ],
  ],
  [
    'an episode number used twice',
    (t) => t.overlay('duplicate-episode'),
    [
      'content/story/episodes/03.md 2行目「話数（number）」: ほかの話と重ならない話数を書いてください。書かれている値: 1（content/story/episodes/01.md と同じです）。',
    ],
  ],
  [
    'a copy of an episode under another name: reported on the copy, not on the file named for the number',
    (t) => t.write('story/episodes/01-2.md', fs.readFileSync(`${t.ctx.contentDir}/story/episodes/01.md`, 'utf8')),
    [
      'content/story/episodes/01-2.md 2行目「話数（number）」: ほかの話と重ならない話数を書いてください。書かれている値: 1（content/story/episodes/01.md と同じです）。',
    ],
  ],
  [
    'another work’s episode saved over the first: its air date after the next episodes’, on that file alone',
    (t) => {
      addThirdEpisode(t);
      t.edit('story/episodes/01.md', (s) => s.replace(/^airDate: .*$/m, 'airDate: 2001-01-06'));
    },
    [
      'content/story/episodes/01.md 4行目「放送日（airDate）」: 放送日は話数の順に並ぶので、第2話の 2000-01-08 以前の日付を書いてください。書かれている値: "2001-01-06"。ほかの作品（第2期など）の話なら、content/works/<作品の id>/story/episodes/ に置きます。',
    ],
  ],
  [
    'an episode aired before the one before it: the dates its neighbours allow',
    (t) => {
      addThirdEpisode(t);
      t.edit('story/episodes/02.md', (s) => s.replace(/^airDate: .*$/m, 'airDate: 1999-12-25'));
    },
    [
      'content/story/episodes/02.md 4行目「放送日（airDate）」: 放送日は話数の順に並ぶので、第1話の 2000-01-01 から第3話の 2000-01-15 までの日付を書いてください。書かれている値: "1999-12-25"。',
    ],
  ],
  [
    'a gap in the episode numbers',
    (t) => t.remove('story/episodes/01.md'),
    [
      'content/story/episodes/02.md 2行目「話数（number）」: 1, 2, 3 … と抜けのない話数を書いてください。書かれている値: 2（第1話のファイルがありません）。',
    ],
  ],
  [
    'a broadcast time beyond 30-hour notation',
    (t) => t.overlay('bad-time'),
    [
      'content/onair.yaml 9行目「放送局（stations）1番目の放送時刻（time）」: 30時間表記の 時:分（00:00〜29:59。例: "25:30"）を書いてください。書かれている値: "25:70"。毎週の放送開始の時刻（日本時間）。',
    ],
  ],
  [
    'a weekday that does not match the first date',
    (t) => t.setYaml('onair.yaml', ['stations', 1, 'weekday'], '月'),
    [
      'content/onair.yaml 15行目「放送局（stations）2番目の曜日（weekday）」: 日（放送開始日 2000-01-02 の曜日）を書いてください。書かれている値: "月"。',
    ],
  ],
  [
    'two fastest stations',
    (t) => t.setYaml('onair.yaml', ['stations', 1, 'fastest'], true),
    [
      'content/onair.yaml 17行目「放送局（stations）2番目の最速放送（fastest）」: 最速放送の放送局（fastest: true）はちょうど1つにしてください。いまは 2 つです。',
    ],
  ],
  [
    'an id used twice',
    (t) => t.setYaml('onair.yaml', ['streaming', 0, 'id'], 'first-tv'),
    [
      'content/onair.yaml 18行目「配信サービス（streaming）1番目のID（id）」: ほかの放送局・配信サービスと重ならない id を書いてください。書かれている値: "first-tv"（4行目の「放送局（stations）1番目のID（id）」と同じです）。',
    ],
  ],
  [
    'a character id used twice, and the cast entry naming the one renamed',
    (t) => t.setYaml('members.yaml', ['members', 1, 'id'], 'alpha'),
    [
      'content/cast.yaml 3行目「キャスト（cast）2番目のキャラクター（character）」: content/members.yaml にあるキャラクターの id を書いてください。書かれている値: "beta"。使える値: alpha（甲 一郎）、alpha（乙 二郎）、gamma（丙 三郎）',
      'content/members.yaml 21行目「メンバー（members）2番目のID（id）」: ほかのキャラクターと重ならない id（メンバーとサブキャラクターを通して）を書いてください。書かれている値: "alpha"（2行目の「メンバー（members）1番目のID（id）」と同じです）。',
    ],
  ],
  [
    'an unknown member id in the cast, with the characters allowed',
    (t) => t.overlay('unknown-member'),
    [
      'content/cast.yaml 3行目「キャスト（cast）2番目のキャラクター（character）」: content/members.yaml にあるキャラクターの id を書いてください。書かれている値: "sakura"。使える値: alpha（甲 一郎）、beta（乙 二郎）、gamma（丙 三郎）',
    ],
  ],
  [
    'an unknown colour, with the colours allowed',
    (t) => t.setYaml('members.yaml', ['members', 1, 'color'], 'pink'),
    [
      'content/members.yaml 34行目「メンバー（members）2番目のテーマカラー（color）」: テーマカラーの名前を書いてください。書かれている値: "pink"。使える値: main、secondary、warning、danger、ink。メンバーの一覧とページの飾りの色（サイトの色の名前）。',
    ],
  ],
  [
    'an unknown category colour, with the colours allowed, and not as an unknown category in every article of it',
    (t) => t.setYaml('settings.yaml', ['newsCategories', 0, 'color'], 'pink'),
    [
      'content/settings.yaml 7行目「ニュースのカテゴリ（newsCategories）1番目のカテゴリの色（color）」: テーマカラーの名前を書いてください。書かれている値: "pink"。使える値: main、secondary、warning、danger、ink。ニュース一覧でカテゴリ名の前に付く印の色（サイトの色の名前。ink は本文の色）。',
    ],
  ],
  [
    'a PV without the still shown before it plays',
    (t) => t.setYaml('settings.yaml', ['pvYoutubeId'], 'abcdefghijk'),
    [
      'content/settings.yaml 1行目「PV の静止画（pvPoster）」: この項目がありません。PV の静止画のパス（pvYoutubeId を書いたときは必須。例: /images/news/pv.png）を書いてください。PV の再生前に出す画像（横16:縦9）。',
    ],
  ],
  [
    'a PV still that is not in public/',
    (t) => {
      t.setYaml('settings.yaml', ['pvYoutubeId'], 'abcdefghijk');
      t.setYaml('settings.yaml', ['pvPoster'], '/images/news/pv.png');
    },
    [
      'content/settings.yaml 11行目「PV の静止画（pvPoster）」: public/ に置いた画像のパスを書いてください。書かれている値: "/images/news/pv.png"（public/images/news/pv.png というファイルがありません）。',
    ],
  ],
  [
    'an image of the site’s frame missing from public/images/ (a series that replaced the folder)',
    (t) => fs.rmSync(path.join(t.root, 'public/images/top/kv-sp.png')),
    [
      'public/images/top/kv-sp.png: このファイルがありません。サイトの枠が使うスマートフォン用のキービジュアル（縦長）です（置き方は content/README.md の「自分たちの作品にする」）。',
    ],
  ],
  [
    'an unknown store, with the stores allowed',
    (t) => t.setYaml('discs.yaml', ['storeBonuses', 0, 'store'], 'shop-c'),
    [
      'content/discs.yaml 24行目「店舗別特典（storeBonuses）1番目の店舗（store）」: stores にある店舗の id を書いてください。書かれている値: "shop-c"。使える値: shop-a（店舗A）、shop-b（店舗B）',
    ],
  ],
  [
    'an unknown volume',
    (t) => t.setYaml('discs.yaml', ['storeBonuses', 0, 'volumes'], ['vol1', 'vol9']),
    [
      'content/discs.yaml 29行目「店舗別特典（storeBonuses）1番目の対象の巻（volumes）2番目」: volumes にある巻の id（すべての巻なら volumes: all）を書いてください。書かれている値: "vol9"。使える値: vol1（第1巻）',
    ],
  ],
  [
    'a volume with an episode that does not exist',
    (t) => t.setYaml('discs.yaml', ['volumes', 0, 'episodes'], [1, 2, 3]),
    [
      'content/discs.yaml 9行目「巻（volumes）1番目の収録話（episodes）3番目」: content/story/episodes にある話数を書いてください。書かれている値: 3。使える値: 1、2',
    ],
  ],
  [
    'a catalogue code used in both music and discs',
    (t) => t.setYaml('discs.yaml', ['volumes', 0, 'formats', 0, 'code'], 'TEST-0001'),
    [
      'content/discs.yaml 9行目「巻（volumes）1番目の形態（formats）1番目の品番（code）」: content/music.yaml の商品とも重ならない品番を書いてください。書かれている値: "TEST-0001"（content/music.yaml の「主題歌」と同じです）。',
    ],
  ],
  [
    'a price that is not a whole number',
    (t) => t.setYaml('discs.yaml', ['volumes', 0, 'formats', 0, 'priceTaxIncluded'], 16500.5),
    [
      'content/discs.yaml 10行目「巻（volumes）1番目の形態（formats）1番目の税込価格（priceTaxIncluded）」: 税込みの金額（円）の整数（例: 8800。カンマや「円」は付けない）を書いてください。書かれている値: 16500.5。税込みの値段（円）。',
    ],
  ],
  [
    'a price written as text',
    (t) => t.setYaml('music.yaml', ['music', 0, 'editions', 0, 'priceTaxIncluded'], '2,750円'),
    [
      'content/music.yaml 13行目「音楽（music）1番目の商品（editions）1番目の税込価格（priceTaxIncluded）」: 税込みの金額（円）の整数（例: 8800。カンマや「円」は付けない）を書いてください。書かれている値: "2,750円"。税込みの値段（円）。',
    ],
  ],
  [
    'a javascript: URL',
    (t) => t.setYaml('discs.yaml', ['stores', 0, 'url'], 'javascript:alert(1)'),
    [
      'content/discs.yaml 19行目「店舗（stores）1番目のURL（url）」: https:// で始まる URL を書いてください。書かれている値: "javascript:alert(1)"。お店の特典のページのアドレス。',
    ],
  ],
  [
    'a URL the browser would read as another (https: without slashes)',
    (t) => t.setYaml('discs.yaml', ['stores', 0, 'url'], 'https:evil.example'),
    [
      'content/discs.yaml 19行目「店舗（stores）1番目のURL（url）」: 「https://evil.example/」のように https:// のすぐ後にドメイン名が続き、空白・引用符・「\\」「<」「>」などの記号やユーザー名・パスワードを含まない URL を書いてください。書かれている値: "https:evil.example"。お店の特典のページのアドレス。',
    ],
  ],
  [
    'a URL with a quote, which no href may hold',
    (t) => t.setYaml('onair.yaml', ['streaming', 0, 'url'], 'https://example.com/"x'),
    [
      'content/onair.yaml 24行目「配信サービス（streaming）1番目のURL（url）」: 「https://example.com/%22x」のように https:// のすぐ後にドメイン名が続き、空白・引用符・「\\」「<」「>」などの記号やユーザー名・パスワードを含まない URL を書いてください。書かれている値: "https://example.com/\\"x"。配信サービスの作品のページのアドレス。',
    ],
  ],
  [
    'a short name in site.json that is not an id',
    (t) => t.write('site.json', JSON.stringify({ ...site, shortName: 'Test Series' }, null, 2)),
    [
      'content/site.json 4行目「短い名前（shortName）」: 半角の英小文字・数字・ハイフンだけの id を書いてください。書かれている値: "Test Series"。サイトを指す短い名前（半角の英小文字）。',
    ],
  ],
  [
    'a site colour not written #RRGGBB, and a colour name the theme does not have',
    (t) => t.write('site.json', JSON.stringify({ ...site, colors: { main: 'red', accent: '#112233' } }, null, 2)),
    [
      'content/site.json 11行目「サイトの色（colors）のメインカラー（main）」: # と16進数6桁の色（例: #B5452E）を書いてください。書かれている値: "red"。見出しの英字、ボタン、バッジ、フッター、メニューボタン、フォーカスの枠の色。',
      'content/site.json 12行目「サイトの色（colors）のaccent」: この項目名は使えません。つづりを確認してください。使える項目名: main（メインカラー）、secondary（サブカラー）、white（白）、danger（強調色）、warning（注意色）、textBlack（本文の色）、textGrey（補足の色）、textLink（リンクの色）。',
    ],
  ],
  [
    'site colours whose text and background miss WCAG AA (a focus ring in the same colours is not reported twice)',
    (t) => t.write('site.json', JSON.stringify({ ...site, colors: { main: '#6FA6CC', textGrey: '#999999' } }, null, 2)),
    [
      'content/site.json 11行目「サイトの色（colors）のメインカラー（main）」: メインカラー（main）の文字と白（white）の背景のコントラストが 2.62:1 です（見出しの英字、白地のボタン（「一覧へ」など）の文字、ニュースのカテゴリ切り替え）。4.5:1 以上が必要です。どちらかの色を濃く（または淡く）して差を広げてください。',
      'content/site.json 11行目「サイトの色（colors）のメインカラー（main）」: 白（white）の文字とメインカラー（main）の背景のコントラストが 2.62:1 です（ボタンやバッジ、フッター、メニューボタン、押されているページ番号の文字）。4.5:1 以上が必要です。どちらかの色を濃く（または淡く）して差を広げてください。',
      'content/site.json 11行目「サイトの色（colors）のメインカラー（main）」: メインカラー（main）の文字と白（white）にサブカラー（secondary）を12%混ぜた背景のコントラストが 2.36:1 です（淡い背景の上の見出しの英字、ポインターを載せたボタンの文字）。4.5:1 以上が必要です。どちらかの色を濃く（または淡く）して差を広げてください。',
      'content/site.json 12行目「サイトの色（colors）の補足の色（textGrey）」: 補足の色（textGrey）の文字と白（white）の背景のコントラストが 2.84:1 です（日付、注記、表の見出しなどの補足の文字）。4.5:1 以上が必要です。どちらかの色を濃く（または淡く）して差を広げてください。',
      'content/site.json 12行目「サイトの色（colors）の補足の色（textGrey）」: 補足の色（textGrey）の文字と白（white）にサブカラー（secondary）を12%混ぜた背景のコントラストが 2.57:1 です（淡い背景の上の補足の文字（曲の注記、カレンダーの説明など））。4.5:1 以上が必要です。どちらかの色を濃く（または淡く）して差を広げてください。',
    ],
  ],
  [
    'a section of sections that does not exist, or the top page',
    // A name no section has (not one a section added later could take), and the values allowed are the registry's.
    (t) => t.write('site.json', JSON.stringify({ ...site, sections: [{ section: 'news' }, { section: 'no-such-section' }, { section: 'home' }] }, null, 2)),
    [
      `content/site.json 15行目「メニューの項目（sections）2番目のセクション（section）」: メニューに出せるセクションの名前（トップページ home は常にあるので書けません）を書いてください。書かれている値: "no-such-section"。使える値: ${MENU_SECTION_NAMES.join('、')}。メニューに出すセクション。`,
      `content/site.json 18行目「メニューの項目（sections）3番目のセクション（section）」: メニューに出せるセクションの名前（トップページ home は常にあるので書けません）を書いてください。書かれている値: "home"。使える値: ${MENU_SECTION_NAMES.join('、')}。メニューに出すセクション。`,
    ],
  ],
  [
    'a section listed twice in sections',
    (t) => t.write('site.json', JSON.stringify({ ...site, sections: [{ section: 'news' }, { section: 'story' }, { section: 'news', label: 'INFO' }] }, null, 2)),
    [
      'content/site.json 18行目「メニューの項目（sections）3番目のセクション（section）」: ほかの項目と重ならないセクションの名前（1番目と同じです。一つにつき一度だけ書けます）を書いてください。書かれている値: "news"。メニューに出すセクション。',
    ],
  ],
  [
    'an entry of sections with neither section nor page, or both',
    (t) => t.write('site.json', JSON.stringify({ ...site, sections: [{ label: 'NEWS' }, { section: 'news', page: 'about' }] }, null, 2)),
    [
      'content/site.json 11行目「メニューの項目（sections）1番目のセクション（section）」: この項目がありません。section（セクションの名前）か page（書いたページの id）のどちらか一方を書いてください。メニューに出すセクション。',
      'content/site.json 15行目「メニューの項目（sections）2番目のセクション（section）」: section（セクションの名前）か page（書いたページの id）のどちらか一方を書いてください。書かれている値: "news"。メニューに出すセクション。',
    ],
  ],
  [
    'a written page in sections with a name of its own, or without its file',
    (t) => t.write('site.json', JSON.stringify({ ...site, sections: [{ section: 'news' }, { page: 'about', labelJa: 'このサイトについて' }] }, null, 2)),
    [
      'content/site.json 15行目「メニューの項目（sections）2番目の書いたページ（page）」: content/pages/about.md がありません。書いたページの id（ファイル名から .md を除いたもの）を書いてください。書かれている値: "about"。',
      'content/site.json 16行目「メニューの項目（sections）2番目の日本語の名前（labelJa）」: 書いたページの名前は content/pages/about.md のタイトルから取ります。labelJa は section の項目にだけ書けるので、この行を消してください。',
    ],
  ],
  [
    'a YAML syntax error in one list item, and another item’s problem',
    (t) => t.overlay('bad-yaml'),
    [
      'content/staff.yaml 4行目: YAML の書き方に誤りがあります（3文字目あたり）。字下げ（行頭の空白の数）がそろっていないか、[ や { が閉じられていません。この行かその前の行を確認してください。',
      'content/staff.yaml 7行目「スタッフ（staff）3番目の名前（names）」: 一覧（「- 」で始まる行）を書いてください。書かれている値: "作曲家"。その役職の人の名前。',
    ],
  ],
  [
    'a full-width colon after a key: at its line, naming it, and not as errors on every key after it',
    (t) => t.edit('settings.yaml', (text) => text.replace('catchCopy: ', 'catchCopy： ')),
    [
      'content/settings.yaml 1行目: YAML の書き方に誤りがあります（10文字目あたり）。全角のコロン「：」が使われています。項目名のあとは半角のコロンと半角スペース「: 」にしてください。',
    ],
  ],
  [
    'a full-width space after a colon',
    (t) => t.edit('settings.yaml', (text) => text.replace('keyVisualAlt: ', 'keyVisualAlt:　')),
    [
      'content/settings.yaml 2行目: YAML の書き方に誤りがあります（14文字目あたり）。全角スペース「　」が使われています。字下げと「:」「-」のあとは半角スペースにしてください。',
    ],
  ],
  [
    'a full-width space in the indentation of a list item',
    (t) => t.edit('settings.yaml', (text) => text.replace('  - slug: event', '　- slug: event')),
    [
      'content/settings.yaml 7行目: YAML の書き方に誤りがあります（1文字目あたり）。全角スペース「　」が使われています。字下げと「:」「-」のあとは半角スペースにしてください。',
    ],
  ],
  [
    'a full-width space after a list’s 「-」: that line alone, not the count of fastest stations the list hides',
    (t) => t.edit('onair.yaml', (text) => text.replace('  - id: second-tv', '  -　id: second-tv')),
    [
      'content/onair.yaml 11行目: YAML の書き方に誤りがあります（4文字目あたり）。全角スペース「　」が使われています。字下げと「:」「-」のあとは半角スペースにしてください。',
    ],
  ],
  [
    'full-width spaces indenting a key: that line alone, not every field of the item as missing',
    (t) => t.edit('onair.yaml', (text) => text.replace('    name: 第二テレビ', '　　name: 第二テレビ')),
    [
      'content/onair.yaml 12行目: YAML の書き方に誤りがあります（1文字目あたり）。全角スペース「　」が使われています。字下げと「:」「-」のあとは半角スペースにしてください。',
    ],
  ],
  [
    'a key indented deeper than the one above it: at its own line, not the line above',
    (t) => t.edit('onair.yaml', (text) => text.replace('    time: "23:00"', '      time: "23:00"')),
    [
      'content/onair.yaml 16行目: YAML の書き方に誤りがあります（7文字目あたり）。字下げ（行頭の空白の数）が上の行の項目より深くなっています。同じ並びの項目は上の行と同じ 4 文字の字下げにしてください。',
    ],
  ],
  [
    'a list that may be empty, left out as the editor saves an empty one: read as empty, no message',
    (t) =>
      t.edit('members.yaml', (text) => {
        expect(text).toContain('      alternates: []\n');
        return text.replace('      alternates: []\n', '');
      }),
    [],
  ],
  [
    'a frame image saved as JPEG: the reason and the fix',
    (t) => {
      fs.rmSync(path.join(t.root, 'public/images/top/kv.png'));
      fs.writeFileSync(path.join(t.root, 'public/images/top/kv.jpg'), JPEG);
    },
    [
      'public/images/top/kv.png: このファイルがありません。public/images/top/kv.jpg はありますが JPEG の画像です。サイトの枠が使うキービジュアル（横16:縦9）で、この場所には PNG の画像が要ります。画像を PNG で書き出して kv.png として置いてください（拡張子だけ変えても形式は変わりません。置き方は content/README.md の「自分たちの作品にする」）。',
    ],
  ],
  [
    'a JPEG renamed to .png',
    (t) => fs.writeFileSync(path.join(t.root, 'public/images/top/kv.png'), JPEG),
    [
      'public/images/top/kv.png: このファイルの中身は JPEG の画像で、拡張子 .png と合っていません。サイトの枠が使うキービジュアル（横16:縦9）で、この場所には PNG の画像が要ります。画像を PNG で書き出し直してください（拡張子だけ変えても形式は変わりません。置き方は content/README.md の「自分たちの作品にする」）。',
    ],
  ],
  [
    'an article’s image saved as JPEG under the name written: the path to write instead',
    (t) => {
      fs.rmSync(path.join(t.root, 'public/images/news/first.png'));
      fs.writeFileSync(path.join(t.root, 'public/images/news/first.jpg'), JPEG);
    },
    [
      'content/news/2000-01-01-first.md 5行目「画像（image）」: public/ に置いた画像のパスを書いてください。書かれている値: "/images/news/first.png"（public/images/news/first.png というファイルがありません。public/images/news/first.jpg はありますが JPEG の画像です）。パスを "/images/news/first.jpg" に書き換えるか、画像を PNG で書き出して first.png として置いてください（拡張子だけ変えても形式は変わりません）。',
    ],
  ],
  [
    'an image from another site in a Markdown body, which the page never shows',
    (t) => t.write('news/2000-01-03-external.md', '---\ntitle: 外部の画像\ndate: 2000-01-03\ncategory: info\n---\n\n本文です。\n\n![外部の画像](https://example.com/a.png)\n'),
    [
      'content/news/2000-01-03-external.md 9行目「本文の画像」: public/images/ に置いた画像のパス（/images/… の形）を書いてください。書かれている値: "https://example.com/a.png"（ほかのサイトの画像は、サイトの安全のための設定でページに表示されません）。画像を public/images/ に置いて ![画像の説明](/images/…) と書いてください。',
    ],
  ],
  [
    'a file that nothing reads',
    (t) => t.write('trailer.yaml', 'url: https://example.com/\n'),
    [
      'content/trailer.yaml: このファイルはサイトで使われません。置き場所と名前を確認してください（使えるファイルは content/README.md にあります）。',
    ],
  ],
  [
    'a broken file and another that depends on it: the problems of both',
    (t) => {
      t.setYaml('onair.yaml', ['stations', 0, 'time'], '31:00');
      t.overlay('duplicate-episode');
    },
    [
      'content/onair.yaml 9行目「放送局（stations）1番目の放送時刻（time）」: 30時間表記の 時:分（00:00〜29:59。例: "25:30"）を書いてください。書かれている値: "31:00"。毎週の放送開始の時刻（日本時間）。',
      'content/story/episodes/03.md 2行目「話数（number）」: ほかの話と重ならない話数を書いてください。書かれている値: 1（content/story/episodes/01.md と同じです）。',
    ],
  ],
  [
    'a problem in members.yaml does not hide an unknown id in the cast',
    (t) => {
      t.setYaml('members.yaml', ['members', 0, 'height'], 'tall');
      t.overlay('unknown-member');
    },
    [
      'content/cast.yaml 3行目「キャスト（cast）2番目のキャラクター（character）」: content/members.yaml にあるキャラクターの id を書いてください。書かれている値: "sakura"。使える値: alpha（甲 一郎）、beta（乙 二郎）、gamma（丙 三郎）',
      'content/members.yaml 12行目「メンバー（members）1番目の身長（height）」: 身長（cm）の整数を書いてください。書かれている値: "tall"。メンバーのページのプロフィールに出る身長（cm の数字だけ）。',
    ],
  ],
  [
    'a problem in settings.yaml does not hide an unknown category',
    (t) => {
      t.setYaml('settings.yaml', ['catchCopy'], '');
      t.overlay('unknown-category');
    },
    [
      'content/news/2000-01-02-unknown-category.md 4行目「カテゴリ（category）」: content/settings.yaml の newsCategories にあるカテゴリの id を書いてください。書かれている値: "anime"。使える値: info（お知らせ）、event（イベント）',
      'content/settings.yaml 1行目「キャッチコピー（catchCopy）」: 文字（空欄は不可）を書いてください。書かれている値: 空欄。トップページのキービジュアルに重ねて出す一文。',
    ],
  ],
];

describe('content messages', () => {
  it('the base content the rows start from is valid and has nothing to warn about', () => {
    withContent(
      () => undefined,
      (t) => {
        expect(checkContent(t.ctx).map(formatIssue)).toEqual([]);
        expect(checkContentWarnings(t.ctx)).toEqual([]);
      },
    );
  });

  it.each(cases)('%s', (_mistake, breakIt, messages) => {
    withContent(breakIt, (t) => expect(checkContent(t.ctx).map(formatIssue)).toEqual(messages));
  });

  it('says everything in Japanese: no English word of zod, YAML or the code reaches the editor', () => {
    const english = /\b(?:expected|got|missing|line|unknown|invalid|required|error|schema|received)\b/i;
    // Without the values quoted from the files and the names of files.
    const said = cases.flatMap(([, , messages]) =>
      messages.map((m) => m.replace(/"[^"]*"/g, '""').replace(/[\w./-]+\.(?:md|yaml|json|png)\b/gi, '…')),
    );
    expect(said.filter((m) => english.test(m))).toEqual([]);
    expect(said.every((m) => /[ぁ-ん]/.test(m))).toBe(true);
  });
});

describe('the build stops with the same messages', () => {
  it('a loader called from getStaticProps throws them all, one per line', () => {
    withContent(
      (t) => t.overlay('category-and-image'),
      (t) => {
        const thrown = (() => {
          try {
            getNewsBySlug('2000-01-01-first', t.ctx);
          } catch (error) {
            return error;
          }
          return undefined;
        })();
        expect(thrown).toBeInstanceOf(ContentError);
        expect(thrown instanceof ContentError && thrown.message.split('\n')).toEqual([
          'コンテンツに 2 件の問題があります:',
          ...checkContent(t.ctx).map((issue) => `  ${formatIssue(issue)}`),
        ]);
      },
    );
  });

  it('a section whose dependency is broken still fails, naming the dependency’s problem too', () => {
    withContent(
      (t) => t.setYaml('members.yaml', ['members', 0, 'height'], 'tall'),
      (t) => expect(() => getCast(t.ctx)).toThrow(/content\/members\.yaml 12行目「メンバー（members）1番目の身長（height）」/),
    );
  });
});

describe('HTML in a Markdown body', () => {
  it('is listed as a warning, tag by tag with its line, and does not stop the build', () => {
    withContent(
      (t) => t.overlay('html-in-body'),
      (t) => {
        expect(checkContentWarnings(t.ctx).map(formatIssue)).toEqual([
      'content/news/2000-01-02-html.md 7行目「本文」: HTML のタグ <script> はページに表示されないので取り除きました（中身も表示されません）。',
      'content/news/2000-01-02-html.md 7行目「本文」: HTML のタグ <br> はページに表示されないので取り除きました（改行したい行の末尾に \\ を書くと改行になります）。',
      'content/news/2000-01-02-html.md 9行目「本文」: HTML のタグ <style> はページに表示されないので取り除きました（中身も表示されません）。',
      'content/news/2000-01-02-html.md 13行目「本文」: HTML のタグ <div> はページに表示されないので取り除きました。',
      'content/news/2000-01-02-html.md 17行目「本文のリンク」: この URL はリンクにできないので、文字だけを表示しています。リンクにできるのは https:// で始まる URL、mailto: のメールアドレス、/news/ のように / で始まるサイトの中のパスです。書かれている値: "javascript:alert(1)"。',
        ]);
        expect(checkContent(t.ctx)).toEqual([]);
      },
    );
  });

  it('never reaches the page, nor does the text of a script or style; the rest of the body does', () => {
    withContent(
      (t) => t.overlay('html-in-body'),
      (t) => {
        const html = getNewsBySlug('2000-01-02-html', t.ctx)?.bodyHtml ?? '';
        expect(html).toContain('インライン  の例と改行。');
        expect(html).not.toMatch(/<script|<style|<div|<br|alert\(3\)|display: none|javascript:/i);
        expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">外部リンク</a>');
        expect(html).toContain('<a href="/news/">内部リンク</a>');
        expect(html).toContain('<a>危険なリンク</a>');
      },
    );
  });
});

describe('links and images in a Markdown body', () => {
  const article = (body: string): string => `---\ntitle: リンクのある記事\ndate: 2000-01-03\ncategory: info\n---\n\n${body}\n`;

  it.each([
    [
      'a protocol-relative link',
      '[公式](//evil.example/x)',
      '「//」で始まるリンク //evil.example/x はほかのサイトへのリンクになるので、ほかのサイトへのリンクとして表示します。ほかのサイトなら https://evil.example/x と、このサイトのページなら /news/ のように / を1つだけ書いてください。',
    ],
    [
      'a link to an article that does not exist',
      '[記事](/news/xyz/)',
      'リンク先 /news/xyz/ はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'a link to an episode the series does not have',
      '[第99話](/story/99/)',
      'リンク先 /story/99/ はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'a refused image',
      '![告知画像](data:text/html;base64,PHNjcmlwdD4=)',
      'この画像の URL は使えないので、画像の代わりに画像の説明の文字を表示しています。画像は public/images/ に置いて ![画像の説明](/images/…) と書いてください。書かれている値: "data:text/html;base64,PHNjcmlwdD4="。',
    ],
  ])('warns about %s, naming the file and line, without stopping the build', (_name, body, message) => {
    withContent(
      (t) => t.write('news/2000-01-03-links.md', article(`前の段落\n\n${body}`)),
      (t) => {
        expect(checkContentWarnings(t.ctx).map(formatIssue)).toEqual([
          expect.stringMatching(new RegExp(`^content/news/2000-01-03-links\\.md 9行目「本文の(?:リンク|画像)」: `)),
        ]);
        expect(formatIssue(checkContentWarnings(t.ctx)[0])).toContain(message);
        expect(checkContent(t.ctx)).toEqual([]);
      },
    );
  });

  it('finds every page the series has, and those published later, whatever the links are written like', () => {
    withContent(
      (t) => {
        t.write('news/2000-01-31-later.md', '---\ntitle: 予約投稿\ndate: 2000-01-31 12:00\ncategory: info\n---\n');
        const episode = listFiles(t.ctx, 'story/episodes', '.md')[0].replace(/\.md$/, '');
        t.write('news/2000-01-03-links.md', article([
          '[トップ](/) [ニュース](/news) [記事](/news/2000-01-01-first/#top) [予約](/news/2000-01-31-later/)',
          `[話](/story/${episode}/index.html) [フィード](/news/feed.xml) [カテゴリ](/news/category/info/?x=1) [目次](#a)`,
        ].join('\n')));
      },
      (t) => expect(checkContentWarnings(createContentContext(t.root, { buildInstant: '2000-01-04T00:00:00+09:00' }))).toEqual([]),
    );
  });

  it('shows a refused image as its alt text, never as an <img> without src', () => {
    withContent(
      (t) => t.write('news/2000-01-03-links.md', article('![告知画像](javascript:alert(1))')),
      (t) => {
        const html = getNewsBySlug('2000-01-03-links', t.ctx)?.bodyHtml ?? '';
        expect(html).toBe('<p>告知画像</p>');
      },
    );
  });
});

describe('what ships that nothing shows', () => {
  it('an image under public/images/ that no content and no frame image uses is a warning naming the file', () => {
    withContent(
      (t) => {
        fs.writeFileSync(path.join(t.root, 'public/images/news/sample.png'), placeholderImage('sample.png'));
        fs.mkdirSync(path.join(t.root, 'public/images/extra'), { recursive: true });
        fs.writeFileSync(path.join(t.root, 'public/images/extra/old.jpg'), placeholderImage('old.jpg'));
      },
      (t) => {
        expect(checkContentWarnings(t.ctx).map(formatIssue)).toEqual([
          'public/images/extra/old.jpg: この画像はどのコンテンツからも使われていませんが、公開するサイトにそのままコピーされます。要らない画像なら消してください。',
          'public/images/news/sample.png: この画像はどのコンテンツからも使われていませんが、公開するサイトにそのままコピーされます。要らない画像なら消してください。',
        ]);
        expect(checkContent(t.ctx)).toEqual([]);
      },
    );
  });

  it('an image only a Markdown body uses is in use', () => {
    withContent(
      (t) => {
        fs.writeFileSync(path.join(t.root, 'public/images/news/in-body.png'), placeholderImage('in-body.png'));
        t.write('news/2000-01-03-body.md', '---\ntitle: 本文の画像\ndate: 2000-01-03\ncategory: info\n---\n\n![本文の画像](/images/news/in-body.png)\n');
      },
      (t) => expect(checkContentWarnings(t.ctx)).toEqual([]),
    );
  });

  it('a body over the budget is a warning naming the file, at its first line', () => {
    withContent(
      (t) => t.write('news/2000-01-03-long.md', `---\ntitle: 長い記事\ndate: 2000-01-03\ncategory: info\n---\n${'あ'.repeat((BODY_BUDGET_BYTES * 2) / 3)}\n`),
      (t) => {
        expect(checkContentWarnings(t.ctx).map(formatIssue)).toEqual([
          'content/news/2000-01-03-long.md 6行目「本文」: 本文が 200 KB あります。ページ・フィード・検索が重くなるので、1つの本文は 100 KB（日本語でおよそ3万字）までにしてください。長い本文は記事を分けてください。',
        ]);
        expect(checkContent(t.ctx)).toEqual([]);
      },
    );
  });
});

describe('what the check counts', () => {
  it('counts every article written, and says which are timed for later and when', () => {
    withContent(
      (t) => t.write('news/2000-01-31-later.md', '---\ntitle: 予約投稿\ndate: 2000-01-31 12:00\ncategory: info\n---\n'),
      (t) => {
        const ctx = createContentContext(t.root, { buildInstant: '2000-01-31T11:59:00+09:00' });
        const written = listFiles(ctx, 'news', '.md').length;
        expect(contentSummary(ctx)[0]).toMatch(
          new RegExp(`^ニュース: ${written} 件（うち 1 件は 1/31（${weekdayOfDate('2000-01-31')}）12:00 公開予定）。公開中: `),
        );
        expect(contentSummary(createContentContext(t.root, { buildInstant: '2000-01-31T12:00:00+09:00' }))[0]).toMatch(
          new RegExp(`^ニュース: ${written} 件（お知らせ ${written}、`),
        );
      },
    );
  });

  it('says how many synopses are not out yet, from when', () => {
    withContent(
      () => undefined,
      (t) => {
        const reveals = getEpisodeRevealTimes(t.ctx).map((e) => e.revealAt).sort();
        const before = new Date(Date.parse(reveals[0]) - 60_000).toISOString();
        const line = contentSummary(createContentContext(t.root, { buildInstant: before }))[1];
        expect(line).toContain(`${reveals.length} 話（うち ${reveals.length} 話はあらすじが `);
        expect(line).toMatch(/公開予定）$/);
        const after = new Date(Date.parse(reveals[reveals.length - 1]) + 60_000).toISOString();
        expect(contentSummary(createContentContext(t.root, { buildInstant: after }))[1]).toBe(`ストーリー: イントロダクションと ${reveals.length} 話`);
      },
    );
  });
});
