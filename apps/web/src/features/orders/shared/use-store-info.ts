/** The store's info and time zone are app-level (lib/store-info.ts); the orders feature reads them there. */
export { useStoreInfo, useStoreTimeZone } from '../../../lib/store-info';
