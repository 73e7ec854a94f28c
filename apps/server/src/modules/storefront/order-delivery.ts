import type { Money } from '@comanda/contract/money';
import { toCents } from '@comanda/contract/money';
import type { OrderDeliveryMethods, OrderDeliverySlot } from '@comanda/contract/orders';
import type { OrderDeliveryInput } from '@comanda/contract/storefront';
import type { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import { AppError } from '../../http/app-error';
import { dayOfDate, instantOf } from './store-clock';

/** What delivery is checked against, read once per order. */
export interface DeliveryRules {
  shipment: ShipmentSettings;
  takeAway: TakeAwaySettings;
  timeZone: string;
  preparationDelayMinutes: number;
  /** The opening hours cover now and the turn is open (checked for immediate orders). */
  storeOpen: boolean;
  turnOpen: boolean;
  now: Date;
}

export interface CheckedDelivery {
  cost: Money;
  methods: OrderDeliveryMethods;
}

type MethodSettings = Pick<ShipmentSettings, 'enabled' | 'immediate_enabled' | 'schedule_enabled' | 'schedule'>;

const methodUnavailable = (description: string) => new AppError('DELIVERY:METHOD:UNAVAILABLE', description);
const slotInvalid = (description: string) => new AppError('DELIVERY:SLOT:INVALID', description);

/**
 * A later slot: an active entry of the method's schedule, on a date of the entry's weekday,
 * starting no sooner than now + the preparation delay (on the store's wall clock).
 */
function checkSlot(
  settings: MethodSettings,
  datetime: NonNullable<OrderDeliveryInput['datetime']>,
  rules: DeliveryRules,
): OrderDeliverySlot {
  if (!settings.schedule_enabled) throw methodUnavailable('No se aceptan pedidos para mas tarde');
  const entry = settings.schedule.find((candidate) => candidate.id === datetime.schedule_id && candidate.active);
  if (!entry) throw slotInvalid('El horario elegido no existe');
  if (dayOfDate(datetime.date) !== entry.day) throw slotInvalid('El horario elegido no es de ese dia');
  const earliest = rules.now.getTime() + rules.preparationDelayMinutes * 60_000;
  if (instantOf(datetime.date, entry.start, rules.timeZone).getTime() < earliest) {
    throw slotInvalid('El horario elegido es demasiado pronto');
  }
  return { date: datetime.date, schedule_id: entry.id, start: entry.start, end: entry.end };
}

/** As soon as possible: offered by the method, inside the opening hours, with the turn open. */
function checkImmediate(settings: MethodSettings, rules: DeliveryRules): void {
  if (!settings.immediate_enabled) throw methodUnavailable('No se aceptan pedidos inmediatos');
  if (!rules.storeOpen) throw new AppError('STORE:CLOSED');
  if (!rules.turnOpen) throw new AppError('TURN:CLOSED');
}

function checkTiming(settings: MethodSettings, input: OrderDeliveryInput, rules: DeliveryRules): OrderDeliverySlot | null {
  if (!settings.enabled) throw methodUnavailable('El metodo de entrega no esta habilitado');
  if (input.immediate || !input.datetime) {
    checkImmediate(settings, rules);
    return null;
  }
  return checkSlot(settings, input.datetime, rules);
}

/** DECISIONS.md "Pricing": shipment adds its cost and refuses items below min_amount_items. */
export function checkDelivery(input: OrderDeliveryInput, itemsCents: number, rules: DeliveryRules): CheckedDelivery {
  if (input.method === 'take_away') {
    const datetime = checkTiming(rules.takeAway, input, rules);
    return {
      cost: { currency: rules.shipment.cost.currency, amount: 0 },
      methods: { take_away: { immediate: datetime === null, datetime }, shipment: null },
    };
  }
  const { shipment } = rules;
  const datetime = checkTiming(shipment, input, rules);
  if (itemsCents < toCents(shipment.min_amount_items.amount)) throw new AppError('DELIVERY:MIN_AMOUNT');
  const location = input.location ?? { city: '', address_one: '', address_two: '', indications: '' };
  return {
    cost: shipment.cost,
    methods: { take_away: null, shipment: { immediate: datetime === null, datetime, location } },
  };
}
