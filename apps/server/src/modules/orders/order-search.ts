import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { normalisePhone } from '@comanda/contract/phone';
import { searchCondition } from '../../db/list-page';

/** Digits and the marks people write phones with: '11 5555-1234', '(011) 15 5555 1234', '+54 9 11...'. */
const PHONE_TEXT = /^[\d\s()+.-]+$/;
/** Fewer digits than this is an order number or part of one, not a phone. */
const PHONE_MIN_DIGITS = 6;
/**
 * The E.164 start of the default country (Argentina): its code, then the '9' of mobiles. What
 * follows (area code and number) is in a stored phone whether it was kept as a mobile or not.
 */
const LOCAL_PREFIX = /^549?/;

const likeDigits = (column: Expression<string>, digits: string) => sql<SqlBool>`${column} like ${`%${digits}%`}`;

/**
 * The digit runs a phone typed as `text` may appear as inside a stored E.164 phone
 * ('+5491155551234'): its digits as typed, without the trunk '0' ('011 5555-1234'), and those of
 * its E.164 form without the country code and mobile '9' ('11 15 5555-1234' -> '1155551234').
 * Empty when `text` is not a phone as typed.
 */
export function phoneDigitRuns(text: string): string[] {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!PHONE_TEXT.test(trimmed) || digits.length < PHONE_MIN_DIGITS) return [];
  const national = normalisePhone(trimmed)?.slice(1).replace(LOCAL_PREFIX, '');
  const runs = [digits, digits.replace(/^0+/, ''), national];
  return [...new Set(runs.filter((run): run is string => run !== undefined && run.length >= PHONE_MIN_DIGITS))];
}

/**
 * An order search over its folded search text (number, client name, phone): every typed word must
 * appear, or, for a text typed as a phone, one of its digit runs must (so '11 5555-1234' finds
 * +5491155551234). null: no search.
 */
export function orderSearchCondition(query: string | undefined, searchText: Expression<string>): RawBuilder<SqlBool> | null {
  const words = searchCondition(query, (pattern) => sql<SqlBool>`${searchText} like ${pattern}`);
  // a run the words already look for (the phone typed as one word of digits) is not asked twice
  const runs = phoneDigitRuns(query ?? '').filter((run) => run !== query?.trim());
  if (words === null || runs.length === 0) return words;
  return sql<SqlBool>`(${sql.join([words, ...runs.map((run) => likeDigits(searchText, run))], sql` or `)})`;
}
