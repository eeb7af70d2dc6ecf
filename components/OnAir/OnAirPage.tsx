import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { OnAirPageProps as Props } from '../../lib/sections/onair/pages';
import OnAirSection from './OnAirSection';
import ScreeningSection from './ScreeningSection';
import WorkSwitcher from '../Common/WorkSwitcher';
import { sectionLabels } from '../../lib/sections/shape';
import { SCREENING_LABELS } from '../../lib/sections/onair';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG, pathInLang } from '../../lib/i18n/languages';
import { around, fillTemplate } from '../../lib/i18n/template';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

export type OnAirPageProps = Props;

/** `/onair/` (the current work) and a work's own page `/onair/<id>/`: its broadcasts, or a film's screening. */
export default function OnAirPage(props: OnAirPageProps) {
  const { lang } = useLanguage();
  const messages = { onair: useWords('onair', jaOnair), shell: useWords('shell', jaShell) };
  const own = props.canonical !== undefined;
  const workLabel = props.works && own ? `${props.works.work.label}${lang === DEFAULT_LANG ? '｜' : messages.shell.titleSeparator}` : '';
  // Unless site.json renames the section, a film's page is named for its screening, and the switcher for both; a page
  // in another language is named in it (the site's labels are Japanese).
  const switcher = lang === DEFAULT_LANG ? sectionLabels('onair', { labelJa: messages.onair.switcherSection }).labelJa : messages.onair.switcherSection;
  if ('screening' in props) {
    const { screening, works, canonical } = props;
    const { label, labelJa: screeningJa } = sectionLabels('onair', SCREENING_LABELS);
    const labelJa = lang === DEFAULT_LANG ? screeningJa : messages.onair.screeningName;
    return (
      <>
        <Seo
          title={`${workLabel}${labelJa}`}
          description={fillTemplate(messages.onair.screeningDescription, { work: works.work.label, n: screening.theatres.length })}
          path={canonical === undefined ? undefined : pathInLang(lang, canonical)}
        />
        <PageHeader en={label} title={labelJa}>
          <p>{around(messages.onair.screeningLead, 'work', works.work.label)}</p>
          <WorkSwitcher {...works.nav} section={switcher} onOwnPage={own} />
        </PageHeader>
        <ScreeningSection screening={screening} works={works} />
      </>
    );
  }
  const { stations, streaming, fastest, notes, episodes, siteInstant, works, canonical } = props;
  const { label, labelJa: sectionJa } = sectionLabels('onair', { label: 'ON AIR' });
  // A page in another language is named in it (the site's labels are Japanese).
  const labelJa = lang === DEFAULT_LANG ? sectionJa : messages.onair.sectionName;
  return (
    <>
      <Seo
        title={`${workLabel}${labelJa}`}
        description={fillTemplate(messages.onair.description, { station: fastest.name, stations: stations.length, streaming: streaming.length })}
        path={canonical === undefined ? undefined : pathInLang(lang, canonical)}
      />
      <PageHeader en={label} title={lang === DEFAULT_LANG ? labelJa : messages.onair.heading}>
        <p>{messages.onair.lead}</p>
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
