import { act, renderHook, waitFor } from '@testing-library/react';
import type { CmsConfig } from '@sveltia/cms';
import { StrictMode } from 'react';
import { type EditorCms, LOCAL_REPO, useSveltiaCms } from './useSveltiaCms';

/** The editor, as far as the hook uses it: what it was told, in order. */
const calls: string[] = [];
jest.mock('@sveltia/cms', () => ({
  __esModule: true,
  default: {
    registerPreviewStyle: (href: string) => calls.push(`style ${href}`),
    init: ({ config }: { config: CmsConfig }) => {
      calls.push(`init ${config.backend.name === 'github' ? config.backend.repo : config.backend.name}`);
      return Promise.resolve();
    },
  },
}));

const config = { load_config_file: false, backend: { name: 'github', repo: 'fan-group/fansite' }, collections: [] } satisfies CmsConfig;

beforeEach(() => {
  calls.length = 0;
  document.head.innerHTML = '<link rel="stylesheet" href="/site.css"><link rel="icon" href="/icon.svg">';
});

it('registers the templates, gives the preview the page’s stylesheets, then starts the editor once, by hand', async () => {
  const setup = jest.fn(async (cms: EditorCms) => {
    expect(cms.init).toBeDefined();
    calls.push('setup');
    // Loading the templates' code adds their stylesheet to the page.
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/news.css">');
  });
  const { result } = renderHook(() => useSveltiaCms(config, setup), { wrapper: StrictMode });
  expect(result.current).toBe('loading');
  await waitFor(() => expect(result.current).toBe('ready'));
  expect(calls).toEqual(['setup', 'style http://localhost/site.css', 'style http://localhost/news.css', 'init fan-group/fansite']);
  expect(window).toHaveProperty('CMS_MANUAL_INIT', true);
});

it('says when the editor could not start, and starts nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useSveltiaCms(config, () => Promise.reject(new Error('offline'))));
  await waitFor(() => expect(result.current).toBe('failed'));
  expect(calls).toEqual([]);
});

it('starts nothing after the page has gone', async () => {
  const setup = jest.fn(() => Promise.resolve());
  const { unmount } = renderHook(() => useSveltiaCms(config, setup));
  unmount();
  // Let the editor's code "load" as it would have for a page still there.
  await act(async () => {
    await import('@sveltia/cms');
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
    const { result } = renderHook(() => useSveltiaCms(withoutRepo, setup));
    await waitFor(() => expect(result.current).toBe('unconfigured'));
    expect(setup).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('starts the editor on this computer (npm run cms) in a browser that can open its folder', async () => {
    Object.assign(window, { showDirectoryPicker: () => Promise.reject(new Error('not in a test')) });
    const { result } = renderHook(() => useSveltiaCms(withoutRepo, () => Promise.resolve()));
    await waitFor(() => expect(result.current).toBe('ready'));
    expect(calls).toContain(`init ${LOCAL_REPO}`);
  });
});
