import type { ErrorSection } from './catalog-types.ts';

/**
 * E-prescriptions (spec 001 'Recepty pacjenta', issue 19): who may prescribe (a tenant without the
 * Recepty feature answers 'auth.featureDisabled'). The rule itself is in
 * apps/server/src/modules/prescriptions/prescriber-access.ts.
 */
export const PRESCRIPTION_ERRORS = {
  /** Neither a system administrator nor a therapist whose profession may prescribe. */
  'prescriptions.notPrescriber': {
    kind: 'forbidden',
    message:
      'Recepty może wystawiać tylko terapeuta, którego zawód uprawnia do wystawiania recept, albo administrator systemu.',
  },
  /** A therapist who may prescribe but has no P1 certificate uploaded. */
  'prescriptions.noCertificate': {
    kind: 'forbidden',
    message: 'Aby wystawiać recepty, wgraj certyfikat do systemu P1 w swoim profilu terapeuty.',
  },
} as const satisfies ErrorSection;
