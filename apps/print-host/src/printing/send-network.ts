import net from 'node:net';

/** Connecting or writing longer than this counts the printer as unreachable. */
export const NETWORK_TIMEOUT_MS = 5000;
/** After every byte is handed over, how long to wait for the printer to close its side. */
const CLOSE_GRACE_MS = 2000;

/** Parses host:port (port 9100 when absent; [::1]:9100 for IPv6). */
export function parseNetworkAddress(address: string): { host: string; port: number } {
  const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(address);
  if (bracketed) return { host: bracketed[1]!, port: Number(bracketed[2] ?? 9100) };
  const [host, port] = address.split(':');
  return { host: host!, port: Number(port ?? 9100) };
}

/**
 * Raw TCP printing (port 9100, "JetDirect"): connect, write the bytes, half-close. Resolves once
 * the printer has taken every byte and closed, or shortly after the bytes are flushed when the
 * printer keeps the connection open; rejects when it cannot be reached.
 */
export function sendToNetwork(address: string, bytes: Uint8Array): Promise<void> {
  const { host, port } = parseNetworkAddress(address);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(grace);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(NETWORK_TIMEOUT_MS, () => finish(new Error(`sin respuesta en ${NETWORK_TIMEOUT_MS} ms`)));
    socket.once('error', (error) => finish(error));
    socket.once('connect', () => {
      socket.end(bytes, () => {
        grace = setTimeout(() => finish(), CLOSE_GRACE_MS);
      });
    });
    socket.once('close', (hadError) => {
      if (!hadError) finish();
    });
  });
}
