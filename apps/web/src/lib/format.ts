import dayjs from 'dayjs';

/** A uuid-like path or table id shows only its first block (SPEC.md section 2). */
export function isIdLike(value: string): boolean {
  return value.length === 36 && value.includes('-');
}

export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}

/** Orders table (SPEC.md section 9). */
export const formatIsoDate = (value: string): string => dayjs(value).format('YYYY-MM-DD');

/** Coupons (SPEC.md section 9). */
export const formatDayMonthYear = (value: string): string => dayjs(value).format('DD/MM/YYYY');

const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO datetime as local date and time, es-AR ('01/03/2025, 09:30'). */
export const formatDateTime = (value: string): string => dateTimeFormat.format(new Date(value));

/** Amount with 2 decimals plus the currency (SPEC.md section 3 "Money"). */
export function formatMoney(money: { amount: number; currency: string }): string {
  const amount = new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(money.amount);
  return `${amount} ${money.currency}`;
}
