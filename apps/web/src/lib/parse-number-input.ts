/**
 * What a Mantine NumberInput hands to onChange, as a number: it gives a number, or a string while
 * the text is empty, incomplete ('1.', '-') or padded ('500.00' with fixed decimals).
 * 'empty' for an emptied box, null while the text is not a number yet.
 */
export function parseNumberInput(value: number | string): number | 'empty' | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return 'empty';
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}
