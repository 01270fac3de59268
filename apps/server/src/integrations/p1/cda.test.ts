import { describe, expect, it } from 'vitest';
import { cancellationCda, cdaTimestamp, prescriptionCda, prescriptionSetId } from './cda.ts';
import { all, first, parseXml, textOf } from './soap.ts';
import { APAP, CONTEXT, MORFINA, PACKAGE } from './test-p1.ts';
import type { Element } from '@xmldom/xmldom';

const OID_ROOT = '2.16.840.1.113883.3.4424.2.7.321';
const NOW = new Date('2026-05-04T22:30:15Z'); // 5 May, 00:30:15 in Warsaw
const NUMBER = { root: `${OID_ROOT}.2.1`, extension: '0123456789ABCDEF012345' };
const common = {
  context: CONTEXT,
  userOidRoot: '2.16.840.1.113883.3.4424.1.6.2',
  oidRoot: OID_ROOT,
  now: NOW,
};

function parse(xml: string): Element {
  const root = parseXml(xml)?.documentElement;
  if (!root) throw new Error('not well-formed');
  return root;
}
const attr = (e: Element | null, name: string) => e?.getAttribute(name) ?? null;
/** The child elements named `name` of `parent` (not deeper). */
const children = (parent: Element | null, name: string) =>
  all(parent, name).filter((e) => e.parentNode === parent);
const qualifiers = (doc: Element) =>
  Object.fromEntries(
    all(first(doc, 'translation'), 'qualifier').map((q) => [
      attr(first(q, 'name'), 'code'),
      attr(first(q, 'value'), 'code'),
    ]),
  );

