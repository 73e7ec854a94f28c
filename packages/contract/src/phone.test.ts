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
    expect(normalisePhone('+598 99 123 456')).toBe('+59899123456');
    expect(normalisePhone('+1 212 555 0123')).toBe('+12125550123');
  });

  describe('one phone rule for Argentina: every spelling gets the mobile 9 (issue 20)', () => {
    const sameNumber = (spellings: string[]) => [...new Set(spellings.map(normalisePhone))];

    it('gives a Buenos Aires number (area code 11) one phone however it is typed', () => {
      expect(
        sameNumber([
          '11 4567-8901',
          '011 15 4567-8901',
          '11 15 4567-8901',
          '+54 9 11 4567-8901',
          '1145678901',
          '+54 11 4567-8901',
          '+541145678901',
          '+5491145678901',
          '(011) 4567-8901',
          '0054 11 4567 8901',
          '54 11 4567 8901',
        ]),
      ).toEqual(['+5491145678901']);
    });

    it('gives a Rosario number (area code 341) one phone however it is typed', () => {
      expect(
        sameNumber([
          '0341 155-123456',
          '341 5123456',
          '0341 512-3456',
          '+54 341 512 3456',
          '+54 9 341 512 3456',
          '+543415123456',
          '3415123456',
        ]),
      ).toEqual(['+5493415123456']);
    });

    it('gives a Bariloche number (area code 2944) one phone however it is typed', () => {
      expect(
        sameNumber([
          '2944 423456',
          '02944 423456',
          '02944 15 423456',
          '0294 15 442-3456',
          '+54 2944 423456',
          '+54 9 2944 423456',
          '+542944423456',
        ]),
      ).toEqual(['+5492944423456']);
    });

    it('gives a 4-digit area code libphonenumber knows (3543) the same rule', () => {
      expect(sameNumber(['03543 15 412345', '3543 412345', '+54 3543 412345', '+54 9 3543 412345'])).toEqual(['+5493543412345']);
    });

    it('keeps toll-free and other non-geographic numbers without a mobile form as they are', () => {
      expect(normalisePhone('0800 333 4444')).toBe('+548003334444');
      expect(normalisePhone('+54 810 123 4567')).toBe('+548101234567');
    });

    it('still refuses Argentine spellings that are not a number', () => {
      expect(normalisePhone('15 4567-8901')).toBeNull();
      expect(normalisePhone('+54 9 11 15 4567 8901')).toBeNull();
      expect(normalisePhone('+54 11 123')).toBeNull();
    });
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
