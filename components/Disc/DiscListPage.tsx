import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import WorkSwitcher from '../Common/WorkSwitcher';
import type { DiscListProps } from '../../lib/sections/disc/pages';
import { site } from '../../lib/site';
import DiscSection from './DiscSection';
import { sectionLabels } from '../../lib/sections/shape';

export type { DiscListProps } from '../../lib/sections/disc/pages';

/** `/disc/` (the current work's discs) and a work's own list `/disc/<id>/`, with the work switcher when there is one. */
export default function DiscListPage({ entries, storeBonuses, notes, heading, lineup, jsonLd, works, canonical }: DiscListProps) {
  const own = canonical !== undefined && works !== undefined;
  // Unless site.json renames it, the section is named for the formats on sale (the switcher: 「ディスク」).
  const { label, labelJa } = sectionLabels('disc', { labelJa: heading });
  return (
    <>
      <Seo
        title={own ? `${works.work.label}｜${labelJa}` : labelJa}
        description={`${site.workName}${works ? ` ${works.work.label}` : ''}${lineup}の発売日、価格、特典、店舗別購入特典の情報です。`}
        path={canonical}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>{lineup}の発売情報と、店舗別購入特典のご案内です。</p>
        {works && <WorkSwitcher {...works.nav} section={sectionLabels('disc', { labelJa: 'ディスク' }).labelJa} onOwnPage={own} />}
      </PageHeader>
      <DiscSection entries={entries} storeBonuses={storeBonuses} notes={notes} />
    </>
  );
}
