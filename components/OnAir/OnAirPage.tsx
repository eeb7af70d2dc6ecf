import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { OnAirPageProps as Props } from '../../lib/sections/onair/pages';
import OnAirSection from './OnAirSection';
import ScreeningSection from './ScreeningSection';
import WorkSwitcher from '../Common/WorkSwitcher';
import { sectionLabels } from '../../lib/sections/shape';
import { SCREENING_LABELS } from '../../lib/sections/onair';

export type OnAirPageProps = Props;

/** `/onair/` (the current work) and a work's own page `/onair/<id>/`: its broadcasts, or a film's screening. */
export default function OnAirPage(props: OnAirPageProps) {
  const own = props.canonical !== undefined;
  const workLabel = props.works && own ? `${props.works.work.label}｜` : '';
  // Unless site.json renames the section, a film's page is named for its screening, and the switcher for both.
  const switcher = sectionLabels('onair', { labelJa: '放送・上映' }).labelJa;
  if ('screening' in props) {
    const { screening, works, canonical } = props;
    const { label, labelJa } = sectionLabels('onair', SCREENING_LABELS);
    return (
      <>
        <Seo
          title={`${workLabel}${labelJa}`}
          description={`${works.work.label}の公開日と上映劇場（全${screening.theatres.length}館）のご案内です。`}
          path={canonical}
        />
        <PageHeader en={label} title={labelJa}>
          <p>{works.work.label}の公開日と上映劇場のご案内です。</p>
          <WorkSwitcher {...works.nav} section={switcher} onOwnPage={own} />
        </PageHeader>
        <ScreeningSection screening={screening} works={works} />
      </>
    );
  }
  const { stations, streaming, fastest, notes, episodes, siteInstant, works, canonical } = props;
  const { label, labelJa } = sectionLabels('onair', { label: 'ON AIR' });
  return (
    <>
      <Seo
        title={`${workLabel}${labelJa}`}
        description={`テレビ放送は${fastest.name}ほか全${stations.length}局、配信は${streaming.length}サービス。放送局・放送日時と配信サービスの一覧です。`}
        path={canonical}
      />
      <PageHeader en={label} title={labelJa}>
        <p>テレビ放送の放送局・放送日時と、配信サービスのご案内です。</p>
        {works && <WorkSwitcher {...works.nav} section={switcher} onOwnPage={own} />}
      </PageHeader>
      <OnAirSection
        stations={stations}
        streaming={streaming}
        fastest={fastest}
        notes={notes}
        episodes={episodes}
        siteInstant={siteInstant}
        works={works}
      />
    </>
  );
}
