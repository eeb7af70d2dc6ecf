import { QueryClientProvider } from '@tanstack/react-query';
import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import { Activity, type ReactElement, type ReactNode, useMemo, useState } from 'react';
import Analytics from '../components/Layout/Analytics';
import Shell from '../components/Layout/Shell';
import { useViewportUnits } from '../hooks/useViewport';
import { usePageView } from '../hooks/usePageView';
import { useDocumentLanguage } from '../hooks/useDocumentLanguage';
import { LANG_TAGS } from '../lib/i18n/languages';
import { GA_MEASUREMENT_ID } from '../lib/analytics';
import type { ShellProps } from '../lib/content/shell';
import { buildMenu } from '../lib/menu';
import { SHAPE } from '../lib/sections/shape';
import { createQueryClient } from '../lib/queryClient';
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage, PageLanguageContext } from '../lib/i18n/pageLanguage';
import type { ImageManifest } from '../lib/imageManifest';
import { PageImagesContext } from '../lib/pageImages';
import '../styles/global.scss';

/** A page that lays itself out instead of sitting in the shell (Next's per-page layouts: the editor at /admin/). */
export type NextPageWithLayout<P = object> = NextPage<P> & { getLayout?: (page: ReactElement) => ReactNode };

// Every page in the shell returns `shell` from getStaticProps (lib/content/shell.ts); /admin/ has its own layout.
type Props = AppProps<{ shell?: ShellProps }> & { Component: NextPageWithLayout };

// Next's own error page (a script error at run time) has no getStaticProps: it gets the sections' menu, without written
// pages or their images. Every other page returns its shell (__tests__/pages/shell.test.tsx).
const FALLBACK_SHELL: ShellProps = { menu: buildMenu(SHAPE, []) };
const NO_IMAGES: ImageManifest = {};

/** Every other page: the shell around it. */
function shellLayout(page: ReactElement, shell: ShellProps): ReactNode {
  return (
    <>
      <Analytics measurementId={GA_MEASUREMENT_ID} />
      <Shell menu={shell.menu}>
        {/* The page hydrates after the shell, in short slices: a visible <Activity> is a hydration boundary that
            React fills in at idle priority (5 ms at a time) instead of in one long task. Unlike <Suspense>, the
            server renders it inline, so a large page is never moved into <div hidden> to be revealed by a script
            (that would leave / and /disc/ blank without JavaScript). */}
        <Activity mode="visible">{page}</Activity>
      </Shell>
    </>
  );
}

export default function App({ Component, pageProps, router }: Props) {
  useViewportUnits();
  usePageView(router.events, GA_MEASUREMENT_ID);
  // One client for the visit, made once per app (a new one for each page the build renders).
  const [queryClient] = useState(() => createQueryClient());
  const page = <Component {...pageProps} />;
  const shell = pageProps.shell ?? FALLBACK_SHELL;
  // A Japanese page's words are the catalogue's defaults; a page in another language brings its own in its props.
  const language = useMemo<PageLanguage>(
    () => ({ ...DEFAULT_PAGE_LANGUAGE, ...shell.language, alternates: shell.alternates ?? {} }),
    [shell.language, shell.alternates],
  );
  useDocumentLanguage(LANG_TAGS[language.lang].html);

  return (
    <QueryClientProvider client={queryClient}>
      <PageLanguageContext.Provider value={language}>
        <PageImagesContext.Provider value={shell.images ?? NO_IMAGES}>
          {Component.getLayout ? Component.getLayout(page) : shellLayout(page, shell)}
        </PageImagesContext.Provider>
      </PageLanguageContext.Provider>
    </QueryClientProvider>
  );
}
