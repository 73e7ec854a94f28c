import type { Currency, Money } from '@comanda/contract/money';
import type { Price } from '@comanda/contract/catalogue/price';
import { amountFromNumeric, numericFromAmount } from '../../../db/numeric';

/** How a price (article or topping option) is kept: one currency and three exact numerics. */
export interface PriceColumns {
  currency: Currency;
  price_import: string;
  price_discount: string;
  price_total: string;
}

export function priceFromColumns(row: PriceColumns): Price {
  return {
    import: { currency: row.currency, amount: amountFromNumeric(row.price_import) },
    discount: amountFromNumeric(row.price_discount),
    total: { currency: row.currency, amount: amountFromNumeric(row.price_total) },
  };
}

/** The contract has already checked that import and total share the currency. */
export function priceToColumns(price: Price): PriceColumns {
  return {
    currency: price.import.currency,
    price_import: numericFromAmount(price.import.amount),
    price_discount: numericFromAmount(price.discount),
    price_total: numericFromAmount(price.total.amount),
  };
}

export function moneyFromColumns(amount: string | null, currency: Currency | null): Money | null {
  return amount === null ? null : { currency: currency ?? 'ARS', amount: amountFromNumeric(amount) };
}

export const percentFromColumn = (value: string | null): number | null =>
  value === null ? null : amountFromNumeric(value);

export const percentToColumn = (value: number | null): string | null =>
  value === null ? null : numericFromAmount(value);
