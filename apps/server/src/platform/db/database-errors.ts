import type { ErrorCode } from '@wizytownik/domain';

/** The PostgreSQL error code (SQLSTATE) of the error or of one it wraps, as drizzle wraps them. */
export function sqlStateOf(error: unknown): string | undefined {
  let e = error;
  while (e && typeof e === 'object') {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint the database reports as broken, on the error or one it wraps. */
export function constraintOf(error: unknown): string | undefined {
  let e = error;
  while (e && typeof e === 'object') {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const BY_SQL_STATE: Readonly<Record<string, ErrorCode>> = {
  '23505': 'db.uniqueViolation',
  '23503': 'db.foreignKeyViolation',
  '23514': 'db.checkViolation',
  '23P01': 'db.exclusionViolation',
  '22001': 'db.valueTooLong',
  '22003': 'db.numberOutOfRange',
  '22007': 'db.invalidDateTime',
  '22008': 'db.invalidDateTime',
  '22P02': 'db.invalidTextRepresentation',
  '22021': 'db.invalidEncoding',
};

/**
 * The code of what the database refused in the request's data: integrity constraints (class 23 but
 * not-null, which only our own bug can break) and data exceptions (class 22). Null for anything
 * else, which stays a server error.
 */
export function databaseErrorCode(error: unknown): ErrorCode | null {
  const state = sqlStateOf(error);
  if (!state) return null;
  return BY_SQL_STATE[state] ?? (state.startsWith('22') ? 'db.dataException' : null);
}
