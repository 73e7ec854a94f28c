import { z } from 'zod';

/** A text the user must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'requerido').max(max, `maximo ${max} caracteres`);

/** A text that may stay empty (missing counts as empty). */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `maximo ${max} caracteres`).default('');

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
