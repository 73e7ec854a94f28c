import { useQuery } from '@tanstack/react-query';
import type { SettingsKey } from './settings-keys';

/**
 * A settings GET. The form keeps what it loaded (no refetch under the user's edits); opening the
 * screen again loads it afresh.
 */
export function useSettingsQuery<T>(key: SettingsKey, fetchSettings: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchSettings(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
