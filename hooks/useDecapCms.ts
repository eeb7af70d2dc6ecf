import type { CMS, CmsConfig } from 'decap-cms-core';
import { useEffect, useState } from 'react';

/** Where the editor is: its code loading, running, or failed to load. */
export type DecapCmsState = 'loading' | 'ready' | 'failed';

/**
 * Starts the browser editor (Decap CMS) on the page: loads its code only now (no other page downloads it), lets
 * `setup` register preview templates, gives the preview frame the page's own stylesheets (the site's global styles
 * and those of the components the templates render), then starts it with `config`.
 *
 * Decap mounts a React root of its own and cannot be taken down again, so the page gives it one configuration for
 * its life (static props). An effect cleaned up before Decap starts (React's strict mode runs it twice) starts
 * nothing.
 * @param setup registers what the editor adds to Decap; may load the templates it registers
 */
export function useDecapCms(config: CmsConfig, setup: (cms: CMS) => Promise<void>): DecapCmsState {
  const [state, setState] = useState<DecapCmsState>('loading');
  useEffect(() => {
    let cancelled = false;
    import('decap-cms-app')
      .then(async ({ default: cms }) => {
        if (cancelled) return;
        await setup(cms);
        if (cancelled) return;
        // Read after `setup`: loading the templates' code adds their stylesheets to the page.
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) cms.registerPreviewStyle(link.href);
        cms.init({ config });
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [config, setup]);
  return state;
}
