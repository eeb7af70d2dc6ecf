import { type MusicRelease, getMusic } from './content';
import { MusicFileSchema } from './schema';
import { everyWorkWithFile } from '../../content/workContent';
import { forWork, workAnnouncedAt } from '../../content/works';
import { contentSection } from '../../content/sections/section';
import { type ContentContext, createContentContext } from '../../content/context';
import { worksWithFile } from '../../content/workContent';
import { music as musicSection, musicWorkPath } from '.';

const MUSIC_FILE = { name: 'music', label: '曲・リリース', file: 'music.yaml', schema: MusicFileSchema, markdown: false, imageSection: 'music' };

/** `/music/<id>/`: the work's ids, only when there is a switcher to reach them. */
export function musicSegments(ctx: ContentContext = createContentContext()): string[] {
  const works = worksWithFile('music.yaml', ctx);
  return works.length > 1 ? works.map((w) => w.id) : [];
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
  schedule: (ctx) => ({
    releases: everyWorkWithFile('music.yaml', ctx).flatMap((work) =>
      getMusic(forWork(ctx, work)).map((m) => ({ name: work.first ? m.title : `${work.label} ${m.title}`, releaseDate: m.releaseDate })),
    ),
  }),
  // A work's jackets stay out of the export until it is announced.
  withheld: (ctx) =>
    everyWorkWithFile('music.yaml', ctx).map((work) => ({ at: workAnnouncedAt(work, ctx), images: getMusic(forWork(ctx, work)).map((m) => m.jacket.src) })),
});
