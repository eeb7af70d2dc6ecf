import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useState } from 'react';

/** Where the app keeps its one QueryClient: empty until a component first needs it (`useAppQueryClient`). */
export type QueryClientSlot = { client: QueryClient | null };

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export type QueryClientScopeProps = { children: ReactNode };

/**
 * The shell's data query client, set up in `_app` for the whole visit but created on first use. No page needs it for
 * its first paint (only the news search fetches, once it is used), so this module imports react-query for its types
 * alone: the client and @tanstack/query-core (9 kB gzip) load with the code that queries, not with every page.
 */
export default function QueryClientScope({ children }: QueryClientScopeProps) {
  const [slot] = useState<QueryClientSlot>(() => ({ client: null }));
  return <QueryClientSlotContext.Provider value={slot}>{children}</QueryClientSlotContext.Provider>;
}
