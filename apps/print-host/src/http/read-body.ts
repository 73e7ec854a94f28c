import type { IncomingMessage } from 'node:http';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

/** The request body as text, refusing more than the limit. */
export async function readBody(request: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
