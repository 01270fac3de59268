/*
 * Plausible values for an OpenAPI (JSON Schema) node, so a fuzz case can break one field of a
 * request that is otherwise well formed and reach the code behind the schema.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
}

/** Strings a pattern of the contracts may ask for (dates, hours, colours, codes), in order of trial. */
const STRING_CANDIDATES = [
  'abc',
  '2025-03-03',
  '03-03-2025',
  '10:00',
  '#112233',
  '123456',
  '12345678',
  'a'.repeat(64),
  'name asc',
];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2025-03-03T10:00:00+01:00';
  if (schema.format === 'date') return '2025-03-03';
  if (schema.format === 'email') return 'fuzz@test.pl';
  const patterns = [schema, ...(schema.allOf ?? [])].flatMap((s) =>
    s.pattern ? [new RegExp(s.pattern)] : [],
  );
  const fits = STRING_CANDIDATES.find((c) => patterns.every((p) => p.test(c)));
  return fits ?? 'abc';
}

function sampleNumber(schema: JsonSchema): number {
  const low =
    schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number'
      ? Number(schema.minimum ?? schema.exclusiveMinimum) + 1
      : (schema.minimum ?? 1);
  return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** A value the schema accepts in the common case (required properties only). */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!);
  switch (schema.type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name));
      return Object.fromEntries(entries.map(([name, s]) => [name, sample(s)]));
    }
    case 'array':
      return schema.minItems && schema.items ? [sample(schema.items)] : [];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The JSON types a node may take (anyOf flattened). */
export function typesOf(schema: JsonSchema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((s) => [...typesOf(s)]));
  if (schema.type) return new Set([schema.type]);
  if (schema.enum) return new Set(schema.enum.map((v) => typeof v));
  return new Set();
}
