import { describe, expect, it } from 'vitest';
import { TakeAwaySettings } from './delivery';
import { BankTransferSettings, MercadoPagoSettings } from './payments';

describe('BankTransferSettings', () => {
  const account = {
    enabled: true,
    name: 'Comanda SRL',
    cuit: '30-71234567-1',
    cvu: '0000003100012345678901',
    alias: 'comanda.pagos',
  };

  it('accepts a complete account, and empty fields while disabled', () => {
    expect(BankTransferSettings.safeParse(account).success).toBe(true);
    expect(BankTransferSettings.parse({ enabled: false })).toEqual({
      enabled: false,
      name: '',
      cuit: '',
      cvu: '',
      alias: '',
    });
  });

  it('names each missing or malformed field while enabled', () => {
    const result = BankTransferSettings.safeParse({ ...account, cuit: '123', alias: 'a b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'alias',
      'cuit',
    ]);
  });
});

describe('MercadoPagoSettings', () => {
  it('needs the token only while enabled', () => {
    expect(MercadoPagoSettings.safeParse({ enabled: true, token: '' }).success).toBe(false);
    expect(MercadoPagoSettings.safeParse({ enabled: false, token: '' }).success).toBe(true);
  });
});

describe('TakeAwaySettings', () => {
  const address = { city: '', address_one: '', address_two: '', indications: '' };
  it('needs city and address once enabled', () => {
    expect(TakeAwaySettings.safeParse({ enabled: false, address }).success).toBe(true);
    expect(TakeAwaySettings.safeParse({ enabled: true, address }).success).toBe(false);
    expect(
      TakeAwaySettings.safeParse({
        enabled: true,
        address: { ...address, city: 'Rosario', address_one: 'Cordoba 1234' },
      }).success,
    ).toBe(true);
  });
});
