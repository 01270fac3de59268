/** Spec 001 §3: a client disease entry is an allergy (1) or a disease (0). */
export const DISEASE_KIND = { disease: 0, allergy: 1 } as const;
export type DiseaseKind = (typeof DISEASE_KIND)[keyof typeof DISEASE_KIND];

/**
 * The subtypes a disease is filed under ('typy chorób i schorzeń'; the spec leaves the list to the
 * server). Fixed reference data with stable ids, like the ICD-9 main categories.
 */
export const DISEASE_SUBTYPES: ReadonlyArray<{ readonly id: number; readonly description: string }> = [
  { id: 1, description: 'Choroba przewlekła' },
  { id: 2, description: 'Choroba ostra' },
  { id: 3, description: 'Choroba zakaźna' },
  { id: 4, description: 'Schorzenie' },
  { id: 5, description: 'Uraz' },
  { id: 6, description: 'Wada wrodzona' },
  { id: 7, description: 'Inne' },
];

export function isDiseaseSubtype(id: number): boolean {
  return DISEASE_SUBTYPES.some((s) => s.id === id);
}
