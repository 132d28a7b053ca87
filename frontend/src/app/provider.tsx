import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** Everything every screen needs around it. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
