import { type MusicRelease, getMusic } from '../music';
import { MusicFileSchema } from '../schema';
import { contentSection } from './section';

export const music = contentSection({
  files: [{ pattern: /^music\.yaml$/, schema: MusicFileSchema }],
  loaders: [getMusic],
  load: (ctx): { music: MusicRelease[] } => ({ music: getMusic(ctx) }),
  summary: ({ music: m }) => [`音楽: ${m.length} 件`],
  editor: {
    files: {
      name: 'music',
      label: '音楽',
      files: [{ name: 'music', label: '曲・リリース', file: 'music.yaml', schema: MusicFileSchema, markdown: false, imageSection: 'music' }],
    },
  },
  schedule: (ctx) => ({ releases: getMusic(ctx).map((m) => ({ name: m.title, releaseDate: m.releaseDate })) }),
});
