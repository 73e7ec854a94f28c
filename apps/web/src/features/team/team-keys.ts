import { liveQueryKeys } from '../../lib/live-query-keys';

/** Under ['team'], so the live stream's team events refresh every one of them. */
export const teamKeys = {
  members: [...liveQueryKeys.team, 'members'],
  invitations: [...liveQueryKeys.team, 'invitations'],
  changes: (powerId: string) => [...liveQueryKeys.team, 'changes', powerId],
} as const;
