import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import type { EpisodeCardData } from '../../components/Story/EpisodeCard';
import StoryIndex from '../../components/Story/StoryIndex';
import { getSiteInstant } from '../../lib/content/clock';
import { type StoryIntro, getEpisodes, getStoryIntro } from '../../lib/content/story';
import { sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Props = {
  intro: StoryIntro;
  episodes: EpisodeCardData[];
  siteInstant: string;
};

export default function StoryPage({ intro, episodes, siteInstant }: Props) {
  const { label, labelJa } = sectionLabels('story');
  return (
    <>
      <Seo title={labelJa} description={intro.lead ?? 'イントロダクションと各話のあらすじ。'} />
      <PageHeader en={label} title={labelJa}>
        <p>イントロダクションと、各話のあらすじ・場面カット・スタッフを紹介します。</p>
      </PageHeader>
      <StoryIndex intro={intro} episodes={episodes} siteInstant={siteInstant} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('story', () => ({
  props: {
    intro: getStoryIntro(),
    // A card shows only the first still: the list does not carry the others.
    episodes: getEpisodes().map(({ number, slug, title, airsAt, revealAt, stills }) => ({
      number,
      slug,
      title,
      airsAt,
      revealAt,
      stills: stills.slice(0, 1),
    })),
    siteInstant: getSiteInstant(),
  },
}));
