import { type MusicRelease, getMusic } from './content';
import { MusicFileSchema } from './schema';
import { everyWorkWithFile } from '../../content/workContent';
import { forWork, workAnnouncedAt } from '../../content/works';
import { contentSection } from '../contentSection';
import { type ContentContext } from '../../content/context';
import { music as musicSection, musicWorkPath } from '.';
import { releaseChange } from '../../jsonLd';
import { workRoutes } from '../../content/workRoutes';
import { musicWorks } from '.';

const MUSIC_FILE = { name: 'music', label: '曲・リリース', file: 'music.yaml', schema: MusicFileSchema, markdown: false, imageSection: 'music' };

/** `/music/<id>/`: the work's ids, only when there is a switcher to reach them. */
export function musicSegments(ctx: ContentContext): string[] {
  return workRoutes(ctx, musicWorks).own.map((r) => r.work.id);
}

export const music = contentSection({
  files: [{ pattern: /^music\.yaml$/, schema: MusicFileSchema }],
  loaders: [getMusic],
  load: (ctx): { music: MusicRelease[] } => ({ music: getMusic(ctx) }),
  paths: (ctx) => [musicSection.path, ...musicSegments(ctx).map(musicWorkPath)],
  summary: ({ music: m }) => [`音楽: ${m.length} 件`],
  // A work after the first may have its own music.yaml; without one, it has no MUSIC page.
  works: {
    files: [{ pattern: /^music\.yaml$/, schema: MusicFileSchema }],
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
