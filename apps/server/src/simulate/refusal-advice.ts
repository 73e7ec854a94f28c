import { readConfig } from '../config';

/** What to do about a refused order, for the person watching the simulator (codes of errors.ts). */
const adviceByCode: Record<string, string> = {
  'TURN:CLOSED': "El turno esta cerrado: abri el turno en Inicio ('Abrir Turno') y los pedidos empiezan a entrar.",
  'STORE:CLOSED':
    'La tienda esta fuera de horario: revisa Configuraciones > Horario (o abri el turno en Inicio si esta cerrado).',
  'STORE:PAUSED':
    'La tienda pauso los pedidos (envio, retiro o ambos): se reanuda sola al vencer la pausa, o desde la insignia del encabezado.',
  'DELIVERY:METHOD:UNAVAILABLE': 'Revisa Configuraciones > Entrega: envio o retiro deshabilitado.',
  'DELIVERY:SLOT:INVALID': 'El horario elegido ya no sirve; el proximo pedido elige otro.',
  'DELIVERY:MIN_AMOUNT': 'El pedido no llego al minimo de envio; el proximo suma mas articulos.',
  'PAYMENT:METHOD:UNAVAILABLE': 'Revisa Configuraciones > Pagos: el medio de pago esta deshabilitado.',
  'ARTICLE:UNAVAILABLE': 'Un articulo se agoto o se desactivo; vuelvo a leer el catalogo.',
  'STOCK:INSUFFICIENT': 'No hay stock suficiente; vuelvo a leer el catalogo (reponelo en Catalogo > Stock).',
  'TOPPING:SELECTION:INVALID': 'El catalogo cambio; vuelvo a leerlo.',
  TOO_MANY_REQUESTS:
    'El servidor limita los pedidos por dirección y todos los clientes simulados salen de la tuya: ' +
    'arrancá el servidor con STOREFRONT_ORDERS_PER_ADDRESS más alto (ver README) o probá con un --rate menor.',
};

export const adviceFor = (code: string): string | null => adviceByCode[code] ?? null;

/** Refusals after which the simulator reads the store and catalogue again before the next order. */
export const refreshAfter = (code: string): boolean => code !== 'TOO_MANY_REQUESTS';

/**
 * The storefront limits orders per client address (STOREFRONT_ORDERS_PER_ADDRESS in a window of
 * ANONYMOUS_WRITES_WINDOW_MINUTES), against scripts; every customer the simulator makes up comes
 * from the one address it runs at. The limit is the public's and stays as it is: faster than it
 * lets one address order, the simulator says up front what to start the server with. The
 * simulator cannot read the server's settings, so it reckons with the defaults.
 */
export function rateLimitWarning(intervalMs: number): string | null {
  const { windowMs, ordersPerStore } = readConfig({}).anonymousWrites;
  const needed = Math.ceil(windowMs / intervalMs);
  if (needed <= ordersPerStore) return null;
  return (
    `Atención: con el límite por defecto (${ordersPerStore} pedidos cada ${windowMs / 60_000} min por dirección) ` +
    `el servidor rechaza este ritmo. Arrancalo con STOREFRONT_ORDERS_PER_ADDRESS=${needed} o más ` +
    `(por ejemplo: STOREFRONT_ORDERS_PER_ADDRESS=${needed} npm start).`
  );
}
