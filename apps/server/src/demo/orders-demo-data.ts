import type { Address } from '@comanda/contract/store/address';
import type {
  DeliveryStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PreparationStatus,
} from '@comanda/contract/order-enums';
import type { DemoLine } from './demo-order-pricing';

/** A demo order: who, how, what, and where it is in its life. */
export interface DemoOrder {
  minutesAgo: number;
  client: { name: string; phone: string };
  delivery: 'shipment' | 'take_away';
  /** A later slot of the method's schedule instead of "as soon as possible". */
  scheduled?: boolean;
  address?: Address;
  payment: PaymentMethod;
  coupon?: string;
  lines: DemoLine[];
  status: OrderStatus;
  preparation?: PreparationStatus;
  deliveryStatus?: DeliveryStatus;
  paymentStatus?: PaymentStatus;
  /** Email of the demo user taking it out. */
  rider?: string;
}

const home = (address_one: string, address_two = '', indications = ''): Address => ({
  city: 'CABA',
  address_one,
  address_two,
  indications,
});

const RIDER = 'rider@comanda.test';

/** Comanda Centro: a busy evening, from just arrived to delivered, plus two cancellations. */
const centro: DemoOrder[] = [
  {
    minutesAgo: 4,
    client: { name: 'Camila Herrera', phone: '+5491145678901' },
    delivery: 'shipment',
    address: home('Av. Callao 1234', '5° B', 'Timbre que no anda, llamar al llegar'),
    payment: 'cash',
    lines: [
      { article: 'muzzarella', options: [['Tamaño', 'Grande (8 porciones)'], ['Extra queso', 'Cheddar']] },
      { article: 'coca-cola-500-ml' },
    ],
    status: 'process',
  },
  {
    minutesAgo: 9,
    client: { name: 'Tomás Benítez', phone: '+5491156789012' },
    delivery: 'take_away',
    payment: 'cash',
    lines: [
      { article: 'hamburguesa-veggie', options: [['Salsas', 'Alioli']], message: 'Sin palta, por favor' },
      { article: 'limonada-con-menta-y-jengibre' },
    ],
    status: 'process',
  },
  {
    minutesAgo: 14,
    client: { name: 'Florencia Ruiz', phone: '+5491167890123' },
    delivery: 'shipment',
    address: home('Riobamba 455', 'PB', ''),
    payment: 'bank_transfer',
    lines: [
      { article: 'hamburguesa-clasica', options: [['Punto de la carne', 'A punto'], ['Salsas', 'Barbacoa']] },
      { article: 'papas-fritas-con-cheddar' },
    ],
    status: 'payment_pending',
  },
  {
    minutesAgo: 22,
    client: { name: 'Nicolás Acuña', phone: '+5491178901234' },
    delivery: 'take_away',
    payment: 'mercado_pago',
    lines: [
      {
        article: 'docena-de-empanadas',
        options: [
          ['Gustos de empanada', 'Carne cortada a cuchillo', 6],
          ['Gustos de empanada', 'Jamón y queso', 3],
          ['Gustos de empanada', 'Humita', 3],
        ],
      },
    ],
    status: 'preparation_in_process',
    preparation: 'in_process',
    paymentStatus: 'paid',
  },
  {
    minutesAgo: 31,
    client: { name: 'Agustina Molina', phone: '+5491189012345' },
    delivery: 'shipment',
    address: home('Sarmiento 2100', '3° A', 'Dejar en portería'),
    payment: 'cash',
    coupon: 'BIENVENIDA',
    lines: [
      {
        article: 'combo-burger',
        options: [['Punto de la carne', 'Jugosa'], ['Bebida del combo', 'Cerveza lata 473 ml'], ['Salsas', 'Chimichurri']],
      },
      {
        article: 'combo-burger',
        options: [['Punto de la carne', 'A punto'], ['Bebida del combo', 'Coca-Cola 500 ml']],
      },
      { article: 'flan-casero' },
    ],
    status: 'delivery_outside',
    preparation: 'prepared',
    deliveryStatus: 'outside',
    rider: RIDER,
  },
  {
    minutesAgo: 38,
    client: { name: 'Joaquín Ibarra', phone: '+5491190123456' },
    delivery: 'take_away',
    payment: 'cash',
    lines: [{ article: 'rucula-y-jamon-crudo', options: [['Tamaño', 'Familiar (12 porciones)']] }],
    status: 'preparation_pending',
  },
  {
    minutesAgo: 47,
    client: { name: 'Micaela Torres', phone: '+5491141234567' },
    delivery: 'shipment',
    address: home('Av. Santa Fe 3050', '8° C', ''),
    payment: 'mercado_pago',
    lines: [
      { article: 'napolitana', options: [['Tamaño', 'Grande (8 porciones)']] },
      { article: 'vino-malbec' },
    ],
    status: 'delivery_completed',
    preparation: 'prepared',
    deliveryStatus: 'delivered',
    paymentStatus: 'paid',
    rider: RIDER,
  },
  {
    minutesAgo: 56,
    client: { name: 'Federico Luna', phone: '+5491152345678' },
    delivery: 'shipment',
    scheduled: true,
    address: home('Paraná 780', '2° D', 'Es un consultorio, preguntar por Fede'),
    payment: 'mercado_pago',
    lines: [
      { article: 'empanada-de-carne-cortada-a-cuchillo', options: [['Salsas', 'Picante']] },
      { article: 'empanada-de-carne-cortada-a-cuchillo' },
      { article: 'empanada-de-pollo' },
      { article: 'empanada-caprese' },
    ],
    status: 'payment_paid',
    paymentStatus: 'paid',
  },
  {
    minutesAgo: 75,
    client: { name: 'Valeria Sánchez', phone: '+5491163456789' },
    delivery: 'take_away',
    payment: 'cash',
    lines: [
      { article: 'cheeseburger-doble', options: [['Punto de la carne', 'Cocida'], ['Extra queso', 'Provolone', 2]] },
      { article: 'cerveza-quilmes-lata-473-ml' },
    ],
    status: 'completed',
    preparation: 'prepared',
    deliveryStatus: 'delivered',
    paymentStatus: 'paid',
  },
  {
    minutesAgo: 90,
    client: { name: 'Santiago Ortiz', phone: '+5491174567890' },
    delivery: 'shipment',
    address: home('Uruguay 1020', '', ''),
    payment: 'cash',
    lines: [{ article: 'especial', options: [['Tamaño', 'Grande (8 porciones)']] }],
    status: 'cancel_client',
  },
  {
    minutesAgo: 105,
    client: { name: 'Lorena Castro', phone: '+5491185678901' },
    delivery: 'take_away',
    payment: 'mercado_pago',
    lines: [{ article: 'helado-1-4-kg' }, { article: 'panqueque-con-dulce-de-leche' }],
    status: 'cancel_store',
    paymentStatus: 'in_process',
  },
  {
    minutesAgo: 120,
    client: { name: 'Ignacio Vega', phone: '+5491196789012' },
    delivery: 'take_away',
    scheduled: true,
    payment: 'cash',
    lines: [
      { article: 'fugazzeta', options: [['Tamaño', 'Grande (8 porciones)'], ['Extra queso', 'Muzzarella extra']] },
      { article: 'agua-mineral-500-ml' },
    ],
    status: 'preparation_completed',
    preparation: 'prepared',
  },
];

