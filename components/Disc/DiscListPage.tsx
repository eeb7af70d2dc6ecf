import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import WorkSwitcher from '../Common/WorkSwitcher';
import type { DiscListProps } from '../../lib/sections/disc/pages';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { around, fillTemplate } from '../../lib/i18n/template';
import DiscSection from './DiscSection';
import { sectionLabels } from '../../lib/sections/shape';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

export type { DiscListProps } from '../../lib/sections/disc/pages';

/** `/disc/` (the current work's discs) and a work's own list `/disc/<id>/`, with the work switcher when there is one. */
export default function DiscListPage({ entries, storeBonuses, notes, heading, lineup, jsonLd, works, canonical }: DiscListProps) {
  const own = canonical !== undefined && works !== undefined;
  // Unless site.json renames it, the section is named for the formats on sale (the switcher: 「ディスク」).
  const { lang, site } = useLanguage();
  const messages = { disc: useWords('disc', jaDisc), shell: useWords('shell', jaShell) };
  const { disc } = messages;
  const { label, labelJa: sectionName } = sectionLabels('disc', { labelJa: heading });
  // An English page is named for its formats in English (`heading`), whatever site.json calls the section.
  const labelJa = lang === DEFAULT_LANG ? sectionName : heading;
  const work = `${site.workName}${works ? ` ${works.work.label}` : ''}`;
  return (
    <>
      <Seo
        title={own ? `${works.work.label}${messages.shell.titleSeparator}${labelJa}` : labelJa}
        description={fillTemplate(disc.description, { work, lineup })}
        path={canonical}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>{around(disc.lead, 'lineup', lineup)}</p>
        {works && <WorkSwitcher {...works.nav} section={lang === DEFAULT_LANG ? sectionLabels('disc', { labelJa: disc.switcherSection }).labelJa : disc.switcherSection} onOwnPage={own} />}
      </PageHeader>
      <DiscSection entries={entries} storeBonuses={storeBonuses} notes={notes} />
    </>
  );
}
