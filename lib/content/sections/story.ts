import { EPISODES_COLLECTION } from '../../cms/collections';
import { EpisodeFrontMatterSchema, StoryIntroFrontMatterSchema } from '../schema';
import { type Episode, type StoryIntro, getEpisode, getEpisodeRevealTimes, getEpisodes, getStoryIntro } from '../story';
import { getOnAir } from '../onair';
import { scheduledNote } from './summary';
import { contentSection } from './section';
import { isOn } from '../../sections/shape';
import { shapeOf } from '../shape';

export const story = contentSection({
  files: [
    { pattern: /^story\/intro\.md$/, schema: StoryIntroFrontMatterSchema },
    { pattern: /^story\/episodes\/[^/]+\.md$/, schema: EpisodeFrontMatterSchema },
  ],
  needs: ['onair'],
  loaders: [getStoryIntro, getEpisodes],
  load: (ctx): { intro: StoryIntro; episodes: Episode[] } => ({
    intro: getStoryIntro(ctx),
    /** In number order, with synopses. */
    episodes: getEpisodes(ctx).flatMap((e) => getEpisode(e.number, ctx) ?? []),
  }),
  summary: ({ episodes }, ctx) => {
    const ahead = scheduledNote(getEpisodeRevealTimes(ctx).map((e) => e.revealAt), ctx.buildInstant, '話', 'あらすじが');
    return [`ストーリー: イントロダクションと ${episodes.length} 話${ahead}`];
  },
  editor: {
    folders: [
      {
        name: EPISODES_COLLECTION,
        label: '各話あらすじ',
        labelSingular: '話',
        folder: 'story/episodes',
        schema: EpisodeFrontMatterSchema,
        markdown: true,
        imageSection: 'story',
        slug: '{{fields.number}}',
        summary: '第{{number}}話　{{title}}',
        sortBy: 'number',
      },
    ],
    files: {
      name: 'story',
      label: 'イントロダクション',
      files: [{ name: 'intro', label: 'イントロダクション', file: 'story/intro.md', schema: StoryIntroFrontMatterSchema, markdown: true, imageSection: 'story' }],
    },
  },
  // Reveals and broadcasts; a broadcast is named by the station that airs it first.
  // With ONAIR off, onair.yaml is not read: the schedule names no station.
  schedule: (ctx) => ({ episodes: getEpisodeRevealTimes(ctx), stationName: isOn(shapeOf(ctx), 'onair') ? getOnAir(ctx).fastest.name : '' }),
  withheld: (ctx) => getEpisodeRevealTimes(ctx).map((e) => ({ at: e.revealAt, images: e.images })),
});
