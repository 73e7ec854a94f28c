import { useQuery } from '@tanstack/react-query';
import type { Versioned } from '../../../api/api-client';
import type { SettingsKey } from './settings-keys';

/**
 * A settings GET. Its entry holds the answer with its version, which the form saves from
 * (useEditForm); the screen gets the settings. The form keeps what it loaded (no refetch under
 * the user's edits); opening the screen again loads it afresh.
 */
export function useSettingsQuery<T>(key: SettingsKey, fetchSettings: (signal: AbortSignal) => Promise<Versioned<T>>) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchSettings(signal),
    select: (loaded: Versioned<T>) => loaded.value,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
