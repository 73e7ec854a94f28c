import {
  OrderAction,
  OrderEventField,
  OrderEventKind,
  type Order,
} from '@comanda/contract/orders';
import { StockEventKind, StoreStatusEventKind, type StreamEvent, TurnEventKind } from '@comanda/contract/events';
import type { StoreStatus } from '@comanda/contract/store/status';
import { TeamChangeKind } from '@comanda/contract/team';
import type { Turn } from '@comanda/contract/turn';
import type { Db } from '../../db/database';
import { stockItemsByIds, type StockWarnRow } from '../catalogue/stock/stock-warnings.service';
import { findOrders } from '../orders/order-lookup.service';
import { getStoreStatus } from '../store/status/status.service';
import { getTurnById } from '../turn/turn.service';
import { sseFrame } from './sse-frame';
import type { StoreEventRow } from './store-event';

/** A stream message: its sequence number and its text/event-stream frame, formatted once for every stream. */
export interface StreamMessage {
  seq: number;
  frame: string;
  /** A team change: who may read the store may have changed, so open streams check their token now. */
  recheckAccess?: boolean;
}

const actorOf = (row: StoreEventRow) => ({ kind: row.actor_kind, user_id: row.actor_user_id, name: row.actor_name });

/**
 * The stream messages of a run of the store's events, oldest first. The run's orders are read
 * together, each once however many of its events the run holds, and shown as they are now. An
 * event whose order is gone, or of a kind this server does not stream, is left out (its number
 * is still passed). Store status events carry the status as it is when the run is read, read
 * once for the run.
 */
export async function streamEventsOf(db: Db, storeId: string, rows: readonly StoreEventRow[]): Promise<StreamMessage[]> {
  const orderIds = new Set<string>();
  const turnIds = new Set<string>();
  for (const row of rows) {
    if (row.order_id) orderIds.add(row.order_id);
    else if (TurnEventKind.safeParse(row.kind).success && row.to_value) turnIds.add(row.to_value);
  }
  const orders = new Map<string, Order>();
  for (const order of await findOrders(db, storeId, [...orderIds])) orders.set(order.id, order);
  const turns = new Map<string, Turn | null>();
  for (const id of turnIds) turns.set(id, await getTurnById(db, storeId, id));
  const status = rows.some((row) => row.order_id === null && StoreStatusEventKind.safeParse(row.kind).success)
    ? await getStoreStatus(db, storeId, new Date())
    : null;
  const stockIds = rows.flatMap((row) => (row.order_id === null && row.subject_id && StockEventKind.safeParse(row.kind).success ? [row.subject_id] : []));
  const stock = await stockItemsByIds(db, storeId, stockIds);

  const messages: StreamMessage[] = [];
  for (const row of rows) {
    const team = row.order_id ? null : teamEvent(row);
    if (team) {
      messages.push({ seq: row.seq, frame: sseFrame(team), recheckAccess: true });
      continue;
    }
    const event = row.order_id
      ? orderEvent(row, orders.get(row.order_id))
      : (turnEvent(row, turns) ?? statusEvent(row, status) ?? stockEvent(row, stock));
    if (event) messages.push({ seq: row.seq, frame: sseFrame(event) });
  }
  return messages;
}

function orderEvent(row: StoreEventRow, order: Order | undefined): StreamEvent | null {
  const kind = OrderEventKind.safeParse(row.kind);
  const action = OrderAction.safeParse(row.action);
  const field = OrderEventField.safeParse(row.field);
  if (!order || !kind.success || !action.success || !field.success) return null;
  return {
    type: 'order',
    seq: row.seq,
    at: row.created_at.toISOString(),
    kind: kind.data,
    action: action.data,
    field: field.data,
    from: row.from_value,
    to: row.to_value,
    actor: actorOf(row),
    order,
  };
}

function turnEvent(row: StoreEventRow, turns: ReadonlyMap<string, Turn | null>): StreamEvent | null {
  const kind = TurnEventKind.safeParse(row.kind);
  const turn = row.to_value ? turns.get(row.to_value) : null;
  if (!kind.success || !turn) return null;
  return { type: 'turn', seq: row.seq, at: row.created_at.toISOString(), kind: kind.data, actor: actorOf(row), turn };
}

function statusEvent(row: StoreEventRow, status: StoreStatus | null): StreamEvent | null {
  const kind = StoreStatusEventKind.safeParse(row.kind);
  if (!kind.success || !status) return null;
  return { type: 'store_status', seq: row.seq, at: row.created_at.toISOString(), kind: kind.data, actor: actorOf(row), status };
}

/** A stock warning (subject_id is the stock item), with the item as it is now; left out when it is gone. */
function stockEvent(row: StoreEventRow, stock: ReadonlyMap<string, StockWarnRow>): StreamEvent | null {
  const kind = StockEventKind.safeParse(row.kind);
  const item = row.subject_id ? stock.get(row.subject_id) : undefined;
  if (!kind.success || !item) return null;
  return {
    type: 'stock',
    seq: row.seq,
    at: row.created_at.toISOString(),
    kind: kind.data,
    stock: { id: item.id, description: item.description, count: item.count, warn_count: item.warn_count },
  };
}

/** A team change (subject_id is the member's power, or an invitation's id before it is accepted). */
function teamEvent(row: StoreEventRow): StreamEvent | null {
  const kind = TeamChangeKind.safeParse(row.kind);
  if (!kind.success) return null;
  const powerId = row.field === 'invitation' ? null : row.subject_id;
  return { type: 'team', seq: row.seq, at: row.created_at.toISOString(), kind: kind.data, actor: actorOf(row), power_id: powerId };
}
