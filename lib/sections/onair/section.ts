import { ONAIR_TRANSLATED, SCREENING_TRANSLATED, type OnAir, getOnAir, getScreening } from './content';
import { getEpisodes } from '../story/content';
import { OnAirFileSchema, ScreeningFileSchema } from './schema';
import { forWork, getAllWorks, getWorks, workRef } from '../../content/works';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';
import { type CalendarSet, contentSection } from '../contentSection';
import { type ContentContext, langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';
import { calendarPath, stationCalendarPath } from '../../feedLinks';
import { onair as onairSection, onairWorkPath, onairWorks } from '.';
import { workRoutes } from '../../content/workRoutes';
import type { RankedChange } from '../../clock';
import type { Instant } from '../../format';

/** A film's release day and, unless open-ended (`endAt` null), the day after its last. */
export function screeningChanges(film: { label: string; startAt: Instant; endAt: Instant | null }): RankedChange[] {
  return [
    { at: film.startAt, kind: 'screening', rank: 70, what: `「${film.label}」公開: 上映情報が「上映中」の案内に` },
    ...(film.endAt === null
      ? []
      : [{ at: film.endAt, kind: 'screeningEnd', rank: 80, what: `「${film.label}」上映終了: 上映情報が「上映は終了しました」に、チケットのリンクを外す` }]),
  ];
}

// One set per work that airs (a film has none); the first work's keep their paths. With STORY off, its episodes are
// not read (their files need not exist): the calendars have no broadcasts.
const calendars = (ctx: ContentContext): CalendarSet[] =>
  getWorks(ctx)
    .filter((work) => work.kind !== 'film')
    .map((work) => ({
      episodes: isOn(shapeOf(ctx), 'story') ? getEpisodes(forWork(ctx, work)) : [],
      onair: getOnAir(forWork(ctx, work)),
      ...(work.first ? {} : { work: workRef(work) }),
    }));

/** The works with their own ONAIR page: every work when there are several (in every language), none otherwise. */
export function onairSegments(ctx: ContentContext): string[] {
  return workRoutes(ctx, onairWorks).own.map((r) => r.work.id);
}

/** ONAIR's pages and the calendars beside them (pipeline/calendar.ts writes each language's under its path). */
const onairPaths = (ctx: ContentContext): string[] => [
  onairSection.path,
  ...onairSegments(ctx).map(onairWorkPath),
  ...calendars(ctx).flatMap(({ onair: o, work }) => [calendarPath(work), ...o.stations.map((station) => stationCalendarPath(station.id, work))]),
];

export const onair = contentSection({
  files: [{ pattern: /^onair\.yaml$/, schema: OnAirFileSchema, translated: ONAIR_TRANSLATED }],
  loaders: [getOnAir],
  load: (ctx): { onair: OnAir } => ({ onair: getOnAir(ctx) }),
  // Each work's page when there are several, and the calendars pipeline/calendar.ts writes.
  paths: (ctx) => onairPaths(ctx),
  // In another language: the page (its words from the catalogue, the notes and station words from onair.en.yaml)
  // and calendars with the event titles in that language.
  langPaths: (ctx) => onairPaths(ctx).map((path) => pathInLang(langOf(ctx), path)),
  summary: ({ onair: o }) => [`放送: 放送局 ${o.stations.length}、配信サービス ${o.streaming.length}`],
  works: {
    files: [
      { pattern: /^onair\.yaml$/, schema: OnAirFileSchema, translated: ONAIR_TRANSLATED },
      { pattern: /^screening\.yaml$/, schema: ScreeningFileSchema, translated: SCREENING_TRANSLATED },
    ],
    // A film's ONAIR is its screening; a TV season or OVA airs.
    loaders: [(ctx, work) => (work.kind === 'film' ? getScreening(forWork(ctx, work)) : getOnAir(forWork(ctx, work)))],
    summary: (ctx, work) => {
      if (work.kind === 'film') {
        const s = getScreening(forWork(ctx, work));
        return [`${s.startDate} 公開、上映劇場 ${s.theatres.length}`];
      }
      const o = getOnAir(forWork(ctx, work));
      return [`放送局 ${o.stations.length}、配信サービス ${o.streaming.length}`];
    },
    editor: (work) => ({
      files: [
        work.kind === 'film'
          ? { name: 'screening', label: '上映情報', file: `${work.dir}/screening.yaml`, schema: ScreeningFileSchema, markdown: false }
          : { name: 'onair', label: '放送局・配信サービス', file: `${work.dir}/onair.yaml`, schema: OnAirFileSchema, markdown: false },
      ],
    }),
  },
  editor: {
    files: {
      name: 'onair',
      label: '放送・配信',
      files: [{ name: 'onair', label: '放送局・配信サービス', file: 'onair.yaml', schema: OnAirFileSchema, markdown: false }],
    },
  },
  calendars,
  // A film's release day and the day after its last are changes of its ONAIR page and, while current, the top page;
  // every film's, announced or not, as the schedule lists what is ahead.
  schedule: (ctx) =>
    getAllWorks(ctx)
      .filter((work) => work.kind === 'film')
      .flatMap((work) => {
        const { startAt, endAt } = getScreening(forWork(ctx, work));
        return screeningChanges({ label: work.label, startAt, endAt });
      }),
});
