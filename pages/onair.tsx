import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import type { CountdownEpisode } from '../components/OnAir/Countdown';
import OnAirSection from '../components/OnAir/OnAirSection';
import { type OnAir, getOnAir } from '../lib/content/onair';
import { getEpisodes } from '../lib/content/story';
import { getSiteInstant } from '../lib/content/clock';
import { sectionProps } from '../lib/content/shell';
import { isSectionOn, sectionLabels } from '../lib/sections/shape';

type Props = OnAir & {
  episodes: CountdownEpisode[];
  siteInstant: string;
};

export default function OnAirPage({ stations, streaming, fastest, notes, episodes, siteInstant }: Props) {
  const { label, labelJa } = sectionLabels('onair', { label: 'ON AIR' });
  return (
    <>
      <Seo
        title={labelJa}
        description={`テレビ放送は${fastest.name}ほか全${stations.length}局、配信は${streaming.length}サービス。放送局・放送日時と配信サービスの一覧です。`}
      />
      <PageHeader en={label} title={labelJa}>
        <p>テレビ放送の放送局・放送日時と、配信サービスのご案内です。</p>
      </PageHeader>
      <OnAirSection stations={stations} streaming={streaming} fastest={fastest} notes={notes} episodes={episodes} siteInstant={siteInstant} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('onair', () => ({
  props: {
    ...getOnAir(),
    episodes: (isSectionOn('story') ? getEpisodes() : []).map(({ number, title, airsAt }) => ({ number, title, airsAt })),
    siteInstant: getSiteInstant(),
  },
}));
