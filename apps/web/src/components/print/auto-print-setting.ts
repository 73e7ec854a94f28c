import { useLocalStorage } from '@mantine/hooks';
import { storageKeys } from '../../lib/storage-keys';

/** When this device prints the kitchen ticket by itself: never, on 'Aceptar', or as the order arrives. */
export type AutoPrintMode = 'off' | 'accepted' | 'created';

export const AUTO_PRINT_MODES: readonly AutoPrintMode[] = ['off', 'accepted', 'created'];

export function parseAutoPrintMode(value: string | null | undefined): AutoPrintMode {
  return value === 'accepted' || value === 'created' ? value : 'off';
}

/**
 * The device's auto-print choice under the local key auto_print. Shared by
 * every tab: a change in one (the settings screen) reaches the others' live layer.
 */
export function useAutoPrintMode(): [AutoPrintMode, (mode: AutoPrintMode) => void] {
  const [mode, setMode] = useLocalStorage<AutoPrintMode>({
    key: storageKeys.autoPrint,
    defaultValue: 'off',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => parseAutoPrintMode(value),
  });
  return [mode, setMode];
}
