import Script from 'next/script';
import { gtagScriptUrl } from '../../lib/analytics';

export type AnalyticsProps = { measurementId: string | undefined };

/**
 * Loads gtag.js after the page is interactive; renders nothing without a measurement ID. The bootstrap itself
 * is `installGtag`, run by `usePageView`.
 */
export default function Analytics({ measurementId }: AnalyticsProps) {
  if (!measurementId) return null;
  return <Script src={gtagScriptUrl(measurementId)} strategy="afterInteractive" />;
}
