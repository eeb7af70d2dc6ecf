import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { DiscVolumeProps } from '../../lib/sections/disc/pages';
import { formatDateJaLong } from '../../lib/format';
import DiscVolumeDetail from './DiscVolumeDetail';
import { sectionLabels } from '../../lib/sections/shape';

export type { DiscVolumeProps } from '../../lib/sections/disc/pages';

/** A volume's own page `/disc/<volume>/`, of whichever work it belongs to. */
export default function DiscVolumePage({ entry, storeBonuses, notes, prev, next, heading, formats, jsonLd, listHref }: DiscVolumeProps) {
  const { volume } = entry;
  const { label, labelJa } = sectionLabels('disc', { labelJa: heading });
  return (
    <>
      <Seo
        title={`${volume.title}（${formats}）`}
        description={`${volume.title}（${formatDateJaLong(volume.releaseDate)}発売）の収録話、価格、封入特典・映像特典、店舗別購入特典の情報です。`}
        type="product"
        image={volume.jacket.src}
        imageAlt={volume.jacket.alt}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={`${labelJa} ${volume.label}`} />
      <DiscVolumeDetail
        entry={entry}
        storeBonuses={storeBonuses}
        notes={notes}
        prev={prev}
        next={next}
        listName={`${formats} 一覧`}
        listHref={listHref}
      />
    </>
  );
}
