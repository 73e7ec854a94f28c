import { liveQueryKeys } from '../../lib/live-query-keys';

/**
 * Query keys of the turns' reports: under the turn's prefix, so a turn event of the live stream
 * (and closing or opening the turn, which reloads it) refreshes them too.
 */
export const turnReportKeys = {
  list: [...liveQueryKeys.turn, 'list'] as const,
  report: (turnId: string) => [...liveQueryKeys.turn, 'report', turnId] as const,
};

export const turnsPath = '/turns';
export const turnReportPath = (turnId: string): string => `/turns/${turnId}`;
