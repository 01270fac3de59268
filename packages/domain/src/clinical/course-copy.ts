/*
 * 'Skopiuj z poprzedniej wizyty' (spec 000 §6, Wizytownik_Wizyty_Edycja_Przebiegu): what the previous
 * visit's course adds to this visit's as a starting point.
 */

/** Diagnosis types (spec 000 'Diagnosis/condition'): 1 main, 2 concurrent; at most one main per visit. */
export const DiagnosisType = { Main: 1, Concurrent: 2 } as const;
export type DiagnosisType = (typeof DiagnosisType)[keyof typeof DiagnosisType];

export interface CourseTexts {
  readonly process: string | null;
  readonly recognition: string | null;
  readonly recommendations: string | null;
}

/** A procedure or diagnosis of a course: its dictionary code and whether the code is still in use. */
export interface CourseItem {
  readonly code: string;
  readonly active: boolean;
}

export interface CourseCopyPlan<P, D> {
  readonly texts: CourseTexts;
  readonly procedures: readonly P[];
  readonly conditions: readonly (D & { readonly type: DiagnosisType })[];
}

/**
 * Each text this visit has empty takes the previous one (a filled text stays); the previous
 * procedures and diagnoses whose code is still in use and not yet on this visit are added (a code
 * once); the previous main diagnosis stays main only when this visit has none, else it comes as
 * concurrent.
 */
export function planCourseCopy<P extends CourseItem, D extends CourseItem & { readonly type: number }>(
  current: CourseTexts & {
    readonly procedures: readonly { readonly code: string }[];
    readonly conditions: readonly { readonly code: string; readonly type: number }[];
  },
  previous: CourseTexts & { readonly procedures: readonly P[]; readonly conditions: readonly D[] },
): CourseCopyPlan<P, D> {
  const texts: CourseTexts = {
    process: current.process ?? previous.process,
    recognition: current.recognition ?? previous.recognition,
    recommendations: current.recommendations ?? previous.recommendations,
  };
  const procedureCodes = new Set(current.procedures.map((p) => p.code));
  const procedures = previous.procedures.filter((p) => {
    if (!p.active || procedureCodes.has(p.code)) return false;
    procedureCodes.add(p.code);
    return true;
  });
  const conditionCodes = new Set(current.conditions.map((c) => c.code));
  let mainTaken = current.conditions.some((c) => c.type === DiagnosisType.Main);
  const conditions = previous.conditions.flatMap((c) => {
    if (!c.active || conditionCodes.has(c.code)) return [];
    conditionCodes.add(c.code);
    const type: DiagnosisType =
      c.type === DiagnosisType.Main && !mainTaken ? DiagnosisType.Main : DiagnosisType.Concurrent;
    if (type === DiagnosisType.Main) mainTaken = true;
    return [{ ...c, type }];
  });
  return { texts, procedures, conditions };
}
