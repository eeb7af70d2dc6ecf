import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { DiscVolumeProps } from '../../lib/sections/disc/pages';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { formatReleaseDateLong } from '../../lib/i18n/releaseText';
import { fillTemplate } from '../../lib/i18n/template';
import DiscVolumeDetail from './DiscVolumeDetail';
import { sectionLabels } from '../../lib/sections/shape';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

export type { DiscVolumeProps } from '../../lib/sections/disc/pages';

/** A volume's own page `/disc/<volume>/`, of whichever work it belongs to. */
export default function DiscVolumePage({ entry, storeBonuses, notes, prev, next, heading, formats, jsonLd, listHref }: DiscVolumeProps) {
  const { volume } = entry;
  const { lang } = useLanguage();
  const disc = useWords('disc', jaDisc);
  const { label, labelJa: sectionName } = sectionLabels('disc', { labelJa: heading });
  const labelJa = lang === DEFAULT_LANG ? sectionName : heading;
  return (
    <>
      <Seo
        title={fillTemplate(disc.volumeTitle, { title: volume.title, formats })}
        description={fillTemplate(disc.volumeDescription, { title: volume.title, date: formatReleaseDateLong(volume.releaseDate, lang) })}
        type="product"
        image={volume.jacket.src}
        imageAlt={volume.jacket.alt}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={fillTemplate(disc.volumeHeading, { heading: labelJa, label: volume.label })} />
      <DiscVolumeDetail
        entry={entry}
        storeBonuses={storeBonuses}
        notes={notes}
        prev={prev}
        next={next}
        listName={fillTemplate(disc.listName, { formats })}
        listHref={listHref}
      />
    </>
  );
}
