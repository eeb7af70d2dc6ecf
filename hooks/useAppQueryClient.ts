import type { QueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { QueryClientSlotContext } from '../components/Layout/QueryClientScope';
import { createQueryClient } from '../lib/queryClient';

/**
 * The app's QueryClient (`lib/queryClient.ts` defaults), created by the first caller and the same for every caller
 * after it, across page navigations, so a query's cache lives for the visit as it would with a client made in `_app`.
 * @throws Error outside `<QueryClientScope>` (it wraps every page in `pages/_app.tsx`)
 */
export function useAppQueryClient(): QueryClient {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error('useAppQueryClient: no <QueryClientScope> above this component (pages/_app.tsx has one)');
  // `??=` keeps a second render (StrictMode) or a second caller from making another client.
  const [client] = useState(() => (slot.client ??= createQueryClient()));
  return client;
}
