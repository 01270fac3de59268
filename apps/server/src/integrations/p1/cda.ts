import { zonedWallClock } from '@wizytownik/domain';
import {
  CODE,
  DEFAULT_CDA_PROFILE,
  ISSUE_MODE,
  NARRATIVE,
  NS_CDA,
  OID,
  PAYMENT_LEVEL_NAMES,
  PROFESSION_NAMES,
  TEMPLATE,
  type CdaProfile,
} from './cda-codes.ts';
import type { P1Context, P1Patient, P1Prescription, P1PrescriptionNumber } from './port.ts';
import { xmlText } from './soap.ts';

/*
 * The HL7 CDA documents carried base64-encoded in `tresc` (PL IG 1.3.x, see cda-codes.ts): one
 * e-prescription per drug, and the cancellation document (an IHE nullification replacing the
 * prescription: same setId, version 2). Both are signed afterwards (xades.ts). One prescription per
 * document, so its position is always 1 and its setId extension is its own number's extension (our
 * design: the cancellation finds the set without anything stored).
 */

type Attrs = Readonly<Record<string, string | number | undefined>>;

/** An element: attributes escaped, children already XML (text children go through xmlText). */
function el(name: string, attrs: Attrs = {}, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlText(String(v))}"`)
    .join('');
  return children.length ? `<${name}${a}>${children.join('')}</${name}>` : `<${name}${a}/>`;
}
const text = (name: string, value: string, attrs: Attrs = {}) => el(name, attrs, xmlText(value));
const templateIds = (...roots: string[]) => roots.map((root) => el('templateId', { root })).join('');

