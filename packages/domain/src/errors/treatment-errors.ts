import type { ErrorSection } from './catalog-types.ts';

/** Physiotherapy treatments, their subtypes and categories (spec 002 §10 Zabiegi, `/zabiegi`). */
export const TREATMENT_ERRORS = {
  /** Also another clinic's treatment: it is not found. */
  'treatment.notFound': { kind: 'notFound', message: 'Nie znaleziono zabiegu.' },
  'treatment.subtypeNotFound': { kind: 'notFound', message: 'Nie znaleziono podtypu zabiegu.' },
  'treatment.categoryNotFound': { kind: 'notFound', message: 'Nie znaleziono kategorii zabiegów.' },
  /** A treatment saved with a category the clinic does not have. */
  'treatment.unknownCategory': { kind: 'validation', message: 'Nieznana kategoria zabiegów.' },
  /** A treatment moved to an outpost that is no longer active (its current one may stay). */
  'treatment.outpostInactive': {
    kind: 'validation',
    message: 'Ta placówka jest nieaktywna. Wybierz aktywną placówkę lub lokalizację główną.',
  },
  'treatment.nameTaken': {
    kind: 'conflict',
    message: (p: { name: string }) => `Zabieg „${p.name}” już istnieje.`,
  },
  'treatment.subtypeNameTaken': {
    kind: 'conflict',
    message: (p: { name: string }) => `Ten zabieg ma już podtyp „${p.name}”.`,
  },
  'treatment.categoryNameTaken': {
    kind: 'conflict',
    message: (p: { name: string }) => `Kategoria zabiegów „${p.name}” już istnieje.`,
  },
  /** Deleting a category treatments are in: nothing is changed. */
  'treatment.categoryInUse': {
    kind: 'conflict',
    message: (p: { name: string }) =>
      `Nie można usunąć kategorii „${p.name}”, ponieważ należą do niej zabiegi. Najpierw przenieś je do innej kategorii.`,
  },
  // Ordered treatments ('zlecone zabiegi', spec 000 §2.4 step 4, §7.1).
  'orderedTreatment.notFound': { kind: 'notFound', message: 'Nie znaleziono zleconego zabiegu.' },
  /** InsertZleconyZabieg without a term (spec 000 'Ordering a treatment'). */
  'orderedTreatment.termRequired': { kind: 'validation', message: 'Proszę wybrać termin' },
  'orderedTreatment.termInvalid': {
    kind: 'validation',
    message: 'Termin zabiegu musi kończyć się po jego rozpoczęciu, tego samego dnia.',
  },
  /** The chosen term is not free (domain termBlock); a race lost to the exclusion constraint too. */
  'orderedTreatment.termBlocked': {
    kind: 'conflict',
    message: (p: { reason: string }) => `Ten termin jest niedostępny: ${p.reason}. Wybierz inny termin.`,
  },
  /** A subtype that is not one of the ordered treatment's. */
  'orderedTreatment.unknownSubtype': { kind: 'validation', message: 'Ten zabieg nie ma takiego podtypu.' },
  'orderedTreatment.visitCancelled': {
    kind: 'validation',
    message: 'Wizyta jest odwołana: nie można zlecać z niej zabiegów.',
  },
  /** The daily summary of a patient a My-calendar-only caller has no visit with that day. */
  'orderedTreatment.summaryForbidden': {
    kind: 'forbidden',
    message: 'Nie masz dostępu do podsumowania tego pacjenta.',
  },
} as const satisfies ErrorSection;
