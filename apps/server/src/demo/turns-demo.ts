import type { Database } from '../db/database';
import { findStoreBySlug, findUserByEmail } from '../modules/accounts/accounts.repository';
import { getTurn, openTurn } from '../modules/turn/turn.service';

/** Who opens each demo store's first turn: its manager, as if they had pressed 'Abrir Turno'. */
export const demoTurnOpeners: Record<string, string> = {
  centro: 'admin@comanda.test',
  norte: 'norte@comanda.test',
};

/**
 * Opens a turn in each demo store that never had one, so a storefront order is taken right
 * after the first start. A store that already had a turn is left as its staff left it (a
 * closed turn stays closed on a rerun). Answers how many turns it opened.
 */
export async function seedDemoTurns(database: Database): Promise<number> {
  const { db } = database;
  let opened = 0;
  for (const [slug, email] of Object.entries(demoTurnOpeners)) {
    const store = await findStoreBySlug(db, slug);
    const opener = await findUserByEmail(db, email);
    if (!store || !opener || (await getTurn(db, store.id))) continue;
    await openTurn(db, store.id, opener.id);
    opened++;
  }
  return opened;
}
