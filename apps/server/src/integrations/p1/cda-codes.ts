/*
 * Identifiers of the Polish HL7 CDA implementation guide (PL IG 1.3.x) used by the e-prescription and
 * its cancellation document. Template ids, code systems and the document layout are taken from a
 * prescription signed in P1's integration environment (IG 1.3.1) and from two public clients
 * [P — design/integrations.md §3.2]; 'Nie zamieniać', cito and 'Realizacja od' also from P1's published
 * narrative transform of IG 1.3.1, which reads them from the entries [P]. The guide itself is not in a
 * stored source, so the version and the nodes below the organisation's OID root stay configurable
 * (CdaProfile).
 */

/** What may differ between guide versions or P1 set-ups (each [P] or [U], see the report). */
export interface CdaProfile {
  /** templateId/@extension of the document templates: the guide's version. */
  readonly igVersion: string;
  /** Node under the organisation's OID root numbering prescriptions (document ids) [C]. */
  readonly prescriptionNode: string;
  /** Node of the version sets (setId) [P]. */
  readonly setNode: string;
  /** Node of the prescription positions (substanceAdministration ids) [P]. */
  readonly positionNode: string;
  /** Node of the prescription sections [P]. */
  readonly sectionNode: string;
  /** Node of the cancellation documents [P]. */
  readonly cancellationNode: string;
}

export const DEFAULT_CDA_PROFILE: CdaProfile = {
  igVersion: '1.3.1',
  prescriptionNode: '2.1',
  setNode: '2.2',
  positionNode: '2.3',
  sectionNode: '2.4',
  cancellationNode: '2.9',
};

