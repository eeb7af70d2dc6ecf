import { ContentError, type ContentIssue } from '../errors';
import fs from 'node:fs';
import path from 'node:path';
import { issueAt, readYamlFile } from '../read';
import { type Settings, SettingsSchema, SiteSchema } from '../schema';
import { getSettings } from '../settings';
import type { ContentContext } from '../context';
import { contentSection } from './section';

/**
 * site.json is read by `lib/site.ts` at build time; this checks it with line numbers (JSON is YAML), and that each
 * written page its `sections` lists has its file.
 */
function checkSiteJson(ctx: ContentContext): void {
  const issues: ContentIssue[] = [];
  const parsed = readYamlFile(ctx, 'site.json', SiteSchema, issues);
  for (const [i, entry] of (parsed?.value?.sections ?? []).entries()) {
    if (!parsed || entry.page === undefined) continue;
    const file = `content/pages/${entry.page}.md`;
    if (!fs.existsSync(path.join(ctx.contentDir, 'pages', `${entry.page}.md`))) {
      issues.push(issueAt(parsed, ['sections', i, 'page'], { message: `${file} がありません。書いたページの id（ファイル名から .md を除いたもの）を書いてください`, found: JSON.stringify(entry.page) }));
    }
    for (const key of ['label', 'labelJa'] as const) {
      if (entry[key] !== undefined) {
        issues.push(issueAt(parsed, ['sections', i, key], { message: `書いたページの名前は ${file} のタイトルから取ります。${key} は section の項目にだけ書けるので、この行を消してください` }));
      }
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
}

export const home = contentSection({
  files: [
    { pattern: /^site\.json$/, schema: SiteSchema },
    { pattern: /^settings\.yaml$/, schema: SettingsSchema },
  ],
  loaders: [checkSiteJson, getSettings],
  load: (ctx): { settings: Settings } => ({ settings: getSettings(ctx) }),
  editor: {
    files: {
      name: 'site',
      label: 'サイトの設定',
      files: [
        // The PV's still is shown on the top page, like the key visual (public/images/top/).
        { name: 'settings', label: 'キャッチコピー・ニュースのカテゴリ', file: 'settings.yaml', schema: SettingsSchema, markdown: false, imageSection: 'top' },
        { name: 'site', label: '作品名・Xアカウント', file: 'site.json', schema: SiteSchema, markdown: false },
      ],
    },
  },
});
