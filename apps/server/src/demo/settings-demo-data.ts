import type { Day } from '@comanda/contract/common';
import type { NotificationKey } from '@comanda/contract/notifications';

/** Store settings of the demo stores: believable Buenos Aires hours, prices in ARS, fake accounts. */

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
}

const tuesdayToSunday: Day[] = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const weekend: Day[] = ['fri', 'sat', 'sun'];

export const demoStoreSettings: Record<string, DemoStoreSettings> = {
  centro: {
    opening: [
      { days: tuesdayToSunday, from: '11:30', to: '15:30' },
      { days: tuesdayToSunday, from: '19:30', to: '00:00' },
    ],
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
    opening: [
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], from: '08:00', to: '20:00' },
      { days: ['sun'], from: '09:00', to: '13:00' },
    ],
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
  'manager' | 'delivery' | 'initial',
  { whatsapp: NotificationKey[] | null; push: NotificationKey[] | null }
> = {
  manager: {
    whatsapp: ['order:created', 'order:payment:transfer:voucher:changed'],
    push: ['order:created', 'order:changed', 'order:payment:changed', 'order:payment:transfer:voucher:changed', 'order:delivery:rider:changed'],
  },
  delivery: { whatsapp: [riderKey], push: [riderKey] },
  initial: { whatsapp: null, push: null },
};