export const NS_CDA = {
  hl7: 'urn:hl7-org:v3',
  extPL: 'http://www.csioz.gov.pl/xsd/extPL/r2',
  pharm: 'urn:ihe:pharm',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

const PL = '2.16.840.1.113883.3.4424';

export const OID = {
  cdaTypeId: '2.16.840.1.113883.1.3',
  loinc: '2.16.840.1.113883.6.1',
  confidentiality: '2.16.840.1.113883.5.25',
  gender: '2.16.840.1.113883.5.1',
  actCode: '2.16.840.1.113883.5.4',
  /** The platform's operator (custodian of every document). */
  csioz: PL,
  /** National person ids by ISO 3166-1 numeric country code: 616 = PESEL [C]; others [U]. */
  nationalId: (countryCode: string) => `${PL}.1.1.${countryCode}`,
  /** RPWDL: the organisation (part I), the unit (I+V), the cell (I+V+VII). */
  organisation: `${PL}.2.3.1`,
  unit: `${PL}.2.3.2`,
  cell: `${PL}.2.3.3`,
  rplProduct: `${PL}.6.1`,
  gs1: '1.3.160',
  /** Polish HL7v3 classifiers: qualifier names (KDLEK, RLEK, …) and some of their values. */
  polishClassifiers: `${PL}.13.5.1`,
  documentClassP1: `${PL}.11.1.32`,
  paymentLevel: `${PL}.11.1.1`,
  availabilityCategory: `${PL}.11.1.25`,
  entitlement: `${PL}.11.3.1`,
  profession: `${PL}.11.3.18`,
  iheActCode: '1.3.6.1.4.1.19376.1.5.3.2',
  /** HL7 SubstanceAdminSubstitution: the code of 'Nie zamieniać' [P]. */
  substitution: '2.16.840.1.113883.5.1070',
  /** HL7 ActPriority: the code of cito [U] (P1's narrative transform reads only the code, UR). */
  actPriority: '2.16.840.1.113883.5.7',
} as const;

export const TEMPLATE = {
  prescription: {
    document: ['1.3.6.1.4.1.19376.1.9.1.1.1', '1.3.6.1.4.1.19376.1.5.3.1.1.1'],
    documentPl: `${PL}.13.10.1.3`,
    recordTarget: `${PL}.13.10.2.23`,
    author: `${PL}.13.10.2.82`,
    custodian: `${PL}.13.10.2.20`,
    component: `${PL}.13.10.2.25`,
  },
  cancellation: {
    document: ['1.3.6.1.4.1.19376.1.9.1.1.1', '1.3.6.1.4.1.19376.1.5.3.1.1.1'],
    documentPl: `${PL}.13.10.1.14`,
    recordTarget: `${PL}.13.10.2.3`,
    author: `${PL}.13.10.2.4`,
    custodian: `${PL}.13.10.2.5`,
    relatedDocument: `${PL}.13.10.2.46`,
    component: `${PL}.13.10.2.47`,
    section: `${PL}.13.10.3.27`,
  },
  person: `${PL}.13.10.2.1`,
  unit: `${PL}.13.10.2.17`,
  cell: `${PL}.13.10.2.18`,
  legalAuthenticator: `${PL}.13.10.2.6`,
  section: ['1.3.6.1.4.1.19376.1.9.1.2.1', `${PL}.13.10.3.4`],
  substanceAdministration: [
    '1.3.6.1.4.1.19376.1.9.1.3.2',
    '2.16.840.1.113883.10.20.1.24',
    '1.3.6.1.4.1.19376.1.5.3.1.4.7',
    '1.3.6.1.4.1.19376.1.9.1.3.6',
    '1.3.6.1.4.1.19376.1.5.3.1.4.7.1',
    `${PL}.13.10.4.3`,
  ],
  manufacturedProduct: ['2.16.840.1.113883.10.20.1.53', '1.3.6.1.4.1.19376.1.5.3.1.4.7.2'],
  manufacturedMaterial: ['1.3.6.1.4.1.19376.1.9.1.3.1', `${PL}.13.10.4.54`],
  supply: ['1.3.6.1.4.1.19376.1.9.1.3.8', `${PL}.13.10.4.55`],
  paymentLevel: `${PL}.13.10.4.57`,
  dosage: [`${PL}.13.10.4.74`, '2.16.840.1.113883.10.20.1.49', '1.3.6.1.4.1.19376.1.5.3.1.4.3'],
  /** IHE PRE Substitution Permission and its PL template (4.56): 'Nie zamieniać' [P]. */
  substitutionPermission: ['1.3.6.1.4.1.19376.1.9.1.3.9.1', `${PL}.13.10.4.56`],
  payersSection: ['2.16.840.1.113883.10.20.1.9', '1.3.6.1.4.1.19376.1.5.3.1.1.5.3.7', `${PL}.13.10.3.69`],
  coverage: ['2.16.840.1.113883.10.20.1.20', `${PL}.13.10.4.51`],
  entitlement: ['2.16.840.1.113883.10.20.1.26', `${PL}.13.10.4.61`],
  authorization: ['2.16.840.1.113883.10.20.1.19', `${PL}.13.10.4.53`],
  entitlementDocument: `${PL}.13.10.4.59`,
} as const;

/** Codes and the fixed titles the guide's schematron expects. */
export const CODE = {
  prescription: {
    loinc: '57833-6',
    display: 'Prescription for medication Document',
    p1: '04.01',
    title: 'Recepta',
  },
  cancellation: {
    loinc: '51851-4',
    display: 'Administrative note',
    p1: '08.80',
    title: 'Dokument anulujący',
  },
  prescriptionsSection: '57828-6',
  paymentSources: '48768-6',
  /** Lek gotowy (a ready-made drug, the only kind the app prescribes). */
  readyMadeDrug: 'G',
  /** Tryb realizacji (TRREC): Z zwykły, I import docelowy; cito is not a TRREC value [P]. */
  ordinaryRealisation: 'Z',
  /**
   * 'Nie zamieniać': the substitution permission act with code N (none); the act is left out when the
   * pharmacy may substitute [P — P1's narrative transform prints NZ when the act is present].
   */
  noSubstitution: 'N',
  /** Cito: the supply's priorityCode UR; P1's narrative transform titles the section '… (Cito)' [P]. */
  urgent: 'UR',
} as const;

/** Tryb wystawienia recepty (TWREC) by business role: Z zwykła, P pielęgniarska [P]; others [U]. */
export const ISSUE_MODE: Record<string, string> = {
  LEKARZ_LEK_DENTYSTA_FELCZER: 'Z',
  PIELEGNIARKA_POLOZNA: 'P',
};

export const PROFESSION_NAMES: Record<string, string> = {
  LEK: 'Lekarz',
  LEKD: 'Lekarz dentysta',
};

export const PAYMENT_LEVEL_NAMES: Record<string, string> = {
  '100%': 'pełnopłatne',
  '50%': '50% limitu',
  '30%': '30% limitu',
  R: 'ryczałt',
  B: 'bezpłatne',
};

/** Labels of the narrative blocks (document content in Polish, as the guide's examples). */
export const NARRATIVE = {
  prescriptionSection: 'Rp.',
  packs: (n: number) => `${n} op.`,
  paymentLevel: 'Odpłatność:',
  dosage: 'D.S.',
  noSubstitution: 'NZ',
  urgent: '(Cito)',
  realizeFrom: 'Data realizacji od',
  payersSection: 'Dane o ubezpieczeniu i uprawnieniach',
  entitlement: 'Uprawnienia dodatkowe:',
  cancelledSection: 'Dane dokumentu anulowanego',
  cancelRequest: 'Proszę o anulowanie dokumentu:',
  cancelledId: 'Identyfikator:',
  cancelReason: 'Powód:',
} as const;
