import type CMS from '@sveltia/cms';
import type { CmsConfig } from '@sveltia/cms';
import { useEffect, useState } from 'react';
import type { EditorScript } from '../lib/content/editorScript';

/** The editor's programming interface, as `setup` receives it. */
export type EditorCms = typeof CMS;

/**
 * Where the editor is: its code loading, running, failed to load, or not started because the build named no
 * repository to commit to and this browser cannot open a folder of this computer instead.
 */
export type SveltiaCmsState = 'loading' | 'ready' | 'failed' | 'unconfigured';

/**
 * The repository name the editor is given on this computer when the build named none: Sveltia CMS requires one, and
 * shows it only in its "choose the folder" prompt; nothing is sent to it.
 */
export const LOCAL_REPO = 'local/site';

/** Whether this page runs on this computer (`npm run cms`) in a browser that can open one of its folders (Chrome, Edge). */
function canOpenLocalFolder(): boolean {
  const { hostname } = window.location;
  const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');
  return local && 'showDirectoryPicker' in window;
}

/**
 * The configuration to start with, or null when there is nothing to save to: the GitHub backend needs a repository
 * (a build without `CMS_REPO` and the host's own variables has none), except on this computer, where the editor works
 * on a folder the member chooses and the repository only names it.
 */
function startingConfig(config: CmsConfig): CmsConfig | null {
  const { backend } = config;
  if (backend.name !== 'github' || backend.repo) return config;
  return canOpenLocalFolder() ? { ...config, backend: { ...backend, repo: LOCAL_REPO } } : null;
}

/** Loads the editor's script (once per page) and resolves with what it defines, `window.CMS`. */
function loadEditor({ src, integrity }: EditorScript): Promise<EditorCms> {
  const loaded = (window as { CMS?: EditorCms }).CMS;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    // A start React cancelled (strict mode) may have added it already.
    let element = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!element) {
      element = document.createElement('script');
      Object.assign(element, { src, integrity, crossOrigin: 'anonymous' });
      document.head.append(element);
    }
    element.addEventListener('load', () => {
      const cms = (window as { CMS?: EditorCms }).CMS;
      if (cms) resolve(cms);
      else reject(new Error(`${src} defined no CMS`));
    });
    element.addEventListener('error', () => reject(new Error(`${src} did not load`)));
  });
}

/**
 * Starts the browser editor (Sveltia CMS) on the page: loads its code only now (no other page downloads it), lets
 * `setup` register preview templates, gives the previews the page's own stylesheets (the site's global styles and
 * those of the components the templates render), then starts it with `config`. Without a repository to commit to
 * it starts nothing and says so (`'unconfigured'`): the editor would stop on an English configuration error.
 *
 * The editor mounts into `#nc-root` once and cannot be taken down again, so the page gives it one configuration for
 * its life (static props). An effect cleaned up before it starts (React's strict mode runs it twice) starts nothing.
 * @param script where the editor's code is (lib/content/editorScript.ts)
 * @param setup registers what the page adds to the editor; may load the templates it registers
 */
export function useSveltiaCms(config: CmsConfig, script: EditorScript, setup: (cms: EditorCms) => Promise<void>): SveltiaCmsState {
  const [state, setState] = useState<SveltiaCmsState>('loading');
  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      const starting = startingConfig(config);
      if (!starting) {
        setState('unconfigured');
        return;
      }
      // Its documented switch: without it the script starts the editor itself, looking for a config.yml.
      Object.assign(window, { CMS_MANUAL_INIT: true });
      const cms = await loadEditor(script);
      if (cancelled) return;
      await setup(cms);
      if (cancelled) return;
      // Read after `setup`: loading the templates' code adds their stylesheets to the page.
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) cms.registerPreviewStyle(link.href);
      await cms.init({ config: starting });
      if (!cancelled) setState('ready');
    };
    start().catch((error: unknown) => {
      console.error(error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [config, script, setup]);
  return state;
}
