import { lt } from 'drizzle-orm';
import type { AppError } from '../../platform/errors.ts';
import { AuthErrors } from './auth.errors.ts';
import type { AuthDeps } from './auth.deps.ts';
import { totpAcceptedSteps } from './auth.tables.ts';
import { totpStep } from './totp.ts';

/**
 * Accepts a two-factor code once: a right code claims its time step for the user, and a code of
 * that step or an earlier one is refused from then on. The claim is one conditional upsert, so two
 * requests racing with the same code cannot both pass. Returns why the code is refused, or null.
 */
export async function acceptTotpCode(
  deps: AuthDeps,
  user: { readonly id: number; readonly tenantId: number },
  secret: string,
  code: string,
): Promise<AppError | null> {
  const step = await totpStep(secret, code, deps.clock.now());
  if (step === null) return AuthErrors.invalidCode();
  const claimed = await deps.db
    .insert(totpAcceptedSteps)
    .values({ tenantId: user.tenantId, userId: user.id, lastStep: step })
    .onConflictDoUpdate({
      target: totpAcceptedSteps.userId,
      set: { lastStep: step },
      setWhere: lt(totpAcceptedSteps.lastStep, step),
    })
    .returning({ userId: totpAcceptedSteps.userId });
  return claimed.length ? null : AuthErrors.codeAlreadyUsed();
}
