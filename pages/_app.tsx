import type { AppProps } from 'next/app';
import Analytics from '../components/Layout/Analytics';
import QueryClientScope from '../components/Layout/QueryClientScope';
import Shell from '../components/Layout/Shell';
import { useViewportUnits } from '../hooks/useViewport';
import { usePageView } from '../hooks/usePageView';
import { GA_MEASUREMENT_ID } from '../lib/analytics';
import '../styles/global.scss';

export default function App({ Component, pageProps, router }: AppProps) {
  useViewportUnits();
  usePageView(router.events, GA_MEASUREMENT_ID);

  return (
    <QueryClientScope>
      <Analytics measurementId={GA_MEASUREMENT_ID} />
      <Shell>
        {/* No <Suspense> around the page, though it would slice hydration into short tasks: React's server renderer
            moves a boundary larger than 12.8 kB into <div hidden> plus an inline script that reveals it, so / and
            /disc/ would show nothing without JavaScript (e2e "without JavaScript" tests). */}
        <Component {...pageProps} />
      </Shell>
    </QueryClientScope>
  );
}
