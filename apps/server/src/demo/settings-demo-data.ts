import type { Day } from '@comanda/contract/common';
import type { NotificationKey } from '@comanda/contract/notifications';

/**
 * Store settings of the demo stores: prices in ARS, fake accounts, and opening hours that cover
 * every hour of every day, so whoever tries the demo (at any hour, on any day) can place an order.
 */

export interface DemoHours {
  days: Day[];
  from: string;
  to: string;
}

/** Weekly slots customers may pick: `from`-`to` cut into `intervalMinutes` pieces on each day. */
export interface DemoSlots {
  days: Day[];
  from: string;
  to: string;
  intervalMinutes: number;
}

export interface DemoStoreSettings {
  opening: DemoHours[];
  shipment: { cost: number; minAmountItems: number; slots: DemoSlots[] };
  takeAway: {
    address: { city: string; address_one: string; address_two: string; indications: string };
    slots: DemoSlots[];
  };
  bankTransfer: { name: string; cuit: string; cvu: string; alias: string };
  preparationDelay: number;
  /** The store's phone on its profile: the customers' follow-up page links to it (WhatsApp, call). */
  phone: string;
}

const everyDay: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const weekend: Day[] = ['fri', 'sat', 'sun'];
/** 00:00 to 00:00 lasts the whole day: an end at or before the start ends the next day. */
const allDay: DemoHours = { days: everyDay, from: '00:00', to: '00:00' };

export const demoStoreSettings: Record<string, DemoStoreSettings> = {
  centro: {
    phone: '+5491143215678',
    opening: [allDay],
    shipment: {
      cost: 1500,
      minAmountItems: 8000,
      slots: [{ days: weekend, from: '20:00', to: '23:30', intervalMinutes: 30 }],
    },
    takeAway: {
      address: {
        city: 'CABA',
        address_one: 'Av. Corrientes 1850',
        address_two: 'Local 3',
        indications: 'Retiro por la puerta lateral, sobre Callao',
      },
      slots: [{ days: ['sat', 'sun'], from: '12:00', to: '15:00', intervalMinutes: 30 }],
    },
    bankTransfer: {
      name: 'Comanda Centro SRL',
      cuit: '30-71589342-4',
      cvu: '0000003100098765432101',
      alias: 'comanda.centro',
    },
    preparationDelay: 25,
  },
  norte: {
    phone: '+5491156781234',
    opening: [allDay],
    shipment: {
      cost: 1500,
      minAmountItems: 8000,
      slots: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:30', to: '11:30', intervalMinutes: 60 }],
    },
    takeAway: {
      address: {
        city: 'CABA',
        address_one: 'Av. Cabildo 2040',
        address_two: '',
        indications: 'Frente a la estacion Juramento',
      },
      slots: [],
    },
    bankTransfer: {
      name: 'Comanda Norte SRL',
      cuit: '30-71602218-4',
      cvu: '0000003100045678901234',
      alias: 'comanda.norte',
    },
    preparationDelay: 25,
  },
};

const riderKey: NotificationKey = 'order:delivery:rider:assigned:me';

/** What each demo role listens to (WhatsApp and push); null keeps a channel off. */
export const demoNotifications: Record<
  'manager' | 'operator' | 'delivery' | 'initial',
  { whatsapp: NotificationKey[] | null; push: NotificationKey[] | null }
> = {
  manager: {
    whatsapp: ['order:created', 'order:payment:transfer:voucher:changed'],
    push: ['order:created', 'order:changed', 'order:payment:changed', 'order:payment:transfer:voucher:changed', 'order:delivery:rider:changed'],
  },
  // The board's ring tells the kitchen of new orders; a tablet only hears of rides given to it.
  operator: { whatsapp: null, push: [riderKey] },
  delivery: { whatsapp: [riderKey], push: [riderKey] },
  initial: { whatsapp: null, push: null },
};
