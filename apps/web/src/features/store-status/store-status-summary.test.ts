import { describe, expect, it } from 'vitest';
import { summarizeStoreStatus } from './store-status-summary';
import { closedChannel, pausedChannel, STATUS_AT, storeStatus, UNTIL_2140 } from './test-store-status';

const ZONE = 'America/Argentina/Buenos_Aires';
const summary = (overrides: Parameters<typeof storeStatus>[0]) => summarizeStoreStatus(storeStatus(overrides), ZONE);

describe('summarizeStoreStatus (the header badge)', () => {
  it("says 'Abierta' when both channels take orders", () => {
    expect(summary({})).toEqual({ tone: 'open', text: 'Abierta', short: 'Abierta' });
  });

  it("says 'Pausada hasta 21:40' on the store's clock when both channels are paused until then", () => {
    const paused = pausedChannel(UNTIL_2140);
    expect(summary({ shipment: paused, take_away: paused, next_change_at: UNTIL_2140 })).toEqual({
      tone: 'paused',
      text: 'Pausada hasta 21:40',
      short: 'Pausada',
    });
    // The same moment read on another store's clock.
    expect(summarizeStoreStatus(storeStatus({ shipment: paused, take_away: paused }), 'Asia/Tokyo').text).toBe(
      'Pausada hasta 09:40',
    );
  });

  it("says 'Pausada hasta cerrar el turno' for a pause until the turn closes", () => {
    const paused = pausedChannel(null);
    expect(summary({ shipment: paused, take_away: paused }).text).toBe('Pausada hasta cerrar el turno');
  });

  it('names each channel when both are paused until different times', () => {
    expect(summary({ shipment: pausedChannel(UNTIL_2140), take_away: pausedChannel(null) })).toMatchObject({
      tone: 'paused',
      text: 'Envio pausado hasta 21:40 · Retiro pausado hasta cerrar el turno',
    });
  });

  it("says 'Envio pausado hasta 21:40' when only shipment is paused and take-away is open", () => {
    expect(summary({ shipment: pausedChannel(UNTIL_2140) })).toEqual({
      tone: 'partial',
      text: 'Envio pausado hasta 21:40',
      short: 'Envio pausado',
    });
    expect(summary({ take_away: pausedChannel(null) }).text).toBe('Retiro pausado hasta cerrar el turno');
  });

  it("says 'Fuera de horario (abre 19:00)' when the hours open later the same day", () => {
    const outside = closedChannel('outside_hours');
    expect(
      summary({
        at: '2025-03-03T15:00:00.000Z',
        within_hours: false,
        opens_at: STATUS_AT,
        closes_at: null,
        shipment: outside,
        take_away: outside,
      }),
    ).toEqual({ tone: 'closed', text: 'Fuera de horario (abre 19:00)', short: 'Cerrada' });
  });

  it('names the weekday when the hours open another day, and says only Fuera de horario when they never do', () => {
    const outside = closedChannel('outside_hours');
    const base = { within_hours: false, closes_at: null, shipment: outside, take_away: outside };
    // Monday 19:00 in Buenos Aires; the hours open on Tuesday at 19:00.
    expect(summary({ ...base, opens_at: '2025-03-04T22:00:00.000Z' }).text).toBe('Fuera de horario (abre mar 19:00)');
    expect(summary({ ...base, opens_at: null }).text).toBe('Fuera de horario');
  });

  it("says 'Turno cerrado' when the turn is closed, whatever else holds", () => {
    const turnClosed = closedChannel('turn_closed');
    expect(summary({ turn_open: false, shipment: turnClosed, take_away: turnClosed })).toEqual({
      tone: 'closed',
      text: 'Turno cerrado',
      short: 'Cerrada',
    });
  });

  it('says which channel is left when the other is disabled, and that both are when none is left', () => {
    expect(summary({ shipment: closedChannel('channel_disabled') })).toEqual({
      tone: 'open',
      text: 'Abierta · solo retiro',
      short: 'Abierta',
    });
    expect(summary({ take_away: closedChannel('channel_disabled') }).text).toBe('Abierta · solo envio');
    const disabled = closedChannel('channel_disabled');
    expect(summary({ shipment: disabled, take_away: disabled })).toMatchObject({
      tone: 'closed',
      text: 'Envio y retiro deshabilitados',
    });
    // The only channel left is paused: the store is paused.
    expect(summary({ shipment: disabled, take_away: pausedChannel(UNTIL_2140) }).text).toBe('Pausada hasta 21:40');
  });

  it('adds the extra preparation minutes while the store takes orders', () => {
    const extra = { by: 'Ana Gomez', at: STATUS_AT, minutes: 15, until: UNTIL_2140 };
    expect(summary({ extra_delay: extra }).text).toBe('Abierta · +15 min');
    expect(summary({ extra_delay: extra, shipment: pausedChannel(null) }).text).toBe(
      'Envio pausado hasta cerrar el turno · +15 min',
    );
    const turnClosed = closedChannel('turn_closed');
    expect(summary({ extra_delay: extra, turn_open: false, shipment: turnClosed, take_away: turnClosed }).text).toBe(
      'Turno cerrado',
    );
  });
});
