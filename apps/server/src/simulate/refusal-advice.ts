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
  TOO_MANY_REQUESTS: 'El servidor pide bajar la frecuencia: proba con un --rate menor.',
};

export const adviceFor = (code: string): string | null => adviceByCode[code] ?? null;

/** Refusals after which the simulator reads the store and catalogue again before the next order. */
export const refreshAfter = (code: string): boolean => code !== 'TOO_MANY_REQUESTS';
