import { NEWS_SEARCH_INDEX_PATH, NEWS_SEARCH_INDEX_VERSION } from '../lib/sections/news/search';
import { fetchNewsSearchIndex } from './useNewsSearch';

const respond = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('fetchNewsSearchIndex', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no fetch of its own; each test installs a mock.
    delete global.fetch;
  });

  it('fetches the index from its static path and checks it', async () => {
    const index = { version: NEWS_SEARCH_INDEX_VERSION, entries: [] };
    global.fetch = respond(200, index);
    await expect(fetchNewsSearchIndex()).resolves.toEqual(index);
    expect(global.fetch).toHaveBeenCalledWith(NEWS_SEARCH_INDEX_PATH, expect.objectContaining({ headers: { Accept: 'application/json' } }));
  });

  it.each([
    [404, { version: NEWS_SEARCH_INDEX_VERSION, entries: [] }, /HTTP 404/],
    [200, { entries: 'nope' }, /invalid news search index/],
  ])('rejects status %i with %j', async (status, body, message) => {
    global.fetch = respond(status, body);
    await expect(fetchNewsSearchIndex()).rejects.toThrow(message);
  });
});
