import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { queryId } from './input.ts';

/*
 * The P1 verification of a visit (spec 000 §7.1 P1Service/GetVerifyVisit, integrations.md §3.6): the
 * app's own check of what P1 needs before a visit is reported. Feature IntegracjaP1, permission
 * Wizytownik_Wizyty_Edycja, visits in statuses 0, 1, 4 and 5.
 */

export const GetVerifyVisitInput = z.object({ visitID: queryId() });
export type GetVerifyVisitInput = z.input<typeof GetVerifyVisitInput>;

/** `errors`: every problem as a Polish sentence, in the order the dialog lists them; none: correct. */
export const VerifyVisitResult = z.object({
  isCorrect: z.boolean(),
  errors: z.array(z.string()),
});
export type VerifyVisitResult = z.infer<typeof VerifyVisitResult>;

export const p1VisitEndpoints = {
  verifyVisit: endpoint({
    method: 'GET',
    path: '/api/services/app/P1Service/GetVerifyVisit',
    input: GetVerifyVisitInput,
    result: VerifyVisitResult,
    summary: "Checks a visit's patient, therapist, place of work, diagnoses and company data for P1",
    tag: 'P1Service',
  }),
};
