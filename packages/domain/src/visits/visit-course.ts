import { DiagnosisType } from '../clinical/course-copy.ts';

/** 1 main diagnosis, 2 concurrent (spec 000 §3). */
export const MAIN_CONDITION = DiagnosisType.Main;
export const CONCURRENT_CONDITION = DiagnosisType.Concurrent;

/**
 * Whether a diagnosis of `type` may be added next to `conditions` (spec 000 §3): a visit has at most
 * one main diagnosis, concurrent ones without limit. The server refuses a second main one the same way.
 */
export function conditionTypeAllowed(
  conditions: ReadonlyArray<{ readonly type: number }>,
  type: number,
): boolean {
  if (type === CONCURRENT_CONDITION) return true;
  if (type !== MAIN_CONDITION) return false;
  return !conditions.some((c) => c.type === MAIN_CONDITION);
}
