/**
 * A part of a reply already written as JSON — by the database (`json_agg` over a query that names each
 * field of the contract), so a large list reaches the client without being read into objects, checked
 * and written again. The reply's serializer embeds it as is: what makes it match the contract is the
 * query that wrote it and the tests that check its output against the contract's schema. The text may
 * come in parts (texts or UTF-8 bytes) that are written one after another, so joining two of a
 * megabyte copies nothing.
 */
export class JsonText<T> {
  /** The value the text stands for (for the types only). */
  declare readonly value: T;
  readonly parts: readonly (string | Uint8Array)[];
  constructor(...parts: (string | Uint8Array)[]) {
    this.parts = parts;
  }

  /** The whole text (tests and benchmarks read it; the serializer writes the parts). */
  get text(): string {
    return this.parts.map((p) => (typeof p === 'string' ? p : Buffer.from(p).toString('utf8'))).join('');
  }
}

/**
 * A handler's reply: a list result may come whole as JSON text, and any field of an object result as
 * JSON text of that field's value.
 */
export type WithJsonText<R> = R extends readonly unknown[]
  ? R | JsonText<R>
  : R extends object
    ? { [K in keyof R]: R[K] | JsonText<R[K]> }
    : R;

/** Two JSON arrays' texts as the parts of one array's text (the inner parts are not copied). */
export function jsonArrayParts(a: string, b: string): string[] {
  const inner = (text: string) => text.slice(text.indexOf('[') + 1, text.lastIndexOf(']')).trim();
  const parts = [inner(a), inner(b)].filter((p) => p !== '');
  return parts.length === 2 ? ['[', parts[0]!, ',', parts[1]!, ']'] : ['[', ...parts, ']'];
}

/** Two JSON arrays' texts as one array's text. */
export function concatJsonArrays(a: string, b: string): string {
  return jsonArrayParts(a, b).join('');
}
