import net from 'node:net';

/**
 * A network printer on loopback: accepts raw TCP connections and keeps what each one sent (one
 * connection is one ticket, as the print host sends them).
 */
export class FakePrinter {
  readonly jobs: Buffer[] = [];
  private server: net.Server | null = null;
  private waiters: Array<{ count: number; resolve: () => void }> = [];

  /** Listens on `port` (0: any free port) and answers with the port. */
  async start(port = 0): Promise<number> {
    const server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => {
        this.jobs.push(Buffer.concat(chunks));
        socket.end();
        this.waiters = this.waiters.filter((waiter) => {
          if (this.jobs.length < waiter.count) return true;
          waiter.resolve();
          return false;
        });
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return (server.address() as net.AddressInfo).port;
  }

  /** Resolves once `count` tickets arrived in all. */
  received(count: number): Promise<void> {
    if (this.jobs.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A loopback port nobody listens on now (taken and released), for a printer that is off. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
