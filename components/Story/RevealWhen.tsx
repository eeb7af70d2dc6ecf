import { revealWhen } from '../../lib/broadcast';
import LocalTime from '../Common/LocalTime';
import { formatInstantEn } from '../../lib/format';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { story as jaStory } from '../../lib/i18n/ja/story';

export type RevealWhenProps = {
  /** The broadcast instant, ISO with an offset. */
  airsAt: string;
  /** The reveal instant, ISO with an offset. */
  revealAt: string;
  /** The sentence around the time: 「あらすじは」 … 「に公開します。」 */
  before: string;
  after: string;
};

/**
 * A sentence saying when something of an episode comes out: 「放送後」 when it comes with the broadcast, else the time
 * in 30-hour notation (lib/broadcast.ts `revealWhen`) as a `<time>`, and then for a visitor abroad their own time.
 */
export default function RevealWhen({ airsAt, revealAt, before, after }: RevealWhenProps) {
  const { lang } = useLanguage();
  const storyWords = useWords('story', jaStory);
  const explicit = Date.parse(revealAt) !== Date.parse(airsAt);
  // English: JST first with the station's notation, as the air dates beside it.
  const when = lang === 'en' ? (explicit ? formatInstantEn(revealAt) : storyWords.afterBroadcast) : revealWhen(airsAt, revealAt);
  return (
    <>
      <span>
        {before}
        {explicit ? <time dateTime={revealAt}>{when}</time> : when}
        {after}
      </span>
      {explicit && <LocalTime at={revealAt} />}
    </>
  );
}
