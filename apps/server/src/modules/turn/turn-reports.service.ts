import type { ListResult } from '@comanda/contract/list';
import type { TurnListQuery, TurnReport, TurnSummary } from '@comanda/contract/turn';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { countTurns, findTurnRecord, findTurnRecords, type TurnRecord } from './turn-reports.repository';
import type { TurnSpan } from './turn-summary.repository';
import { summarizeTurns } from './turn-summary.service';

const spanOf = (record: TurnRecord): TurnSpan => ({ id: record.id, openedAt: record.opened_at, closedAt: record.closed_at });

function reportOf(record: TurnRecord, summary: TurnSummary | undefined): TurnReport {
  if (!summary) throw new Error(`El turno ${record.id} no tiene resumen`);
  return {
    id: record.id,
    store_id: record.store_id,
    status: record.closed_at === null ? 'opened' : 'closed',
    opened_at: record.opened_at.toISOString(),
    closed_at: record.closed_at?.toISOString() ?? null,
    opened_by: record.opened_by,
    closed_by: record.closed_by,
    summary,
  };
}

/** The store's turns, newest first, each with its summary (the page's summaries in one go). */
export async function listTurnReports(db: Db, storeId: string, query: TurnListQuery): Promise<ListResult<TurnReport>> {
  const [records, count] = await Promise.all([findTurnRecords(db, storeId, query), countTurns(db, storeId)]);
  const summaries = await summarizeTurns(db, storeId, records.map(spanOf));
  return {
    data: records.map((record) => reportOf(record, summaries.get(record.id))),
    count,
    limit: query.limit,
    skip: query.skip,
  };
}

/** One turn of the store with its summary (the open one until now); 404 for any other id. */
export async function getTurnReport(db: Db, storeId: string, turnId: string): Promise<TurnReport> {
  const record = await findTurnRecord(db, storeId, turnId);
  if (!record) throw new AppError('NOT_FOUND', 'Turno no encontrado');
  const summaries = await summarizeTurns(db, storeId, [spanOf(record)]);
  return reportOf(record, summaries.get(record.id));
}
