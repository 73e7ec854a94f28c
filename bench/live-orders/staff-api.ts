import { randomUUID } from 'node:crypto';
import { authRoutes } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import { fillPath, type RouteDefinition, type RouteResult } from '@comanda/contract/route';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One contract call over HTTP; the answer is checked with the contract. */
export async function call<R extends RouteDefinition>(
  baseUrl: string,
  route: R,
  options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RouteResult<R>> {
  const response = await fetch(`${baseUrl}${fillPath(route.path, options.params)}`, {
    method: route.method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: string; description: string } };
  if (!response.ok || body.error) {
    const code = body.error?.code ?? String(response.status);
    throw new ApiError(response.status, code, `${route.method} ${route.path}: ${code} ${body.error?.description ?? ''}`);
  }
  return route.response.parse(body.result) as RouteResult<R>;
}

/** A signed-in staff member on one store, as the web client keeps it: session, device, access. */
export class StaffSession {
  private accessToken = '';
  private accessAt = 0;

  private constructor(
    private readonly sessionToken: string,
    readonly deviceId: string,
    readonly powerId: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string, storeSlug: string): Promise<StaffSession> {
    const { token } = await call(baseUrl, authRoutes.signIn, { body: { username: email, password } });
    const deviceId = randomUUID();
    await call(baseUrl, deviceRoutes.register, { params: { deviceId } });
    const powers = await call(baseUrl, authRoutes.powers, { headers: { authorization: `Bearer ${token}` } });
    const power = powers.data.find((candidate) => candidate.store.slug === storeSlug);
    if (!power) throw new Error(`${email} has no power in ${storeSlug}`);
    const session = new StaffSession(token, deviceId, power.id);
    await session.renew(baseUrl);
    return session;
  }

  /** Asks for a new access token (the client does so every 4 minutes; it lasts 5). */
  async renew(baseUrl: string): Promise<void> {
    const { token } = await call(baseUrl, authRoutes.access, {
      headers: { authorization: `Bearer ${this.sessionToken}`, 'device-id': this.deviceId },
      body: { power_id: this.powerId },
    });
    this.accessToken = token;
    this.accessAt = Date.now();
  }

  get accessAgeMs(): number {
    return Date.now() - this.accessAt;
  }

  get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.accessToken}`, 'device-id': this.deviceId };
  }
}
