import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { z } from 'zod';

/**
 * The version of an answer (decision 014): a strong entity tag, the SHA-256 of the answer as the
 * client receives it (shaped by the call's response schema, keys sorted). Equal answers have
 * equal versions whichever call produced them, so a PUT's ETag is the next GET's.
 */
export function answerVersion(schema: z.ZodType, answer: unknown): string {
  const shaped = schema.safeParse(answer);
  return shapedAnswerVersion(shaped.success ? shaped.data : answer);
}

/** The version of an answer already shaped by its call's response schema (parsed once, sent as is). */
export function shapedAnswerVersion(shaped: unknown): string {
  const canonical = stringify(shaped) ?? '';
  return `"${createHash('sha256').update(canonical).digest('base64url')}"`;
}

/**
 * Whether an If-Match header lets a write go ahead against the current version (RFC 9110
 * 13.1.1): `*` matches any current answer; otherwise one of the listed tags must be the current
 * one under strong comparison, so a weak tag (`W/"..."`) never matches.
 */
export function ifMatchAllows(header: string, currentVersion: string): boolean {
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  return (trimmed.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag === currentVersion);
}
