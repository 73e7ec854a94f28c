import type { Turn } from '@comanda/contract/turn';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { closeOpenTurn, findCurrentTurn, insertOpenTurn } from './turn.repository';

export const getTurn = (db: Db, storeId: string): Promise<Turn | null> => findCurrentTurn(db, storeId);

export async function openTurn(db: Db, storeId: string, userId: string): Promise<Turn> {
  const turn = await insertOpenTurn(db, storeId, userId);
  if (!turn) throw new AppError('TURN:ALREADY_OPENED');
  return turn;
}

export async function closeTurn(db: Db, storeId: string, userId: string): Promise<Turn> {
  const turn = await closeOpenTurn(db, storeId, userId);
  if (!turn) throw new AppError('TURN:ALREADY_CLOSED');
  return turn;
}
