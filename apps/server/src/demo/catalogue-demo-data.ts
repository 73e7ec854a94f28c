/**
 * The demo menus, in ARS at believable 2026 Buenos Aires prices. Articles are named by their
 * slug elsewhere in the data (sections hold them; stock refers to them); toppings and their
 * options by their names.
 */

import { DEFAULT_TIMEZONE } from '../modules/accounts/account-inputs';
import { addDays, instantOf, localMoment } from '../modules/storefront/store-clock';

export interface DemoToppingRef {
  topping: string;
  min?: number;
  max?: number;
  required?: boolean;
}

export interface DemoArticle {
  name: string;
  description: string;
  /** Import in ARS; the total is derived with the discount. */
  price: number;
  discount?: number;
  disabled?: boolean;
  toppings?: DemoToppingRef[];
}

export interface DemoSection {
  name: string;
  slug: string;
  visible?: boolean;
  articles: DemoArticle[];
}

export interface DemoTopping {
  name: string;
  description: string;
  options: Array<{ name: string; price: number; description?: string }>;
}

export interface DemoCoupon {
  code: string;
  active?: boolean;
  discountPercent?: number;
  discountAmount?: number;
  maxPercent?: number;
  maxAmount?: number;
  maxUse?: number;
  /** Ranges in time, made from the day the demo is seeded. */
  schedule: (now: Date) => Array<{ from: string; to: string; active?: boolean }>;
}

export interface DemoStockItem {
  description: string;
  count: number;
  refs: Array<
    ({ article: string } | { topping: string; option: string }) & {
      disableMinCount?: number | null;
      multiply?: number | null;
    }
  >;
}

export interface DemoCatalogue {
  toppings: DemoTopping[];
  sections: DemoSection[];
  coupons: DemoCoupon[];
  stock: DemoStockItem[];
}

/** The demo stores keep the default time zone; their coupon windows are read on its clock. */
const DEMO_ZONE = DEFAULT_TIMEZONE;

