import { UPLOAD_FIELD } from '@comanda/contract/files';
import { fillPath } from '@comanda/contract/route';
import type { RouteDefinition, RouteInput, RouteResult } from '@comanda/contract/route';
import { ApiError } from './api-error';
import { readEnvelope } from './envelope';
import type { HttpRequest, HttpTransport, UploadProgress } from './http-transport';
import { checkPart, toQueryString } from './route-input';

/** What the client needs from the session: the stored tokens and a way to get a fresh access. */
export interface ApiAuthPort {
  sessionToken(): string | null;
  accessToken(): string | null;
  deviceId(): string | null;
  /** A 401 may be retried only when power id, device id and session all exist (SPEC.md section 4). */
  canReaccess(): boolean;
  /** Requests a new access token; true when one is in place. */
  reaccess(): Promise<boolean>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Send the session token even when an access token is stored (used to request an access). */
  bearer?: 'session';
  /** false: a 401 is final (the calls that obtain tokens). */
  retryUnauthorized?: boolean;
  /**
   * The version (ETag) the change was made from, sent as If-Match: when someone else changed it
   * since, the server answers 412 VERSION:STALE and changes nothing (decision 014).
   */
  ifMatch?: string;
  /** Sent as Idempotency-Key: a retry of the same order with the same key places it once. */
  idempotencyKey?: string;
}

/** An answer with its version: the ETag of a versioned resource's answer, null when it has none. */
export interface Versioned<T> {
  value: T;
  version: string | null;
}

export interface UploadOptions extends CallOptions {
  params?: Record<string, unknown>;
  /** Form field holding the file. */
  fieldName?: string;
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
}

/** Input is optional for routes that declare neither params nor body. */
export type CallArgs<R extends RouteDefinition> =
  Partial<RouteInput<R>> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

export interface ApiClient {
  call<R extends RouteDefinition>(route: R, ...args: CallArgs<R>): Promise<RouteResult<R>>;
  /** `call`, answering the result with its version, for a form that saves it back with If-Match. */
  callVersioned<R extends RouteDefinition>(route: R, ...args: CallArgs<R>): Promise<Versioned<RouteResult<R>>>;
  /** Multipart upload of one file with progress (image fields); answers the route's result. */
  upload<R extends RouteDefinition>(
    route: R,
    file: Blob,
    options?: UploadOptions,
  ): Promise<RouteResult<R>>;
}

export interface ApiClientConfig {
  /** JSON calls. */
  transport: HttpTransport;
  /** Multipart uploads (XMLHttpRequest in the browser, for progress). */
  uploadTransport: HttpTransport;
  auth: ApiAuthPort;
  /** Prefix for every path; the API is at the same origin, so '' in the browser. */
  baseUrl?: string;
}

interface PreparedRequest {
  method: string;
  url: string;
  body?: string | FormData;
  json: boolean;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export function createApiClient({
  transport,
  uploadTransport,
  auth,
  baseUrl = '',
}: ApiClientConfig): ApiClient {
  function headersFor(request: PreparedRequest, options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token =
      options.bearer === 'session'
        ? auth.sessionToken()
        : (auth.accessToken() ?? auth.sessionToken());
    if (token) headers.Authorization = `Bearer ${token}`;
    const deviceId = auth.deviceId();
    if (deviceId) headers['Device-Id'] = deviceId;
    if (request.json && request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
    return headers;
  }

  async function send(
    via: HttpTransport,
    request: PreparedRequest,
    options: CallOptions,
    retried: boolean,
  ): Promise<Versioned<unknown>> {
    const httpRequest: HttpRequest = {
      method: request.method,
      url: request.url,
      headers: headersFor(request, options),
      body: request.body,
      signal: options.signal,
      onUploadProgress: request.onUploadProgress,
    };
    let response;
    try {
      response = await via(httpRequest);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({
        status: 0,
        description: error instanceof Error ? error.message : String(error),
      });
    }
    try {
      return { value: readEnvelope(response), version: response.etag ?? null };
    } catch (error) {
      const mayRetry =
        error instanceof ApiError &&
        error.status === 401 &&
        !retried &&
        options.retryUnauthorized !== false &&
        auth.canReaccess();
      if (!mayRetry) throw error;
      const renewed = await auth.reaccess();
      if (!renewed) throw error;
      return send(via, request, options, true);
    }
  }

  function urlFor(route: RouteDefinition, params: unknown, query: unknown): string {
    const filled = fillPath(route.path, params as Record<string, unknown> | undefined);
    return `${baseUrl}${filled}${toQueryString(query)}`;
  }

  async function callVersioned<R extends RouteDefinition>(
    route: R,
    ...args: CallArgs<R>
  ): Promise<Versioned<RouteResult<R>>> {
    const [input, options = {}] = args;
    const params = checkPart(route, 'params', input?.params);
    const query = checkPart(route, 'query', input?.query);
    const body = checkPart(route, 'body', input?.body);
    const request: PreparedRequest = {
      method: route.method,
      url: urlFor(route, params, query),
      body: route.body ? JSON.stringify(body) : undefined,
      json: true,
    };
    return (await send(transport, request, options, false)) as Versioned<RouteResult<R>>;
  }

  return {
    callVersioned,

    async call<R extends RouteDefinition>(route: R, ...args: CallArgs<R>): Promise<RouteResult<R>> {
      return (await callVersioned(route, ...args)).value;
    },

    async upload<R extends RouteDefinition>(
      route: R,
      file: Blob,
      options: UploadOptions = {},
    ): Promise<RouteResult<R>> {
      const params = checkPart(route, 'params', options.params);
      const form = new FormData();
      const fileName = options.fileName ?? (file instanceof File ? file.name : 'archivo');
      form.append(options.fieldName ?? UPLOAD_FIELD, file, fileName);
      const request: PreparedRequest = {
        method: route.method,
        url: urlFor(route, params, undefined),
        body: form,
        json: false,
        onUploadProgress: options.onProgress,
      };
      return (await send(uploadTransport, request, options, false)).value as RouteResult<R>;
    },
  };
}
