import { MUSIC_TRANSLATED, type MusicRelease, getMusic } from './content';
import { langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';
import { MusicFileSchema } from './schema';
import { everyWorkWithFile } from '../../content/workContent';
import { type Work, forWork, workAnnouncedAt } from '../../content/works';
import { contentSection } from '../contentSection';
import { type ContentContext } from '../../content/context';
import { music as musicSection, musicWorkPath } from '.';
import { releaseChange } from '../../jsonLd';
import { workRoutes } from '../../content/workRoutes';
import { musicWorks } from '.';

const MUSIC_FILE = { name: 'music', label: '曲・リリース', file: 'music.yaml', schema: MusicFileSchema, markdown: false, imageSection: 'music' };

/** `/music/<id>/`: the work's ids, only when there is a switcher to reach them (in another language: those with a translated release). */
export function musicSegments(ctx: ContentContext): string[] {
  return workRoutes(ctx, musicWorks)
    .own.filter((r) => hasReleases(ctx, r.work))
    .map((r) => r.work.id);
}

/** Whether a work's MUSIC page has releases in the language of `ctx` (in Japanese, always). */
function hasReleases(ctx: ContentContext, work: Work): boolean {
  return getMusic(forWork(ctx, work)).length > 0;
}

/** Whether `/music/` has a page in the language of `ctx`: its work has a translated release. */
export function hasMusicIndex(ctx: ContentContext): boolean {
  return hasReleases(ctx, workRoutes(ctx, musicWorks).index.work);
}

export const music = contentSection({
  files: [{ pattern: /^music\.yaml$/, schema: MusicFileSchema, translated: MUSIC_TRANSLATED }],
  loaders: [getMusic],
  load: (ctx): { music: MusicRelease[] } => ({ music: getMusic(ctx) }),
  paths: (ctx) => [musicSection.path, ...musicSegments(ctx).map(musicWorkPath)],
  // Pages in another language list translated releases only: a page with none is not there.
  langPaths: (ctx) => [...(hasMusicIndex(ctx) ? [musicSection.path] : []), ...musicSegments(ctx).map(musicWorkPath)].map((p) => pathInLang(langOf(ctx), p)),
  summary: ({ music: m }) => [`音楽: ${m.length} 件`],
  // A work after the first may have its own music.yaml; without one, it has no MUSIC page.
  works: {
    files: [{ pattern: /^music\.yaml$/, schema: MusicFileSchema, translated: MUSIC_TRANSLATED }],
    loaders: [(ctx, work) => everyWorkWithFile('music.yaml', ctx).includes(work) && getMusic(forWork(ctx, work))],
    summary: (ctx, work) => (everyWorkWithFile('music.yaml', ctx).includes(work) ? [`音楽 ${getMusic(forWork(ctx, work)).length} 件`] : []),
    editor: (work) => ({ files: [{ ...MUSIC_FILE, file: `${work.dir}/${MUSIC_FILE.file}` }] }),
  },
  editor: {
    files: {
      name: 'music',
      label: '音楽',
      files: [MUSIC_FILE],
    },
  },
  // Every work's releases; another work's are named with its label.
  schedule: (ctx) =>
    everyWorkWithFile('music.yaml', ctx).flatMap((work) =>
      getMusic(forWork(ctx, work)).map((m) => releaseChange(work.first ? m.title : `${work.label} ${m.title}`, m.releaseDate)),
    ),
  // A work's jackets stay out of the export until it is announced.
  withheld: (ctx) =>
    everyWorkWithFile('music.yaml', ctx).map((work) => ({ at: workAnnouncedAt(work, ctx), images: getMusic(forWork(ctx, work)).map((m) => m.jacket.src) })),
});
