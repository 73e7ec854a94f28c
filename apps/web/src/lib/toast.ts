import { UNKNOWN_ERROR_TEXT } from '@comanda/contract/errors';
import { notifications } from '@mantine/notifications';
import { baseMessages } from './base-messages';

/** Toast durations of SPEC.md section 9. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 5000;
export const TOAST_DEFAULT_MS = 5000;

/** Every toast's close button is named, so screen readers (and axe) can tell what it does. */
const closeButtonProps = { 'aria-label': baseMessages.toast.close };

export const toast = {
  success(message: string, title?: string): string {
    return notifications.show({ message, title, color: 'teal', autoClose: TOAST_SUCCESS_MS, closeButtonProps });
  },
  error(message: string, title?: string): string {
    return notifications.show({ message, title, color: 'red', autoClose: TOAST_ERROR_MS, closeButtonProps });
  },
  info(message: string, title?: string): string {
    return notifications.show({ message, title, autoClose: TOAST_DEFAULT_MS, closeButtonProps });
  },
};

/** The text of any thrown value; an ApiError's message is already its catalogue text. */
export function errorDetails(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' ? error : UNKNOWN_ERROR_TEXT;
}

export type SaveOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface ActionToastTexts {
  /** Shown while the promise runs. */
  loading: string;
  /** Shown for 2 s when it resolves. */
  success: string;
  /** Shown for 5 s when it rejects, given the error's text. */
  error: (details: string) => string;
}

/**
 * A loading toast that becomes a success (2 s) or an error (5 s) toast when the promise settles.
 * Never rejects: the outcome says how it went.
 */
export async function actionToast<T>(
  promise: Promise<T>,
  texts: ActionToastTexts,
): Promise<SaveOutcome<T>> {
  const id = notifications.show({
    message: texts.loading,
    loading: true,
    autoClose: false,
    withCloseButton: false,
  });
  try {
    const value = await promise;
    notifications.update({
      id,
      message: texts.success,
      color: 'teal',
      loading: false,
      autoClose: TOAST_SUCCESS_MS,
      withCloseButton: true,
      closeButtonProps,
    });
    return { ok: true, value };
  } catch (error) {
    notifications.update({
      id,
      message: texts.error(errorDetails(error)),
      color: 'red',
      loading: false,
      autoClose: TOAST_ERROR_MS,
      withCloseButton: true,
      closeButtonProps,
    });
    return { ok: false, error };
  }
}

/**
 * The saving toast of SPEC.md section 8: 'Guardando ...', then 'Completado' (2 s)
 * or 'Error {details}' (5 s). Never rejects: the outcome says how it went.
 */
export function saveToast<T>(promise: Promise<T>): Promise<SaveOutcome<T>> {
  return actionToast(promise, {
    loading: baseMessages.toast.saving,
    success: baseMessages.toast.saved,
    error: baseMessages.toast.error,
  });
}
