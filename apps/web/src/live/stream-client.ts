import { eventRoutes, STREAM_HEARTBEAT_MS, StreamEvent } from '@comanda/contract/events';
import { createParser } from 'eventsource-parser';
import type { ApiAuthPort } from '../api/api-client';

/** 'connecting' until the first connection is up; 'reconnecting' whenever it is down after that. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface StreamBackoff {
  /** Wait after the first failure (before jitter). */
  initialMs: number;
  /** The wait doubles per failure up to this. */
  maxMs: number;
}

export const STREAM_BACKOFF: StreamBackoff = { initialMs: 1_000, maxMs: 30_000 };
/**
 * A connection that was ready and stayed up this long ended as planned (the server ends it when
 * the access token it was opened with expires): reconnect at once and keep showing 'live'.
 */
export const STREAM_STABLE_MS = 10_000;
/**
 * Nothing at all (not even a heartbeat) for this long: the connection is dead, though no error says
 * so. One missed heartbeat and some slack: a tablet whose network went away says 'Sin conexión'
 * within 25 s, not after three silent heartbeats (45 s) as before.
 */
export const STREAM_SILENCE_MS = STREAM_HEARTBEAT_MS + 10_000;

export interface StreamClientConfig {
  fetch: typeof fetch;
  /** The same port the API client reads: headers come from it, a 401 re-requests access through it. */
  auth: Pick<ApiAuthPort, 'accessToken' | 'deviceId' | 'canReaccess' | 'reaccess'>;
  /** Prefix of the stream path; '' in the browser (same origin). */
  baseUrl?: string;
  /** Each valid message, in order; invalid ones are dropped. */
  onEvent: (event: StreamEvent) => void;
  onStatus: (status: LiveStatus) => void;
  backoff?: StreamBackoff;
  stableMs?: number;
  silenceMs?: number;
  /** 0 to 1; tests pin it. */
  random?: () => number;
}

export interface StreamClient {
  start(): void;
  /** Aborts the connection and any pending reconnect; nothing is reported after it. */
  stop(): void;
  status(): LiveStatus;
  /** The last sequence number received, sent as Last-Event-ID on reconnect. */
  lastSeq(): number | null;
}

/** How one connection ended. */
type Outcome = 'stopped' | 'failed' | 'planned' | 'retry-now';

/** Doubling wait with "equal jitter": half fixed, half random, so tablets do not reconnect in step. */
export function backoffDelay(failures: number, backoff: StreamBackoff, random: () => number): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base / 2 + (random() * base) / 2);
}

/**
 * The store's live stream (GET /v1/backoffice/events) read with fetch, never EventSource: the
 * access token goes in the Authorization header, not in the URL. It reconnects after any end or
 * error with Last-Event-ID, so the server replays what was missed.
 */
export function createStreamClient(config: StreamClientConfig): StreamClient {
  const {
    auth,
    onEvent,
    onStatus,
    backoff = STREAM_BACKOFF,
    stableMs = STREAM_STABLE_MS,
    silenceMs = STREAM_SILENCE_MS,
    random = Math.random,
  } = config;
  const url = `${config.baseUrl ?? ''}${eventRoutes.stream.path}`;
  let status: LiveStatus = 'connecting';
  let lastSeq: number | null = null;
  // Bumped by start and stop: a loop or a read of an older run reports nothing.
  let run = 0;
  let running = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  let sleepTimer: ReturnType<typeof setTimeout> | undefined;

  function setStatus(next: LiveStatus) {
    if (next === status) return;
    status = next;
    onStatus(next);
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      wake = resolve;
      sleepTimer = setTimeout(resolve, ms);
    });
  }

  function headers(): Record<string, string> {
    const result: Record<string, string> = { Accept: 'text/event-stream' };
    const token = auth.accessToken();
    if (token) result.Authorization = `Bearer ${token}`;
    const deviceId = auth.deviceId();
    if (deviceId) result['Device-Id'] = deviceId;
    if (lastSeq !== null) result['Last-Event-ID'] = String(lastSeq);
    return result;
  }

  function deliver(data: string, onReady: () => void) {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = StreamEvent.safeParse(json);
    if (!parsed.success) return;
    const event = parsed.data;
    lastSeq = event.seq;
    if (event.type === 'ready') onReady();
    try {
      onEvent(event);
    } catch (error) {
      // A listener's bug must not end the stream; it still surfaces as an uncaught error.
      setTimeout(() => {
        throw error;
      });
    }
  }

  async function read(body: ReadableStream<Uint8Array>, current: number, connection: AbortController): Promise<Outcome> {
    let readyAt: number | undefined;
    let silent = false;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => {
        silent = true;
        connection.abort();
      }, silenceMs);
    };
    const parser = createParser({
      onEvent: (message) =>
        deliver(message.data, () => {
          readyAt = Date.now();
          failures = 0;
          setStatus('live');
        }),
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    heard();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (current !== run) return 'stopped';
        if (done) break;
        heard();
        parser.feed(decoder.decode(value, { stream: true }));
        if (current !== run) return 'stopped';
      }
    } catch {
      // A dropped network or the silence watchdog; decided below like an end.
      if (current !== run) return 'stopped';
    } finally {
      clearTimeout(silenceTimer);
      reader.releaseLock();
    }
    if (silent) return 'failed';
    return readyAt !== undefined && Date.now() - readyAt >= stableMs ? 'planned' : 'failed';
  }

  /** One connection, from the request to its end. */
  async function connect(current: number, reaccessed: boolean): Promise<Outcome> {
    const connection = new AbortController();
    controller = connection;
    let response: Response;
    try {
      response = await config.fetch(url, {
        method: 'GET',
        headers: headers(),
        signal: connection.signal,
        credentials: 'omit',
        cache: 'no-store',
        // A stream never ends: at normal priority the browser counts it among the page's
        // critical requests, and it competes with the screen's own first requests.
        priority: 'low',
      });
    } catch {
      return current === run ? 'failed' : 'stopped';
    }
    if (current !== run) {
      connection.abort();
      return 'stopped';
    }
    // 403: the power behind the access was taken away (deactivated). Asking for a new access is how
    // the session learns it (the request is refused and the store is left) without waiting for renewal.
    if (response.status === 401 || response.status === 403) {
      void response.body?.cancel().catch(() => undefined);
      // As the API client does: one new access, then try again at once.
      if (!reaccessed && auth.canReaccess()) {
        const renewed = await auth.reaccess();
        if (current !== run) return 'stopped';
        if (renewed) return 'retry-now';
      }
      return 'failed';
    }
    if (!response.ok || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      return 'failed';
    }
    return read(response.body, current, connection);
  }

  async function loop(current: number) {
    let reaccessed = false;
    while (current === run) {
      const outcome = await connect(current, reaccessed);
      if (outcome === 'stopped' || current !== run) return;
      reaccessed = outcome === 'retry-now';
      if (outcome === 'retry-now' || outcome === 'planned') continue;
      failures += 1;
      setStatus('reconnecting');
      await sleep(backoffDelay(failures, backoff, random));
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      run += 1;
      failures = 0;
      status = 'connecting';
      onStatus(status);
      void loop(run);
    },
    stop() {
      if (!running) return;
      running = false;
      run += 1;
      controller?.abort();
      clearTimeout(sleepTimer);
      wake?.();
    },
    status: () => status,
    lastSeq: () => lastSeq,
  };
}
