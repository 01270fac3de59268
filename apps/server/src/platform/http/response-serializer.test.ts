import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, visitEndpoints } from '@wizytownik/contracts';
import { concatJsonArrays, JsonText } from './json-text.ts';
import { compileResponseSerializer, isDirectionFree } from './response-serializer.ts';

const Item = z.object({
  id: z.number().int(),
  name: z.string(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(['a', 'b']).nullable(),
  tags: z.array(z.object({ label: z.string() })),
});
const Reply = envelope(z.object({ items: z.array(Item), total: z.number().int() }));
/** The serializer's reply as text (a reply with JSON text comes as bytes). */
const compile = (...args: Parameters<typeof compileResponseSerializer>) => {
  const serializer = compileResponseSerializer(...args);
  return (data: unknown) => serializer(data).toString();
};
const serialize = compile(Reply, 'GET', '/api/test');

const good = {
  result: {
    items: [
      {
        id: 1,
        name: 'Anna',
        at: '2026-11-23T08:00:00.000Z',
        kind: null,
        tags: [{ label: 'x', secret: 'tag column' }],
        passwordHash: 'leak',
      },
    ],
    total: 1,
    tenantId: 7,
  },
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true as const,
};

describe('compileResponseSerializer', () => {
  it('strips every field the contract does not name, at any depth', () => {
    expect(JSON.parse(serialize(good))).toEqual({
      result: {
        items: [{ id: 1, name: 'Anna', at: '2026-11-23T08:00:00.000Z', kind: null, tags: [{ label: 'x' }] }],
        total: 1,
      },
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('answers exactly as the encoding serializer it replaces', () => {
    // The extra fields are the point: typed as the reply they would not be there.
    const encoded = z.safeEncode(Reply, good as z.output<typeof Reply>);
    expect(serialize(good)).toBe(JSON.stringify(encoded.data));
  });

  it('refuses a reply that breaks the contract', () => {
    const bad = (patch: object) => ({ ...good, result: { ...good.result, ...patch } });
    expect(() => serialize(bad({ total: 1.5 }))).toThrow();
    expect(() => serialize(bad({ items: [{ ...good.result.items[0], at: 'yesterday' }] }))).toThrow();
    expect(() => serialize(bad({ items: [{ ...good.result.items[0], kind: 'c' }] }))).toThrow();
  });

  it('still encodes a schema whose two directions differ', () => {
    const Instant = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    const Withdate = z.object({ at: Instant, n: z.number().default(3) });
    expect(isDirectionFree(Withdate)).toBe(false);
    const at = new Date('2026-11-23T08:00:00.000Z');
    expect(JSON.parse(compile(Withdate, 'GET', '/x')({ at, n: 1, extra: 1 }))).toEqual({
      at: '2026-11-23T08:00:00.000Z',
      n: 1,
    });
  });

  it('parses the plain schemas of the contracts, e.g. the calendar', () => {
    expect(isDirectionFree(envelope(visitEndpoints.list.result))).toBe(true);
    for (const notPlain of [
      z.string().transform((s) => s.length),
      z.string().pipe(z.string()),
      z.number().catch(0),
      z.string().default('x'),
      z.object({ nested: z.array(z.string().prefault('y')) }),
    ]) {
      expect(isDirectionFree(notPlain)).toBe(false);
    }
  });

  it('follows a recursive schema without looping', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const Tree: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(Tree) }));
    expect(isDirectionFree(Tree)).toBe(true);
    const tree = { name: 'a', children: [{ name: 'b', children: [], extra: 1 }] };
    expect(JSON.parse(compile(Tree, 'GET', '/t')(tree))).toEqual({
      name: 'a',
      children: [{ name: 'b', children: [] }],
    });
  });
});

describe('a reply with JSON text', () => {
  const list = { items: [{ id: 1, name: 'Anna', at: '2026-11-23T08:00:00.000Z', kind: null, tags: [] }] };

  it('embeds the text as is and checks the rest', () => {
    const reply = { ...good, result: { items: new JsonText(JSON.stringify(list.items)), total: 1, x: 2 } };
    expect(JSON.parse(serialize(reply))).toEqual({
      ...JSON.parse(serialize(good)),
      result: { ...list, total: 1 },
    });
    expect(() => serialize({ ...reply, result: { ...reply.result, total: 'one' } })).toThrow();
  });

  it('writes the reply as UTF-8 bytes, the text in parts of text or bytes', () => {
    const named = (name: string) =>
      `{"id":1,"name":"${name}","at":"2026-11-23T08:00:00.000Z","kind":null,"tags":[]}`;
    const text = new JsonText('[', named('Łucja Źróbek 🙂'), ',', Buffer.from(named('Żaneta Ćwik')), ']');
    const reply = { ...good, result: { total: 2, items: text } };
    const bytes = compileResponseSerializer(Reply, 'GET', '/api/test')(reply);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes as Buffer)).result).toEqual({
      items: [
        { ...list.items[0], name: 'Łucja Źróbek 🙂' },
        { ...list.items[0], name: 'Żaneta Ćwik' },
      ],
      total: 2,
    });
  });

  it('embeds a whole result that comes as text, and checks the envelope around it', () => {
    const serializeList = compile(envelope(z.array(Item)), 'GET', '/api/list');
    const reply = { ...good, result: new JsonText('[', JSON.stringify(list.items[0]), ']') };
    expect(JSON.parse(serializeList(reply))).toEqual({ ...good, result: list.items });
    expect(() => serializeList({ ...reply, success: 'yes' })).toThrow();
  });

  it('leaves a value that only looks like the placeholder alone', () => {
    const reply = { ...good, result: { items: new JsonText('[]'), total: 2 } };
    const tricky = {
      ...good,
      result: { ...good.result, items: [{ ...good.result.items[0], name: 'json-text-0' }] },
    };
    expect(JSON.parse(serialize(reply)).result).toEqual({ items: [], total: 2 });
    expect(JSON.parse(serialize(tricky)).result.items[0].name).toBe('json-text-0');
  });
});

describe('concatJsonArrays', () => {
  it.each([
    { a: '[]', b: '[]', joined: [] },
    { a: '[1]', b: '[]', joined: [1] },
    { a: '[]', b: '[{"a":2}]', joined: [{ a: 2 }] },
    { a: '[1, \n 2]', b: '[3]', joined: [1, 2, 3] },
  ])('$a + $b', ({ a, b, joined }) => {
    expect(JSON.parse(concatJsonArrays(a, b))).toEqual(joined);
  });
});
