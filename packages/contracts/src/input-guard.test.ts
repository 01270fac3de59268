import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import type { Endpoint } from './index.ts';

/*
 * Every string and number a request carries goes through the helpers of input.ts and
 * calendar-date.ts: seen as JSON Schema, a string field has a pattern (text() has one, dates and
 * hours have theirs), a format or a fixed set of values, and a number has bounds of its own (ids:
 * id() or queryId(), within int4). A bare z.string() or an unbounded z.number() added to an input
 * fails here.
 */

type Node = Record<string, unknown>;

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'input' in v;

// Endpoints are exported one by one or grouped in objects (visitEndpoints.create…).
const endpoints = Object.values(contracts).flatMap((v) =>
  isEndpoint(v) ? [v] : typeof v === 'object' && v !== null ? Object.values(v).filter(isEndpoint) : [],
);

function problems(node: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((n, i) => problems(n, `${path}[${i}]`, out));
    return out;
  }
  if (typeof node !== 'object' || node === null) return out;
  const n = node as Node;
  if ('enum' in n || 'const' in n) return out;
  // Two patterns on one string come as allOf: [{pattern}, {pattern}].
  const checked = [n, ...((n.allOf as Node[] | undefined) ?? [])].some(
    (c) => 'pattern' in c || 'format' in c,
  );
  if (n.type === 'string' && !checked) out.push(`${path}: string without text()/date helper`);
  if (n.type === 'integer' || n.type === 'number') {
    const max = (n.maximum ?? n.exclusiveMaximum) as number | undefined;
    const min = (n.minimum ?? n.exclusiveMinimum) as number | undefined;
    if (max === undefined || min === undefined) out.push(`${path}: number without both bounds`);
    // A bare .int() comes with the safe-integer bounds: ids must use id(), other numbers bounds of their own.
    else if (max >= Number.MAX_SAFE_INTEGER || min <= Number.MIN_SAFE_INTEGER)
      out.push(`${path}: unbounded number`);
  }
  for (const [key, value] of Object.entries(n)) problems(value, `${path}.${key}`, out);
  return out;
}

// The text fields of the multipart uploads, checked by the routes with these schemas.
const uploadFields = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    /^Upload\w+Fields$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

describe('contract inputs', () => {
  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it('check every string and number with the shared helpers', () => {
    const found = endpoints.flatMap((e) =>
      problems(z.toJSONSchema(e.input, { io: 'input', unrepresentable: 'any' }), `${e.method} ${e.path}`, []),
    );
    expect(found).toEqual([]);
  });

  it("check the upload forms' fields the same way", () => {
    expect(uploadFields.length).toBeGreaterThanOrEqual(3);
    const found = uploadFields.flatMap(([name, schema]) =>
      problems(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name, []),
    );
    expect(found).toEqual([]);
  });

  it('the check itself catches a bare string and an unbounded id', () => {
    const bare = z.object({ name: z.string(), id: z.number().int() });
    expect(problems(z.toJSONSchema(bare, { io: 'input' }), 'x', [])).toHaveLength(2);
  });
});
