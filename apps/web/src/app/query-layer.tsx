import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { useQueryClientSlot } from './query-client-slot';

/** TanStack Query for the lobby and the shell, over the page's one cache (made here the first time). */
export function QueryLayer({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const [client] = useState(() => {
    slot.current ??= createQueryClient();
    return slot.current;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
