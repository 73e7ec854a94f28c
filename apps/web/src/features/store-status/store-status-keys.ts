import { liveQueryKeys } from '../../lib/live-query-keys';

/** Query key of the store's status; the live stream refreshes it on 'store_status' and 'turn' events. */
export const storeStatusKey = liveQueryKeys.storeStatus;
