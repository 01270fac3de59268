/**
 * A part of a reply already written as JSON — by the database (`json_agg` over a query that names each
 * field of the contract), so a large list reaches the client without being read into objects, checked
 * and written again. The reply's serializer embeds it as is: what makes it match the contract is the
 * query that wrote it and the tests that check its output against the contract's schema.
 */
export class JsonText<T> {
  /** The value the text stands for (for the types only). */
  declare readonly value: T;
  constructor(readonly text: string) {}
}

/** A handler's reply: any field of an object result may come as JSON text of that field's value. */
export type WithJsonText<R> = R extends readonly unknown[]
  ? R
  : R extends object
    ? { [K in keyof R]: R[K] | JsonText<R[K]> }
    : R;

/** Two JSON arrays' texts as one array's text. */
export function concatJsonArrays(a: string, b: string): string {
  const inner = (text: string) => text.slice(text.indexOf('[') + 1, text.lastIndexOf(']')).trim();
  const parts = [inner(a), inner(b)].filter((p) => p !== '');
  return `[${parts.join(',')}]`;
}
