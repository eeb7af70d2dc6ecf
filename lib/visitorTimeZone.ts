/** Marks a visitor whose clock is not on Japan time before the first paint, so the room for local times is held without layout shift. */

export const ABROAD_CLASS = 'tz-abroad';

/** Japan's offset as `getTimezoneOffset()` gives it: minutes, sign reversed. */
const JAPAN_OFFSET = -540;

/** The inline head script that sets {@link ABROAD_CLASS}; the Content-Security-Policy allows it by its hash. */
export const ABROAD_SCRIPT = `(function(){var y=new Date().getFullYear();if(new Date(y,0,1).getTimezoneOffset()!==${JAPAN_OFFSET}||new Date(y,6,1).getTimezoneOffset()!==${JAPAN_OFFSET})document.documentElement.classList.add('${ABROAD_CLASS}')})()`;
