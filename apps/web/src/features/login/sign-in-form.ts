import { SignInBody } from '@comanda/contract/auth';
import type { SignInBody as SignInValues } from '@comanda/contract/auth';
import { formIssueMessage } from '../../lib/form-errors';

export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;

export type SignInCheck = { ok: true; values: SignInValues } | { ok: false; errors: SignInErrors };

/** In the form's order: the first with an error takes the focus. */
export const signInFields: readonly SignInField[] = ['username', 'password'];

/** The form's fields as typed. */
export function readSignInForm(form: HTMLFormElement): SignInValues {
  const data = new FormData(form);
  const text = (name: SignInField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { username: text('username'), password: text('password') };
}

/**
 * Checks the fields with the contract's schema and its Spanish messages (the first issue of each
 * field), answering the values as the API takes them (the user name trimmed). The login does this
 * by hand rather than with the form library the other screens use, to keep it out of its download.
 */
export function checkSignIn(values: SignInValues): SignInCheck {
  const result = SignInBody.safeParse(values, { error: formIssueMessage });
  if (result.success) return { ok: true, values: result.data };
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = signInFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
