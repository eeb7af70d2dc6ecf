import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import WorkSwitcher from '../Common/WorkSwitcher';
import type { MusicPageProps } from '../../lib/sections/music/pages';
import { site } from '../../lib/site';
import MusicSection from './MusicSection';
import { sectionLabels } from '../../lib/sections/shape';

export type { MusicPageProps } from '../../lib/sections/music/pages';

/** `/music/` (the current work's music) and a work's own page `/music/<id>/`, with the work switcher when there is one. */
export default function MusicPage({ releases, lineup, jsonLd, works, canonical }: MusicPageProps) {
  const own = canonical !== undefined && works !== undefined;
  const { label, labelJa } = sectionLabels('music');
  return (
    <>
      <Seo
        title={own ? `${works.work.label}｜${labelJa}` : labelJa}
        description={`${site.workName}${works ? ` ${works.work.label}` : ''}の${lineup}の発売情報です。`}
        path={canonical}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>{lineup}の情報です。</p>
        {works && <WorkSwitcher {...works.nav} section={labelJa} onOwnPage={own} />}
      </PageHeader>
      <MusicSection releases={releases} />
    </>
  );
}
