import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

/**
 * One rule for text that comes in (docs/decisions/013-input-hardening.md): a NUL character or a
 * lone UTF-16 surrogate anywhere in the headers, the path, the query or a JSON body is refused
 * with 400 BAD_REQUEST naming the field, before validation and before any handler runs.
 *
 * Why refuse instead of cleaning: PostgreSQL cannot store NUL in text (it answered 500), and both
 * drivers silently turn a lone surrogate into U+FFFD, so either way the stored text would differ
 * from what was sent. No legitimate client sends them; a clear 400 beats a silent change.
 */

// With the `u` flag a well-formed surrogate pair is one code point, so only lone halves match.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_CHARACTERS = /[\u0000\uD800-\uDFFF]/gu;

export const hasUnsafeText = (text: string): boolean => text.search(UNSAFE_CHARACTERS) >= 0;

/** A key as the error message shows it: unsafe characters written as \uXXXX escapes. */
const printable = (key: string) =>
  key.replace(UNSAFE_CHARACTERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The dotted path (`body.items.0.name`) of the first string or object key holding an unsafe
 * character, or null. Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (hasUnsafeText(item.value)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => pending.push({ value: child, path: `${item?.path}.${index}` }));
    } else if (item.value !== null && typeof item.value === 'object' && !Buffer.isBuffer(item.value)) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = `${item.path}.${printable(key)}`;
        if (hasUnsafeText(key)) return path;
        pending.push({ value: child, path });
      }
    }
  }
  return null;
}

const refuse = (field: string) =>
  badRequest(`Error en los parametros: ${field}: contiene un caracter no permitido (NUL o sustituto UTF-16 suelto)`);

/**
 * Registers the rule for every route. Headers are checked on request, before the guard reads the
 * token and Device-Id; path, query and body once the body is parsed, before the contract's
 * schemas run. Fields are named as schema errors name them (`querystring.query`, `body.name`).
 * Multipart uploads are read as bytes by their handlers; no multipart text field is read.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const field = findUnsafeText(request.headers, 'headers');
    if (field) throw refuse(field);
  });
  app.addHook('preValidation', async (request) => {
    const field =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'querystring') ??
      findUnsafeText(request.body, 'body');
    if (field) throw refuse(field);
  });
}
