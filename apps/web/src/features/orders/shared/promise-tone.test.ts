import { describe, expect, it } from 'vitest';
import { promiseTone, promiseToneColor } from './promise-tone';

const PROMISED = '2025-03-01T23:30:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

describe('promiseTone', () => {
  it('is on time with more than 5 minutes left, close within 5, late once past', () => {
    const order = { status: 'preparation_in_process' as const, promised_at: PROMISED };
    expect(promiseTone(order, at('2025-03-01T23:00:00.000Z'))).toBe('on_time');
    expect(promiseTone(order, at('2025-03-01T23:24:59.000Z'))).toBe('on_time');
    expect(promiseTone(order, at('2025-03-01T23:25:00.000Z'))).toBe('close');
    expect(promiseTone(order, at('2025-03-01T23:30:00.000Z'))).toBe('close');
    expect(promiseTone(order, at('2025-03-01T23:30:01.000Z'))).toBe('late');
  });

  it('no longer tracks finished or cancelled orders', () => {
    const late = at('2025-03-02T02:00:00.000Z');
    expect(promiseTone({ status: 'completed', promised_at: PROMISED }, late)).toBe('closed');
    expect(promiseTone({ status: 'delivery_completed', promised_at: PROMISED }, late)).toBe('closed');
    expect(promiseTone({ status: 'cancel_store', promised_at: PROMISED }, late)).toBe('closed');
    expect(promiseTone({ status: 'process', promised_at: PROMISED }, late)).toBe('late');
  });

  it('colours on time green, close orange and late red', () => {
    expect(promiseToneColor.on_time).toMatch(/^green/);
    expect(promiseToneColor.close).toMatch(/^orange/);
    expect(promiseToneColor.late).toMatch(/^red/);
  });
});
