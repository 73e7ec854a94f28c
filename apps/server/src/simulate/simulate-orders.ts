import { randomUUID } from 'node:crypto';
import { fromCents, toCents } from '@comanda/contract/money';
import { deliveryMethodLabel, paymentMethodLabel } from '@comanda/contract/order-enums';
import type { PublicStore, StorefrontCatalogue } from '@comanda/contract/storefront';
import { buildSimulatedOrder } from './build-order';
import type { Random } from './random';
import { adviceFor, rateLimitWarning, refreshAfter } from './refusal-advice';
import { describeDuration, describeRate } from './simulate-options';
import { ConnectionError, type PlacedOrder, type StorefrontClient, StorefrontRefusal } from './storefront-client';

export interface SimulationPlan {
  slug: string;
  /** Milliseconds between two orders. */
  intervalMs: number;
  durationMs: number;
}

export interface SimulationClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: SimulationClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface SimulationDeps {
  client: StorefrontClient;
  random: Random;
  clock: SimulationClock;
  say(line: string): void;
}

export interface SimulationReport {
  placed: PlacedOrder[];
  refused: number;
}

/** The store and catalogue are read again this often, so catalogue and settings edits show up. */
const REFRESH_EVERY_MS = 60_000;

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
const formatMoney = (money: { currency: string; amount: number }) =>
  money.currency === 'ARS' ? pesos.format(money.amount) : `${money.amount.toFixed(2)} ${money.currency}`;

/** A ConnectionError with what to do about it. */
const unreachable = (error: ConnectionError) =>
  new ConnectionError(`${error.message}. ¿Esta corriendo el servidor? Inicialo con "npm start" o indica otra direccion con --url.`);

/**
 * Places storefront orders over HTTP at a steady rate until the duration ends, printing one line
 * per order (number, client, method, payment, total) and, for a refusal, its reason and what to
 * do. The first reading of the store must work (else it throws); later failures are printed and
 * the run goes on, so opening the turn mid-run lets orders in.
 */
export async function simulateOrders(plan: SimulationPlan, deps: SimulationDeps): Promise<SimulationReport> {
  const { client, clock, say } = deps;
  const read = async (): Promise<{ store: PublicStore; catalogue: StorefrontCatalogue; at: number }> => ({
    store: await client.store(plan.slug),
    catalogue: await client.catalogue(plan.slug),
    at: clock.now(),
  });
  let shop: Awaited<ReturnType<typeof read>>;
  try {
    shop = await read();
  } catch (error) {
    if (error instanceof ConnectionError) throw unreachable(error);
    if (error instanceof StorefrontRefusal && error.status === 404) {
      throw new Error(`No existe la tienda "${plan.slug}" en ${client.baseUrl} (las de la demo son centro y norte).`);
    }
    throw error;
  }
  // Fails now, before the first wait, when the store cannot take any order as it is set up.
  buildSimulatedOrder(shop.store, shop.catalogue, deps.random, new Date(clock.now()));

  const expected = Math.ceil(plan.durationMs / plan.intervalMs);
  say(
    `Simulando pedidos en ${shop.store.name} (${plan.slug}) por ${client.baseUrl}: ${describeRate(plan.intervalMs)} durante ` +
      `${describeDuration(plan.durationMs)} (unos ${expected}). Ctrl+C para terminar.`,
  );
  if (!shop.store.open_now) {
    say(`Atencion: la tienda no toma pedidos inmediatos ahora. ${adviceFor('TURN:CLOSED') ?? ''}`);
  }
  const limitWarning = rateLimitWarning(plan.intervalMs);
  if (limitWarning) say(limitWarning);

  const report: SimulationReport = { placed: [], refused: 0 };
  const start = clock.now();
  let mustRead = false;
  for (let index = 0; index < expected; index++) {
    const due = start + index * plan.intervalMs;
    const wait = due - clock.now();
    if (wait > 0) await clock.sleep(wait);
    try {
      if (mustRead || clock.now() - shop.at >= REFRESH_EVERY_MS) shop = await read();
      mustRead = false;
      const order = buildSimulatedOrder(shop.store, shop.catalogue, deps.random, new Date(clock.now()));
      const placed = await client.placeOrder(plan.slug, order.body, randomUUID());
      report.placed.push(placed);
      say(
        `#${String(placed.number).padEnd(5)} ${placed.client.name.padEnd(26)} ${deliveryMethodLabel[order.method].padEnd(17)} ` +
          `${paymentMethodLabel[order.payment].padEnd(13)} ${order.when.padEnd(16)} ${formatMoney(placed.imports.total)}`,
      );
    } catch (error) {
      report.refused++;
      if (error instanceof StorefrontRefusal) {
        mustRead = refreshAfter(error.code);
        say(`Rechazado: ${error.description} (${error.code}). ${adviceFor(error.code) ?? ''}`.trimEnd());
      } else if (error instanceof ConnectionError) {
        mustRead = true;
        say(`${unreachable(error).message} Sigo intentando.`);
      } else {
        throw error;
      }
    }
  }
  const total = report.placed.reduce((sum, order) => sum + toCents(order.imports.total.amount), 0);
  say(
    `Listo: ${report.placed.length} pedidos hechos por ${formatMoney({ currency: 'ARS', amount: fromCents(total) })}` +
      (report.refused ? `, ${report.refused} rechazados.` : '.'),
  );
  return report;
}
