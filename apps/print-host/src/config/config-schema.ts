import { ticketKinds } from '@comanda/contract/tickets';
import { z } from 'zod';

/** A zone name the platform knows (America/Argentina/Buenos_Aires). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z.string().refine(isTimeZone, 'zona horaria desconocida / unknown time zone');

/** host:port of a network printer (raw TCP); the port defaults to 9100. */
const NETWORK_ADDRESS = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export const PrinterConfig = z
  .object({
    name: z.string().trim().min(1, 'falta el nombre / name is required').max(60),
    tickets: z
      .array(z.enum(ticketKinds, 'los tickets son kitchen o package / tickets are kitchen or package'))
      .min(1, 'elegi al menos un ticket (kitchen, package) / at least one ticket kind is required'),
    /** Paper width in mm: 80 (48 columns) or 58 (32 columns). */
    paper: z.union([z.literal(80), z.literal(58)], 'el papel es 80 o 58 / paper is 80 or 58').default(80),
    network: z
      .string()
      .regex(NETWORK_ADDRESS, 'se espera host:puerto, por ejemplo 192.168.0.50:9100 / expected host:port')
      .optional(),
    device: z.string().trim().min(1).optional(),
  })
  .superRefine((printer, context) => {
    if ((printer.network === undefined) === (printer.device === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['network'],
        message: 'indica network (host:puerto) o device (ruta), uno solo / set exactly one of network or device',
      });
    }
  });
export type PrinterConfig = z.infer<typeof PrinterConfig>;

export const PrintHostConfig = z
  .object({
    host: z.string().min(1).default('127.0.0.1'),
    port: z.coerce
      .number('el puerto es un numero / port must be a number')
      .int('el puerto es un numero entero / port must be an integer')
      .min(0)
      .max(65_535, 'el puerto llega a 65535 / port is at most 65535')
      // Not 9100: that is the printers' own raw TCP port, and a print host listening on it
      // would take a printer's place on a computer that shares one (issue 20).
      .default(9180),
    /** The Comanda web origins allowed to POST (https://comanda.example.com). */
    origins: z.array(z.url('se espera una URL como https://comanda.example.com / expected an origin URL')).default([]),
    /** The store's zone, for the promised time; a request may send its own (?tz=). */
    timezone: TimeZone.default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    queue_dir: z.string().min(1).default('./print-queue'),
    printers: z
      .array(PrinterConfig, 'falta la lista de impresoras / a printer list is required')
      .min(1, 'falta la lista de impresoras / a printer list is required'),
    retry_min_ms: z.number().int().min(10).default(1000),
    retry_max_ms: z.number().int().min(10).default(10_000),
    printed_keys_max: z.number().int().min(10).default(5000),
  })
  .superRefine((config, context) => {
    const names = new Set<string>();
    config.printers.forEach((printer, index) => {
      if (names.has(printer.name)) {
        context.addIssue({
          code: 'custom',
          path: ['printers', index, 'name'],
          message: 'nombre repetido / duplicate printer name',
        });
      }
      names.add(printer.name);
    });
  });
export type PrintHostConfig = z.infer<typeof PrintHostConfig>;

/** An origin as browsers send it: scheme, host and port, no path or trailing slash. */
export const originOf = (url: string): string => new URL(url).origin;
