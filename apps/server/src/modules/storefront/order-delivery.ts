import type { Money } from '@comanda/contract/money';
import { toCents } from '@comanda/contract/money';
import type { OrderDeliveryMethods, OrderDeliverySlot } from '@comanda/contract/orders';
import type { OrderDeliveryInput } from '@comanda/contract/storefront';
import type { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import { storeClosedReasonCode, type StoreChannel, type StoreClosedReason } from '@comanda/contract/store/status';
import { AppError } from '../../http/app-error';
import { channelRefusal, type OrderTiming, type StatusFacts } from '../store/status/store-status';
import { dayOfDate, instantOf } from './store-clock';

/** What delivery is checked against, read once per order. */
export interface DeliveryRules {
  shipment: ShipmentSettings;
  takeAway: TakeAwaySettings;
  timeZone: string;
  preparationDelayMinutes: number;
  /** What the store status rule reads (turn, hours, pauses): the rule staff see refuses the order. */
  status: StatusFacts;
  now: Date;
}

export interface CheckedDelivery {
  cost: Money;
  methods: OrderDeliveryMethods;
}

export type MethodSettings = Pick<ShipmentSettings, 'enabled' | 'immediate_enabled' | 'schedule_enabled' | 'schedule'>;

const slotInvalid = (description: string) => new AppError('DELIVERY:SLOT:INVALID', description);

/**
 * A later slot: an active entry of the method's schedule, on a date of the entry's weekday,
 * starting no sooner than now + the preparation delay (on the store's wall clock). The slots
 * offered (order-slots.ts) are the ones this accepts.
 */
export function checkSlot(
  settings: MethodSettings,
  datetime: NonNullable<OrderDeliveryInput['datetime']>,
  rules: DeliveryRules,
): OrderDeliverySlot {
  const entry = settings.schedule.find((candidate) => candidate.id === datetime.schedule_id && candidate.active);
  if (!entry) throw slotInvalid('El horario elegido no existe');
  if (dayOfDate(datetime.date) !== entry.day) throw slotInvalid('El horario elegido no es de ese dia');
  const earliest = rules.now.getTime() + rules.preparationDelayMinutes * 60_000;
  if (instantOf(datetime.date, entry.start, rules.timeZone).getTime() < earliest) {
    throw slotInvalid('El horario elegido es demasiado pronto');
  }
  return { date: datetime.date, schedule_id: entry.id, start: entry.start, end: entry.end };
}

function channelDisabledText(settings: MethodSettings, timing: OrderTiming): string {
  if (!settings.enabled) return 'El metodo de entrega no esta habilitado';
  return timing === 'immediate' ? 'No se aceptan pedidos inmediatos' : 'No se aceptan pedidos para mas tarde';
}

/** The storefront's refusal for the first reason of the store status rule (decision 018). */
function refusal(reason: StoreClosedReason, settings: MethodSettings, timing: OrderTiming): AppError {
  const code = storeClosedReasonCode[reason];
  return reason === 'channel_disabled' ? new AppError(code, channelDisabledText(settings, timing)) : new AppError(code);
}

export const methodSettingsOf = (channel: StoreChannel, rules: DeliveryRules): MethodSettings =>
  channel === 'shipment' ? rules.shipment : rules.takeAway;

/**
 * The store status rule for the channel: enabled (with immediate or scheduled orders), turn
 * open, not paused, and for an immediate order inside the opening hours. null: it takes orders
 * of that timing now.
 */
export function timingRefusal(channel: StoreChannel, timing: OrderTiming, rules: DeliveryRules): AppError | null {
  const reason = channelRefusal(rules.status, channel, timing, rules.now);
  return reason ? refusal(reason, methodSettingsOf(channel, rules), timing) : null;
}

/** The status rule for the order's timing, then a later slot's own checks. */
function checkTiming(channel: StoreChannel, input: OrderDeliveryInput, rules: DeliveryRules): OrderDeliverySlot | null {
  const timing: OrderTiming = input.immediate || !input.datetime ? 'immediate' : 'later';
  const refused = timingRefusal(channel, timing, rules);
  if (refused) throw refused;
  return input.datetime && timing === 'later' ? checkSlot(methodSettingsOf(channel, rules), input.datetime, rules) : null;
}

/** DECISIONS.md "Pricing": shipment adds its cost and refuses items below min_amount_items. */
export function checkDelivery(input: OrderDeliveryInput, itemsCents: number, rules: DeliveryRules): CheckedDelivery {
  if (input.method === 'take_away') {
    const datetime = checkTiming('take_away', input, rules);
    return {
      cost: { currency: rules.shipment.cost.currency, amount: 0 },
      methods: { take_away: { immediate: datetime === null, datetime }, shipment: null },
    };
  }
  const { shipment } = rules;
  const datetime = checkTiming('shipment', input, rules);
  if (itemsCents < toCents(shipment.min_amount_items.amount)) throw new AppError('DELIVERY:MIN_AMOUNT');
  const location = input.location ?? { city: '', address_one: '', address_two: '', indications: '' };
  return {
    cost: shipment.cost,
    methods: { take_away: null, shipment: { immediate: datetime === null, datetime, location } },
  };
}
