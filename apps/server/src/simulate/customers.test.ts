import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { customerAddress, customerName, customerPhone } from './customers';
import { seededRandom } from './random';

describe('simulated customers', () => {
  it.each([
    ['CABA', '11'],
    ['Ciudad Autónoma de Buenos Aires', '11'],
    ['Rosario', '341'],
    ['Córdoba', '351'],
    ['Mendoza', '261'],
    ['La Plata', '221'],
    ['Villa Gesell', '11'],
  ])('gives customers in %s valid Argentine mobiles with area code %s', (city, area) => {
    const random = seededRandom(7);
    for (let n = 0; n < 200; n++) {
      const phone = customerPhone(random, city);
      expect(phone.startsWith(`+54 9 ${area} `)).toBe(true);
      const parsed = parsePhoneNumberWithError(phone, 'AR');
      expect({ phone, valid: parsed.isValid() }).toEqual({ phone, valid: true });
    }
  });

  it('names people and places them on a street of the store city', () => {
    const random = seededRandom(11);
    const names = new Set(Array.from({ length: 50 }, () => customerName(random)));
    expect(names.size).toBeGreaterThan(30);
    for (const name of names) expect(name).toMatch(/^\p{Lu}[\p{L} ]+ \p{Lu}\p{L}+$/u);
    const addresses = Array.from({ length: 100 }, () => customerAddress(random, 'Rosario'));
    for (const address of addresses) {
      expect(address.city).toBe('Rosario');
      expect(address.address_one).toMatch(/^[\p{L}. 0-9]+ \d+$/u);
    }
    expect(addresses.some((address) => address.address_two !== '')).toBe(true);
    expect(addresses.some((address) => address.indications !== '')).toBe(true);
  });
});
