import { act, renderHook, waitFor } from '@testing-library/react';
import type { CmsConfig } from '@sveltia/cms';
import { StrictMode } from 'react';
import { type EditorCms, LOCAL_REPO, useSveltiaCms } from './useSveltiaCms';

/** The editor, as far as the hook uses it: what it was told, in order. */
const calls: string[] = [];
const script = { src: 'https://unpkg.com/@sveltia/cms@1.0.0/dist/sveltia-cms.js', integrity: 'sha384-x' };
/** The script's element, loaded: it defines the editor. */
function loadScript() {
  const element = document.head.querySelector<HTMLScriptElement>(`script[src="${script.src}"]`);
  if (!element) throw new Error('no editor script');
  Object.assign(window, { CMS: editor });
  element.dispatchEvent(new Event('load'));
}
const editor = {
    registerPreviewStyle: (href: string) => calls.push(`style ${href}`),
    init: ({ config }: { config: CmsConfig }) => {
      calls.push(`init ${config.backend.name === 'github' ? config.backend.repo : config.backend.name}`);
      return Promise.resolve();
    },
};

const config = { load_config_file: false, backend: { name: 'github', repo: 'fan-group/fansite' }, collections: [] } satisfies CmsConfig;

beforeEach(() => {
  calls.length = 0;
  delete (window as { CMS?: unknown }).CMS;
  document.head.innerHTML = '<link rel="stylesheet" href="/site.css"><link rel="icon" href="/icon.svg">';
});

it('registers the templates, gives the preview the page’s stylesheets, then starts the editor once, by hand', async () => {
  const setup = jest.fn(async (cms: EditorCms) => {
    expect(cms.init).toBeDefined();
    calls.push('setup');
    // Loading the templates' code adds their stylesheet to the page.
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/news.css">');
  });
  const { result } = renderHook(() => useSveltiaCms(config, script, setup), { wrapper: StrictMode });
  expect(result.current).toBe('loading');
  // The installed version's script, which the browser runs only if its bytes are the installed ones.
  expect(document.head.querySelector(`script[src="${script.src}"]`)).toHaveProperty('integrity', script.integrity);
  act(loadScript);
  await waitFor(() => expect(result.current).toBe('ready'));
  expect(calls).toEqual(['setup', 'style http://localhost/site.css', 'style http://localhost/news.css', 'init fan-group/fansite']);
  expect(window).toHaveProperty('CMS_MANUAL_INIT', true);
});

it('says when the editor could not start, and starts nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useSveltiaCms(config, script, () => Promise.reject(new Error('offline'))));
  act(loadScript);
  await waitFor(() => expect(result.current).toBe('failed'));
  expect(calls).toEqual([]);
});

it('starts nothing after the page has gone', async () => {
  const setup = jest.fn(() => Promise.resolve());
  const { unmount } = renderHook(() => useSveltiaCms(config, script, setup));
  unmount();
  // Let the editor's code "load" as it would have for a page still there.
  await act(async () => {
    loadScript();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(setup).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
});

describe('a build that named no repository (GitHub, no CMS_REPO)', () => {
  // What a build without CMS_REPO gives: the editor's types require a repository, the build has none to give.
  const withoutRepo = { ...config, backend: { name: 'github' } } as unknown as CmsConfig;
  afterEach(() => {
    delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  });

  it('starts nothing and says the editor is unconfigured in a browser that cannot open a folder', async () => {
    const setup = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() => useSveltiaCms(withoutRepo, script, setup));
    await waitFor(() => expect(result.current).toBe('unconfigured'));
    expect(setup).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('starts the editor on this computer (npm run cms) in a browser that can open its folder', async () => {
    Object.assign(window, { showDirectoryPicker: () => Promise.reject(new Error('not in a test')) });
    const { result } = renderHook(() => useSveltiaCms(withoutRepo, script, () => Promise.resolve()));
    act(loadScript);
    await waitFor(() => expect(result.current).toBe('ready'));
    expect(calls).toContain(`init ${LOCAL_REPO}`);
  });
});
