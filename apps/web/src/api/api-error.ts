import { errorText, UNKNOWN_ERROR_CODE } from '@comanda/contract/errors';

export interface ApiErrorInit {
  /** HTTP status; 0 when nothing was sent or no answer arrived. */
  status: number;
  code?: string;
  description?: string;
}

/** Any failed call: the server's `{error: {code, description}}`, a refused input or a lost connection. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly description: string;

  constructor({ status, code, description }: ApiErrorInit) {
    const knownCode = code ?? UNKNOWN_ERROR_CODE;
    super(errorText(knownCode));
    this.status = status;
    this.code = knownCode;
    this.description = description ?? '';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Someone else changed it since it was loaded: the If-Match version is stale (412, decision 014). */
export const isStaleVersion = (error: unknown): boolean => isApiError(error) && error.code === 'VERSION:STALE';
