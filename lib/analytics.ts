/**
 * Google Analytics 4 through gtag.js. Everything here is a no-op when `NEXT_PUBLIC_GA_MEASUREMENT_ID` is unset:
 * no script, no request to an analytics host.
 */

/** The measurement ID inlined at build time, or `undefined`. */
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

/**
 * The standard gtag bootstrap, written as code rather than an inline `<script>` so the Content-Security-Policy
 * needs no hash for it. gtag.js reads `dataLayer` when it arrives, so the order of the two does not matter.
 * The `config` call sends the first page view; later ones are sent by `pageView` on client-side navigations,
 * so GA4's enhanced-measurement option "Page changes based on browser history events" must be OFF (README),
 * or every navigation would be counted twice.
 */
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
