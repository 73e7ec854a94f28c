import {
  BankTransferSettings,
  CashSettings,
  MercadoPagoSettings,
} from '@comanda/contract/store/payments';
import type { Db } from '../../../db/database';
import { findStoreSettings, type StoreSettingsRow, upsertStoreSettings } from '../shared/store-settings.repository';

// A group never saved answers the contract's defaults: disabled, empty fields.

export async function getCash(db: Db, storeId: string): Promise<CashSettings> {
  return cashOf(await findStoreSettings(db, storeId));
}

export function cashOf(row: StoreSettingsRow | undefined): CashSettings {
  return row ? { enabled: row.cash_enabled } : CashSettings.parse({});
}

export async function saveCash(db: Db, storeId: string, body: CashSettings): Promise<CashSettings> {
  await upsertStoreSettings(db, storeId, { cash_enabled: body.enabled });
  return getCash(db, storeId);
}

export async function getBankTransfer(db: Db, storeId: string): Promise<BankTransferSettings> {
  return bankTransferOf(await findStoreSettings(db, storeId));
}

export function bankTransferOf(row: StoreSettingsRow | undefined): BankTransferSettings {
  if (!row) return BankTransferSettings.parse({});
  return {
    enabled: row.bank_transfer_enabled,
    name: row.bank_transfer_name,
    cuit: row.bank_transfer_cuit,
    cvu: row.bank_transfer_cvu,
    alias: row.bank_transfer_alias,
  };
}

/** The account is kept as typed (the contract has checked it while enabled). */
export async function saveBankTransfer(
  db: Db,
  storeId: string,
  body: BankTransferSettings,
): Promise<BankTransferSettings> {
  await upsertStoreSettings(db, storeId, {
    bank_transfer_enabled: body.enabled,
    bank_transfer_name: body.name,
    bank_transfer_cuit: body.cuit,
    bank_transfer_cvu: body.cvu,
    bank_transfer_alias: body.alias,
  });
  return getBankTransfer(db, storeId);
}

/** The token is a secret: only these manager-only calls answer it; the storefront never does. */
export async function getMercadoPago(db: Db, storeId: string): Promise<MercadoPagoSettings> {
  return mercadoPagoOf(await findStoreSettings(db, storeId));
}

export function mercadoPagoOf(row: StoreSettingsRow | undefined): MercadoPagoSettings {
  return row ? { enabled: row.mercado_pago_enabled, token: row.mercado_pago_token } : MercadoPagoSettings.parse({});
}

export async function saveMercadoPago(
  db: Db,
  storeId: string,
  body: MercadoPagoSettings,
): Promise<MercadoPagoSettings> {
  await upsertStoreSettings(db, storeId, { mercado_pago_enabled: body.enabled, mercado_pago_token: body.token });
  return getMercadoPago(db, storeId);
}
