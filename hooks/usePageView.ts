import { useEffect } from 'react';
import type { Router } from 'next/router';
import { installGtag, pageView } from '../lib/analytics';

/**
 * GA4 page views: sets up gtag once (which counts the landing page), then sends one view per completed
 * client-side route change. `routeChangeComplete` does not fire for the landing page, so each view is counted
 * once. The listener is registered once per app and removed on unmount. Does nothing without a measurement ID.
 */
export function usePageView(events: Router['events'], measurementId: string | undefined): void {
  useEffect(() => {
    if (!measurementId) return undefined;
    const gtag = window.gtag ?? installGtag(window, measurementId);
    const onRouteChangeComplete = (url: string) => pageView(gtag, measurementId, url);
    events.on('routeChangeComplete', onRouteChangeComplete);
    return () => events.off('routeChangeComplete', onRouteChangeComplete);
  }, [events, measurementId]);
}