describe('the e-prescription CDA document', () => {
  const rx = { ...MORFINA, kind: 'PA' as const, realizeFrom: '2026-05-10' };
  const doc = parse(
    prescriptionCda({ ...common, patient: PACKAGE.patient, prescription: rx, number: NUMBER }),
  );

  it('is a PL IG ClinicalDocument numbered under the organisation root, version 1 of its own set', () => {
    expect(doc.localName).toBe('ClinicalDocument');
    expect(doc.namespaceURI).toBe('urn:hl7-org:v3');
    expect(children(doc, 'templateId').map((t) => [attr(t, 'root'), attr(t, 'extension')])).toContainEqual([
      '2.16.840.1.113883.3.4424.13.10.1.3',
      '1.3.1',
    ]);
    const id = children(doc, 'id')[0]!;
    expect([attr(id, 'root'), attr(id, 'extension')]).toEqual([`${OID_ROOT}.2.1`, NUMBER.extension]);
    const setId = children(doc, 'setId')[0]!;
    expect([attr(setId, 'root'), attr(setId, 'extension')]).toEqual([`${OID_ROOT}.2.2`, NUMBER.extension]);
    expect(attr(children(doc, 'versionNumber')[0]!, 'value')).toBe('1');
    expect(attr(children(doc, 'effectiveTime')[0]!, 'value')).toBe('20260505003015');
    expect(attr(first(doc, 'code'), 'code')).toBe('57833-6');
    expect(attr(first(doc, 'translation'), 'code')).toBe('04.01');
  });

  it('carries Rp/Rpw, the kind ZW/PA/PF, the issue and realisation modes in the document code', () => {
    expect(qualifiers(doc)).toEqual({ KDLEK: 'Rpw', RLEK: 'G', TWREC: 'Z', TRREC: 'Z', RRECE: 'PA' });
  });

  it('names the patient by PESEL, the prescriber by PWZ at the place of work, and CSIOZ as custodian', () => {
    const patientId = first(first(doc, 'patientRole'), 'id');
    expect([attr(patientId, 'root'), attr(patientId, 'extension')]).toEqual([
      '2.16.840.1.113883.3.4424.1.1.616',
      '44051401359',
    ]);
    expect(attr(first(doc, 'birthTime'), 'value')).toBe('19440514');
    expect(attr(first(doc, 'administrativeGenderCode'), 'code')).toBe('M');
    const author = first(doc, 'assignedAuthor');
    expect(attr(first(author, 'id'), 'extension')).toBe('5425740');
    expect(attr(first(author, 'telecom'), 'value')).toBe('tel:600100200');
    const place = first(first(author, 'representedOrganization'), 'id');
    expect([attr(place, 'root'), attr(place, 'extension')]).toEqual([
      '2.16.840.1.113883.3.4424.2.3.3',
      '000000926578-001',
    ]);
    expect(attr(first(first(author, 'wholeOrganization'), 'id'), 'extension')).toBe('000000926578');
    expect(attr(first(first(doc, 'custodian'), 'id'), 'root')).toBe('2.16.840.1.113883.3.4424');
    expect(attr(first(first(doc, 'legalAuthenticator'), 'id'), 'extension')).toBe('5425740');
  });

  it('prescribes the drug by RPL id and GTIN, with packs, payment level, dosage and realisation date', () => {
    const sa = first(doc, 'substanceAdministration')!;
    expect(attr(first(sa, 'id'), 'extension')).toBe(`${NUMBER.extension}-1`);
    expect(attr(first(sa, 'low'), 'value')).toBe('20260510');
    const material = first(sa, 'manufacturedMaterial');
    expect([attr(first(material, 'code'), 'code'), attr(first(material, 'code'), 'codeSystem')]).toEqual([
      '100000099',
      '2.16.840.1.113883.3.4424.6.1',
    ]);
    expect(attr(first(first(material, 'containerPackagedMedicine'), 'code'), 'code')).toBe('05909990000098');
    const supply = first(sa, 'supply');
    expect(attr(first(supply, 'quantity'), 'value')).toBe('2');
    expect(attr(first(first(supply, 'manufacturedLabeledDrug'), 'code'), 'code')).toBe('05909990000098');
    const level = all(supply, 'qualifier').find((q) => attr(first(q, 'name'), 'code') === 'RLPO');
    expect(attr(first(level!, 'value'), 'code')).toBe('R');
    const dosage = all(sa, 'act').find((a) => attr(first(a, 'code'), 'code') === 'PINSTRUCT');
    expect(textOf(dosage, 'text')).toBe('1 tabletka co 12 godzin');
  });

  it('starts the validity on the issue date (in Warsaw) without a realisation date; no entitlement section', () => {
    const plain = parse(
      prescriptionCda({ ...common, patient: PACKAGE.patient, prescription: APAP, number: NUMBER }),
    );
    expect(attr(first(plain, 'low'), 'value')).toBe('20260505');
    expect(qualifiers(plain)['RRECE']).toBe('ZW');
    expect(all(plain, 'section')).toHaveLength(1);
  });

  it('adds the payers section with the entitlement and its document, tied to the position', () => {
    const entitled = parse(
      prescriptionCda({
        ...common,
        patient: PACKAGE.patient,
        prescription: { ...APAP, entitlement: { code: 'IB', description: 'Legitymacja nr 12/2020' } },
        number: NUMBER,
      }),
    );
    const payers = all(entitled, 'section')[1]!;
    const entitlement = all(payers, 'qualifier').find((q) => attr(first(q, 'name'), 'code') === 'RLUD');
    expect(attr(first(entitlement!, 'value'), 'code')).toBe('IB');
    expect(textOf(first(payers, 'externalDocument'), 'text')).toBe('Legitymacja nr 12/2020');
    const position = all(payers, 'substanceAdministration')[0]!;
    expect(attr(first(position, 'id'), 'extension')).toBe(`${NUMBER.extension}-1`);
  });

  it('escapes Polish and XML-special texts and keeps them intact', () => {
    const xml = prescriptionCda({
      ...common,
      patient: { ...PACKAGE.patient, givenName: 'Zażółć "gęślą"', surname: "Jaźń & O'Brien <Łódź>" },
      prescription: {
        ...APAP,
        dosage: 'Po 1 tabl. <rano> & wieczorem; „ostrożnie"',
        drugName: 'Lek ąę & co',
      },
      number: NUMBER,
    });
    const escaped = parse(xml);
    expect(textOf(first(escaped, 'patient'), 'given')).toBe('Zażółć "gęślą"');
    expect(textOf(first(escaped, 'patient'), 'family')).toBe("Jaźń & O'Brien <Łódź>");
    expect(textOf(first(escaped, 'manufacturedMaterial'), 'name')).toBe('Lek ąę & co');
    expect(attr(first(first(escaped, 'manufacturedMaterial'), 'code'), 'displayName')).toBe('Lek ąę & co');
    expect(xml).not.toContain('<rano>');
  });

  it('identifies a foreign patient by the national id of the country [U]', () => {
    const foreign = parse(
      prescriptionCda({
        ...common,
        patient: {
          ...PACKAGE.patient,
          pesel: undefined,
          otherId: { countryCode: '276', number: 'L01X00T47' },
        },
        prescription: APAP,
        number: NUMBER,
      }),
    );
    const id = first(first(foreign, 'patientRole'), 'id');
    expect([attr(id, 'root'), attr(id, 'extension')]).toEqual([
      '2.16.840.1.113883.3.4424.1.1.276',
      'L01X00T47',
    ]);
  });
});

