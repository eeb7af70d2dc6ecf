import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import Link from '../Common/Link';
import { createQueryClient } from '../../lib/queryClient';
import { NEWS_SEARCH_INDEX_PATH, type NewsSearchEntry, buildNewsSearchIndex } from '../../lib/sections/news/search';
import NewsSearch from './NewsSearch';

const categories = [
  { slug: 'info', label: 'お知らせ', color: null },
  { slug: 'event', label: 'イベント', color: null },
  { slug: 'goods', label: '商品', color: null },
];

const entries: NewsSearchEntry[] = [
  {
    slug: '2026-11-20-goods-second',
    title: '公式グッズ第2弾',
    date: '2026-11-20',
    time: null,
    publishedAt: '2026-11-20T00:00:00+09:00',
    category: categories[2],
    text: '描き下ろしイラストのアクリルスタンドが登場。',
  },
  {
    slug: '2026-10-23-live-event',
    title: '1st LIVE 開催決定',
    date: '2026-10-23',
    time: null,
    publishedAt: '2026-10-23T00:00:00+09:00',
    category: categories[1],
    text: '汐見市民ホールで開催します。限定ラムネを販売します。',
  },
  {
    slug: '2026-09-11-collab-cafe',
    title: 'コラボカフェ開催',
    date: '2026-09-11',
    time: null,
    publishedAt: '2026-09-11T00:00:00+09:00',
    category: categories[1],
    text: '港町のカフェで、限定のサイダーフロートをご用意しました。',
  },
];

const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;
const notFound = () => ({ ok: false, status: 404, json: async () => ({}) }) as unknown as Response;

let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** The app's query client, as pages/_app.tsx provides it. */
function AppQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderSearch(defaultCategory = '') {
  return render(
    <AppQueryClient>
      <NewsSearch categories={categories} defaultCategory={defaultCategory} siteInstant="2026-11-22T09:00:00+09:00">
        <ul aria-label="記事一覧">
          <li>プレーンな一覧</li>
        </ul>
      </NewsSearch>
    </AppQueryClient>,
  );
}

const results = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('NewsSearch', () => {
  it('is not in the HTML rendered for visitors without JavaScript: only the plain list is, after an empty slot', () => {
    const html = renderToString(
      <AppQueryClient>
        <NewsSearch categories={categories} defaultCategory="" siteInstant="2026-11-22T09:00:00+09:00">
          <p>プレーンな一覧</p>
        </NewsSearch>
      </AppQueryClient>,
    );
    // The slot holds the form's room only with scripting on (NewsSearch.module.scss); without it, it has no height.
    expect(html).toBe('<div class="controls"></div><p>プレーンな一覧</p>');
  });

  it('keeps the plain list when the form appears after hydration, so a link focused before it keeps the focus', async () => {
    const element = (
      <AppQueryClient>
        <NewsSearch categories={categories} defaultCategory="" siteInstant="2026-11-22T09:00:00+09:00">
          <ul aria-label="記事一覧">
            <li>
              <Link href="/news/2026-11-20-goods-second/">公式グッズ第2弾</Link>
            </li>
          </ul>
        </NewsSearch>
      </AppQueryClient>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const link = within(host).getByRole('link', { name: '公式グッズ第2弾' });
    link.focus();
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(host, element, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(within(host).getByRole('search', { name: 'ニュース検索' })).toBeInTheDocument();
      // The same element, not a copy React made after throwing the server's list away.
      expect(within(host).getByRole('link', { name: '公式グッズ第2弾' })).toBe(link);
      expect(link).toHaveFocus();
    } finally {
      act(() => root?.unmount());
      host.remove();
    }
  });

  it('fetches the index once on first use and filters by a word of the body', async () => {
    fetchMock.mockResolvedValue(ok(buildNewsSearchIndex(entries)));
    const user = userEvent.setup();
    renderSearch();

    const box = screen.getByRole('searchbox', { name: 'キーワード' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: '記事一覧' })).toBeInTheDocument();

    await user.type(box, 'ｻｲﾀﾞｰ'); // half-width katakana, as a phone keyboard may send it
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('「ｻｲﾀﾞｰ」を含むニュース：1件'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(NEWS_SEARCH_INDEX_PATH);

    expect(results()).toEqual(['/news/2026-09-11-collab-cafe/']);
    expect(screen.getByText('サイダー', { selector: 'mark' })).toBeInTheDocument();
    // The results replace the plain list while the search is active.
    expect(screen.queryByRole('list', { name: '記事一覧' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '開催');
    await waitFor(() => expect(results()).toEqual(['/news/2026-10-23-live-event/', '/news/2026-09-11-collab-cafe/']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('filters by category, alone or with a keyword, and clears back to the plain list', async () => {
    fetchMock.mockResolvedValue(ok(buildNewsSearchIndex(entries)));
    const user = userEvent.setup();
    renderSearch();

    await user.selectOptions(screen.getByRole('combobox', { name: 'カテゴリ' }), 'event');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('イベントのニュース：2件'));
    expect(results()).toEqual(['/news/2026-10-23-live-event/', '/news/2026-09-11-collab-cafe/']);

    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'ラムネ');
    await waitFor(() => expect(results()).toEqual(['/news/2026-10-23-live-event/']));
    expect(screen.getByRole('status')).toHaveTextContent('「ラムネ」を含むイベントのニュース：1件');

    await user.selectOptions(screen.getByRole('combobox', { name: 'カテゴリ' }), 'goods');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('「ラムネ」を含む商品のニュースは見つかりませんでした。'));
    expect(screen.getByText('条件に合うニュースは見つかりませんでした。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '条件をクリア' }));
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('');
    expect(screen.getByRole('list', { name: '記事一覧' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('starts in the category of the page it is on', async () => {
    fetchMock.mockResolvedValue(ok(buildNewsSearchIndex(entries)));
    const user = userEvent.setup();
    renderSearch('event');

    expect(screen.getByRole('combobox', { name: 'カテゴリ' })).toHaveValue('event');
    // The page's own category alone is not a search: the page's list stays.
    expect(screen.getByRole('list', { name: '記事一覧' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), '限定');
    await waitFor(() => expect(results()).toEqual(['/news/2026-10-23-live-event/', '/news/2026-09-11-collab-cafe/']));
  });

  it('shows an error with a retry button when the index cannot be fetched, and recovers on retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderSearch();

    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'サイダー');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('検索データを読み込めませんでした。');
    // One retry, not the app's default three with back-off.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The plain list is still there to read.
    expect(screen.getByRole('list', { name: '記事一覧' })).toBeInTheDocument();

    fetchMock.mockResolvedValue(ok(buildNewsSearchIndex(entries)));
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(results()).toEqual(['/news/2026-09-11-collab-cafe/']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['an HTTP error', () => fetchMock.mockResolvedValue(notFound())],
    ['a file of another format', () => fetchMock.mockResolvedValue(ok({ version: 99, entries: [] }))],
  ])('treats %s as a failed fetch', async (_, arrange) => {
    arrange();
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'a');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('検索データを読み込めませんでした。');
  });
});
