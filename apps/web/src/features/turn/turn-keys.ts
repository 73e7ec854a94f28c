import { liveQueryKeys } from '../../lib/live-query-keys';

/** Query key of the store's turn (the open one, or the last closed one); the live stream refreshes it. */
export const turnKey = liveQueryKeys.turn;