describe("'Nie zamieniać', cito and 'Realizacja od' in the prescription document", () => {
  const build = (over: Partial<typeof APAP>) =>
    parse(
      prescriptionCda({
        ...common,
        patient: PACKAGE.patient,
        prescription: { ...APAP, ...over },
        number: NUMBER,
      }),
    );
  const substanceAdministration = (doc: Element) => first(doc, 'substanceAdministration')!;
  /** The acts directly under the prescription's entryRelationships. */
  const entryActs = (doc: Element) =>
    children(substanceAdministration(doc), 'entryRelationship').flatMap((r) => children(r, 'act'));
  const substitution = (doc: Element) =>
    entryActs(doc).find((a) =>
      children(a, 'templateId').some((t) => attr(t, 'root') === '2.16.840.1.113883.3.4424.13.10.4.56'),
    ) ?? null;
  const supply = (doc: Element) => first(substanceAdministration(doc), 'supply')!;
  const narrative = (doc: Element) => first(first(doc, 'section'), 'paragraph')!.textContent;
  const title = (doc: Element) => textOf(first(doc, 'section'), 'title');

  it("forbids substitution with the IHE substitution permission act, code N, and 'NZ' in the narrative", () => {
    const doc = build({ noSubstitution: true });
    const act = substitution(doc);
    expect(act).not.toBeNull();
    expect(children(act, 'templateId').map((t) => attr(t, 'root'))).toEqual([
      '1.3.6.1.4.1.19376.1.9.1.3.9.1',
      '2.16.840.1.113883.3.4424.13.10.4.56',
    ]);
    expect([attr(act, 'classCode'), attr(act, 'moodCode')]).toEqual(['ACT', 'DEF']);
    const code = first(act, 'code');
    expect([attr(code, 'code'), attr(code, 'codeSystem')]).toEqual(['N', '2.16.840.1.113883.5.1070']);
    expect(attr(first(act, 'statusCode'), 'code')).toBe('completed');
    expect(attr(act!.parentNode as Element, 'typeCode')).toBe('COMP');
    expect(narrative(doc)).toContain('Apap 500 mg, 50 tabl. NZ');
    // The dosage instruction is still there, after it.
    expect(entryActs(doc).map((a) => attr(first(a, 'code'), 'code'))).toEqual(['N', 'PINSTRUCT']);
  });

  it('leaves the act and NZ out when the pharmacy may substitute', () => {
    for (const doc of [build({}), build({ noSubstitution: false })]) {
      expect(substitution(doc)).toBeNull();
      expect(narrative(doc)).not.toContain('NZ');
    }
  });

  it("marks cito as the supply's priority UR and '(Cito)' in the section title; the realisation mode stays Z", () => {
    const doc = build({ urgent: true });
    const priority = first(supply(doc), 'priorityCode');
    expect([attr(priority, 'code'), attr(priority, 'codeSystem')]).toEqual(['UR', '2.16.840.1.113883.5.7']);
    // CDA's order: effectiveTime, priorityCode, independentInd.
    const order = Array.from(supply(doc).childNodes)
      .filter((n): n is Element => n.nodeType === 1)
      .map((e) => e.localName);
    expect(order.slice(order.indexOf('effectiveTime'), order.indexOf('independentInd') + 1)).toEqual([
      'effectiveTime',
      'priorityCode',
      'independentInd',
    ]);
    expect(title(doc)).toBe('Rp. (Cito)');
    expect(qualifiers(doc)['TRREC']).toBe('Z');
  });

  it('has no priority and a plain title without cito', () => {
    const doc = build({ urgent: false });
    expect(first(doc, 'priorityCode')).toBeNull();
    expect(title(doc)).toBe('Rp.');
  });

  it("dispenses from 'Realizacja od' (the supply's effectiveTime) and says so in the narrative", () => {
    const later = build({ realizeFrom: '2026-05-20' });
    expect(attr(children(supply(later), 'effectiveTime')[0]!, 'value')).toBe('20260520');
    expect(narrative(later)).toContain('Data realizacji od 2026-05-20');
    const now = build({});
    expect(attr(children(supply(now), 'effectiveTime')[0]!, 'value')).toBe('20260505003015');
    expect(narrative(now)).not.toContain('Data realizacji od');
  });

  it('writes all three together, each once', () => {
    const doc = build({ noSubstitution: true, urgent: true, realizeFrom: '2026-05-20' });
    expect(all(doc, 'priorityCode')).toHaveLength(1);
    expect(entryActs(doc).filter((a) => attr(first(a, 'code'), 'code') === 'N')).toHaveLength(1);
    expect(narrative(doc)).toBe(
      'Apap 500 mg, 50 tabl. NZ1 op.Odpłatność: 100%D.S. 1 tabletka 3 razy dziennieData realizacji od 2026-05-20',
    );
  });
});

