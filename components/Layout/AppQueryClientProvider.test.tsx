import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useAppQueryClient } from '../../hooks/useAppQueryClient';
import AppQueryClientProvider from './AppQueryClientProvider';
import QueryClientScope from './QueryClientScope';

describe('AppQueryClientProvider', () => {
  it("gives react-query's hooks the app's client, mounted while the provider is", () => {
    const fromReactQuery: QueryClient[] = [];
    const fromApp: QueryClient[] = [];
    function Probe() {
      fromReactQuery.push(useQueryClient());
      fromApp.push(useAppQueryClient());
      return null;
    }
    const mount = jest.spyOn(QueryClient.prototype, 'mount');
    const unmountClient = jest.spyOn(QueryClient.prototype, 'unmount');
    const { unmount } = render(
      <QueryClientScope>
        <AppQueryClientProvider>
          <Probe />
        </AppQueryClientProvider>
      </QueryClientScope>,
    );
    expect(fromReactQuery[0]).toBe(fromApp[0]);
    // Mounted, the client refetches on focus and reconnect (react-query's focus and online listeners).
    expect(mount.mock.contexts).toEqual([fromApp[0]]);
    expect(unmountClient).not.toHaveBeenCalled();
    unmount();
    expect(unmountClient.mock.contexts).toEqual([fromApp[0]]);
    mount.mockRestore();
    unmountClient.mockRestore();
  });
});
