import fc from 'fast-check';

/**
 * Values for the API fuzz test (fuzz.test.ts): a well-formed value of a JSON Schema of the
 * OpenAPI document, then a few hostile changes to it, so that requests get past the first check
 * often enough to reach services and SQL.
 */

/** The subset of JSON Schema that z.toJSONSchema writes for the contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** What the fuzzer knows of the seeded store: uuids of its rows are used as often as random ones. */
export interface KnownValues {
  ids: readonly string[];
  /** Values by property name (`slug`, `phone`...), used instead of generated ones. */
  byName: Readonly<Record<string, readonly string[]>>;
}

/** JSON text that JSON.stringify cannot write (1e400 parses as Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

const LONG = 'a'.repeat(100_000);

/** Texts that have broken servers: NUL, lone surrogates, huge, numeric-looking, path-looking. */
export const hostileTexts: readonly string[] = [
  'abc\u0000def',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\u0000\uDFFF',
  '😀\uD83D',
  LONG,
  `${'ñ'.repeat(5000)}\u0000`,
  '',
  ' ',
  '%00',
  '\\',
  "' or 1=1 --",
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '1e400',
  '9'.repeat(40),
  '0x1F',
  '1.5',
  '2147483648',
  '9223372036854775808',
  'null',
  'true',
  '[]',
  '{}',
  '\u202Eabc',
  '\r\n',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '2024-02-30',
  '24:00',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
];

/** Numbers out of every range a column or a JS integer can hold. */
export const hostileNumbers: readonly unknown[] = [
  -1,
  0,
  0.5,
  -0.0001,
  1e-320,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e20,
  1e308,
  -1e308,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
];

/** Values of the wrong type where anything else was expected. */
export const wrongTypes: readonly unknown[] = [null, true, false, [], {}, [1, 'a'], { a: 1 }, [{}], 0, '', [null]];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileTexts), weight: 4 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 3 },
  { arbitrary: fc.constantFrom(...wrongTypes), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
);

const ABSENT = Symbol('absent');

const types = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const MAX_TEXT = 24;

function textOf(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const named = known.byName[name];
  if (named && named.length > 0) return fc.constantFrom(...named);
  if (schema.format === 'uuid') return known.ids.length > 0 ? fc.oneof(fc.constantFrom(...known.ids), fc.uuid()) : fc.uuid();
  const inRange = (min: number, max: number) => fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true });
  if (schema.format === 'date') return inRange(Date.UTC(2020, 0, 1), Date.UTC(2030, 0, 1)).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return inRange(Date.UTC(2020, 0, 1), Date.UTC(2030, 0, 1)).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  if (schema.pattern) {
    const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  }
  return fc.string({ minLength, maxLength });
}

/** A value the schema accepts (nearly always: formats beyond the subset are approximated). */
export function validValue(schema: JsonSchema, known: KnownValues, name = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, known, name)));
  const kinds = types(schema);
  if (kinds.length === 0) return fc.constantFrom<unknown>('x', 1, null);
  return fc.oneof(...kinds.map((kind) => valueOfType(kind, schema, known, name)));
}

function valueOfType(kind: string, schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'object': {
      // Optional keys are left out two times in three: each one given is one more chance for a
      // generated value the schema refuses, which would stop the request before the code behind.
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const value = validValue(property, known, key);
        return fc.tuple(
          fc.constant(key),
          required.has(key) ? value : fc.oneof({ arbitrary: fc.constant(ABSENT), weight: 2 }, { arbitrary: value, weight: 1 }),
        );
      });
      return fc
        .tuple(...entries)
        .map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== ABSENT)));
    }
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, known, name) : fc.constant(null), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'string':
      return textOf(schema, name, known);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc
        .double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true })
        .map((value) => Math.round(value * 100) / 100);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant(null);
  }
}

type Path = Array<string | number>;

/** Every place in a value a change can go: the value itself, each property, each item. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/**
 * One hostile change at one place: a hostile value, a NUL or a lone surrogate slipped into a text
 * that is otherwise fine, the field dropped, wrapped in an array, or an unexpected key added.
 */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'taint'; at: number; char: string; position: number }
  | { kind: 'drop'; at: number }
  | { kind: 'wrap'; at: number }
  | { kind: 'addKey'; at: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }), weight: 6 },
  {
    arbitrary: fc.record({
      kind: fc.constant('taint' as const),
      at: fc.nat(),
      char: fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u0000\uDC00'),
      position: fc.nat(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('addKey' as const),
      at: fc.nat(),
      key: fc.constantFrom('__proto__', 'constructor', 'a\u0000b', '\uD800', 'id', 'store_id'),
      value: hostileValue,
    }),
    weight: 1,
  },
);

const clone = (value: unknown): unknown =>
  value instanceof RawJson || value === null || typeof value !== 'object'
    ? value
    : Array.isArray(value)
      ? value.map(clone)
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)]));

/** The value with the change applied (the original is left as it was). */
export function applyMutation(value: unknown, change: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[change.at % paths.length] ?? [];
  const root = { value: clone(value) } as Record<string | number, unknown>;
  const full: Path = ['value', ...path];
  let parent = root as Record<string | number, unknown>;
  for (const key of full.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = full.at(-1) as string | number;
  switch (change.kind) {
    case 'replace':
      parent[last] = change.value;
      break;
    case 'taint': {
      const text = typeof parent[last] === 'string' ? (parent[last] as string) : asText(parent[last]);
      const cut = change.position % (text.length + 1);
      parent[last] = `${text.slice(0, cut)}${change.char}${text.slice(cut)}`;
      break;
    }
    case 'drop':
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
      break;
    case 'wrap':
      parent[last] = [parent[last]];
      break;
    case 'addKey': {
      const target = parent[last];
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
        Object.defineProperty(target, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
      } else parent[last] = change.value;
      break;
    }
  }
  return root.value;
}

/** JSON text of a value, RawJson written as it is (JSON.stringify cannot write 1e400). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value as one query or path text: what a client that stringifies carelessly would send. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === null || typeof value !== 'object') return String(value);
  return toJson(value);
}

/**
 * Percent-encodes a text for a URL; a lone surrogate, which encodeURIComponent refuses, is
 * written as the three bytes a careless encoder produces for it (ED A0 80 for U+D800).
 */
export function encodeUrlText(text: string): string {
  // With the `u` flag only lone surrogates match; split keeps them as the odd items.
  return text
    .split(/([\uD800-\uDFFF])/u)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}
