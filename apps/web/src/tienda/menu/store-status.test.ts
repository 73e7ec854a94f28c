import type { PublicChannelStatus, PublicStore } from '@comanda/contract/storefront';
import { describe, expect, it } from 'vitest';
import { nextOpeningText, storeStatusView } from './store-status';

const channel = (overrides: Partial<PublicChannelStatus> = {}): PublicChannelStatus => ({
  open: true,
  reason: null,
  accepts_later_slots: false,
  paused_until: null,
  ...overrides,
});

const zone = 'America/Argentina/Buenos_Aires';
const schedules: PublicStore['schedules'] = [
  { id: '00000000-0000-4000-8000-000000000001', day: 'tue', start: '19:00', end: '23:30', active: true },
  { id: '00000000-0000-4000-8000-000000000002', day: 'fri', start: '11:00', end: '15:00', active: true },
  { id: '00000000-0000-4000-8000-000000000003', day: 'wed', start: '10:00', end: '12:00', active: false },
];
// Tuesday 2026-11-24 10:00 in Buenos Aires (UTC-3).
const tuesdayMorning = new Date('2026-11-24T13:00:00Z');

const store = (shipment: PublicChannelStatus, takeAway: PublicChannelStatus) => ({
  channels: { shipment, take_away: takeAway },
  schedules,
  timezone: zone,
});

describe('store status in the header', () => {
  it('open, with the channels that take orders', () => {
    expect(storeStatusView(store(channel(), channel()))).toEqual({ tone: 'open', title: 'Abierto', details: ['Envío a domicilio y retiro en el local'] });
    expect(storeStatusView(store(channel({ open: false, reason: 'paused' }), channel())).details).toEqual(['Retiro en el local (envío en pausa)']);
  });

  it('outside hours says when it opens, on the store clock', () => {
    const closed = channel({ open: false, reason: 'outside_hours', accepts_later_slots: true });
    expect(storeStatusView(store(closed, closed), tuesdayMorning)).toEqual({
      tone: 'closed',
      title: 'Fuera de horario',
      details: ['Abre hoy a las 19:00', 'Podés pedir para más tarde'],
    });
  });

  it('paused until a time, and closed when no channel is offered', () => {
    const paused = channel({ open: false, reason: 'paused', paused_until: '2026-11-24T23:30:00Z' });
    expect(storeStatusView(store(paused, paused))).toEqual({ tone: 'paused', title: 'En pausa', details: ['Vuelve a tomar pedidos a las 20:30'] });
    const off = channel({ open: false, reason: 'channel_disabled' });
    expect(storeStatusView(store(off, off)).title).toBe('Cerrado');
    expect(storeStatusView(store(channel({ open: false, reason: 'turn_closed' }), off)).title).toBe('Cerrado');
  });

  it('the next opening skips inactive hours and wraps the week', () => {
    expect(nextOpeningText(schedules, zone, new Date('2026-11-25T01:00:00Z'))).toBe('el viernes a las 11:00');
    expect(nextOpeningText(schedules, zone, new Date('2026-11-26T13:00:00Z'))).toBe('mañana a las 11:00');
    expect(nextOpeningText(schedules.slice(0, 1), zone, new Date('2026-11-24T23:00:00Z'))).toBe('el martes a las 19:00');
    expect(nextOpeningText([], zone, tuesdayMorning)).toBeNull();
  });
});
