import { useLocalTime } from '../../hooks/useLocalTime';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { dates as jaDates } from '../../lib/i18n/ja/dates';

export type LocalTimeProps = {
  /** The instant, ISO with an offset (the same as the JST time beside it); none: the line's room, empty. */
  at?: string;
};

/**
 * The visitor's local date and time of an instant, on a line of its own after the JST one, for a visitor abroad
 * (hooks/useLocalTime). The line's room is held from the first paint for those visitors only (the class on `<html>`,
 * lib/visitorTimeZone.ts) and is one line that never wraps, so filling it after hydration moves nothing; the static
 * HTML and a visitor in Japan's time get an empty element that takes no room.
 */
export default function LocalTime({ at }: LocalTimeProps) {
  const { lang } = useLanguage();
  const datesWords = useWords('dates', jaDates);
  // An English page writes the visitor's time in English whatever their browser's language.
  const local = useLocalTime(at, lang === 'en' ? 'en-US' : undefined);
  return (
    <span className="local-time" lang={local?.locale}>
      {local && at && (
        <>
          <span className="local-time__label">{datesWords.localTime}</span> <time dateTime={at}>{local.text}</time>
        </>
      )}
    </span>
  );
}
