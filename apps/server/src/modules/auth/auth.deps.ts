import type { DbOrTx } from '../../platform/db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Keys } from '../../platform/security/keys.ts';

export interface AuthDeps {
  readonly db: DbOrTx;
  readonly keys: Keys;
  readonly clock: Clock;
}

export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBERED_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const TWO_FACTOR_TOKEN_TTL_SECONDS = 5 * 60;
