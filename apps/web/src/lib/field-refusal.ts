import { isApiError } from '../api/api-error';

/**
 * Why the server refused one field of a body, from a 400's description
 * ('Error en los parametros: body.new_password: es una contraseña muy común, elegí otra'), so a
 * form can show it under that field. Null when the refusal is not about that field.
 */
export function fieldRefusal(error: unknown, field: string): string | null {
  if (!isApiError(error) || error.code !== 'BAD_REQUEST') return null;
  for (const part of error.description.replace(/^[^:]*:\s*/, '').split(';')) {
    const match = /^\s*([\w.[\]]+):\s*(.+)$/.exec(part);
    if (!match) continue;
    const [, path = '', reason = ''] = match;
    if (path === field || path.endsWith(`.${field}`)) return reason.trim();
  }
  return null;
}
