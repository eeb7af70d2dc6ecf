import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, useContext } from 'react';
import QueryClientScope, { QueryClientSlotContext } from '../components/Layout/QueryClientScope';
import { QUERY_GC_TIME_MS, QUERY_RETRIES } from '../lib/queryClient';
import { useAppQueryClient } from './useAppQueryClient';

/** Renders `useAppQueryClient()` and hands the client to `seen`. */
function Consumer({ seen }: { seen: (client: QueryClient) => void }) {
  seen(useAppQueryClient());
  return null;
}

/** Reports what the scope holds, without creating anything. */
function SlotProbe({ seen }: { seen: (client: QueryClient | null | undefined) => void }) {
  seen(useContext(QueryClientSlotContext)?.client);
  return null;
}

describe('useAppQueryClient', () => {
  it('creates nothing until a component asks for the client', () => {
    const held: (QueryClient | null | undefined)[] = [];
    render(
      <QueryClientScope>
        <SlotProbe seen={(c) => held.push(c)} />
      </QueryClientScope>,
    );
    expect(held).toEqual([null]);
  });

  it('gives every component in the scope the same client, with the site defaults', () => {
    const clients: QueryClient[] = [];
    render(
      <StrictMode>
        <QueryClientScope>
          <Consumer seen={(c) => clients.push(c)} />
          <Consumer seen={(c) => clients.push(c)} />
        </QueryClientScope>
      </StrictMode>,
    );
    expect(clients.length).toBeGreaterThanOrEqual(2);
    expect(new Set(clients).size).toBe(1);
    const queries = clients[0].getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(queries?.retry).toBe(QUERY_RETRIES);
  });

  it('keeps the client and its cache when the component that made it unmounts (a page change)', () => {
    const clients: QueryClient[] = [];
    const page = (show: boolean) => (
      <QueryClientScope>{show && <Consumer seen={(c) => clients.push(c)} />}</QueryClientScope>
    );
    const { rerender } = render(page(true));
    clients[0].setQueryData(['news', 'search-index'], { entries: [] });
    rerender(page(false));
    rerender(page(true));
    expect(clients.at(-1)).toBe(clients[0]);
    expect(clients.at(-1)?.getQueryData(['news', 'search-index'])).toEqual({ entries: [] });
  });

  it('gives another app (another scope) its own client', () => {
    const clients: QueryClient[] = [];
    render(
      <>
        <QueryClientScope>
          <Consumer seen={(c) => clients.push(c)} />
        </QueryClientScope>
        <QueryClientScope>
          <Consumer seen={(c) => clients.push(c)} />
        </QueryClientScope>
      </>,
    );
    expect(clients[0]).not.toBe(clients[1]);
  });

  it('throws outside a scope, naming where the scope belongs', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Consumer seen={() => {}} />)).toThrow(/QueryClientScope.*pages\/_app\.tsx/);
    errors.mockRestore();
  });
});
