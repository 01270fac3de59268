import type { ErrorSection } from './catalog-types.ts';

/** The P1 verification of a visit (spec 000 §4.2, integrations.md §3.6). */
export const P1_VISIT_ERRORS = {
  /** A closed or cancelled visit (§4.2: verify P1 data only in statuses 0, 1, 4 and 5). */
  'p1Visit.statusRefused': {
    kind: 'conflict',
    message: 'Dane P1 można weryfikować tylko dla wizyty, która nie jest zakończona ani anulowana.',
  },
} as const satisfies ErrorSection;

/** The P1 buffer (/p1bufor, integrations.md §3.1). */
export const P1_BUFFER_ERRORS = {
  'p1Buffer.notFound': { kind: 'notFound', message: 'Nie znaleziono dokumentu w buforze P1.' },
  /** Sent, or being sent right now: nothing to send again. */
  'p1Buffer.notRetryable': {
    kind: 'conflict',
    message: 'Ponowić można tylko dokument oczekujący albo z błędem.',
  },
  /** Reasons a queued document ends in an error without asking P1 (shown in the buffer). */
  'p1Buffer.visitGone': { kind: 'notFound', message: 'Wizyta nie istnieje.' },
  'p1Buffer.packageCancelled': { kind: 'conflict', message: 'Pakiet recept został anulowany.' },
} as const satisfies ErrorSection;