/** Comanda Norte: a quiet café morning. */
const norte: DemoOrder[] = [
  {
    minutesAgo: 6,
    client: { name: 'Paula Giménez', phone: '+5491143210987' },
    delivery: 'take_away',
    payment: 'cash',
    lines: [
      { article: 'flat-white', options: [['Leche', 'De avena']] },
      { article: 'medialunas-de-manteca-x3' },
    ],
    status: 'process',
  },
  {
    minutesAgo: 18,
    client: { name: 'Gonzalo Ferreyra', phone: '+5491154321098' },
    delivery: 'shipment',
    address: home('Av. Cabildo 2500', '4° A', ''),
    payment: 'bank_transfer',
    lines: [
      { article: 'desayuno-completo', options: [['Bebida caliente', 'Capuccino']] },
      { article: 'tostado-de-jamon-y-queso' },
    ],
    status: 'preparation_in_process',
    preparation: 'in_process',
    paymentStatus: 'paid',
  },
  {
    minutesAgo: 40,
    client: { name: 'Carolina Medina', phone: '+5491165432109' },
    delivery: 'take_away',
    payment: 'mercado_pago',
    lines: [{ article: 'cortado', options: [['Leche', 'Descremada']] }, { article: 'alfajor-de-maicena' }],
    status: 'completed',
    preparation: 'prepared',
    deliveryStatus: 'delivered',
    paymentStatus: 'paid',
  },
];

export const demoOrders: Record<string, DemoOrder[]> = { centro, norte };
