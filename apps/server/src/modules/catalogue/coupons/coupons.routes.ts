import type { FastifyInstance } from 'fastify';
import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { registerContractRoute } from '../../../http/contract-route';
import type { AppDeps } from '../../../http/deps';
import { allow, requireAccess } from '../../../http/guard';
import { getCoupon, listStoreCoupons, saveCoupon } from './coupons.service';

export function registerCouponRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, couponRoutes.list, {
    access: allow.managers,
    handler: ({ query, request }) => listStoreCoupons(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, couponRoutes.get, {
    access: allow.managers,
    handler: ({ params, request }) => getCoupon(db, requireAccess(request).storeId, params.id),
  });
  registerContractRoute(app, couponRoutes.save, {
    access: allow.managers,
    handler: ({ params, body, request }) => saveCoupon(db, requireAccess(request).storeId, params.id, body),
  });
}
