import { EPISODES_COLLECTION, type FolderCollection, workEpisodesCollection } from '../../cms/collections';
import { EpisodeFrontMatterSchema, StoryIntroFrontMatterSchema } from './schema';
import { EPISODE_TRANSLATED, STORY_INTRO_TRANSLATED, type Episode, type StoryIntro, getEpisode, getEpisodeRevealTimes, getEpisodes, getStoryIntro, getStoryIntroImages } from './content';
import { getOnAir } from '../onair/content';
import { forWork, getAllWorks, getWorks, publicAt, workAnnouncedAt } from '../../content/works';
import { scheduledNote } from '../summary';
import { contentSection } from '../contentSection';
import { story as storySection, storyPath, storyWorks } from '.';
import { workRoutes } from '../../content/workRoutes';
import type { RankedChange } from '../../clock';
import { EPISODE_SLOT_MINUTES } from '../../broadcast';
import { type Instant, addMinutes } from '../../format';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';
import { type ContentContext, langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';

/** One work's run of episodes on the schedule: its label when it is not the first, and the station that airs it first. */
export interface EpisodeRun {
  work?: string;
  stationName: string;
  episodes: ReadonlyArray<{ number: number; title: string; airsAt: Instant; revealAt: Instant }>;
}

/** A run's changes, episode by episode: the synopsis revealed, the broadcast, and its end (the next episode, or the end of the run). */
export function episodeChanges(run: EpisodeRun, slotMinutes: number = EPISODE_SLOT_MINUTES): RankedChange[] {
  const episodes = [...run.episodes].sort((a, b) => a.number - b.number);
  return episodes.flatMap((episode, i) => {
    const name = `${run.work ? `${run.work} ` : ''}第${episode.number}話「${episode.title}」`;
    const next = episodes[i + 1];
    return [
      { at: episode.revealAt, kind: 'reveal', rank: 40, what: `${name}のあらすじと場面写真を公開` },
      {
        at: episode.airsAt,
        kind: 'broadcast',
        rank: 50,
        what: `${name}の放送開始（${run.stationName}）: 「放送前」の印が外れて最新話に、放送中の案内`,
      },
      {
        at: addMinutes(episode.airsAt, slotMinutes),
        kind: 'broadcastEnd',
        rank: 60,
        what: next ? `${name}の放送終了: 次回の案内が第${next.number}話に` : `${name}の放送終了: 全${episodes.length}話の放送終了の案内`,
      },
    ];
  });
}

/** A work's episodes as an editor folder collection (the first work's and each later TV work's). */
const episodesCollection = (name: string, label: string, folder: string): FolderCollection => ({
  name,
  label,
  labelSingular: '話',
  folder,
  schema: EpisodeFrontMatterSchema,
  markdown: true,
  imageSection: 'story',
  slug: '{{fields.number}}',
  // 予約: the broadcast day, and when the synopsis goes public (empty: with the first broadcast).
  summary: "第{{number}}話　{{title}}　放送: {{airDate}}　あらすじ公開: {{revealAt | default('最速放送と同時')}}",
  sortBy: 'number',
});

/** The first segment under `/story/`: every episode of the first work and, with several works, every work's id. */
export function storySegments(ctx: ContentContext): string[] {
  return [...getEpisodes(forWork(ctx, getWorks(ctx)[0])).map((e) => e.slug), ...workRoutes(ctx, storyWorks).own.map((r) => r.work.id)];
}

/** `/story/<id>/<episode>/`: every episode of every work after the first. */
export function workEpisodeSegments(ctx: ContentContext): Array<{ work: string; episode: string }> {
  return workRoutes(ctx, storyWorks)
    .own.filter((r) => !r.work.first && r.work.kind !== 'film')
    .flatMap(({ work }) => getEpisodes(forWork(ctx, work)).map((e) => ({ work: work.id, episode: e.slug })));
}

/** STORY's pages: the list, the first work's episodes and, with several works, each work's page and its episodes. */
const storyPagePaths = (ctx: ContentContext): string[] => [
  storySection.path,
  ...storySegments(ctx).map((segment) => storyPath(segment)),
  ...workEpisodeSegments(ctx).map(({ work, episode }) => storyPath(episode, { id: work, first: false })),
];

export const story = contentSection({
  files: [
    { pattern: /^story\/intro\.md$/, schema: StoryIntroFrontMatterSchema, translated: STORY_INTRO_TRANSLATED },
    { pattern: /^story\/episodes\/[^/]+\.md$/, schema: EpisodeFrontMatterSchema, translated: EPISODE_TRANSLATED },
  ],
  needs: ['onair'],
  loaders: [getStoryIntro, getEpisodes],
  load: (ctx): { intro: StoryIntro; episodes: Episode[] } => ({
    intro: getStoryIntro(ctx),
    /** In number order, with synopses. */
    episodes: getEpisodes(ctx).flatMap((e) => getEpisode(e.number, ctx) ?? []),
  }),
  // Below /story/: the first work's episodes and, with several works, each work's page and its episodes.
  paths: (ctx) => storyPagePaths(ctx),
  // In another language every page is there too: an episode not translated says so on its page (its English title if
  // any, its air time, and a link to the Japanese synopsis).
  langPaths: (ctx) => storyPagePaths(ctx).map((path) => pathInLang(langOf(ctx), path)),
  summary: ({ episodes }, ctx) => {
    const ahead = scheduledNote(getEpisodeRevealTimes(ctx).map((e) => e.revealAt), ctx, '話', 'あらすじが');
    return [`ストーリー: イントロダクションと ${episodes.length} 話${ahead}`];
  },
  works: {
    files: [
      { pattern: /^story\/intro\.md$/, schema: StoryIntroFrontMatterSchema, translated: STORY_INTRO_TRANSLATED },
      { pattern: /^story\/episodes\/[^/]+\.md$/, schema: EpisodeFrontMatterSchema, translated: EPISODE_TRANSLATED },
    ],
    // A film has no episodes (the works check reports a folder of them).
    loaders: [(ctx, work) => getStoryIntro(forWork(ctx, work)), (ctx, work) => work.kind !== 'film' && getEpisodes(forWork(ctx, work))],
    summary: (ctx, work) => (work.kind === 'film' ? ['イントロダクション'] : [`イントロダクションと ${getEpisodes(forWork(ctx, work)).length} 話`]),
    editor: (work) => ({
      folders:
        work.kind === 'film'
          ? []
          : [episodesCollection(workEpisodesCollection(work.id), `各話あらすじ（${work.label}）`, `${work.dir}/story/episodes`)],
      files: [
        { name: 'intro', label: 'イントロダクション', file: `${work.dir}/story/intro.md`, schema: StoryIntroFrontMatterSchema, markdown: true, imageSection: 'story' },
      ],
    }),
  },
  editor: {
    folders: [episodesCollection(EPISODES_COLLECTION, '各話あらすじ', 'story/episodes')],
    files: {
      name: 'story',
      label: 'イントロダクション',
      files: [{ name: 'intro', label: 'イントロダクション', file: 'story/intro.md', schema: StoryIntroFrontMatterSchema, markdown: true, imageSection: 'story' }],
    },
  },
  // Reveals and broadcasts of every work that airs; a broadcast is named by the station that airs it first. With ONAIR
  // off, onair.yaml is not read: the schedule names no station.
  schedule: (ctx) => {
    const station = (c: ContentContext) => (isOn(shapeOf(ctx), 'onair') ? getOnAir(c).fastest.name : '');
    return getAllWorks(ctx)
      .filter((w) => w.kind !== 'film')
      .flatMap((w) =>
        episodeChanges({
          ...(w.first ? {} : { work: w.label }),
          stationName: station(w.first ? ctx : forWork(ctx, w)),
          episodes: getEpisodeRevealTimes(forWork(ctx, w)),
        }),
      );
  },
  // An episode's stills from its reveal, and a work's introduction from its announcement.
  withheld: (ctx) =>
    getAllWorks(ctx).flatMap((w) => [
      { at: workAnnouncedAt(w, ctx), images: getStoryIntroImages(forWork(ctx, w)) },
      ...(w.kind === 'film' ? [] : getEpisodeRevealTimes(forWork(ctx, w)).map((e) => ({ at: publicAt(e.revealAt, w, ctx), images: e.images }))),
    ]),
});
