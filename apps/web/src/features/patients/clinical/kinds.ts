import { DISEASE_KIND, type DiseaseKind, type TextKey } from '@wizytownik/domain';

/** The texts that differ between the allergies tab and the diseases tab. */
export interface KindTexts {
  readonly tab: TextKey;
  readonly add: TextKey;
  readonly addTitle: TextKey;
  readonly editTitle: TextKey;
  readonly deleteTitle: TextKey;
  readonly empty: TextKey;
  readonly createFailed: TextKey;
  readonly updateFailed: TextKey;
}

const textsOf = (area: 'allergies' | 'diseases'): KindTexts => ({
  tab: `clinical.${area}.tab`,
  add: `clinical.${area}.add`,
  addTitle: `clinical.${area}.addTitle`,
  editTitle: `clinical.${area}.editTitle`,
  deleteTitle: `clinical.${area}.deleteTitle`,
  empty: `clinical.${area}.empty`,
  createFailed: `clinical.${area}.createFailed`,
  updateFailed: `clinical.${area}.updateFailed`,
});

export const KIND_TEXTS: Readonly<Record<DiseaseKind, KindTexts>> = {
  [DISEASE_KIND.allergy]: textsOf('allergies'),
  [DISEASE_KIND.disease]: textsOf('diseases'),
};

/** How an entry is named in buttons and questions: its description, else its code. */
export const entryName = (entry: { description: string | null; icd: { kod: string } | null }) =>
  entry.description ?? entry.icd?.kod ?? '';
