import { describe, expect, it } from 'vitest';
import { normalisePhone, PhoneInput } from './phone';

describe('one phone normaliser (E.164, Argentina by default)', () => {
  it('writes an Argentine mobile typed the local way with the 9 after +54 and without the 15', () => {
    expect(normalisePhone('0341 155-123456')).toBe('+5493415123456');
    expect(normalisePhone('(0341) 15 512-3456')).toBe('+5493415123456');
    expect(normalisePhone('011 15 2345-6789')).toBe('+5491123456789');
  });

  it('gives every spelling of the same number the same phone', () => {
    const spellings = ['0341 155-123456', '+54 9 341 512-3456', '341 15 512 3456', '+5493415123456', '00 54 9 341 5123456'];
    expect(new Set(spellings.map(normalisePhone))).toEqual(new Set(['+5493415123456']));
  });

  it('keeps numbers of other countries when they carry their code', () => {
    expect(normalisePhone('+34 612 34 56 78')).toBe('+34612345678');
  });

  it('refuses what is not a phone', () => {
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('llamame')).toBeNull();
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('+54 9 341 555 12345678')).toBeNull();
  });

  it('asks for a phone of reasonable length before the server normalises it', () => {
    expect(PhoneInput.safeParse('  ').success).toBe(false);
    expect(PhoneInput.safeParse('1'.repeat(31)).success).toBe(false);
    expect(PhoneInput.parse(' 0341 155-123456 ')).toBe('0341 155-123456');
  });
});