/** The demo store's local date `days` from `now`, at `time` ('HH:MM:SS'), as an ISO instant. */
export function demoLocalAt(now: Date, days: number, time: string): string {
  return instantOf(addDays(localMoment(now, DEMO_ZONE).date, days), time, DEMO_ZONE).toISOString();
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The next `count` weekends (Friday 19:00 to Sunday 23:59, on the demo store's clock). */
function weekends(now: Date, count: number): Array<{ from: string; to: string }> {
  const localDay = WEEKDAYS.indexOf(localMoment(now, DEMO_ZONE).day);
  const untilFriday = (5 - localDay + 7) % 7;
  return Array.from({ length: count }, (_, week) => ({
    from: demoLocalAt(now, untilFriday + week * 7, '19:00:00'),
    to: demoLocalAt(now, untilFriday + week * 7 + 2, '23:59:00'),
  }));
}

const pizza = { topping: 'Tamaño', min: 1, max: 1, required: true };
const extraCheese = { topping: 'Extra queso', min: 0, max: 3 };
const sauces = { topping: 'Salsas', min: 0, max: 3 };
const meatDoneness = { topping: 'Punto de la carne', min: 1, max: 1, required: true };

/** Comanda Centro: pizzeria, empanadas and burgers. */
export const centroCatalogue: DemoCatalogue = {
  toppings: [
    {
      name: 'Extra queso',
      description: 'Sumale queso a tu pedido',
      options: [
        { name: 'Muzzarella extra', price: 2500 },
        { name: 'Cheddar', price: 2000 },
        { name: 'Provolone', price: 3000 },
      ],
    },
    {
      name: 'Gustos de empanada',
      description: 'Elegí los gustos de tu docena',
      options: [
        { name: 'Carne cortada a cuchillo', price: 0 },
        { name: 'Jamón y queso', price: 0 },
        { name: 'Pollo', price: 0 },
        { name: 'Humita', price: 0 },
        { name: 'Caprese', price: 0 },
      ],
    },
    {
      name: 'Punto de la carne',
      description: '¿Cómo te gusta la carne?',
      options: [
        { name: 'Jugosa', price: 0 },
        { name: 'A punto', price: 0 },
        { name: 'Cocida', price: 0 },
      ],
    },
    {
      name: 'Bebida del combo',
      description: 'Una bebida incluida en el combo',
      options: [
        { name: 'Coca-Cola 500 ml', price: 0 },
        { name: 'Sprite 500 ml', price: 0 },
        { name: 'Agua mineral 500 ml', price: 0 },
        { name: 'Cerveza lata 473 ml', price: 1200, description: 'Solo mayores de 18' },
      ],
    },
    {
      name: 'Salsas',
      description: 'Para acompañar',
      options: [
        { name: 'Chimichurri', price: 0 },
        { name: 'Salsa criolla', price: 0 },
        { name: 'Alioli', price: 500 },
        { name: 'Barbacoa', price: 500 },
        { name: 'Picante', price: 0 },
      ],
    },
    {
      name: 'Tamaño',
      description: 'Tamaño de la pizza',
      options: [
        { name: 'Grande (8 porciones)', price: 0 },
        { name: 'Familiar (12 porciones)', price: 6500 },
      ],
    },
  ],
  sections: [
    {
      name: 'Pizzas',
      slug: 'pizzas',
      articles: [
        { name: 'Muzzarella', description: 'Salsa de tomate, muzzarella y aceitunas verdes', price: 16500, toppings: [pizza, extraCheese] },
        { name: 'Napolitana', description: 'Muzzarella, rodajas de tomate, ajo y orégano', price: 18900, toppings: [pizza, extraCheese] },
        { name: 'Fugazzeta', description: 'Rellena de muzzarella con cebolla caramelizada', price: 18500, toppings: [pizza, extraCheese] },
        { name: 'Especial', description: 'Muzzarella, jamón cocido y morrones asados', price: 20900, toppings: [pizza, extraCheese] },
        { name: 'Calabresa', description: 'Muzzarella y longaniza calabresa', price: 19900, toppings: [pizza, extraCheese] },
        { name: 'Cuatro quesos', description: 'Muzzarella, roquefort, provolone y parmesano', price: 21500, toppings: [pizza] },
        { name: 'Rúcula y jamón crudo', description: 'Muzzarella, rúcula fresca, crudo y parmesano', price: 23900, discount: 10, toppings: [pizza] },
      ],
    },
    {
      name: 'Empanadas',
      slug: 'empanadas',
      articles: [
        { name: 'Empanada de carne cortada a cuchillo', description: 'Al horno, con huevo y aceituna', price: 2400, toppings: [sauces] },
        { name: 'Empanada de jamón y queso', description: 'Al horno', price: 2200 },
        { name: 'Empanada de pollo', description: 'Pollo al verdeo', price: 2200 },
        { name: 'Empanada de humita', description: 'Choclo cremoso con salsa blanca', price: 2200 },
        { name: 'Empanada caprese', description: 'Tomate, muzzarella y albahaca', price: 2300 },
        {
          name: 'Docena de empanadas',
          description: 'Doce empanadas a elección',
          price: 26400,
          discount: 10,
          toppings: [{ topping: 'Gustos de empanada', min: 12, max: 12, required: true }],
        },
      ],
    },
    {
      name: 'Hamburguesas',
      slug: 'hamburguesas',
      articles: [
        { name: 'Hamburguesa clásica', description: 'Medallón de 120 g, lechuga, tomate y cheddar, en pan de papa', price: 12900, toppings: [meatDoneness, extraCheese, sauces] },
        { name: 'Cheeseburger doble', description: 'Doble medallón, doble cheddar, pepinos y mostaza', price: 15900, toppings: [meatDoneness, extraCheese, sauces] },
        { name: 'Hamburguesa completa', description: 'Medallón, jamón, huevo frito, lechuga y tomate', price: 16500, toppings: [meatDoneness, sauces] },
        { name: 'Hamburguesa veggie', description: 'Medallón de lentejas y quinoa, palta y rúcula', price: 13500, toppings: [sauces] },
        {
          name: 'Combo burger',
          description: 'Hamburguesa clásica, papas fritas y bebida',
          price: 22000,
          discount: 10,
          toppings: [meatDoneness, { topping: 'Bebida del combo', min: 1, max: 1, required: true }, sauces],
        },
        { name: 'Papas fritas con cheddar', description: 'Con panceta y verdeo', price: 7900, toppings: [sauces] },
      ],
    },
    {
      name: 'Bebidas',
      slug: 'bebidas',
      articles: [
        { name: 'Coca-Cola 500 ml', description: 'Bien fría', price: 2800 },
        { name: 'Agua mineral 500 ml', description: 'Con o sin gas', price: 2200 },
        { name: 'Cerveza Quilmes lata 473 ml', description: 'Solo mayores de 18', price: 3600 },
        { name: 'Limonada con menta y jengibre', description: 'Jarra de 1 litro', price: 4500 },
        { name: 'Vino Malbec', description: 'Botella de 750 ml, Mendoza', price: 14900 },
      ],
    },
    {
      name: 'Postres',
      slug: 'postres',
      articles: [
        { name: 'Flan casero', description: 'Con dulce de leche y crema', price: 5500 },
        { name: 'Helado 1/4 kg', description: 'Hasta tres gustos', price: 8900 },
        { name: 'Panqueque con dulce de leche', description: 'Flambeado al ron', price: 5900 },
        { name: 'Tiramisú', description: 'En vasito, con café y cacao', price: 6500 },
      ],
    },
  ],
  coupons: [
    {
      code: 'BIENVENIDA',
      discountPercent: 15,
      maxAmount: 5000,
      maxUse: 500,
      schedule: (now) => [{ from: demoLocalAt(now, 0, '00:00:00'), to: demoLocalAt(now, 365, '23:59:59') }],
    },
    {
      code: 'FINDE20',
      discountPercent: 20,
      maxAmount: 8000,
      schedule: (now) => weekends(now, 4),
    },
    {
      code: 'MUNDIAL26',
      discountAmount: 3000,
      maxUse: 200,
      schedule: () => [{ from: '2026-06-11T00:00:00-03:00', to: '2026-07-19T23:59:59-03:00' }],
    },
  ],
  stock: [
    {
      description: 'Medallones de carne 120 g',
      count: 80,
      refs: [
        { article: 'hamburguesa-clasica', disableMinCount: 0 },
        { article: 'cheeseburger-doble', disableMinCount: 1, multiply: 2 },
        { article: 'hamburguesa-completa', disableMinCount: 0 },
        { article: 'combo-burger', disableMinCount: 0 },
      ],
    },
    {
      description: 'Pan de papa',
      count: 60,
      refs: [
        { article: 'hamburguesa-clasica', disableMinCount: 0 },
        { article: 'cheeseburger-doble', disableMinCount: 0 },
        { article: 'hamburguesa-completa', disableMinCount: 0 },
        { article: 'hamburguesa-veggie', disableMinCount: 0 },
        { article: 'combo-burger', disableMinCount: 0 },
      ],
    },
    {
      description: 'Tapas de empanada',
      count: 240,
      refs: [
        { article: 'empanada-de-carne-cortada-a-cuchillo', disableMinCount: 0 },
        { article: 'empanada-de-jamon-y-queso', disableMinCount: 0 },
        { article: 'empanada-de-pollo', disableMinCount: 0 },
        { article: 'empanada-de-humita', disableMinCount: 0 },
        { article: 'empanada-caprese', disableMinCount: 0 },
        { article: 'docena-de-empanadas', disableMinCount: 11, multiply: 12 },
      ],
    },
    {
      description: 'Bollos de masa para pizza',
      count: 40,
      refs: [
        { article: 'muzzarella', disableMinCount: 0 },
        { article: 'napolitana', disableMinCount: 0 },
        { article: 'fugazzeta', disableMinCount: 0 },
        { article: 'especial', disableMinCount: 0 },
        { article: 'calabresa', disableMinCount: 0 },
        { article: 'cuatro-quesos', disableMinCount: 0 },
        { article: 'rucula-y-jamon-crudo', disableMinCount: 0 },
      ],
    },
    {
      description: 'Coca-Cola 500 ml (botellas)',
      count: 48,
      refs: [
        { article: 'coca-cola-500-ml', disableMinCount: 0 },
        { topping: 'Bebida del combo', option: 'Coca-Cola 500 ml', disableMinCount: 0 },
      ],
    },
    {
      // Sold out on purpose: the demo shows an article disabled by stock.
      description: 'Vasitos de tiramisú',
      count: 0,
      refs: [{ article: 'tiramisu', disableMinCount: 0 }],
    },
  ],
};

const milk = { topping: 'Leche', min: 0, max: 1 };

/** Comanda Norte: a small specialty café. */
export const norteCatalogue: DemoCatalogue = {
  toppings: [
    {
      name: 'Leche',
      description: 'Elegí la leche',
      options: [
        { name: 'Entera', price: 0 },
        { name: 'Descremada', price: 0 },
        { name: 'De almendras', price: 900 },
        { name: 'De avena', price: 900 },
      ],
    },
    {
      name: 'Bebida caliente',
      description: 'Incluida en el desayuno',
      options: [
        { name: 'Café con leche', price: 0 },
        { name: 'Té', price: 0 },
        { name: 'Mate cocido', price: 0 },
        { name: 'Capuccino', price: 700 },
      ],
    },
  ],
  sections: [
    {
      name: 'Cafetería',
      slug: 'cafeteria',
      articles: [
        { name: 'Espresso', description: 'Blend de Brasil y Colombia', price: 3200 },
        { name: 'Cortado', description: 'Espresso con un toque de leche', price: 3500, toppings: [milk] },
        { name: 'Café con leche', description: 'En taza grande', price: 4200, toppings: [milk] },
        { name: 'Flat white', description: 'Doble ristretto y leche texturizada', price: 4800, toppings: [milk] },
        { name: 'Capuccino', description: 'Con cacao espolvoreado', price: 4900, toppings: [milk] },
      ],
    },
    {
      name: 'Pastelería',
      slug: 'pasteleria',
      articles: [
        { name: 'Medialunas de manteca x3', description: 'Recién horneadas', price: 3900 },
        { name: 'Budín de limón', description: 'Porción con glaseado', price: 4500 },
        { name: 'Alfajor de maicena', description: 'Con dulce de leche y coco', price: 2500 },
      ],
    },
    {
      name: 'Desayunos y meriendas',
      slug: 'desayunos',
      articles: [
        { name: 'Tostado de jamón y queso', description: 'En pan de miga', price: 7500 },
        { name: 'Tostadas con palta', description: 'Pan de masa madre, palta y huevo poché', price: 8200 },
        {
          name: 'Desayuno completo',
          description: 'Bebida caliente, jugo de naranja y dos medialunas',
          price: 11900,
          toppings: [{ topping: 'Bebida caliente', min: 1, max: 1, required: true }],
        },
      ],
    },
  ],
  coupons: [
    {
      code: 'CAFE10',
      discountPercent: 10,
      maxAmount: 2000,
      schedule: (now) => [{ from: demoLocalAt(now, 0, '07:00:00'), to: demoLocalAt(now, 90, '11:00:00') }],
    },
  ],
  stock: [
    {
      description: 'Medialunas',
      count: 36,
      refs: [
        { article: 'medialunas-de-manteca-x3', disableMinCount: 2, multiply: 3 },
        { article: 'desayuno-completo', disableMinCount: 1, multiply: 2 },
      ],
    },
  ],
};

/** Demo catalogue per store slug. */
export const demoCatalogues: Record<string, DemoCatalogue> = {
  centro: centroCatalogue,
  norte: norteCatalogue,
};
