import { z } from 'zod';

export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const IdParams = z.object({ id: Uuid });

/** Empty strings from forms count as "not given". */
export const NullableText = z
  .string()
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value));

export const Slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'solo minusculas, numeros y guiones');

export const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'hora HH:MM o HH:MM:SS');

export const Day = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export type Day = z.infer<typeof Day>;
export const dayLabel: Record<Day, string> = {
  mon: 'Lunes',
  tue: 'Martes',
  wed: 'Miercoles',
  thu: 'Jueves',
  fri: 'Viernes',
  sat: 'Sabado',
  sun: 'Domingo',
};

/** Answer of `sign_out` and device registration. */
export const SuccessText = z.string();
