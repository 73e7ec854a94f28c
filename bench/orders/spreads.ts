/*
 * The spreads of the generated orders: who orders (names and their frequency), when (hours of
 * a day in the store's time zone) and what (items per order, status, delivery, payment).
 * Weights are turned into "slot arrays" the SQL indexes with one random number.
 */

/** First and last names in order of frequency; none is part of another (a search for one finds only it). */
export const FIRST_NAMES = [
  'María', 'Juan', 'Sofía', 'Martín', 'Valentina', 'Diego', 'Camila', 'Lucas', 'Florencia', 'Matías',
  'Agustina', 'Santiago', 'Julieta', 'Nicolás', 'Micaela', 'Facundo', 'Carolina', 'Federico', 'Paula',
  'Gonzalo', 'Laura', 'Pablo', 'Romina', 'Sebastián', 'Natalia', 'Alejandro', 'Daniela', 'Leandro',
  'Gabriela', 'Tomás', 'Cecilia', 'Franco', 'Victoria', 'Ezequiel', 'Silvina', 'Emiliano', 'Lorena',
  'Ignacio', 'Andrea', 'Ramiro',
];
export const LAST_NAMES = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina',
  'Suárez', 'Herrera', 'Aguirre', 'Pereyra', 'Gutiérrez', 'Giménez', 'Molina', 'Silva', 'Castro', 'Rojas',
  'Ortiz', 'Luna', 'Juárez', 'Cabrera', 'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez', 'Moreno',
];

/**
 * Zipf-like frequencies: the most common first name and the most common last name are each
 * about 16% of the clients, so the most common full name is about 2.5% of the orders
 * (12,500 in 500,000), as a big city's most common name is.
 */
const ZIPF_EXPONENT = 0.775;
export const zipfWeights = (count: number): number[] => Array.from({ length: count }, (_, k) => 1 / (k + 1) ** ZIPF_EXPONENT);

/** The common search of the bench: the most frequent first and last names. */
export const COMMON_NAME = `${FIRST_NAMES[0]} ${LAST_NAMES[0]}`;

/**
 * Orders per hour of the store's day: a lunch peak and a bigger dinner rush (20 to 23 h),
 * little in the afternoon, a tail after midnight.
 */
export const HOUR_WEIGHTS: Record<number, number> = {
  0: 4, 1: 1, 11: 3, 12: 9, 13: 10, 14: 4, 15: 1, 16: 1, 17: 1, 18: 2, 19: 6, 20: 14, 21: 20, 22: 16, 23: 9,
};

/** Friday to Sunday busier than the week. ISO day of week (1 Monday ... 7 Sunday). */
export const WEEKDAY_WEIGHTS: Record<number, number> = { 1: 10, 2: 10, 3: 11, 4: 12, 5: 17, 6: 20, 7: 18 };

/** Lines per order: one to four units of the demo catalogue's articles. */
export const ITEM_COUNT_WEIGHTS: Record<number, number> = { 1: 45, 2: 30, 3: 15, 4: 10 };

/**
 * Final statuses for almost all: completed, rejected by the store, cancelled by the customer;
 * 1% left in a status in progress (orders staff never closed), spread over those statuses.
 */
export const STATUS_WEIGHTS: Record<string, number> = {
  completed: 920,
  cancel_store: 40,
  cancel_client: 30,
  process: 1,
  payment_pending: 1,
  payment_paid: 1,
  preparation_pending: 1,
  preparation_in_process: 1,
  preparation_completed: 1,
  delivery_pending: 1,
  delivery_in_process: 1,
  delivery_outside: 1,
  delivery_completed: 1,
};

export const DELIVERY_WEIGHTS: Record<string, number> = { shipment: 55, take_away: 45 };
export const PAYMENT_WEIGHTS: Record<string, number> = { cash: 45, mercado_pago: 35, bank_transfer: 20 };

export const STREETS = [
  'Av. Corrientes', 'Av. Santa Fe', 'Av. Rivadavia', 'Av. Cabildo', 'Thames', 'Gorriti', 'Honduras',
  'Av. Córdoba', 'Billinghurst', 'Bulnes', 'Güemes', 'Paraguay', 'Av. Scalabrini Ortiz', 'Malabia',
];

export const REJECT_REASONS = ['Sin stock', 'Fuera de la zona de envío', 'Local cerrado', 'Demora en cocina'];

/** `size` slots, each holding a key, in proportion to its weight: `slots[floor(random() * size)]`. */
export function slotArray<K>(entries: Array<[K, number]>, size = 1000): K[] {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const slots: K[] = [];
  let cumulative = 0;
  for (const [key, weight] of entries) {
    cumulative += weight;
    const until = Math.round((cumulative / total) * size);
    while (slots.length < until) slots.push(key);
  }
  return slots;
}

export const weighted = <K extends string | number>(weights: Record<K, number>): Array<[string, number]> =>
  Object.entries(weights as Record<string, number>);
