import type { FieldError } from 'react-hook-form';

interface ArrayErrors {
  message?: string;
  root?: FieldError;
}

/** The message of a list field as a whole ('un topping aparece dos veces'), if any. */
export function listErrorMessage(error: ArrayErrors | undefined): string | undefined {
  return error?.message ?? error?.root?.message;
}
