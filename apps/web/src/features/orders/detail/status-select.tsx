import { NativeSelect } from '@mantine/core';

export interface StatusSelectProps<S extends string> {
  label: string;
  value: S;
  labels: Record<S, string>;
  disabled: boolean;
  pending?: boolean;
  /** The label beside the select rather than above it (a compact header). */
  inlineLabel?: boolean;
  onChange: (value: S) => void;
}

const inlineStyles = {
  root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' },
  label: { whiteSpace: 'nowrap' },
  wrapper: { flex: 1, minWidth: 0 },
} as const;

/** A status picker: every value can be picked (SPEC.md section 4), each shown by its label. */
export function StatusSelect<S extends string>({
  label,
  value,
  labels,
  disabled,
  pending = false,
  inlineLabel = false,
  onChange,
}: StatusSelectProps<S>) {
  const options = (Object.keys(labels) as S[]).map((status) => ({ value: status, label: labels[status] }));
  return (
    <NativeSelect
      label={label}
      value={value}
      data={options}
      disabled={disabled || pending}
      onChange={(event) => {
        const next = event.currentTarget.value as S;
        if (next !== value) onChange(next);
      }}
      maw={320}
      styles={inlineLabel ? inlineStyles : undefined}
    />
  );
}
