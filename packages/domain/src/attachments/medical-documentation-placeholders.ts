import type { AgreementData } from './agreement-placeholders.ts';

/** The agreement template type of medical documentation (spec 002 §3). */
export const MEDICAL_DOCUMENTATION_TEMPLATE_TYPE = 7;

/**
 * The tags a medical documentation template (type 7) may hold besides every agreement tag
 * (AGREEMENT_PLACEHOLDERS: the patient, the guardian, the clinic, the date). The chosen visits repeat
 * with `{#wizyty}…{/wizyty}`; inside a visit its procedures repeat with `{#procedury}…{/procedury}`
 * and its diagnoses with `{#rozpoznania}…{/rozpoznania}`. Rich text (the course) comes as plain
 * lines. This list documents the tags on the templates tab and types the data the server fills in.
 */
export const MEDICAL_DOCUMENTATION_PLACEHOLDERS = {
  document: [{ placeholder: 'liczba_wizyt', description: 'liczba wizyt w dokumentacji' }],
  visits: [
    { placeholder: 'data_wizyty', description: 'data wizyty (DD-MM-RRRR)' },
    { placeholder: 'godziny', description: 'godziny wizyty (GG:MM–GG:MM)' },
    { placeholder: 'terapeuta', description: 'terapeuta prowadzący wizytę' },
    { placeholder: 'status', description: 'status wizyty' },
    { placeholder: 'uwagi', description: 'uwagi do wizyty' },
    { placeholder: 'przebieg', description: 'przebieg wizyty' },
    { placeholder: 'rozpoznanie', description: 'opis rozpoznania' },
    { placeholder: 'zalecenia', description: 'zalecenia' },
    { placeholder: 'procedury_tekst', description: 'procedury ICD-9 w wierszach: kod nazwa – opis' },
    {
      placeholder: 'rozpoznania_tekst',
      description: 'rozpoznania ICD-10 w wierszach: kod nazwa (rodzaj) – opis',
    },
  ],
  procedures: [
    { placeholder: 'kod', description: 'kod ICD-9' },
    { placeholder: 'nazwa', description: 'nazwa procedury ze słownika ICD-9' },
    { placeholder: 'opis', description: 'dodatkowy opis procedury' },
  ],
  conditions: [
    { placeholder: 'kod', description: 'kod ICD-10' },
    { placeholder: 'nazwa', description: 'nazwa rozpoznania ze słownika ICD-10' },
    { placeholder: 'rodzaj', description: 'główne lub współistniejące' },
    { placeholder: 'opis', description: 'dodatkowy opis rozpoznania' },
  ],
} as const;

/** The loops' names: `{#wizyty}`, and inside a visit `{#procedury}` and `{#rozpoznania}`. */
export const MEDICAL_DOCUMENTATION_LOOPS = {
  visits: 'wizyty',
  procedures: 'procedury',
  conditions: 'rozpoznania',
} as const;

type Tags<K extends keyof typeof MEDICAL_DOCUMENTATION_PLACEHOLDERS> =
  (typeof MEDICAL_DOCUMENTATION_PLACEHOLDERS)[K][number]['placeholder'];

export type MedicalProcedureData = Readonly<Record<Tags<'procedures'>, string>>;
export type MedicalConditionData = Readonly<Record<Tags<'conditions'>, string>>;
export type MedicalVisitData = Readonly<Record<Tags<'visits'>, string>> & {
  readonly procedury: readonly MedicalProcedureData[];
  readonly rozpoznania: readonly MedicalConditionData[];
};
export type MedicalDocumentationData = AgreementData &
  Readonly<Record<Tags<'document'>, string>> & { readonly wizyty: readonly MedicalVisitData[] };

/** 1 main, 2 concurrent (spec 000 §3). */
export const CONDITION_KIND_LABELS: Readonly<Record<number, string>> = {
  1: 'główne',
  2: 'współistniejące',
};

/** The label of a diagnosis type, '' for a type the spec does not name. */
export const conditionKindLabel = (type: number): string => CONDITION_KIND_LABELS[type] ?? '';
