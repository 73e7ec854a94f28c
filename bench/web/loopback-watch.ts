import diagnostics from 'node:diagnostics_channel';
import type net from 'node:net';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/;

/** True for a loopback address or name, and for sockets without one (a local pipe). */
export function isLoopbackHost(host: string | undefined): boolean {
  return !host || loopback.test(host.replace(/^\[|\]$/g, ''));
}

/**
 * Watches every TCP connection this process opens (Lighthouse, puppeteer, fetch) and keeps the
 * ones that looked up or reached anything but loopback, so the bench can show it stayed offline.
 */
export function watchOutboundSockets(): () => { sockets: number; outside: string[] } {
  let sockets = 0;
  const outside: string[] = [];
  diagnostics.subscribe('net.client.socket', (message) => {
    const { socket } = message as { socket: net.Socket };
    sockets += 1;
    socket.once('lookup', (error: Error | null, address: string, _family: unknown, host: string) => {
      if (!isLoopbackHost(host) || (!error && !isLoopbackHost(address))) outside.push(`${host} (${error ? 'lookup failed' : address})`);
    });
    socket.once('connect', () => {
      if (!isLoopbackHost(socket.remoteAddress)) outside.push(String(socket.remoteAddress));
    });
  });
  return () => ({ sockets, outside });
}
