import type { TermBlock } from '../treatments/treatment-terms.ts';

/**
 * Interface texts of ordered treatments ('zlecone zabiegi', spec 000 §2.4 step 4, §7.1) and of the
 * patient's daily summary on the payments tab, spread into DEFAULT_TEXTS. The failure texts are the
 * spec's (§8); 'treatments.loadFailed' ('Błąd pobierania listy zabiegów') is in the treatments texts.
 */
export const ORDERED_TREATMENT_TEXTS = {
  'orderedTreatments.loadFailed': 'Błąd pobierania zleconych zabiegów',
  'orderedTreatments.deleteFailed': 'Błąd usuwania zabiegu',
  'orderedTreatments.orderFailed': 'Błąd zlecania zabiegu',
  'orderedTreatments.treatmentsFailed': 'Nie można pobrać listy zabiegów.',
  'orderedTreatments.chooseTerm': 'Proszę wybrać termin',
  'orderedTreatments.confirmDelete': 'Czy na pewno chcesz usunąć ten zlecony zabieg?',
  'orderedTreatments.summaryFailed': 'Nie można pobrać podsumowania wizyt dla pacjenta.',
  'orderedTreatments.historyRow': 'Zlecony zabieg: {name}',
} as const;

/** Why a treatment term is blocked (domain TermBlock): the `powod` the term picker shows. */
export const TREATMENT_TERM_REASON_TEXTS: Record<TermBlock, string> = {
  past: 'Termin minął',
  station: 'Zabieg zajęty',
  patient: 'Pacjent ma w tym czasie wizytę',
  closed: 'Poza godzinami otwarcia',
};
