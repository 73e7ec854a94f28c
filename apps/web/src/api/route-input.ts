import type { RouteDefinition } from '@comanda/contract/route';
import { ApiError } from './api-error';

type Part = 'params' | 'query' | 'body';

/**
 * Checks one part of a call against the route's schema before anything is sent (SPEC.md section 5)
 * and returns the parsed value (defaults applied, unknown keys dropped).
 */
export function checkPart(route: RouteDefinition, part: Part, value: unknown): unknown {
  const schema = route[part];
  if (!schema) return undefined;
  // A list query may be left out entirely: its defaults (page of 20, created_at descending) apply.
  const input = part === 'query' && value === undefined ? {} : value;
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw new ApiError({ status: 0, code: 'BAD_REQUEST', description: details });
}

/** `{limit: 20, query: 'x'}` -> `?limit=20&query=x`; empty values are left out. */
export function toQueryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(name, String(item));
    } else if (typeof value === 'object') {
      search.append(name, JSON.stringify(value));
    } else {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
