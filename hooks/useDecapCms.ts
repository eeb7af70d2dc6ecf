import type { CMS, CmsConfig, CmsLocalBackend } from 'decap-cms-core';
import { useEffect, useState } from 'react';

/**
 * Where the editor is: its code loading, running, failed to load, or not started because the build named no
 * repository to commit to (and no local backend answers).
 */
export type DecapCmsState = 'loading' | 'ready' | 'failed' | 'unconfigured';

/**
 * Whether the local backend (decap-server, `npm run cms`) answers, asked as Decap itself asks before it starts: only
 * on this machine's own addresses (and the configuration's `allowed_hosts`), with an `info` request whose answer
 * names a repository.
 */
async function localBackendAnswers(localBackend: CmsConfig['local_backend']): Promise<boolean> {
  if (!localBackend) return false;
  const settings: CmsLocalBackend = localBackend === true ? {} : localBackend;
  if (!['localhost', '127.0.0.1', ...(settings.allowed_hosts ?? [])].includes(window.location.hostname)) return false;
  try {
    const response = await fetch(settings.url ?? `http://${window.location.hostname}:8081/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    const info: unknown = await response.json();
    return typeof info === 'object' && info !== null && 'repo' in info && typeof info.repo === 'string';
  } catch {
    return false;
  }
}

/**
 * Whether Decap can start with `config`: the GitHub backend needs a repository (a build without `CMS_REPO` and the
 * host's own variables has none), unless the local backend answers, which stands in for it on this machine.
 */
async function canStart(config: CmsConfig): Promise<boolean> {
  if (config.backend.name !== 'github' || config.backend.repo) return true;
  return localBackendAnswers(config.local_backend);
}

/**
 * Starts the browser editor (Decap CMS) on the page: loads its code only now (no other page downloads it), lets
 * `setup` register preview templates, gives the preview frame the page's own stylesheets (the site's global styles
 * and those of the components the templates render), then starts it with `config`. Without a repository to commit
 * to it starts nothing and says so (`'unconfigured'`): Decap would stop on its loading screen with an English error
 * in the console only.
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
    const start = async () => {
      if (!(await canStart(config))) {
        if (!cancelled) setState('unconfigured');
        return;
      }
      const { default: cms } = await import('decap-cms-app');
      if (cancelled) return;
      await setup(cms);
      if (cancelled) return;
      // Read after `setup`: loading the templates' code adds their stylesheets to the page.
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) cms.registerPreviewStyle(link.href);
      cms.init({ config });
      setState('ready');
    };
    start().catch((error: unknown) => {
      console.error(error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [config, setup]);
  return state;
}
