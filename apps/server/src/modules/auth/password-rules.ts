import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@comanda/contract/team';
import { badRequest } from '../../http/app-error';

let commonPasswords: Set<string> | undefined;

/** zxcvbn-ts's list of the most common passwords (about 50,000), lower-cased, built on first use. */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The rule for a password someone chooses (DECISIONS.md "Team"): at least 8 characters and not
 * among the most common ones, compared without regard to case. Throws 400 naming `field`.
 */
export function checkNewPassword(field: string, password: string): void {
  const fail = (why: string) => badRequest(`Error en los parametros: ${field}: ${why}`);
  if ([...password].length < PASSWORD_MIN_LENGTH) throw fail(`debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`);
  if (password.length > PASSWORD_MAX_LENGTH) throw fail(`máximo ${PASSWORD_MAX_LENGTH} caracteres`);
  if (isCommonPassword(password)) throw fail('es una contraseña muy común, elegí otra');
}
