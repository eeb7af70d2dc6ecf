import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import type { CountdownEpisode } from '../components/OnAir/Countdown';
import OnAirSection from '../components/OnAir/OnAirSection';
import { type OnAir, getOnAir } from '../lib/content/onair';
import { getEpisodes } from '../lib/content/story';
import { getSiteInstant } from '../lib/content/clock';
import { sectionProps } from '../lib/content/shell';

type Props = OnAir & {
  episodes: CountdownEpisode[];
  siteInstant: string;
};

export default function OnAirPage({ stations, streaming, fastest, notes, episodes, siteInstant }: Props) {
  return (
    <>
      <Seo
        title="放送・配信情報"
        description={`テレビ放送は${fastest.name}ほか全${stations.length}局、配信は${streaming.length}サービス。放送局・放送日時と配信サービスの一覧です。`}
      />
      <PageHeader en="ON AIR" title="放送・配信情報">
        <p>テレビ放送の放送局・放送日時と、配信サービスのご案内です。</p>
      </PageHeader>
      <OnAirSection stations={stations} streaming={streaming} fastest={fastest} notes={notes} episodes={episodes} siteInstant={siteInstant} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('onair', () => ({
  props: {
    ...getOnAir(),
    episodes: getEpisodes().map(({ number, title, airsAt }) => ({ number, title, airsAt })),
    siteInstant: getSiteInstant(),
  },
}));