/** HL7 TS in Polish time (the date on a prescription is the Polish one): YYYYMMDDHHMMSS. */
export function cdaTimestamp(instant: Date): string {
  const { date, minutes } = zonedWallClock(instant, 'Europe/Warsaw');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.replace(/-/g, '')}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}${pad(instant.getUTCSeconds())}`;
}
const cdaDate = (iso: string) => iso.replace(/-/g, '');

export interface CdaCommon {
  readonly context: P1Context;
  /** The OID of the prescriber's PWZ (doctor/dentist or nurse). */
  readonly userOidRoot: string;
  /** The organisation's OID root (2.16.840.1.113883.3.4424.2.7.<n>). */
  readonly oidRoot: string;
  readonly now: Date;
  readonly profile?: Partial<CdaProfile>;
}

const profileOf = (common: CdaCommon): CdaProfile => ({ ...DEFAULT_CDA_PROFILE, ...common.profile });

/** The version set of a prescription: under the set node, with the prescription number's extension. */
export function prescriptionSetId(
  number: P1PrescriptionNumber,
  oidRoot: string,
  profile: Partial<CdaProfile> = {},
): P1PrescriptionNumber {
  return {
    root: `${oidRoot}.${{ ...DEFAULT_CDA_PROFILE, ...profile }.setNode}`,
    extension: number.extension,
  };
}

function header(
  common: CdaCommon,
  templates: readonly string[],
  templatePl: string,
  id: P1PrescriptionNumber,
  code: string,
  title: string,
  setId: P1PrescriptionNumber,
  version: number,
): string {
  const { igVersion } = profileOf(common);
  return (
    el('typeId', { root: OID.cdaTypeId, extension: 'POCD_HD000040' }) +
    templateIds(...templates) +
    el('templateId', { root: templatePl, extension: igVersion }) +
    el('id', { root: id.root, extension: id.extension, displayable: 'true' }) +
    code +
    text('title', title) +
    el('effectiveTime', { value: cdaTimestamp(common.now) }) +
    el('confidentialityCode', { code: 'N', codeSystem: OID.confidentiality }) +
    el('languageCode', { code: 'pl-PL' }) +
    el('setId', { root: setId.root, extension: setId.extension }) +
    el('versionNumber', { value: version })
  );
}

function documentCode(
  kind: typeof CODE.prescription | typeof CODE.cancellation,
  qualifiers: string[] = [],
): string {
  return el(
    'code',
    { code: kind.loinc, codeSystem: OID.loinc, codeSystemName: 'LOINC', displayName: kind.display },
    el(
      'translation',
      {
        code: kind.p1,
        codeSystem: OID.documentClassP1,
        codeSystemName: 'KLAS_DOK_P1',
        displayName: kind.title,
      },
      ...qualifiers,
    ),
  );
}

/** A qualifier of the document's P1 class: a Polish classifier's name and its value. */
const qualifier = (
  name: string,
  value: string,
  valueSystem: string = OID.polishClassifiers,
  display?: string,
) =>
  el(
    'qualifier',
    {},
    el('name', {
      code: name,
      codeSystem: OID.polishClassifiers,
      codeSystemName: 'PolskieKlasyfikatoryHL7v3',
    }),
    el('value', { code: value, codeSystem: valueSystem, displayName: display }),
  );

function personName(givenName: string, surname: string): string {
  return el('name', {}, text('given', givenName), text('family', surname));
}

function recordTarget(patient: P1Patient, template: string): string {
  const id = patient.pesel
    ? el('id', { root: OID.nationalId('616'), extension: patient.pesel, displayable: 'true' })
    : el('id', {
        root: OID.nationalId(patient.otherId?.countryCode ?? ''),
        extension: patient.otherId?.number ?? '',
        displayable: 'true',
      });
  return el(
    'recordTarget',
    {},
    templateIds(template),
    el(
      'patientRole',
      {},
      id,
      el(
        'patient',
        {},
        personName(patient.givenName, patient.surname),
        el('administrativeGenderCode', { code: patient.sex === 'K' ? 'F' : 'M', codeSystem: OID.gender }),
        el('birthTime', { value: cdaDate(patient.birthDate) }),
      ),
    ),
  );
}

const pwzId = (common: CdaCommon) =>
  el('id', { root: common.userOidRoot, extension: common.context.prescriber.pwz, displayable: 'true' });

/** The prescriber, working for the place of work (a unit or a cell) of the organisation. */
function author(common: CdaCommon, template: string): string {
  const { prescriber: p, placeOfWork, bookNumber } = common.context;
  const cell = placeOfWork.level === 'cell';
  return el(
    'author',
    {},
    templateIds(template),
    el('functionCode', {
      code: p.profession,
      codeSystem: OID.profession,
      displayName: PROFESSION_NAMES[p.profession],
    }),
    el('time', { value: cdaTimestamp(common.now) }),
    el(
      'assignedAuthor',
      {},
      pwzId(common),
      p.phone ? el('telecom', { value: `tel:${p.phone}` }) : '',
      el('assignedPerson', {}, templateIds(TEMPLATE.person), personName(p.givenName, p.surname)),
      el(
        'representedOrganization',
        {},
        templateIds(cell ? TEMPLATE.cell : TEMPLATE.unit),
        el('id', { root: cell ? OID.cell : OID.unit, extension: placeOfWork.id, displayable: 'true' }),
        el(
          'asOrganizationPartOf',
          {},
          el(
            'wholeOrganization',
            {},
            el('id', { root: OID.organisation, extension: bookNumber, displayable: 'true' }),
          ),
        ),
      ),
    ),
  );
}

function custodian(template: string): string {
  return el(
    'custodian',
    {},
    templateIds(template),
    el(
      'assignedCustodian',
      {},
      el(
        'representedCustodianOrganization',
        {},
        el('id', { root: OID.csioz, assigningAuthorityName: 'CSIOZ', displayable: 'false' }),
      ),
    ),
  );
}

function legalAuthenticator(common: CdaCommon): string {
  return el(
    'legalAuthenticator',
    {},
    templateIds(TEMPLATE.legalAuthenticator),
    el('time', { value: cdaTimestamp(common.now) }),
    el('signatureCode', { code: 'S' }),
    el('assignedEntity', {}, pwzId(common)),
  );
}

function clinicalDocument(...children: string[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    el(
      'ClinicalDocument',
      {
        xmlns: NS_CDA.hl7,
        'xmlns:extPL': NS_CDA.extPL,
        'xmlns:pharm': NS_CDA.pharm,
        'xmlns:xsi': NS_CDA.xsi,
        'xsi:type': 'extPL:ClinicalDocument',
      },
      ...children,
    )
  );
}

const gs1Code = (gtin: string, name = 'code') =>
  el(name, { code: gtin, codeSystem: OID.gs1, codeSystemName: 'GS1' });

/** A PUBLICPOL act qualified by a Polish classifier (payment level RLPO, entitlement RLUD). */
const publicPolicy = (name: string, value: string, valueSystem: string, display?: string) =>
  el('code', { code: 'PUBLICPOL', codeSystem: OID.actCode }, qualifier(name, value, valueSystem, display));

const completed = el('statusCode', { code: 'completed' });

/**
 * The supply: its effectiveTime is the day the pharmacy may dispense from ('Realizacja od', else the
 * issue time), and cito is its priority.
 */
function supply(rx: P1Prescription, now: Date): string {
  const paymentLevel = el(
    'act',
    { classCode: 'ACT', moodCode: 'DEF' },
    templateIds(TEMPLATE.paymentLevel),
    el('code', { code: CODE.paymentSources, codeSystem: OID.loinc, displayName: 'Payment sources' }),
    completed,
    el(
      'entryRelationship',
      { typeCode: 'COMP' },
      el(
        'act',
        { classCode: 'ACT', moodCode: 'EVN' },
        publicPolicy('RLPO', rx.paymentLevel, OID.paymentLevel, PAYMENT_LEVEL_NAMES[rx.paymentLevel]),
        completed,
      ),
    ),
  );
  return el(
    'entryRelationship',
    { typeCode: 'COMP' },
    el(
      'supply',
      { classCode: 'SPLY', moodCode: 'RQO' },
      templateIds(...TEMPLATE.supply),
      el('effectiveTime', { value: rx.realizeFrom ? cdaDate(rx.realizeFrom) : cdaTimestamp(now) }),
      rx.urgent ? el('priorityCode', { code: CODE.urgent, codeSystem: OID.actPriority }) : '',
      el('independentInd', { value: 'false' }),
      // With a product (the pack's GTIN) the quantity counts packs (IG 1.3.1 instructions) [P].
      el('quantity', { value: rx.packs }),
      el('product', {}, el('manufacturedProduct', {}, el('manufacturedLabeledDrug', {}, gs1Code(rx.gtin)))),
      el('entryRelationship', { typeCode: 'COMP' }, paymentLevel),
    ),
  );
}

/** 'Nie zamieniać': the act's presence forbids substitution; without it the pharmacy may substitute. */
function substitutionPermission(rx: P1Prescription): string {
  if (!rx.noSubstitution) return '';
  return el(
    'entryRelationship',
    { typeCode: 'COMP' },
    el(
      'act',
      { classCode: 'ACT', moodCode: 'DEF' },
      templateIds(...TEMPLATE.substitutionPermission),
      el('code', {
        code: CODE.noSubstitution,
        codeSystem: OID.substitution,
        codeSystemName: 'HL7 Substance Admin Substitution',
      }),
      completed,
    ),
  );
}

function dosageInstruction(dosage: string): string {
  return el(
    'entryRelationship',
    { typeCode: 'SUBJ', inversionInd: 'true' },
    el(
      'act',
      { classCode: 'ACT', moodCode: 'INT' },
      templateIds(...TEMPLATE.dosage),
      el('code', { code: 'PINSTRUCT', codeSystem: OID.iheActCode }),
      text('text', dosage),
      completed,
    ),
  );
}

function prescriptionSection(common: CdaCommon, rx: P1Prescription, number: P1PrescriptionNumber): string {
  const profile = profileOf(common);
  // The narrative says what the entries say (P1 compares them): NZ, cito in the title, the date.
  const lines = [
    rx.noSubstitution ? `${rx.drugName} ${NARRATIVE.noSubstitution}` : rx.drugName,
    NARRATIVE.packs(rx.packs),
    `${NARRATIVE.paymentLevel} ${rx.paymentLevel}`,
    `${NARRATIVE.dosage} ${rx.dosage}`,
    ...(rx.realizeFrom ? [`${NARRATIVE.realizeFrom} ${rx.realizeFrom}`] : []),
  ];
  const narrative = el(
    'text',
    {},
    el('paragraph', { ID: 'SBADM_1' }, lines.map((line) => xmlText(line)).join('<br/>')),
  );
  const substanceAdministration = el(
    'substanceAdministration',
    { classCode: 'SBADM', moodCode: 'INT' },
    templateIds(...TEMPLATE.substanceAdministration),
    el('id', { root: `${common.oidRoot}.${profile.positionNode}`, extension: `${number.extension}-1` }),
    el('text', {}, el('reference', { value: '#SBADM_1' })),
    completed,
    // 'Realizacja od' (else the issue date) opens the validity period.
    el(
      'effectiveTime',
      { 'xsi:type': 'IVL_TS' },
      el('low', { value: rx.realizeFrom ? cdaDate(rx.realizeFrom) : cdaTimestamp(common.now).slice(0, 8) }),
      el('high', { nullFlavor: 'NA' }),
    ),
    el('repeatNumber', { value: 1 }),
    el(
      'consumable',
      {},
      el(
        'manufacturedProduct',
        {},
        templateIds(...TEMPLATE.manufacturedProduct),
        el(
          'manufacturedMaterial',
          {},
          templateIds(...TEMPLATE.manufacturedMaterial),
          el('code', { code: rx.productId, codeSystem: OID.rplProduct, displayName: rx.drugName }),
          text('name', rx.drugName),
          el(
            'pharm:asContent',
            { classCode: 'CONT' },
            el(
              'pharm:containerPackagedMedicine',
              { classCode: 'CONT', determinerCode: 'INSTANCE' },
              gs1Code(rx.gtin, 'pharm:code'),
            ),
          ),
        ),
      ),
    ),
    supply(rx, common.now),
    substitutionPermission(rx),
    dosageInstruction(rx.dosage),
  );
  return el(
    'component',
    {},
    el(
      'section',
      {},
      templateIds(...TEMPLATE.section),
      el('id', { root: `${common.oidRoot}.${profile.sectionNode}`, extension: number.extension }),
      el('code', { code: CODE.prescriptionsSection, codeSystem: OID.loinc, codeSystemName: 'LOINC' }),
      text(
        'title',
        rx.urgent ? `${NARRATIVE.prescriptionSection} ${NARRATIVE.urgent}` : NARRATIVE.prescriptionSection,
      ),
      narrative,
      el('entry', {}, substanceAdministration),
    ),
  );
}

/** The payers section with the additional entitlement and the document proving it, tied to position 1. */
function entitlementSection(common: CdaCommon, rx: P1Prescription, number: P1PrescriptionNumber): string {
  const code = rx.entitlement?.code;
  if (!code) return '';
  const description = rx.entitlement?.description;
  const profile = profileOf(common);
  const label = `${NARRATIVE.entitlement} ${code}${description ? ` (${description})` : ''}`;
  const position = el(
    'entryRelationship',
    { typeCode: 'REFR' },
    el(
      'act',
      { classCode: 'ACT', moodCode: 'EVN' },
      templateIds(...TEMPLATE.authorization),
      el('id', { nullFlavor: 'NA' }),
      el('code', { nullFlavor: 'NA' }),
      el(
        'entryRelationship',
        { typeCode: 'SUBJ' },
        el(
          'substanceAdministration',
          { classCode: 'SBADM', moodCode: 'PRMS' },
          el('id', { root: `${common.oidRoot}.${profile.positionNode}`, extension: `${number.extension}-1` }),
          el(
            'consumable',
            {},
            el('manufacturedProduct', {}, el('manufacturedMaterial', { nullFlavor: 'NA' })),
          ),
        ),
      ),
    ),
  );
  const proof = description
    ? el(
        'reference',
        { typeCode: 'REFR' },
        el(
          'externalDocument',
          { classCode: 'DOC', moodCode: 'EVN' },
          templateIds(TEMPLATE.entitlementDocument),
          text('text', description),
        ),
      )
    : '';
  const entitlement = el(
    'act',
    { classCode: 'ACT', moodCode: 'EVN' },
    templateIds(...TEMPLATE.entitlement),
    el('id', { nullFlavor: 'NA' }),
    publicPolicy('RLUD', code, OID.entitlement, code),
    el('text', {}, el('reference', { value: '#ACT_2' })),
    completed,
    position,
    proof,
  );
  return el(
    'component',
    {},
    el(
      'section',
      {},
      templateIds(...TEMPLATE.payersSection),
      el('code', { code: CODE.paymentSources, codeSystem: OID.loinc }),
      text('title', NARRATIVE.payersSection),
      el('text', {}, text('paragraph', label, { ID: 'ACT_2' })),
      el(
        'entry',
        {},
        el(
          'act',
          { classCode: 'ACT', moodCode: 'DEF' },
          templateIds(...TEMPLATE.coverage),
          el('id', { nullFlavor: 'NA' }),
          el('code', { code: CODE.paymentSources, codeSystem: OID.loinc, displayName: 'Payment source' }),
          el('text', {}, el('reference', { value: '#ACT_2' })),
          completed,
          el('entryRelationship', { typeCode: 'COMP' }, entitlement),
        ),
      ),
    ),
  );
}

/** One e-prescription (one drug) as an unsigned CDA document. */
export function prescriptionCda(
  common: CdaCommon & {
    readonly patient: P1Patient;
    readonly prescription: P1Prescription;
    readonly number: P1PrescriptionNumber;
  },
): string {
  const { prescription: rx, number } = common;
  const t = TEMPLATE.prescription;
  const code = documentCode(CODE.prescription, [
    qualifier('KDLEK', rx.type, OID.availabilityCategory),
    qualifier('RLEK', CODE.readyMadeDrug),
    qualifier('TWREC', ISSUE_MODE[common.context.prescriber.role] ?? 'Z'),
    qualifier('TRREC', CODE.ordinaryRealisation),
    qualifier('RRECE', rx.kind),
  ]);
  const setId = prescriptionSetId(number, common.oidRoot, common.profile);
  return clinicalDocument(
    header(common, t.document, t.documentPl, number, code, CODE.prescription.title, setId, 1),
    recordTarget(common.patient, t.recordTarget),
    author(common, t.author),
    custodian(t.custodian),
    legalAuthenticator(common),
    el(
      'component',
      {},
      templateIds(t.component),
      el(
        'structuredBody',
        {},
        prescriptionSection(common, rx, number),
        entitlementSection(common, rx, number),
      ),
    ),
  );
}

/**
 * The cancellation of one prescription: it replaces (RPLC) version 1 of the prescription's set with
 * version 2. The patient is given when the caller knows it (the guide's template has a recordTarget).
 */
export function cancellationCda(
  common: CdaCommon & {
    readonly id: P1PrescriptionNumber;
    readonly number: P1PrescriptionNumber;
    readonly reason: string;
    readonly patient?: P1Patient;
  },
): string {
  const t = TEMPLATE.cancellation;
  const setId = prescriptionSetId(common.number, common.oidRoot, common.profile);
  const section = el(
    'section',
    {},
    templateIds(t.section),
    text('title', NARRATIVE.cancelledSection),
    el(
      'text',
      {},
      text('paragraph', NARRATIVE.cancelRequest),
      text('paragraph', `${NARRATIVE.cancelledId} ${common.number.extension}`),
      text('paragraph', `${NARRATIVE.cancelReason} ${common.reason}`),
    ),
  );
  return clinicalDocument(
    header(
      common,
      t.document,
      t.documentPl,
      common.id,
      documentCode(CODE.cancellation),
      CODE.cancellation.title,
      setId,
      2,
    ),
    common.patient ? recordTarget(common.patient, t.recordTarget) : '',
    author(common, t.author),
    custodian(t.custodian),
    legalAuthenticator(common),
    el(
      'relatedDocument',
      { typeCode: 'RPLC' },
      templateIds(t.relatedDocument),
      el(
        'parentDocument',
        {},
        el('id', { root: common.number.root, extension: common.number.extension, displayable: 'false' }),
        el('setId', { root: setId.root, extension: setId.extension }),
        el('versionNumber', { value: 1 }),
      ),
    ),
    el('component', {}, templateIds(t.component), el('structuredBody', {}, el('component', {}, section))),
  );
}
