import { act, renderHook, waitFor } from '@testing-library/react';
import type { CMS, CmsConfig } from 'decap-cms-core';
import { StrictMode } from 'react';
import { useDecapCms } from './useDecapCms';

/** Decap, as far as the hook uses it: what it was told, in order. */
const calls: string[] = [];
jest.mock('decap-cms-app', () => ({
  __esModule: true,
  default: {
    registerPreviewStyle: (href: string) => calls.push(`style ${href}`),
    init: ({ config }: { config: { locale: string } }) => calls.push(`init ${config.locale}`),
  },
}));

const config = { locale: 'ja', backend: { name: 'test-repo' }, collections: [] } satisfies CmsConfig;

beforeEach(() => {
  calls.length = 0;
  document.head.innerHTML = '<link rel="stylesheet" href="/site.css"><link rel="icon" href="/icon.svg">';
});

it('registers the templates, gives the preview the page’s stylesheets, then starts the editor once', async () => {
  const setup = jest.fn(async (cms: CMS) => {
    expect(cms.init).toBeDefined();
    calls.push('setup');
    // Loading the templates' code adds their stylesheet to the page.
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/news.css">');
  });
  const { result } = renderHook(() => useDecapCms(config, setup), { wrapper: StrictMode });
  expect(result.current).toBe('loading');
  await waitFor(() => expect(result.current).toBe('ready'));
  expect(calls).toEqual(['setup', 'style http://localhost/site.css', 'style http://localhost/news.css', 'init ja']);
});

it('says when the editor could not start, and starts nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useDecapCms(config, () => Promise.reject(new Error('offline'))));
  await waitFor(() => expect(result.current).toBe('failed'));
  expect(calls).toEqual([]);
});

it('starts nothing after the page has gone', async () => {
  const setup = jest.fn(() => Promise.resolve());
  const { unmount } = renderHook(() => useDecapCms(config, setup));
  unmount();
  // Let the editor's code "load" as it would have for a page still there.
  await act(async () => {
    await import('decap-cms-app');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(setup).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
});

describe('a build that named no repository (GitHub, no CMS_REPO)', () => {
  const withoutRepo = { locale: 'ja', backend: { name: 'github' }, local_backend: { url: 'http://localhost:8081/api/v1' }, collections: [] } satisfies CmsConfig;
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('starts nothing and says the editor is unconfigured when no local backend answers', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const setup = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() => useDecapCms(withoutRepo, setup));
    await waitFor(() => expect(result.current).toBe('unconfigured'));
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:8081/api/v1', expect.objectContaining({ method: 'POST', body: '{"action":"info"}' }));
    expect(setup).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('starts the editor when the local backend answers (npm run cms), as Decap will use it instead', async () => {
    // jsdom has no Response: what the hook reads of one.
    const info = { repo: 'site', publish_modes: ['simple'], type: 'local_git' };
    fetchMock.mockResolvedValue({ json: () => Promise.resolve(info) } as Response);
    const { result } = renderHook(() => useDecapCms(withoutRepo, () => Promise.resolve()));
    await waitFor(() => expect(result.current).toBe('ready'));
    expect(calls).toContain('init ja');
  });

  it('asks no local backend when the configuration names the repository', async () => {
    const { result } = renderHook(() => useDecapCms({ ...withoutRepo, backend: { name: 'github', repo: 'fan-group/fansite' } }, () => Promise.resolve()));
    await waitFor(() => expect(result.current).toBe('ready'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
