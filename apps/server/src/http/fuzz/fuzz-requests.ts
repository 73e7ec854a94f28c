import fc from 'fast-check';
import {
  applyMutation,
  asText,
  encodeUrlText,
  hostileTexts,
  type JsonSchema,
  type KnownValues,
  type Mutation,
  mutation,
  toJson,
  validValue,
} from './fuzz-values';

/** One call of the OpenAPI document, as the fuzzer reads it. */
export interface FuzzOperation {
  method: string;
  /** OpenAPI path, `{name}` placeholders. */
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Known-good inputs of one operation (the GET answer of what a PUT saves...), changed like generated ones. */
export interface FuzzExample {
  params?: Record<string, string>;
  body?: unknown;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...(operation as Omit<FuzzOperation, 'method' | 'path'>),
      method: method.toUpperCase(),
      path,
    })),
  );
}

/**
 * Mostly one change, so that the rest of the request still passes and the change reaches the
 * code behind validation; sometimes two or three, sometimes none (well-formed calls).
 */
const mutations: fc.Arbitrary<Mutation[]> = fc.oneof(
  { arbitrary: fc.constant<Mutation[]>([]), weight: 1 },
  { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }), weight: 1 },
);

const mutated = (value: fc.Arbitrary<unknown>) =>
  fc.tuple(value, mutations).map(([base, changes]) => changes.reduce(applyMutation, base));

function objectSchema(parameters: FuzzOperation['parameters']): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) {
    return `q=${encodeUrlText(asText(query))}`;
  }
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encodeUrlText(key)}=${encodeUrlText(asText(item))}`),
    )
    .join('&');
}

function filledPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    // A dropped parameter leaves an empty segment, as a client with an undefined variable would.
    return value === undefined ? '' : encodeUrlText(asText(value));
  });
}

/** Bodies no schema describes: cut JSON, other types, deep nesting. */
const oddJsonBodies: readonly string[] = [
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '12',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '"\\u0000"',
  '{"x":"\\ud800"}',
];

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  { arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'), weight: 1 },
);

const jsonPayload = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: mutated(value).map((body) => toJson(body)), weight: 10 },
    { arbitrary: fc.constantFrom(...oddJsonBodies), weight: 1 },
  );

/** A 1x1 png, so that some uploads are stored. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart form: the file field or another, hostile field values, names and content types. */
function multipartBody(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const part = fc.record({
    field: fc.constantFrom('file', 'file', 'otro', '', 'fi\u0000le', '\uD800'),
    filename: fc.constantFrom('imagen.png', '', '../../x.png', 'a\u0000.png', '\uD800.png', 'x'.repeat(5000)),
    type: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream', ''),
    bytes: fc.oneof(
      fc.constant(PNG),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(...hostileTexts.slice(0, 10)).map((text) => Buffer.from(text)),
    ),
    isFile: fc.boolean(),
  });
  return fc.array(part, { minLength: 0, maxLength: 3 }).map((parts) => {
    const boundary = 'fuzzboundary7e3';
    const chunks = parts.map((p) => {
      const disposition = p.isFile
        ? `form-data; name="${p.field}"; filename="${p.filename}"`
        : `form-data; name="${p.field}"`;
      const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
      return Buffer.concat([Buffer.from(head), p.bytes, Buffer.from('\r\n')]);
    });
    return {
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });
}

/** Headers the server reads, given hostile values now and then. */
const hostileHeader = fc.oneof(
  { arbitrary: fc.constant(null), weight: 6 },
  {
    arbitrary: fc.record({
      name: fc.constantFrom('device-id', 'idempotency-key', 'if-match', 'if-none-match', 'last-event-id', 'authorization'),
      value: fc.constantFrom(...hostileTexts),
    }),
    weight: 1,
  },
);

/**
 * Requests for one operation: its path and query parameters and its body generated from the
 * document's schemas, then changed in hostile ways; `headers` are the caller's (token, device).
 */
export function requestsFor(
  operation: FuzzOperation,
  known: KnownValues,
  headers: Record<string, string>,
  examples: readonly FuzzExample[] = [],
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const generatedParams = validValue(objectSchema(pathParameters), known);
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const generatedBody = json ? validValue(json.schema, known) : fc.constant(undefined);
  // Half the time an example's params and body, so that changes land on inputs that would pass.
  const inputs = fc.oneof(
    fc.record({ params: generatedParams, body: generatedBody }),
    ...(examples.length > 0
      ? [fc.constantFrom(...examples).chain((example) =>
          fc.record({
            params: example.params ? fc.constant(example.params) : generatedParams,
            body: 'body' in example ? fc.constant(example.body) : generatedBody,
          }),
        )]
      : []),
  );
  const parts = inputs.chain(({ params, body }) =>
    fc.record({
      params: fc.oneof({ arbitrary: fc.constant(params), weight: 4 }, { arbitrary: mutated(fc.constant(params)), weight: 1 }),
      body: content['multipart/form-data']
        ? multipartBody()
        : json
          ? fc.record({ payload: jsonPayload(fc.constant(body)), contentType })
          : fc.constant(null),
    }),
  );
  const query = queryParameters.length > 0 ? mutated(validValue(objectSchema(queryParameters), known)) : fc.constant({});
  return fc
    .record({ parts, query, header: hostileHeader, idempotencyKey: fc.uuid() })
    .map(({ parts: { params, body }, query, header, idempotencyKey }) => {
      const search = queryString(query);
      const request: FuzzRequest = {
        method: operation.method,
        url: `${filledPath(operation.path, params)}${search ? `?${search}` : ''}`,
        headers: { ...headers, 'idempotency-key': idempotencyKey },
      };
      if (body) {
        request.payload = body.payload;
        request.headers['content-type'] = body.contentType;
      }
      if (header) request.headers[header.name] = header.value;
      return request;
    });
}

const shortText = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} caracteres)` : text);

/** The request as the failure message prints it (escapes show NUL and lone surrogates). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : `\n${shortText(JSON.stringify(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload))}`;
  return `${request.method} ${shortText(request.url)}\nheaders ${shortText(JSON.stringify(request.headers))}${payload}`;
}
