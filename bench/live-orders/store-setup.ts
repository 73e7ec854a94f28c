import { randomUUID } from 'node:crypto';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { ars } from '@comanda/contract/money';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storePaymentRoutes } from '@comanda/contract/store/payments';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { turnRoutes } from '@comanda/contract/turn';
import { ApiError, call, type StaffSession } from './staff-api';

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * Makes the store take immediate take-away cash orders now, whatever the weekday and hour:
 * open all day every day, turn open, and an article of its own without stock limits (the demo's
 * may run out in a minute of orders), in a visible section. Answers the article's id.
 */
export async function prepareStoreForOrders(baseUrl: string, admin: StaffSession): Promise<string> {
  const headers = admin.headers;
  await call(baseUrl, storeScheduleRoutes.save, {
    headers,
    body: { schedules: days.map((day) => ({ id: randomUUID(), day, start: '00:00', end: '00:00', active: true })) },
  });
  await call(baseUrl, storeDeliveryRoutes.saveTakeAway, {
    headers,
    body: {
      enabled: true,
      address: { city: 'CABA', address_one: 'Corrientes 1234', address_two: '', indications: '' },
      immediate_enabled: true,
      schedule_enabled: false,
      schedule: [],
    },
  });
  await call(baseUrl, storePaymentRoutes.saveCash, { headers, body: { enabled: true } });
  await call(baseUrl, turnRoutes.open, { headers }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.code === 'TURN:ALREADY_OPENED')) throw error;
  });
  const articleId = randomUUID();
  await call(baseUrl, articleRoutes.save, {
    headers,
    params: { id: articleId },
    body: { name: 'Empanada de banco', slug: 'empanada-de-banco', price: { import: ars(900), discount: 0, total: ars(900) } },
  });
  await call(baseUrl, sectionRoutes.save, {
    headers,
    params: { id: randomUUID() },
    body: { name: 'Banco de pruebas', slug: 'banco-de-pruebas', order: 99, articles: [{ id: articleId }] },
  });
  return articleId;
}
