import net from 'node:net';
import fc from 'fast-check';
import { hostileTexts } from './fuzz-values';

/**
 * Header values written byte for byte on a TCP socket: HTTP clients refuse to send a NUL or a
 * line break in a header, but anyone can, and the server must still answer below 500.
 */

export interface RawHeaderValue {
  /** The text the value was made from. */
  text: string;
  bytes: Buffer;
  /** How the failure message shows it. */
  shown: string;
}

/** Lone surrogates written as their three bytes (invalid UTF-8), as a careless encoder does. */
function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

const numericTexts = ['0', '1', '42', '999999999999999', '9999999999999999999999', '-1', ' 7 ', '1.5', '1e3', '0x10', '١٢'];

/** Last-Event-ID values: numbers near and past the limits, hostile texts, random bytes. */
export const lastEventIdValues: fc.Arbitrary<RawHeaderValue> = fc
  .oneof(
    fc.constantFrom(...numericTexts),
    fc.constantFrom(...hostileTexts.filter((text) => text.length < 20_000)),
    fc.string({ unit: 'binary', maxLength: 30 }),
  )
  .chain((text) =>
    fc.constantFrom<RawHeaderValue>(
      { text, bytes: wtf8(text), shown: JSON.stringify(text).slice(0, 200) },
      { text, bytes: Buffer.from(text, 'latin1'), shown: `latin1 ${JSON.stringify(text).slice(0, 200)}` },
    ),
  );

/**
 * Sends a GET with the given headers over a raw socket and answers the status of the answer's
 * first line; hangs up at once (a stream that opened has shown its status by then).
 */
export function rawRequestStatus(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  rawHeaders: Record<string, Buffer>,
  timeoutMs = 5_000,
): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  const head = Buffer.concat([
    Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n`),
    ...Object.entries(headers).map(([name, value]) => Buffer.from(`${name}: ${value}\r\n`)),
    ...Object.entries(rawHeaders).flatMap(([name, value]) => [Buffer.from(`${name}: `), value, Buffer.from('\r\n')]),
    Buffer.from('\r\n'),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => finish(() => reject(new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      socket.destroy();
      settle();
    };
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (line) finish(() => resolve(Number(line[1])));
    });
    socket.on('error', (error) => finish(() => reject(error)));
    socket.on('end', () => finish(() => reject(new Error(`connection closed before a status: ${JSON.stringify(received)}`))));
  });
}
