import { z } from 'zod';
import { messages } from './messages';

/**
 * A body schema with one more field, `repeat_password`, that must equal `field`: a new password is
 * typed twice. The refusal shows under the repeated one.
 */
export function repeatedPassword<Shape extends z.ZodRawShape, Field extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  field: Field,
) {
  return schema.extend({ repeat_password: z.string() }).superRefine((values, context) => {
    const typed = values as Record<string, unknown>;
    if (typed.repeat_password !== typed[field]) {
      context.addIssue({ code: 'custom', path: ['repeat_password'], message: messages.newPassword.mismatch });
    }
  });
}
