/** @jest-environment node */
import path from 'node:path';
import { inTimeZone } from '../__tests__/helpers/timeZone';

// The head script run in each zone with a stand-in for `document`: which classes it puts on <html>.
const classesIn = (timeZone: string) =>
  inTimeZone(
    timeZone,
    path.join(__dirname, 'visitorTimeZone.ts'),
    `(() => { const added = []; new Function('document', m.ABROAD_SCRIPT)({ documentElement: { classList: { add: (c) => added.push(c) } } }); return added; })()`,
  ).result;

describe('ABROAD_SCRIPT', () => {
  it.each(['Asia/Tokyo', 'Asia/Seoul'])('leaves a visitor on Japan’s clock (%s) with JST alone', (zone) => {
    expect(classesIn(zone)).toEqual([]);
  });

  it.each(['America/New_York', 'America/Los_Angeles', 'Europe/Paris', 'America/Sao_Paulo', 'Asia/Jakarta', 'UTC'])('marks a visitor in %s as abroad', (zone) => {
    expect(classesIn(zone)).toEqual(['tz-abroad']);
  });
});
