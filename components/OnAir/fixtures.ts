import type { StationSlot, StreamingSlot } from '../../lib/sections/onair/content';

/** Test data shaped like a TV station of `getOnAir()`; `overrides` replace single fields. */
export const station = (overrides: Partial<StationSlot> = {}): StationSlot => ({
  id: 'aozora-tv',
  name: 'あおぞらテレビ',
  area: '関東',
  firstAirDate: '2026-10-03',
  weekday: '土',
  time: '25:30',
  firstAirAt: '2026-10-04T01:30:00+09:00',
  ...overrides,
});

/** Test data shaped like a streaming service of `getOnAir()`; `overrides` replace single fields. */
export const streaming = (overrides: Partial<StreamingSlot> = {}): StreamingSlot => ({
  id: 'umineko-video',
  name: 'うみねこビデオ',
  type: '見放題',
  startDate: '2026-10-03',
  weekday: '土',
  time: '26:00',
  url: 'https://example.com/umineko',
  startAt: '2026-10-04T02:00:00+09:00',
  ...overrides,
});
