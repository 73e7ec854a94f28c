import { type ErrorCode, errorCatalogue } from '@comanda/contract/errors';

/** A failure the client should see: a catalogue code, its status and a description. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    description?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description ?? errorCatalogue[code].text);
    this.status = errorCatalogue[code].status;
  }
}

export const notFound = (what?: string) =>
  new AppError('NOT_FOUND', what ? `${what} no encontrado` : undefined);
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthorized = (description?: string) => new AppError('UNAUTHORIZED', description);
export const badRequest = (description: string) => new AppError('BAD_REQUEST', description);
