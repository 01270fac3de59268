import type { ErrorSection } from './catalog-types.ts';

/** The P1 verification of a visit (spec 000 §4.2, integrations.md §3.6). */
export const P1_VISIT_ERRORS = {
  /** A closed or cancelled visit (§4.2: verify P1 data only in statuses 0, 1, 4 and 5). */
  'p1Visit.statusRefused': {
    kind: 'conflict',
    message: 'Dane P1 można weryfikować tylko dla wizyty, która nie jest zakończona ani anulowana.',
  },
} as const satisfies ErrorSection;
