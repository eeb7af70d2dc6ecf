// Synthetic content for the build-scaling benchmark: news articles valid under NewsFrontMatterSchema
// (lib/content/schema.ts) for the site, and the same text as plain data entries for the baseline.
// Deterministic: the same N always gives the same files.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LEADS = [
  '放送開始を記念して、新しい企画の実施が決定しました。',
  'ファンの皆さまからの多くの声にお応えして、追加の情報をお届けします。',
  '五人のバンドの新しい一面が見られる特別な内容になっています。',
  '海辺の町・汐見町を舞台にした物語の魅力を、もっと身近に感じていただける企画です。',
  'キャスト陣のコメントも到着しましたので、あわせてお楽しみください。',
];
const BODIES = [
  '放課後の音楽室、駅前のライブハウス、そして潮風の吹く防波堤。それぞれの場所で鳴らした音が、少しずつ重なってひとつの曲になっていきます。',
  '詳しい内容は決まりしだい、公式サイトと公式Xでお知らせします。内容は予告なく変更になる場合がありますので、あらかじめご了承ください。',
  '会場では描き下ろしイラストを使用した限定グッズの販売も予定しています。数量に限りがございますので、お早めにお買い求めください。',
  '第一話の先行上映会では、メインキャストによるトークコーナーも実施します。当日の様子は後日レポートとして掲載予定です。',
  'オープニングテーマとエンディングテーマは、放送に先がけて各音楽配信サービスで配信されています。ぜひフルサイズでお聴きください。',
];

/**
 * The front matter and body of synthetic article `i` (0-based).
 * @param {number} i
 * @param {{categories: string[], images: {src: string, alt: string}[]}} pools
 */
export function syntheticArticle(i, { categories, images }) {
  // Dates walk backwards one day at a time from 2026-09-30, so every article has a distinct, real date.
  const date = new Date(Date.UTC(2026, 8, 30) - i * 86_400_000).toISOString().slice(0, 10);
  const n = String(i + 1).padStart(5, '0');
  const slug = `${date}-bench-${n}`;
  const category = categories[i % categories.length];
  const image = images.length && i % 4 === 0 ? images[(i / 4) % images.length] : null;
  const para = (k) => BODIES[(i + k) % BODIES.length];
  const fm = [
    '---',
    `title: 【ベンチマーク用 ${n}】${LEADS[i % LEADS.length].replace(/。$/, '')}`,
    `date: ${date}`,
    `category: ${category}`,
    ...(image ? [`image: ${image.src}`, `imageAlt: ${image.alt}`] : []),
    '---',
  ];
  const body = [
    LEADS[i % LEADS.length],
    para(0),
    '',
    '## 概要',
    '',
    `- 期間：2026年10月${(i % 28) + 1}日〜11月${(i % 28) + 1}日`,
    '- 会場：汐見町 港の見える広場',
    `- 詳細：[特設ページ](https://example.com/sorairo/${n})`,
    '',
    para(1),
    para(2),
    '',
    '## ご注意',
    '',
    para(3),
  ];
  return { slug, date, title: fm[1].slice('title: '.length), text: `${fm.join('\n')}\n\n${body.join('\n')}\n` };
}

/**
 * Writes `count` synthetic articles into `<repoDir>/content/news/` (a temporary copy; never the real content/).
 * Categories come from the copy's settings.yaml, images from the copy's existing news front matter.
 * @returns {number} how many were written
 */
export function writeSyntheticNews(repoDir, count) {
  const newsDir = join(repoDir, 'content/news');
  if (!repoDir.startsWith('/tmp/')) throw new Error(`refusing to write synthetic news outside /tmp: ${repoDir}`);
  mkdirSync(newsDir, { recursive: true });
  const settings = readFileSync(join(repoDir, 'content/settings.yaml'), 'utf8');
  const categories = [...settings.matchAll(/^\s*-\s*slug:\s*([a-z0-9-]+)/gm)].map((m) => m[1]);
  if (categories.length === 0) throw new Error('no newsCategories found in content/settings.yaml');
  const images = [];
  for (const name of readdirSync(newsDir).filter((f) => f.endsWith('.md') && !f.includes('-bench-'))) {
    const text = readFileSync(join(newsDir, name), 'utf8');
    const src = text.match(/^image:\s*(\S+)/m)?.[1];
    const alt = text.match(/^imageAlt:\s*(.+)$/m)?.[1];
    if (src && alt) images.push({ src, alt });
  }
  for (let i = 0; i < count; i++) {
    const a = syntheticArticle(i, { categories, images });
    writeFileSync(join(newsDir, `${a.slug}.md`), a.text);
  }
  return count;
}

/** `count` plain data entries (same text, no Markdown) for the baseline's getStaticPaths. */
export function baselineEntries(count) {
  return Array.from({ length: count }, (_, i) => {
    const a = syntheticArticle(i, { categories: ['info'], images: [] });
    return {
      id: String(i + 1),
      title: a.title,
      date: a.date,
      paragraphs: [LEADS[i % LEADS.length], ...[0, 1, 2, 3].map((k) => BODIES[(i + k) % BODIES.length])],
    };
  });
}

/** The baseline's article page for the scaling benchmark (written into its temporary copy only). */
export const BASELINE_ARTICLE_PAGE = `import fs from 'node:fs';
import path from 'node:path';
import Head from 'next/head';

// Read once per build worker, like the site's content loaders cache what they parse.
let cache = null;
function entries() {
  if (!cache) cache = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data/news.json'), 'utf8'));
  return cache;
}

export default function Article({ entry }) {
  return (
    <>
      <Head>
        <title>{entry.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '1rem', lineHeight: 1.8 }}>
        <h1>{entry.title}</h1>
        <p>{entry.date}</p>
        {entry.paragraphs.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </main>
    </>
  );
}

export function getStaticPaths() {
  return { paths: entries().map((e) => ({ params: { id: e.id } })), fallback: false };
}

export function getStaticProps({ params }) {
  return { props: { entry: entries().find((e) => e.id === params.id) } };
}
`;
