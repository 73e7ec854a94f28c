import { describe, expect, it } from 'vitest';
import { deliveryScheduleText } from './delivery-schedule';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
/** Saturday 2026-11-28, 23:50 in Buenos Aires: already Sunday in UTC. */
const NOW = Date.parse('2026-11-29T02:50:00.000Z');
const slotOn = (date: string) => ({
  immediate: false,
  datetime: { date, schedule_id: 'ad1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', start: '12:00:00', end: '12:30:00' },
});

describe("the order's delivery schedule names the slot's day on the store's calendar", () => {
  it("says 'hoy', 'mañana', or the weekday and date", () => {
    expect(deliveryScheduleText(slotOn('2026-11-28'), NOW, BUENOS_AIRES)).toBe('hoy entre 12:00 y 12:30');
    expect(deliveryScheduleText(slotOn('2026-11-29'), NOW, BUENOS_AIRES)).toBe('mañana entre 12:00 y 12:30');
    expect(deliveryScheduleText(slotOn('2026-12-02'), NOW, BUENOS_AIRES)).toBe('mié 02/12 entre 12:00 y 12:30');
  });

  it("says 'Inmediata' for as soon as possible", () => {
    expect(deliveryScheduleText({ immediate: true, datetime: null }, NOW, BUENOS_AIRES)).toBe('Inmediata');
  });
});
