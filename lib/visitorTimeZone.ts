/**
 * Whether the visitor's clock is on Japan's time, decided before the first paint: a one-line script in the page's
 * head (pages/_document.tsx) puts {@link ABROAD_CLASS} on `<html>` when the visitor's UTC offset is not Japan's +9 h
 * in January or in July (so a zone with daylight saving time counts as abroad all year). The room for the visitor's
 * local times (components/Common/LocalTime) is held from the first paint by that class, and the times fill it after
 * hydration (hooks/useLocalTime), so nothing moves. Without JavaScript the class is never set: JST alone.
 *
 * Only `getTimezoneOffset()`: no time-zone data loads before the page is interactive.
 */

/** The class on `<html>` for a visitor whose clock is not on Japan time. */
export const ABROAD_CLASS = 'tz-abroad';

/** Japan's UTC offset as `getTimezoneOffset()` gives it (minutes, sign reversed). */
const JAPAN_OFFSET = -540;

/** The script, inlined in the head (the Content-Security-Policy allows it by its hash, as every inline script). */
export const ABROAD_SCRIPT = `(function(){var y=new Date().getFullYear();if(new Date(y,0,1).getTimezoneOffset()!==${JAPAN_OFFSET}||new Date(y,6,1).getTimezoneOffset()!==${JAPAN_OFFSET})document.documentElement.classList.add('${ABROAD_CLASS}')})()`;
