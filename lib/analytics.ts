/** Google Analytics 4 through gtag.js; everything is a no-op without `NEXT_PUBLIC_GA_MEASUREMENT_ID`. */

export const GA_MEASUREMENT_ID: string | undefined = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined;

/** The tag manager script URL for a measurement ID. */
export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** The subset of gtag.js the site calls. */
export type Gtag = {
  (command: 'js', date: Date): void;
  (command: 'config', id: string, params?: { page_path: string }): void;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The gtag bootstrap as code, so the CSP needs no hash; GA4's history-based page views must stay off, or navigations count twice. */
export function installGtag(win: Window, id: string): Gtag {
  const dataLayer = (win.dataLayer = win.dataLayer || []);
  // gtag.js only understands the `arguments` object itself, not an array copy of it.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id);
  return gtag;
}

/** Sends a page view for `url` (a path such as `/news/`). */
export function pageView(gtag: Gtag | undefined, id: string, url: string): void {
  gtag?.('config', id, { page_path: url });
}
