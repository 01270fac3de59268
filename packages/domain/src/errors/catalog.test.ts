import { describe, expect, it } from 'vitest';
import type { ErrorKind, ErrorSpec } from './catalog-types.ts';
import {
  ERROR_CATALOG,
  ERROR_SECTIONS,
  GENERIC_ERROR_CODES,
  errorCatalogMessage,
  errorKindOf,
  type ErrorCode,
} from './catalog.ts';

const entries = Object.entries(ERROR_CATALOG) as [ErrorCode, ErrorSpec][];
const fixed = entries.filter(
  (e): e is [ErrorCode, ErrorSpec & { message: string }] => typeof e[1].message === 'string',
);

describe('error catalog', () => {
  it('keeps every section, none hiding another section’s code', () => {
    const total = ERROR_SECTIONS.reduce((n, section) => n + Object.keys(section).length, 0);
    expect(entries).toHaveLength(total);
  });

  it.each(entries.map(([code]) => [code]))('%s is module.camelCaseName', (code) => {
    expect(code).toMatch(/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/);
  });

  it('gives one code to one error: no two codes share a kind and a message', () => {
    const seen = new Map<string, ErrorCode>();
    const repeated = fixed.flatMap(([code, spec]) => {
      const key = `${spec.kind}|${spec.message}`;
      const first = seen.get(key);
      seen.set(key, code);
      return first ? [`${first} = ${code}`] : [];
    });
    expect(repeated).toEqual([]);
  });

  it.each(fixed.map(([code, spec]) => [code, spec.message]))('%s has a Polish message', (_code, message) => {
    expect(message.trim()).toBe(message);
    expect(message.length).toBeGreaterThan(5);
  });

  it.each([
    ['user.userNameTaken', { userName: 'jan' }, 'Użytkownik „jan” już istnieje.'],
    ['auth.featureDisabled', { feature: 'PayU' }, 'Funkcja „PayU” jest wyłączona dla tej firmy.'],
    ['visit.actionRefused', { message: 'Bład ustawiania sms' }, 'Bład ustawiania sms'],
    ['http.notFound', undefined, 'Nie znaleziono zasobu.'],
  ] as const)('fills %s’s message with its parameters', (code, params, message) => {
    expect(errorCatalogMessage(code, params as never)).toBe(message);
  });

  it.each(Object.entries(GENERIC_ERROR_CODES) as [ErrorKind, ErrorCode][])(
    'the generic code of %s is of that kind',
    (kind, code) => {
      expect(errorKindOf(code)).toBe(kind);
    },
  );
});
