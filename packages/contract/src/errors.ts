import { z } from 'zod';

/**
 * The one error vocabulary: a stable code, its HTTP status and the Spanish text staff see.
 * The first six texts are SPEC.md section 8 word for word.
 */
export const errorCatalogue = {
  'USER:CREDENTIALS:INVALID': { status: 401, text: 'Usuario o contraseña incorrectas' },
  'VO:PHONE:INVALID': { status: 400, text: 'Telefono invalido' },
  BAD_REQUEST: { status: 400, text: 'Error en los parametros' },
  NOT_FOUND: { status: 404, text: 'No encontrado' },
  UNAUTHORIZED: { status: 401, text: 'Desautorizado' },
  INTERNAL: { status: 500, text: 'Interno del servidor' },
  FORBIDDEN: { status: 403, text: 'No tiene permiso para esta accion' },
  CONFLICT: { status: 409, text: 'El cambio choca con el estado actual' },
  TOO_MANY_REQUESTS: { status: 429, text: 'Demasiados intentos, espere unos minutos' },
  /** The server is stopping (a restart or a deploy): another instance, or this one soon, answers. */
  SERVICE_UNAVAILABLE: { status: 503, text: 'El servidor se esta reiniciando, reintente en unos segundos' },
  'FILE:TOO_LARGE': { status: 413, text: 'El archivo supera los 5 MB' },
  'FILE:TYPE:INVALID': { status: 400, text: 'Solo se aceptan imagenes png, jpeg, webp o gif' },
  'FILE:MISSING': { status: 400, text: 'Falta el archivo' },
  'STORE:SLUG:TAKEN': { status: 409, text: 'Ya existe una tienda con ese slug' },
  'STORE:CLOSED': { status: 409, text: 'La tienda esta cerrada' },
  /** The channel is paused from the back-office (store/status.ts). */
  'STORE:PAUSED': { status: 409, text: 'La tienda pauso los pedidos por un momento' },
  'TURN:CLOSED': { status: 409, text: 'El turno esta cerrado' },
  'TURN:ALREADY_OPENED': { status: 409, text: 'El turno ya esta abierto' },
  'TURN:ALREADY_CLOSED': { status: 409, text: 'El turno ya esta cerrado' },
  'COUPON:CODE:TAKEN': { status: 409, text: 'Ya existe un cupon con ese codigo' },
  'COUPON:CODE:FIXED': { status: 409, text: 'El codigo de un cupon no se puede cambiar' },
  'COUPON:INVALID': { status: 409, text: 'El cupon no es valido' },
  'COUPON:EXHAUSTED': { status: 409, text: 'El cupon ya alcanzo su maximo de usos' },
  'ORDER:ITEMS:EMPTY': { status: 400, text: 'El pedido no tiene articulos' },
  'ARTICLE:UNAVAILABLE': { status: 409, text: 'Un articulo del pedido no esta disponible' },
  'TOPPING:SELECTION:INVALID': { status: 400, text: 'La seleccion de toppings no es valida' },
  'STOCK:INSUFFICIENT': { status: 409, text: 'No hay stock suficiente' },
  'DELIVERY:METHOD:UNAVAILABLE': { status: 409, text: 'El metodo de entrega no esta disponible' },
  'DELIVERY:MIN_AMOUNT': { status: 409, text: 'El pedido no alcanza el minimo para envio' },
  'DELIVERY:SLOT:INVALID': { status: 409, text: 'El horario de entrega no es valido' },
  'PAYMENT:METHOD:UNAVAILABLE': { status: 409, text: 'El metodo de pago no esta disponible' },
  /** Cash 'paga con' below the order's total as the server prices it. */
  'PAYMENT:PAYS_WITH:LOW': { status: 409, text: 'El monto con el que paga es menor que el total' },
  'IDEMPOTENCY:KEY:REUSED': {
    status: 409,
    text: 'La clave de idempotencia ya se uso con otro pedido',
  },
  /** 'Enviar prueba' by push when no device of this power is subscribed. */
  'NOTIFICATIONS:PUSH:NO_DEVICES': { status: 409, text: 'Este usuario no tiene dispositivos suscriptos' },
  /** 'Enviar prueba' by WhatsApp when the user has no phone. */
  'NOTIFICATIONS:WHATSAPP:NO_PHONE': { status: 409, text: 'Este usuario no tiene telefono' },
  /** A team change that would leave the store with no active admin or root (DECISIONS.md "Team"). */
  'TEAM:LAST_ADMIN': { status: 409, text: 'La tienda tiene que conservar al menos un administrador activo' },
  /** An invitation accepted by someone who is already an active member of that store. */
  'TEAM:ALREADY_MEMBER': { status: 409, text: 'Ya sos parte del equipo de esta tienda' },
  /** 'Mi cuenta': the current password given to change it is not the user's. */
  'USER:PASSWORD:WRONG': { status: 400, text: 'La contraseña actual no es correcta' },
  /** A PUT whose If-Match names a version that is no longer current (decision 014). */
  'VERSION:STALE': { status: 412, text: 'Otro usuario modifico esto; recarga' },
} as const satisfies Record<string, { status: number; text: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Text for a code the client does not know (SPEC.md section 8 "any other"). */
export const UNKNOWN_ERROR_TEXT = 'Desconocido';
export const UNKNOWN_ERROR_CODE = 'unknown';

export function errorText(code: string): string {
  return (errorCatalogue as Record<string, { text: string }>)[code]?.text ?? UNKNOWN_ERROR_TEXT;
}

export const ErrorEnvelope = z.object({
  error: z.object({ code: z.string(), description: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
