import { type OnAir, getOnAir } from '../onair';
import { getEpisodes } from '../story';
import { OnAirFileSchema } from '../schema';
import { isOn } from '../../sections/shape';
import { shapeOf } from '../shape';
import { contentSection } from './section';

export const onair = contentSection({
  files: [{ pattern: /^onair\.yaml$/, schema: OnAirFileSchema }],
  loaders: [getOnAir],
  load: (ctx): { onair: OnAir } => ({ onair: getOnAir(ctx) }),
  summary: ({ onair: o }) => [`放送: 放送局 ${o.stations.length}、配信サービス ${o.streaming.length}`],
  editor: {
    files: {
      name: 'onair',
      label: '放送・配信',
      files: [{ name: 'onair', label: '放送局・配信サービス', file: 'onair.yaml', schema: OnAirFileSchema, markdown: false }],
    },
  },
  // With STORY off, its episodes are not read (their files need not exist): the calendars have no broadcasts.
  calendars: (ctx) => ({ episodes: isOn(shapeOf(ctx), 'story') ? getEpisodes(ctx) : [], onair: getOnAir(ctx) }),
});