describe('the cancellation CDA document', () => {
  const id = { root: `${OID_ROOT}.2.9`, extension: 'FEDCBA9876543210FEDCBA' };

  it('replaces version 1 of the prescription set with version 2, naming the cancelled prescription', () => {
    const doc = parse(
      cancellationCda({
        ...common,
        id,
        number: NUMBER,
        reason: 'Błędna dawka & pomyłka',
        patient: PACKAGE.patient,
      }),
    );
    expect(children(doc, 'templateId').map((t) => attr(t, 'root'))).toContain(
      '2.16.840.1.113883.3.4424.13.10.1.14',
    );
    expect(attr(children(doc, 'id')[0]!, 'extension')).toBe(id.extension);
    expect(attr(first(doc, 'translation'), 'code')).toBe('08.80');
    const setId = children(doc, 'setId')[0]!;
    expect(attr(setId, 'extension')).toBe(prescriptionSetId(NUMBER, OID_ROOT).extension);
    expect(attr(children(doc, 'versionNumber')[0]!, 'value')).toBe('2');
    const related = first(doc, 'relatedDocument');
    expect(attr(related, 'typeCode')).toBe('RPLC');
    expect(attr(first(first(related, 'parentDocument'), 'id'), 'extension')).toBe(NUMBER.extension);
    expect(attr(first(related, 'versionNumber'), 'value')).toBe('1');
    expect(attr(first(first(doc, 'patientRole'), 'id'), 'extension')).toBe('44051401359');
    expect(all(first(doc, 'section'), 'paragraph').map((p) => p.textContent)).toContain(
      'Powód: Błędna dawka & pomyłka',
    );
  });

  it('leaves the record target out when the caller does not know the patient', () => {
    const doc = parse(cancellationCda({ ...common, id, number: NUMBER, reason: 'x' }));
    expect(first(doc, 'recordTarget')).toBeNull();
    expect(first(doc, 'author')).not.toBeNull();
  });

  it('follows a configured guide version and set node', () => {
    const doc = parse(
      cancellationCda({
        ...common,
        profile: { igVersion: '1.3.2', setNode: '2.7' },
        id,
        number: NUMBER,
        reason: 'x',
      }),
    );
    expect(children(doc, 'templateId').map((t) => attr(t, 'extension'))).toContain('1.3.2');
    expect(attr(children(doc, 'setId')[0]!, 'root')).toBe(`${OID_ROOT}.2.7`);
  });

  it('formats HL7 timestamps in Polish time, summer and winter', () => {
    expect(cdaTimestamp(new Date('2026-01-15T23:59:59Z'))).toBe('20260116005959');
    expect(cdaTimestamp(new Date('2026-07-01T10:00:00Z'))).toBe('20260701120000');
  });
});
