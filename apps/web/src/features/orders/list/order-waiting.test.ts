import { describe, expect, it } from 'vitest';
import { orderWaitingText } from './order-columns';

const placed = '2026-11-28T20:00:00.000Z';
const at = (minutes: number) => Date.parse(placed) + minutes * 60_000;

describe("orderWaitingText ('Espera')", () => {
  it('counts from placement while the order goes on', () => {
    const live = { created_at: placed, status: 'preparation_in_process' as const, finished_at: null };
    expect(orderWaitingText(live, at(12))).toBe('hace 12 min');
    expect(orderWaitingText(live, at(13))).toBe('hace 13 min');
  });

  it('stops at delivery: the time it took, the same however late it is read', () => {
    const delivered = { created_at: placed, status: 'delivery_completed' as const, finished_at: new Date(at(35)).toISOString() };
    expect(orderWaitingText(delivered, at(40))).toBe('tardó 35 min');
    expect(orderWaitingText(delivered, at(600))).toBe('tardó 35 min');
    expect(orderWaitingText({ ...delivered, finished_at: new Date(at(125)).toISOString() }, at(900))).toBe('tardó 2 h 5 min');
  });

  it('stops at a cancel, and never counts on for a final order without its end time', () => {
    const cancelled = { created_at: placed, status: 'cancel_store' as const, finished_at: new Date(at(3)).toISOString() };
    expect(orderWaitingText(cancelled, at(90))).toBe('tardó 3 min');
    const older = { created_at: placed, status: 'completed' as const };
    expect(orderWaitingText(older, at(90))).not.toMatch(/hace/);
  });
});
