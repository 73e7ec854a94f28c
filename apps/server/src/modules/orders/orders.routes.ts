import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '@comanda/contract/orders';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { changeOrder, getOrder, getRiderCandidates, listStoreOrders } from './orders.service';

/**
 * Orders in the back-office (DECISIONS.md "Roles"): every role reads; root and admin change
 * everything; delivery changes only delivery and payment status; initial changes nothing.
 */
const deliveryStaff = allow.roles('root', 'admin', 'delivery');

export function registerOrderRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, orderRoutes.list, {
    access: allow.staff,
    handler: ({ query, request }) => listStoreOrders(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, orderRoutes.get, {
    access: allow.staff,
    handler: ({ params, request }) => getOrder(db, requireAccess(request).storeId, params.orderId),
  });
  registerContractRoute(app, orderRoutes.setStatus, {
    access: allow.managers,
    handler: ({ params, body, request }) =>
      changeOrder(db, requireAccess(request).storeId, params.orderId, { field: 'status', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setPreparation, {
    access: allow.managers,
    handler: ({ params, body, request }) =>
      changeOrder(db, requireAccess(request).storeId, params.orderId, { field: 'preparation', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setDelivery, {
    access: deliveryStaff,
    handler: ({ params, body, request }) =>
      changeOrder(db, requireAccess(request).storeId, params.orderId, { field: 'delivery', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.setPayment, {
    access: deliveryStaff,
    handler: ({ params, body, request }) =>
      changeOrder(db, requireAccess(request).storeId, params.orderId, { field: 'payment', value: body.status }),
  });
  registerContractRoute(app, orderRoutes.riders, {
    access: deliveryStaff,
    handler: ({ params, request }) => getRiderCandidates(db, requireAccess(request).storeId, params.orderId),
  });
  registerContractRoute(app, orderRoutes.setRider, {
    access: allow.managers,
    handler: ({ params, body, request }) =>
      changeOrder(db, requireAccess(request).storeId, params.orderId, { field: 'rider', value: body.user_id }),
  });
}
