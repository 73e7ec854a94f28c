import { describe, expect, it } from 'vitest';
import { promiseAtAcceptance, promiseAtCreation, promiseDelayed, slotEnd } from './order-promise';

const BA = 'America/Argentina/Buenos_Aires';
const createdAt = new Date('2030-05-04T22:10:00Z');

describe('order promise', () => {
  it('promises an immediate order for creation plus the preparation delay', () => {
    expect(promiseAtCreation({ slot: null, timeZone: BA, createdAt, preparationDelayMinutes: 25 })).toEqual(
      new Date('2030-05-04T22:35:00Z'),
    );
    expect(promiseAtCreation({ slot: null, timeZone: BA, createdAt, preparationDelayMinutes: 0 })).toEqual(createdAt);
  });

  it("promises a scheduled order for its slot end on the store's clock", () => {
    const slot = { date: '2030-05-04', start: '20:00', end: '20:30' };
    // Buenos Aires is UTC-3: 20:30 local is 23:30 UTC.
    expect(promiseAtCreation({ slot, timeZone: BA, createdAt, preparationDelayMinutes: 25 })).toEqual(
      new Date('2030-05-04T23:30:00Z'),
    );
    expect(slotEnd(slot, 'UTC')).toEqual(new Date('2030-05-04T20:30:00Z'));
    expect(slotEnd({ date: '2030-05-04', start: '20:00:00', end: '20:30:00' }, BA)).toEqual(
      new Date('2030-05-04T23:30:00Z'),
    );
  });

  it('takes an end at or before the start as the next day (across midnight, or 00:00)', () => {
    expect(slotEnd({ date: '2030-05-04', start: '23:30', end: '00:15' }, BA)).toEqual(new Date('2030-05-05T03:15:00Z'));
    expect(slotEnd({ date: '2030-05-04', start: '00:00', end: '00:00' }, BA)).toEqual(new Date('2030-05-05T03:00:00Z'));
    // Month and year ends roll over too.
    expect(slotEnd({ date: '2030-12-31', start: '23:00', end: '01:00' }, 'UTC')).toEqual(new Date('2031-01-01T01:00:00Z'));
  });

  it('promises a slot end at the local time of its own date across daylight saving changes', () => {
    const MADRID = 'Europe/Madrid';
    const evening = { start: '20:00', end: '20:30' };
    // Madrid moves to UTC+2 on 2024-03-31 and back to UTC+1 on 2024-10-27.
    expect(slotEnd({ date: '2024-03-30', ...evening }, MADRID)).toEqual(new Date('2024-03-30T19:30:00Z'));
    expect(slotEnd({ date: '2024-03-31', ...evening }, MADRID)).toEqual(new Date('2024-03-31T18:30:00Z'));
    expect(slotEnd({ date: '2024-10-26', ...evening }, MADRID)).toEqual(new Date('2024-10-26T18:30:00Z'));
    expect(slotEnd({ date: '2024-10-27', ...evening }, MADRID)).toEqual(new Date('2024-10-27T19:30:00Z'));
    // A night slot over the change ends at 03:00 of the new offset (three real hours after 23:00).
    expect(slotEnd({ date: '2024-03-30', start: '23:00', end: '03:00' }, MADRID)).toEqual(new Date('2024-03-31T01:00:00Z'));
    // Santiago's 2024-09-08 starts at 01:00: a Saturday slot to midnight ends when Saturday does.
    const santiago = { date: '2024-09-07', start: '22:00', end: '00:00' };
    expect(slotEnd(santiago, 'America/Santiago')).toEqual(new Date('2024-09-08T04:00:00Z'));
    expect(promiseAtCreation({ slot: santiago, timeZone: 'America/Santiago', createdAt, preparationDelayMinutes: 25 })).toEqual(
      new Date('2024-09-08T04:00:00Z'),
    );
  });

  it('on acceptance: now plus the minutes for an immediate order, the slot end kept for a scheduled one', () => {
    const now = new Date('2030-05-04T22:20:00Z');
    const current = new Date('2030-05-04T22:35:00Z');
    expect(promiseAtAcceptance({ current, scheduled: false, now, minutes: 40 })).toEqual(new Date('2030-05-04T23:00:00Z'));
    expect(promiseAtAcceptance({ current, scheduled: true, now, minutes: 40 })).toEqual(current);
  });

  it('a delay adds its minutes to the promise', () => {
    expect(promiseDelayed(new Date('2030-05-04T23:55:00Z'), 10)).toEqual(new Date('2030-05-05T00:05:00Z'));
  });
});
