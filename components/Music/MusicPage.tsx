import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import WorkSwitcher from '../Common/WorkSwitcher';
import type { MusicPageProps } from '../../lib/sections/music/pages';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { around, fillTemplate } from '../../lib/i18n/template';
import MusicSection from './MusicSection';
import { sectionLabels } from '../../lib/sections/shape';
import { music as jaMusic } from '../../lib/i18n/ja/music';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

export type { MusicPageProps } from '../../lib/sections/music/pages';

/** `/music/` (the current work's music) and a work's own page `/music/<id>/`, with the work switcher when there is one. */
export default function MusicPage({ releases, lineup, jsonLd, works, canonical }: MusicPageProps) {
  const own = canonical !== undefined && works !== undefined;
  const { lang, site } = useLanguage();
  const messages = { music: useWords('music', jaMusic), shell: useWords('shell', jaShell) };
  const { label, labelJa: sectionName } = sectionLabels('music');
  // site.json names the section in Japanese; an English page names it in the catalogue's words.
  const labelJa = lang === DEFAULT_LANG ? sectionName : messages.music.heading;
  const work = `${site.workName}${works ? ` ${works.work.label}` : ''}`;
  return (
    <>
      <Seo
        title={own ? `${works.work.label}${messages.shell.titleSeparator}${labelJa}` : labelJa}
        description={fillTemplate(messages.music.description, { work, lineup })}
        path={canonical}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>{around(messages.music.lead, 'lineup', lineup)}</p>
        {works && <WorkSwitcher {...works.nav} section={labelJa} onOwnPage={own} />}
      </PageHeader>
      <MusicSection releases={releases} />
    </>
  );
}
