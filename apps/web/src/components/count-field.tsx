import { NumberField } from './number-field';
import type { NumberFieldProps } from './number-field';

export type CountFieldProps = Omit<NumberFieldProps, 'min' | 'allowDecimal' | 'allowNegative'>;

/** A whole number from 0 (a count, an order, a minimum or maximum): no decimals, no sign. */
export function CountField(props: CountFieldProps) {
  return <NumberField {...props} min={0} allowDecimal={false} allowNegative={false} />;
}
