import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { checkNewPassword } from './password-rules';

function refusal(password: string): AppError | undefined {
  try {
    checkNewPassword('body.password', password);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('checkNewPassword', () => {
  it('takes a password of 8 characters or more that is not a common one', () => {
    expect(refusal('mate-con-bizcochitos')).toBeUndefined();
    expect(refusal('Ñandú-2024')).toBeUndefined();
  });

  it('refuses fewer than 8 characters with a 400 naming the field', () => {
    expect(refusal('corta12')).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Error en los parametros: body.password: debe tener al menos 8 caracteres',
    });
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const common of ['password', '12345678', 'PassWord', 'QWERTYUIOP', 'iloveyou']) {
      expect(refusal(common)?.message).toBe('Error en los parametros: body.password: es una contraseña muy común, elegí otra');
    }
  });
});
