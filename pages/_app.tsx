import { QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import { Activity, useState } from 'react';
import Analytics from '../components/Layout/Analytics';
import Shell from '../components/Layout/Shell';
import { useViewportUnits } from '../hooks/useViewport';
import { usePageView } from '../hooks/usePageView';
import { GA_MEASUREMENT_ID } from '../lib/analytics';
import { createQueryClient } from '../lib/queryClient';
import '../styles/global.scss';

export default function App({ Component, pageProps, router }: AppProps) {
  useViewportUnits();
  usePageView(router.events, GA_MEASUREMENT_ID);
  // One client for the visit, made once per app (a new one for each page the build renders).
  const [queryClient] = useState(() => createQueryClient());

  return (
    <QueryClientProvider client={queryClient}>
      <Analytics measurementId={GA_MEASUREMENT_ID} />
      <Shell>
        {/* The page hydrates after the shell, in short slices: a visible <Activity> is a hydration boundary that
            React fills in at idle priority (5 ms at a time) instead of in one long task. Unlike <Suspense>, the
            server renders it inline, so a large page is never moved into <div hidden> to be revealed by a script
            (that would leave / and /disc/ blank without JavaScript). */}
        <Activity mode="visible">
          <Component {...pageProps} />
        </Activity>
      </Shell>
    </QueryClientProvider>
  );
}
