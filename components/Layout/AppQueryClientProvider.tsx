import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppQueryClient } from '../../hooks/useAppQueryClient';

export type AppQueryClientProviderProps = { children: ReactNode };

/**
 * Gives `children` the app's QueryClient, so `useQuery` works inside. Put it around the part of a page that queries
 * (the news search box), not around the page: what it imports is then loaded only by the pages that query.
 */
export default function AppQueryClientProvider({ children }: AppQueryClientProviderProps) {
  return <QueryClientProvider client={useAppQueryClient()}>{children}</QueryClientProvider>;
}
