import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderRoutes } from '@comanda/contract/orders';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { lookupClient } from '../clients/client-lookup.service';
import { createCounterOrder } from '../storefront/counter-order.service';
import { idempotencyKeyOf } from '../storefront/idempotency-key';
import type { OrderCommand } from './order-flow';
import { changeOrder } from './order-changes.service';
import { getOrderDetail, getRiderCandidates, listStoreOrders } from './orders.service';

/**
 * Orders in the back-office (DECISIONS.md "Roles"): every role reads; root, admin and operator
 * work orders (status, preparation, rider and the one-tap actions); delivery changes only
 * delivery and payment (selectors, 'Entregado', 'Cobrado'); initial changes nothing.
 */
export function registerOrderRoutes(app: FastifyInstance, { database, storeAnswers }: AppDeps): void {
  const { db } = database;
  const worker = (request: FastifyRequest) => {
    const access = requireAccess(request);
    return { storeId: access.storeId, userId: access.userId, userName: access.userName };
  };
  const ifMatchOf = (request: FastifyRequest) => {
    const header = request.headers['if-match'];
    return typeof header === 'string' ? header : undefined;
  };
  const change = (request: FastifyRequest, orderId: string, command: OrderCommand) =>
    changeOrder(db, worker(request), orderId, command, { ifMatch: ifMatchOf(request) });
  // Every PUT on an order honours If-Match against the order as its GET answers it (decision
  // 014), checked by changeOrder under the order's row lock rather than a write lock.
  const orderVersion = { checkedByHandler: true } as const;

  // Every change of an order records a store event: the list and the detail are kept per event
  // number (decision 021). The list depends on its reader only through `rider=me`.
  registerContractRoute(app, orderRoutes.list, {
    access: allow.staff,
    handler: ({ query, request }) => listStoreOrders(db, worker(request), query),
    keptPerStoreEvent: {
      answers: storeAnswers,
      key: ({ query, request }) => `${query.rider === 'me' ? requireAccess(request).userId : ''} ${JSON.stringify(query)}`,
    },
  });
  registerContractRoute(app, orderRoutes.get, {
    access: allow.staff,
    handler: ({ params, request }) => getOrderDetail(db, requireAccess(request).storeId, params.orderId),
    keptPerStoreEvent: { answers: storeAnswers, key: ({ params }) => params.orderId },
  });
  // A phone order at the counter (decision 024): the storefront's placement, by staff, without
  // the storefront's per-address rate limit.
  registerContractRoute(app, orderRoutes.create, {
    access: allow.orderWorkers,
    handler: ({ body, request }) => createCounterOrder(db, worker(request), idempotencyKeyOf(request), body, new Date()),
  });
  registerContractRoute(app, orderRoutes.client, {
    access: allow.orderWorkers,
    handler: ({ query, request }) => lookupClient(db, requireAccess(request).storeId, query.phone),
  });
  registerContractRoute(app, orderRoutes.riders, {
    access: allow.deliveryStaff,
    handler: ({ params, request }) => getRiderCandidates(db, requireAccess(request).storeId, params.orderId),
  });

  // Selectors: any value (SPEC.md section 4); a sub-status moves the overall status forward.
  registerContractRoute(app, orderRoutes.setStatus, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) =>
      change(request, params.orderId, { action: 'set', field: 'status', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setPreparation, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) =>
      change(request, params.orderId, { action: 'set', field: 'preparation', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setDelivery, {
    access: allow.deliveryStaff,
    version: orderVersion,
    handler: ({ params, body, request }) =>
      change(request, params.orderId, { action: 'set', field: 'delivery', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setPayment, {
    access: allow.deliveryStaff,
    version: orderVersion,
    handler: ({ params, body, request }) =>
      change(request, params.orderId, { action: 'set', field: 'payment', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setRider, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) =>
      change(request, params.orderId, { action: 'set', field: 'rider', value: body.user_id }),
  });

  // One-tap actions (DECISIONS.md "Order flow").
  registerContractRoute(app, orderRoutes.accept, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) => change(request, params.orderId, { action: 'accept', minutes: body.minutes }),
  });
  registerContractRoute(app, orderRoutes.reject, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) => change(request, params.orderId, { action: 'reject', reason: body.reason }),
  });
  registerContractRoute(app, orderRoutes.ready, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, request }) => change(request, params.orderId, { action: 'ready' }),
  });
  registerContractRoute(app, orderRoutes.dispatch, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) =>
      change(request, params.orderId, { action: 'dispatch', riderUserId: body.user_id }),
  });
  registerContractRoute(app, orderRoutes.delivered, {
    access: allow.deliveryStaff,
    version: orderVersion,
    handler: ({ params, request }) => change(request, params.orderId, { action: 'delivered' }),
  });
  registerContractRoute(app, orderRoutes.paid, {
    access: allow.deliveryStaff,
    version: orderVersion,
    handler: ({ params, request }) => change(request, params.orderId, { action: 'paid' }),
  });
  registerContractRoute(app, orderRoutes.delay, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, body, request }) => change(request, params.orderId, { action: 'delay', minutes: body.minutes }),
  });
  registerContractRoute(app, orderRoutes.seen, {
    access: allow.orderWorkers,
    version: orderVersion,
    handler: ({ params, request }) => change(request, params.orderId, { action: 'seen' }),
  });
}
