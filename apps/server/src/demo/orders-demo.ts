import { randomUUID } from 'node:crypto';
import { ArticleListQuery } from '@comanda/contract/catalogue/articles';
import { CouponListQuery } from '@comanda/contract/catalogue/coupons';
import { ToppingListQuery } from '@comanda/contract/catalogue/toppings';
import { toCents } from '@comanda/contract/money';
import type { OrderDeliveryMethods, OrderDeliverySlot } from '@comanda/contract/orders';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Database, Db } from '../db/database';
import { findStoreBySlug, findUserByEmail } from '../modules/accounts/accounts.repository';
import { listStoreArticles } from '../modules/catalogue/articles/articles.service';
import { listStoreCoupons } from '../modules/catalogue/coupons/coupons.service';
import { listStoreToppings } from '../modules/catalogue/toppings/toppings.service';
import type { NewOrder } from '../modules/orders/new-order';
import { customerActor } from '../modules/events/store-event';
import { placeOrder } from '../modules/orders/order-placement.service';
import { storeHasOrders } from '../modules/orders/orders.repository';
import { getShipment, getTakeAway } from '../modules/store/delivery/delivery.service';
import { getBankTransfer } from '../modules/store/payments/payments.service';
import { addDays, dayOfDate, localMoment } from '../modules/storefront/store-clock';
import { findCurrentTurn } from '../modules/turn/turn.repository';
import { priceDemoOrder } from './demo-order-pricing';
import { type DemoOrder, demoOrders } from './orders-demo-data';

/** The next date (from tomorrow, on the store's clock) on the slot's weekday. */
function slotOn(entry: ScheduleEntry, now: Date, timeZone: string): OrderDeliverySlot {
  const today = localMoment(now, timeZone).date;
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    if (dayOfDate(date) === entry.day) return { date, schedule_id: entry.id, start: entry.start, end: entry.end };
  }
  throw new Error(`Demo: dia invalido ${entry.day}`);
}

/** Everything the demo orders of one store are priced and copied from. */
async function loadSources(db: Db, storeId: string) {
  const [articles, toppings, coupons, shipment, takeAway, bankTransfer] = await Promise.all([
    listStoreArticles(db, storeId, ArticleListQuery.parse({ limit: 100 })),
    listStoreToppings(db, storeId, ToppingListQuery.parse({ limit: 100 })),
    listStoreCoupons(db, storeId, CouponListQuery.parse({ limit: 100 })),
    getShipment(db, storeId),
    getTakeAway(db, storeId),
    getBankTransfer(db, storeId),
  ]);
  return { articles: articles.data, toppings: toppings.data, coupons: coupons.data, shipment, takeAway, bankTransfer };
}
/** ...and the store's time zone, for the slots' dates. */
type Sources = Awaited<ReturnType<typeof loadSources>> & { timeZone: string };

function deliveryMethods(demo: DemoOrder, sources: Sources, now: Date): OrderDeliveryMethods {
  const schedule = demo.delivery === 'shipment' ? sources.shipment.schedule : sources.takeAway.schedule;
  const entry = demo.scheduled ? schedule.find((candidate) => candidate.active) : undefined;
  const timing = { immediate: !entry, datetime: entry ? slotOn(entry, now, sources.timeZone) : null };
  if (demo.delivery === 'take_away') return { shipment: null, take_away: timing };
  if (!demo.address) throw new Error('Demo: un envio necesita direccion');
  return { take_away: null, shipment: { ...timing, location: demo.address } };
}

const DEMO_PREPARATION_MINUTES = 20;

async function buildOrder(
  db: Db,
  demo: DemoOrder,
  sources: Sources,
  now: Date,
  turnId: string | null,
): Promise<NewOrder> {
  const coupon = demo.coupon ? (sources.coupons.find((candidate) => candidate.code === demo.coupon) ?? null) : null;
  if (demo.coupon && !coupon) throw new Error(`Demo: no existe el cupon ${demo.coupon}`);
  const cost = demo.delivery === 'shipment' ? sources.shipment.cost : { currency: 'ARS' as const, amount: 0 };
  const { items, imports } = priceDemoOrder(demo.lines, sources, toCents(cost.amount), coupon);
  const { bankTransfer } = sources;
  const rider = demo.rider ? await findUserByEmail(db, demo.rider) : undefined;
  const createdAt = new Date(now.getTime() - demo.minutesAgo * 60 * 1000);
  // Staff looked at every order past 'Nueva' a couple of minutes after it came in, and accepted
  // the ones whose preparation started: only the new ones ring.
  const attendedAt = new Date(createdAt.getTime() + 2 * 60 * 1000);
  const started = demo.preparation !== undefined && demo.preparation !== 'pending';
  return {
    id: randomUUID(),
    client: demo.client,
    items,
    delivery: { cost, methods: deliveryMethods(demo, sources, now) },
    payment: {
      method: demo.payment,
      bank_transfer:
        demo.payment === 'bank_transfer'
          ? { name: bankTransfer.name, alias: bankTransfer.alias, cuit: bankTransfer.cuit, cvu: bankTransfer.cvu }
          : null,
    },
    coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
    imports,
    turnId,
    idempotency: null,
    status: demo.status,
    preparationStatus: demo.preparation,
    deliveryStatus: demo.deliveryStatus,
    paymentStatus: demo.paymentStatus,
    riderUserId: rider?.id ?? null,
    createdAt,
    seenAt: demo.status === 'process' ? null : attendedAt,
    acceptedAt: started ? attendedAt : null,
    // Ready about twenty minutes after it came in (never later than a minute ago), so the
    // dashboard's average preparation time looks like a kitchen's.
    preparedAt:
      demo.preparation === 'prepared'
        ? new Date(createdAt.getTime() + Math.min(DEMO_PREPARATION_MINUTES, demo.minutesAgo - 1) * 60 * 1000)
        : null,
  };
}

/**
 * Believable orders for the demo stores, priced from their stored catalogue and settings and
 * written oldest first (so numbers follow time) through the orders service, so each gets its
 * promised time and its 'order:created' history row, in the store's open turn. A store that
 * has orders is left alone.
 */
export async function seedDemoOrders(database: Database, now: Date = new Date()): Promise<number> {
  const { db } = database;
  let written = 0;
  for (const [slug, orders] of Object.entries(demoOrders)) {
    const store = await findStoreBySlug(db, slug);
    if (!store || (await storeHasOrders(db, store.id))) continue;
    const sources = { ...(await loadSources(db, store.id)), timeZone: store.timezone };
    // They belong to the turn the demo opened, so Inicio shows figures from the first start.
    const turn = await findCurrentTurn(db, store.id);
    const turnId = turn?.status === 'opened' ? turn.id : null;
    const oldestFirst = [...orders].sort((a, b) => b.minutesAgo - a.minutesAgo);
    const built = await Promise.all(oldestFirst.map((demo) => buildOrder(db, demo, sources, now, turnId)));
    await db.transaction().execute(async (trx) => {
      for (const order of built) await placeOrder(trx, store.id, order, customerActor(order.client.name));
    });
    written += built.length;
  }
  return written;
}
