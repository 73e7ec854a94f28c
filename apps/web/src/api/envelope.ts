import { ErrorEnvelope } from '@comanda/contract/errors';
import { ApiError } from './api-error';
import type { HttpResponse } from './http-transport';

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `{"result": ...}` -> the result; any non-2xx -> ApiError with the body's code (default 'unknown'). */
export function readEnvelope(response: HttpResponse): unknown {
  const body = parseJson(response.text);
  if (response.status >= 200 && response.status < 300) {
    if (body !== null && typeof body === 'object' && 'result' in body) return body.result;
    throw new ApiError({ status: response.status, description: 'La respuesta no trae result' });
  }
  const envelope = ErrorEnvelope.safeParse(body);
  if (envelope.success) {
    throw new ApiError({
      status: response.status,
      code: envelope.data.error.code,
      description: envelope.data.error.description,
    });
  }
  throw new ApiError({ status: response.status, description: response.text.slice(0, 200) });
}
