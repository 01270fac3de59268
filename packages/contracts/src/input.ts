import { z } from 'zod';
import { message, type ErrorParam } from './messages.ts';

/*
 * The building blocks of every request field, so each string and number is checked once, here, and
 * nothing malformed reaches a service or the database (PostgreSQL refuses NUL in text and ids beyond
 * int4 with a server error). A unit test (input-guard.test.ts) holds every endpoint's input to them.
 */

/** PostgreSQL's int4, the type of every id column. */
export const INT4_MAX = 2_147_483_647;

const CONTROL_CHARS_MESSAGE = message('contract.controlChars');
const ID_MESSAGE = message('contract.idInvalid');

/**
 * No C0 control character but tab, line feed and carriage return (free text keeps its lines): NUL
 * cannot be stored, and the others are never typed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/** True when `value` has no control character `text()` refuses. */
export function isCleanText(value: string): boolean {
  return NO_CONTROL_CHARS.test(value);
}

/**
 * z.string() for requests: the same, with the same optional message for a missing value, but without
 * NUL or other control characters. Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(NO_CONTROL_CHARS, CONTROL_CHARS_MESSAGE);
}

/** An integer in [min, max], which must lie within int4. */
export function int(min: number, max: number, error?: ErrorParam) {
  return z.number(error).int(error).min(min, error).max(max, error);
}

/** The same read from the query string ('12'); '', 'abc', '1e400' and fractions are refused. */
export function queryInt(min: number, max: number, error?: ErrorParam) {
  return z.coerce.number(error).int(error).min(min, error).max(max, error);
}

/** A database id: a positive int4. */
export function id(error: ErrorParam = ID_MESSAGE) {
  return int(1, INT4_MAX, error);
}

/** A database id from the query string. */
export function queryId(error: ErrorParam = ID_MESSAGE) {
  return queryInt(1, INT4_MAX, error);
}
