import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { messages } from '../lib/messages';
import { SEARCH_DEBOUNCE_MS } from './list-page';

export interface PickerOption {
  value: string;
  label: string;
}

export interface SearchPickerProps {
  label: string;
  /** Prefix of the search query key (the searched list's key, so saves refresh it). */
  queryKey: readonly unknown[];
  /** Options matching the typed text ('' lists the first page). */
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
  /** The chosen value; null while nothing is chosen. */
  value: string | null;
  /** How the chosen value reads (its name), when known. */
  selected?: PickerOption | null;
  onChange: (value: string | null, option: PickerOption | null) => void;
  /** After picking, the box empties again (pickers that add to a list). */
  clearAfterPick?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  /** Values not to offer (already in the list). */
  exclude?: readonly string[];
}

/**
 * A select that searches the server as the user types: the one picker behind the article,
 * topping and topping-option choosers of the catalogue forms.
 */
export function SearchPicker({
  label,
  queryKey,
  search,
  value,
  selected = null,
  onChange,
  clearAfterPick = false,
  error,
  disabled,
  placeholder = messages.picker.search,
  exclude = [],
}: SearchPickerProps) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const typed = selected && text === selected.label ? '' : text.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  const results = useQuery({
    queryKey: [...queryKey, 'picker', debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const options = (results.data ?? []).filter(
    (option) => option.value === value || !exclude.includes(option.value),
  );
  const data =
    selected && !options.some((option) => option.value === selected.value)
      ? [selected, ...options]
      : options;

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={!clearAfterPick}
      data={data}
      value={clearAfterPick ? null : value}
      searchValue={text}
      onSearchChange={setText}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onChange={(next) => {
        const option = data.find((item) => item.value === next) ?? null;
        onChange(next, option);
        if (clearAfterPick) setText('');
      }}
      nothingFoundMessage={results.isFetching ? messages.list.loading : messages.picker.nothingFound}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
