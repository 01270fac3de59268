import { sample, typesOf, type JsonSchema } from './schema-sample.ts';

/*
 * Malformed requests for one operation of the OpenAPI document: each field of an otherwise plausible
 * input broken in turn (wrong types, nulls, NUL bytes, 100 kB strings, impossible dates, ids beyond
 * int4), then the whole body or query string broken. Deterministic: the same document gives the
 * same requests in the same order.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  readonly method: Method;
  readonly path: string;
  /** The input as one object schema: the JSON body, or the query parameters. */
  readonly input: JsonSchema;
  readonly inQuery: boolean;
  readonly isPublic: boolean;
  /** Answers with a server-sent event stream (never ends when the request is valid). */
  readonly isStream: boolean;
}

export interface FuzzCase {
  readonly label: string;
  /** Raw JSON text (or anything else) for a body. */
  readonly payload?: string;
  readonly contentType?: string;
  readonly query?: Record<string, string | string[]>;
}

/** Field cases per operation at most (round-robin over fields, so each field gets its worst first). */
export const MAX_FIELD_CASES = 24;

const HUGE = 'x'.repeat(100_000);
const DEPTH = 1000;

const nested = (wrap: (inner: unknown) => unknown): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < DEPTH; i += 1) value = wrap(value);
  return value;
};
const DEEP_OBJECT = nested((inner) => ({ a: inner }));
const DEEP_ARRAY = nested((inner) => [inner]);

type Bad = readonly [label: string, value: unknown];

const BAD_STRINGS: Bad[] = [
  ['NUL byte', 'a\u0000b'],
  ['100 kB string', HUGE],
  ['impossible DD-MM-YYYY', '99-99-9999'],
  ['impossible date', '2025-02-30'],
  ['control characters', '\u001b[31m\u0007'],
  ['year 0', '0000-01-01'],
  ['impossible instant', '2025-02-30T10:00:00Z'],
  ['lone surrogate', '\ud800'],
];
const BAD_NUMBERS: Bad[] = [
  ['2^31', 2 ** 31],
  ['-1', -1],
  ['1e308', 1e308],
  ['2^53', 2 ** 53],
  ['-2^31-1', -(2 ** 31) - 1],
  ['1.5', 1.5],
  ['0', 0],
];
const WRONG_TYPES: Bad[] = [
  ['null', null],
  ['string', 'abc'],
  ['array', []],
  ['object', {}],
  ['number', 12345],
  ['boolean', true],
  ['NUL string', '\u0000'],
  ['deep object', DEEP_OBJECT],
];
const BAD_ITEMS: Bad[] = [
  ['array of NUL', ['a\u0000b']],
  ['array of 2^31', [2 ** 31]],
  ['array of null', [null]],
  ['array of objects', [{}]],
  ['1,000 items', Array.from({ length: 1000 }, (_, i) => i)],
];

const QUERY_VALUES: [string, string | string[]][] = [
  ['NUL byte', 'a\u0000b'],
  ['2^31', '2147483648'],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['impossible DD-MM-YYYY', '99-99-9999'],
  ['impossible date', '2025-02-30'],
  ['100 kB string', HUGE],
  ['2^53+1', '9007199254740993'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['empty', ''],
  ['fraction', '1.5'],
  ['word', 'abc'],
  ['repeated', ['1', '2']],
  ['0', '0'],
  ['year 0', '0000-01-01'],
];

/** The bad values for a field, the ones its type is most likely to mishandle first. */
function badValuesFor(schema: JsonSchema): Bad[] {
  const types = typesOf(schema);
  return [
    ...(types.has('string') ? BAD_STRINGS : []),
    ...(types.has('integer') || types.has('number') ? BAD_NUMBERS : []),
    ...(types.has('array') ? BAD_ITEMS : []),
    ...WRONG_TYPES,
  ];
}

type Path = readonly (string | number)[];

/** The fields of an input to break: its properties and, one level down, those of objects and of array items. */
function fields(schema: JsonSchema, path: Path = [], depth = 0): [Path, JsonSchema][] {
  const object = schema.anyOf?.find((s) => s.type === 'object') ?? schema;
  const out: [Path, JsonSchema][] = [];
  for (const [name, child] of Object.entries(object.properties ?? {})) {
    const at = [...path, name];
    out.push([at, child]);
    if (depth >= 1) continue;
    if (child.type === 'object') out.push(...fields(child, at, depth + 1));
    if (child.type === 'array' && child.items?.type === 'object')
      out.push(...fields(child.items, [...at, 0], depth + 1));
  }
  return out;
}

/** A plausible input with every field on `path` present (arrays with one item), then `value` at its end. */
function withValue(schema: JsonSchema, path: Path, value: unknown): unknown {
  const base = structuredClone(sample(schema)) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = base;
  let nodeSchema: JsonSchema | undefined = schema;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    nodeSchema = typeof key === 'number' ? nodeSchema?.items : nodeSchema?.properties?.[key];
    const childSchema: JsonSchema = nodeSchema ?? {};
    const next = typeof path[i + 1] === 'number' ? [sample(childSchema.items ?? {})] : sample(childSchema);
    node[key] ??= next;
    node = node[key] as Record<string | number, unknown>;
  });
  return base;
}

