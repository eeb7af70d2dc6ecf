import { ContentError, type ContentIssue } from '../../content/errors';
import fs from 'node:fs';
import path from 'node:path';
import { issueAt, readYamlFile } from '../../content/read';
import { type Settings, SettingsSchema, SiteSchema, WorkFileSchema, WorksFileSchema } from '../../content/schema';
import { WORKS_TRANSLATED, WORK_TRANSLATED, getAllWorks, getWorkAnnouncements, getWorkInfo, getWorkSwitchTimes, waitingWorkImages, workAnnouncedAt } from '../../content/works';
import { SETTINGS_TRANSLATED, getSettings } from '../../content/settings';
import { TRANSLATED_SITE_FIELDS } from '../../content/siteText';
import { pathInLang } from '../../i18n/languages';
import { themeContrastIssues } from '../../content/themeContrast';
import { type ContentContext, langOf } from '../../content/context';
import { contentSection } from '../contentSection';
import { home as homeSection } from '.';
import type { MenuSectionName } from '..';
import { isOn, labelsIn } from '../shape';
import { shapeOf } from '../../content/shape';
import type { RankedChange } from '../../clock';
import type { Instant } from '../../format';

// The sections whose index shows the current work (their pages.ts), as a switch's line names them.
const CURRENT_WORK_LISTS: readonly MenuSectionName[] = ['story', 'onair', 'music', 'disc'];

/**
 * A work becoming the current one, naming the lists that follow it (`lists`: as the series names them; none when
 * every one is off). It ranks first of its minute: a work announced at its switch names the switch on its cron line.
 */
export const workSwitchChange = (work: { label: string; at: Instant }, lists: readonly string[]): RankedChange => {
  const pages = lists.length > 0 ? `トップページと ${lists.join('・')} の一覧` : 'トップページ';
  return { at: work.at, kind: 'work', rank: 0, what: `「${work.label}」がいまの作品に: ${pages}が「${work.label}」の案内に切り替わる` };
};

/** A work announced: before then nothing of it is in a build (`../works.ts`). */
export const announcementChange = (work: { label: string; at: Instant }): RankedChange => ({
  at: work.at,
  kind: 'announce',
  rank: 10,
  what: `「${work.label}」を発表: その作品のページ・リンク・画像がサイトに載る（それまでどのファイルにも出ない）`,
});

/**
 * site.json is read by `lib/site.ts` and `lib/theme.ts` at build time; this checks it with line numbers (JSON is YAML),
 * its colours against WCAG AA, and that each written page its `sections` lists has its file.
 */
function checkSiteJson(ctx: ContentContext): void {
  const issues: ContentIssue[] = [];
  const site = readYamlFile(ctx, 'site.json', SiteSchema, issues);
  if (site?.value) issues.push(...themeContrastIssues(site.file, site.value.colors, site.locate));
  for (const [i, entry] of (site?.value?.sections ?? []).entries()) {
    if (!site || entry.page === undefined) continue;
    const file = `content/pages/${entry.page}.md`;
    if (!fs.existsSync(path.join(ctx.contentDir, 'pages', `${entry.page}.md`))) {
      issues.push(issueAt(site, ['sections', i, 'page'], { message: `${file} がありません。書いたページの id（ファイル名から .md を除いたもの）を書いてください`, found: JSON.stringify(entry.page) }));
    }
    for (const key of ['label', 'labelJa'] as const) {
      if (entry[key] !== undefined) {
        issues.push(issueAt(site, ['sections', i, key], { message: `書いたページの名前は ${file} のタイトルから取ります。${key} は section の項目にだけ書けるので、この行を消してください` }));
      }
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
}

export const home = contentSection({
  files: [
    // The site's words (lib/content/siteText.ts); its account, colours, menu and languages are the same in every language.
    { pattern: /^site\.json$/, schema: SiteSchema, translated: TRANSLATED_SITE_FIELDS },
    { pattern: /^settings\.yaml$/, schema: SettingsSchema, translated: SETTINGS_TRANSLATED },
    // The works' labels, as the switcher and headings name them (`works.en.yaml`); ids, kinds and times are the same.
    { pattern: /^works\.yaml$/, schema: WorksFileSchema, translated: WORKS_TRANSLATED },
  ],
  loaders: [checkSiteJson, getSettings, getAllWorks],
  load: (ctx): { settings: Settings } => ({ settings: getSettings(ctx) }),
  paths: () => [homeSection.path],
  // The top page is in every language the site has: what its translations leave out is left out (`getWorkInfo`).
  langPaths: (ctx) => [pathInLang(langOf(ctx), homeSection.path)],
  // What settings.yaml holds for the first work, work.yaml holds for another.
  works: {
    files: [{ pattern: /^work\.yaml$/, schema: WorkFileSchema, translated: WORK_TRANSLATED }],
    loaders: [(ctx, work) => getWorkInfo(work, ctx)],
    // Its key visual is shown on the top page like the first work's (public/images/top/).
    editor: (work) => ({ files: [{ name: 'work', label: '作品名・キャッチコピー・キービジュアル', file: `${work.dir}/work.yaml`, schema: WorkFileSchema, markdown: false, imageSection: 'top' }] }),
  },
  // Each `from` of works.yaml is a change of the top page and of the lists the series has on, named as it names them;
  // each announcement brings a work in.
  schedule: (ctx) => {
    const lists = CURRENT_WORK_LISTS.filter((name) => isOn(shapeOf(ctx), name)).map((name) => labelsIn(shapeOf(ctx), name).label);
    return [
      ...getWorkAnnouncements(ctx).map((a) => announcementChange({ label: a.work.label, at: a.at })),
      ...getWorkSwitchTimes(ctx).map((s) => workSwitchChange({ label: s.work.label, at: s.at }, lists)),
    ];
  },
  // A work's key visuals and PV still stay out of the export until it is announced.
  withheld: (ctx) => [
    ...getAllWorks(ctx).map((work) => {
      const info = getWorkInfo(work, ctx);
      return { at: workAnnouncedAt(work, ctx), images: [info.keyVisual.src, ...(info.keyVisualSp ? [info.keyVisualSp] : []), ...(info.pvPoster ? [info.pvPoster] : [])] };
    }),
    // A work still waiting for its files: whatever they name so far.
    ...waitingWorkImages(ctx),
  ],
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
