import type { CastPageProps } from '../../lib/sections/cast/pages';
import CastSection from './CastSection';
import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { fillTemplate } from '../../lib/i18n/template';
import { sectionLabels } from '../../lib/sections/shape';
import { cast as jaCast } from '../../lib/i18n/ja/cast';

type Props = CastPageProps;

export default function CastPage({ cast, staff, works, staffByWork }: Props) {
  const { label, labelJa } = sectionLabels('cast');
  const { site } = useLanguage();
  const words = useWords('cast', jaCast);
  const title = words.title || labelJa;
  return (
    <>
      <Seo title={title} description={fillTemplate(words.description, { workName: site.workName, label: labelJa })} />
      <PageHeader en={label} title={title}>
        <p>{words.lead}</p>
      </PageHeader>
      <CastSection cast={cast} staff={staff} works={works} staffByWork={staffByWork} />
    </>
  );
}
