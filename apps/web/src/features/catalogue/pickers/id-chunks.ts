import { IDS_QUERY_MAX } from '@comanda/contract/list-query';

/** Ids in groups a list query accepts (`ids=` takes at most IDS_QUERY_MAX), sorted for stable keys. */
export function idChunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids.filter((id) => id !== ''))].sort();
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += IDS_QUERY_MAX) {
    chunks.push(unique.slice(start, start + IDS_QUERY_MAX));
  }
  return chunks;
}
