import LocalTime from '../Common/LocalTime';
import { useWords } from '../../hooks/useLanguage';
import { useDateStyle } from '../../hooks/useDateStyle';
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
 * in the page's date style (in Japanese, 30-hour notation) as a `<time>`, and then for a visitor abroad their own time.
 */
export default function RevealWhen({ airsAt, revealAt, before, after }: RevealWhenProps) {
  const storyWords = useWords('story', jaStory);
  const dates = useDateStyle();
  const explicit = Date.parse(revealAt) !== Date.parse(airsAt);
  const when = explicit ? dates.reveal(revealAt) : storyWords.afterBroadcast;
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
