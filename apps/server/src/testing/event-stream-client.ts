import { StreamEvent } from '@comanda/contract/events';

/**
 * Reads GET /v1/backoffice/events over real HTTP with fetch, as the web client does, and
 * parses every message with the contract (a message of the wrong shape fails the test).
 */
export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** The error envelope when the stream did not open. */
  errorBody: unknown;
  /** Every message so far, in order. */
  events: StreamEvent[];
  /** How many comment lines (heartbeats) arrived. */
  comments: number;
  /**
   * The next message after the last one `next` answered that matches (any message when no
   * `match` is given); rejects after `timeoutMs`.
   */
  next(match?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves with the comment count once it reaches `count`. */
  waitForComments(count: number, timeoutMs?: number): Promise<number>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The client hangs up. */
  close(): void;
}

export async function openEventStreamClient(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/v1/backoffice/events`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let comments = 0;
  let cursor = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let endedFlag = false;
  let failure: Error | null = null;

  const client: EventStreamClient = {
    status: response.status,
    headers: response.headers,
    errorBody: null,
    events,
    get comments() {
      return comments;
    },
    next: (match = () => true, timeoutMs = 5_000) =>
      waitFor(
        () => {
          for (let index = cursor; index < events.length; index += 1) {
            const event = events[index] as StreamEvent;
            if (match(event)) {
              cursor = index + 1;
              return event;
            }
          }
          return undefined;
        },
        timeoutMs,
        'a matching stream message',
      ),
    waitForComments: (count, timeoutMs = 5_000) =>
      waitFor(() => (comments >= count ? comments : undefined), timeoutMs, `${count} comment lines`),
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };

  function waitFor<T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        if (failure) return finish(() => reject(failure));
        const value = found();
        if (value !== undefined) return finish(() => resolve(value));
        if (endedFlag) return finish(() => reject(new Error(`stream ended before ${what}; got ${describe()}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${what} within ${timeoutMs} ms; got ${describe()}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }
  const describe = () => JSON.stringify(events.map((event) => `${event.type}:${event.seq}`));

  if (response.status !== 200 || !response.body) {
    client.errorBody = await response.json().catch(() => null);
    endedFlag = true;
    return client;
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  client.ended = (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          parseBlock(block);
          end = text.indexOf('\n\n');
        }
        wake();
      }
    } catch (error) {
      if (!abort.signal.aborted) failure = error instanceof Error ? error : new Error(String(error));
    } finally {
      endedFlag = true;
      wake();
    }
  })();

  function parseBlock(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments += 1;
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      fields[name] = (fields[name] ?? '') + (colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, ''));
    }
    if (fields.data === undefined) return;
    try {
      const event = StreamEvent.parse(JSON.parse(fields.data));
      if (fields.event !== event.type) throw new Error(`event name ${fields.event} for a ${event.type} message`);
      if (fields.id !== String(event.seq)) throw new Error(`id ${fields.id} for message number ${event.seq}`);
      events.push(event);
    } catch (error) {
      failure = new Error(`bad stream message ${block}: ${String(error)}`);
    }
  }

  return client;
}
