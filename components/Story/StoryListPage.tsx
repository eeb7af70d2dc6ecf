import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { StoryIndexProps as StoryListProps } from '../../lib/sections/story/pages';
import StoryIndex from './StoryIndex';
import WorkSwitcher from '../Common/WorkSwitcher';
import { sectionLabels } from '../../lib/sections/shape';

export type StoryListPageProps = StoryListProps & {
  /** On a work's own page (`/story/<id>/`): its canonical URL (`/story/` while it is the current work). */
  canonical?: string;
};

/**
 * `/story/` (the current work) and a work's own page `/story/<id>/`: the introduction and the episodes, with the work
 * switcher in the header when there are several works.
 */
export default function StoryListPage({ intro, episodes, siteInstant, works, canonical, jsonLd }: StoryListPageProps) {
  const own = canonical !== undefined && works !== undefined;
  const { label, labelJa } = sectionLabels('story');
  return (
    <>
      <Seo
        title={own ? `${works.work.label}｜${labelJa}` : labelJa}
        description={intro.lead ?? 'イントロダクションと各話のあらすじ。'}
        path={canonical}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>
          {works?.work.kind === 'film'
            ? 'イントロダクションを紹介します。'
            : 'イントロダクションと、各話のあらすじ・場面カット・スタッフを紹介します。'}
        </p>
        {works && <WorkSwitcher {...works.nav} section={labelJa} onOwnPage={own} />}
      </PageHeader>
      <StoryIndex intro={intro} episodes={episodes} siteInstant={siteInstant} works={works} />
    </>
  );
}