/** Interleaves lists: first items of each, then second items… */
function roundRobin<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i += 1)
    for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

function bodyCases(op: Operation): FuzzCase[] {
  const perField = fields(op.input).map(([path, schema]) =>
    badValuesFor(schema).map(([label, value]): FuzzCase => ({
      label: `${path.join('.')} = ${label}`,
      payload: JSON.stringify(withValue(op.input, path, value)),
    })),
  );
  const whole: FuzzCase[] = [
    { label: 'empty body', payload: '' },
    { label: 'body null', payload: 'null' },
    { label: 'body array', payload: '[]' },
    { label: 'body nested 1000 deep', payload: JSON.stringify(DEEP_OBJECT) },
    { label: 'body array nested 1000 deep', payload: JSON.stringify(DEEP_ARRAY) },
    { label: 'invalid JSON', payload: '{"a":' },
    { label: '__proto__ key', payload: '{"__proto__":{"polluted":true}}' },
    { label: 'text/plain body', payload: 'abc', contentType: 'text/plain' },
  ];
  return [...whole, ...roundRobin(perField).slice(0, MAX_FIELD_CASES)];
}

const asQueryValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function queryCases(op: Operation): FuzzCase[] {
  const base = Object.fromEntries(
    Object.entries(sample(op.input) as Record<string, unknown>).map(([k, v]) => [k, asQueryValue(v)]),
  );
  const names = Object.keys(op.input.properties ?? {});
  const perField = names.map((name) =>
    QUERY_VALUES.map(([label, value]): FuzzCase => ({
      label: `${name} = ${label}`,
      query: { ...base, [name]: value },
    })),
  );
  const whole: FuzzCase[] = [
    { label: 'no query', query: {} },
    { label: 'unknown parameter', query: { ...base, zzz: 'a\u0000b' } },
    { label: 'every parameter repeated', query: Object.fromEntries(names.map((n) => [n, ['1', '2']])) },
    { label: 'every parameter a NUL byte', query: Object.fromEntries(names.map((n) => [n, '\u0000'])) },
  ];
  return [...whole, ...roundRobin(perField).slice(0, MAX_FIELD_CASES)];
}

export function casesFor(op: Operation): FuzzCase[] {
  return op.inQuery ? queryCases(op) : bodyCases(op);
}

/** A plausible request without its token, to see the access guard answer. */
export function plainCase(op: Operation): FuzzCase {
  const value = sample(op.input) as Record<string, unknown>;
  return op.inQuery
    ? {
        label: 'unauthenticated',
        query: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asQueryValue(v)])),
      }
    : { label: 'unauthenticated', payload: JSON.stringify(value) };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([m, op]): Operation => {
      const method = m.toUpperCase() as Method;
      const inQuery = method === 'GET' || method === 'DELETE';
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const input: JsonSchema = inQuery
        ? {
            type: 'object',
            properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
            required: params.filter((p) => p.required).map((p) => p.name),
          }
        : (op.requestBody?.content['application/json']?.schema ?? { type: 'object', properties: {} });
      return {
        method,
        path,
        input,
        inQuery,
        isPublic: !op.security?.length,
        isStream: Object.keys(op.responses?.['200']?.content ?? {}).includes('text/event-stream'),
      };
    }),
  );
}
