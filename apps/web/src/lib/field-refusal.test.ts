import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { fieldRefusal } from './field-refusal';

const badRequest = (description: string) => new ApiError({ status: 400, code: 'BAD_REQUEST', description });

describe('fieldRefusal', () => {
  it("reads the reason the server gives for the field, with or without the 'body.' prefix", () => {
    const common = 'Error en los parametros: new_password: es una contraseña muy común, elegí otra';
    expect(fieldRefusal(badRequest(common), 'new_password')).toBe('es una contraseña muy común, elegí otra');
    const prefixed = 'Error en los parametros: body.password: debe tener al menos 8 caracteres';
    expect(fieldRefusal(badRequest(prefixed), 'password')).toBe('debe tener al menos 8 caracteres');
  });

  it('finds the field among several refusals and ignores the other fields', () => {
    const several = 'Error en los parametros: body.store.slug: formato inválido; body.password: muy corta';
    expect(fieldRefusal(badRequest(several), 'slug')).toBe('formato inválido');
    expect(fieldRefusal(badRequest(several), 'password')).toBe('muy corta');
    expect(fieldRefusal(badRequest(several), 'email')).toBeNull();
  });

  it('is null for other errors', () => {
    expect(fieldRefusal(new ApiError({ status: 400, code: 'USER:PASSWORD:WRONG' }), 'current_password')).toBeNull();
    expect(fieldRefusal(new Error('x'), 'password')).toBeNull();
  });
});
