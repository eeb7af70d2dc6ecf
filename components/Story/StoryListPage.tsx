import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { StoryIndexProps as StoryListProps } from '../../lib/sections/story/pages';
import StoryIndex from './StoryIndex';
import WorkSwitcher from '../Common/WorkSwitcher';
import { sectionLabels } from '../../lib/sections/shape';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG, pathInLang } from '../../lib/i18n/languages';
import { shell as jaShell } from '../../lib/i18n/ja/shell';
import { story as jaStory } from '../../lib/i18n/ja/story';

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
  const { lang } = useLanguage();
  const messages = { shell: useWords('shell', jaShell), story: useWords('story', jaStory) };
  const words = messages.story;
  const { label, labelJa: sectionJa } = sectionLabels('story');
  // A page in another language is named in it (the site's labels are Japanese).
  const labelJa = lang === DEFAULT_LANG ? sectionJa : words.sectionName;
  const separator = lang === DEFAULT_LANG ? '｜' : messages.shell.titleSeparator;
  return (
    <>
      <Seo
        title={own ? `${works.work.label}${separator}${labelJa}` : labelJa}
        description={intro.lead ?? words.listDescription}
        path={canonical === undefined ? undefined : pathInLang(lang, canonical)}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={lang === DEFAULT_LANG ? labelJa : words.heading}>
        <p>
          {works?.work.kind === 'film'
            ? words.filmLead
            : words.listLead}
        </p>
        {works && <WorkSwitcher {...works.nav} section={labelJa} onOwnPage={own} />}
      </PageHeader>
      <StoryIndex intro={intro} episodes={episodes} siteInstant={siteInstant} works={works} />
    </>
  );
}
