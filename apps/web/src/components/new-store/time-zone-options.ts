import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { messages } from '../../lib/messages';

const text = messages.newStore;

/** Where a new store starts unless another zone is chosen (the contract's default too). */
export const DEFAULT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The Argentine zones first, then a few neighbours', for a store's time zone select. */
export function timeZoneOptions(): ComboboxItemGroup<ComboboxItem>[] {
  const zones = Object.entries(text.zones).map(([value, label]) => ({ value, label }));
  return [
    { group: text.argentina, items: zones.filter(({ value }) => value.startsWith('America/Argentina/')) },
    { group: text.otherCountries, items: zones.filter(({ value }) => !value.startsWith('America/Argentina/')) },
  ];
}
