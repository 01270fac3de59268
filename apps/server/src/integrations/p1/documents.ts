import type { P1Context, P1Patient, P1Prescription, P1PrescriptionNumber } from './port.ts';
import { CONTEXT_OIDS, xmlText } from './soap.ts';

/*
 * The documents carried base64-encoded in `tresc`: one per prescription, and the cancellation
 * document. P1 expects HL7 CDA documents following the Polish implementation guide (PL IG 1.3.x),
 * signed by the prescriber with XAdES; neither the full guide nor the XAdES profile is confirmed in a
 * stored source (design/integrations.md §6), so these are a small CDA-shaped document with the data
 * the prescription needs, in the HL7 v3 namespace, unsigned. Against the real platform this is the part
 * to complete (P1_DOCUMENT_PROFILE names it; only 'uproszczony' exists).
 */

const HL7 = 'urn:hl7-org:v3';
const compactDate = (iso: string) => iso.replace(/-/g, '');
const stamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);

function patientXml(patient: P1Patient): string {
  const id = patient.pesel
    ? `<id root="${CONTEXT_OIDS.pesel}" extension="${xmlText(patient.pesel)}"/>`
    : `<id root="otherId" extension="${xmlText(`${patient.otherId?.countryCode ?? ''}/${patient.otherId?.number ?? ''}`)}"/>`;
  return (
    `<recordTarget><patientRole>${id}<patient>` +
    `<name><given>${xmlText(patient.givenName)}</given><family>${xmlText(patient.surname)}</family></name>` +
    `<administrativeGenderCode code="${patient.sex === 'K' ? 'F' : 'M'}"/>` +
    `<birthTime value="${compactDate(patient.birthDate)}"/>` +
    `</patient></patientRole></recordTarget>`
  );
}

function authorXml(context: P1Context, userOidRoot: string, now: Date): string {
  const p = context.prescriber;
  return (
    `<author><time value="${stamp(now)}"/><assignedAuthor>` +
    `<id root="${userOidRoot}" extension="${xmlText(p.pwz)}"/>` +
    `<code code="${xmlText(p.profession)}"/>` +
    (p.phone ? `<telecom value="tel:${xmlText(p.phone)}"/>` : '') +
    `<assignedPerson><name><given>${xmlText(p.givenName)}</given><family>${xmlText(p.surname)}</family></name></assignedPerson>` +
    `<representedOrganization><id root="${CONTEXT_OIDS.organisation}" extension="${xmlText(context.bookNumber)}"/></representedOrganization>` +
    `</assignedAuthor></author>`
  );
}

export function prescriptionDocument(options: {
  readonly context: P1Context;
  readonly userOidRoot: string;
  readonly patient: P1Patient;
  readonly prescription: P1Prescription;
  readonly number: P1PrescriptionNumber;
  readonly setId: P1PrescriptionNumber;
  readonly now: Date;
}): string {
  const { prescription: rx } = options;
  const entitlement = rx.entitlement?.code
    ? `<entitlement code="${xmlText(rx.entitlement.code)}">${xmlText(rx.entitlement.description ?? '')}</entitlement>`
    : '';
  return (
    `<ClinicalDocument xmlns="${HL7}">` +
    `<id root="${xmlText(options.number.root)}" extension="${xmlText(options.number.extension)}"/>` +
    `<setId root="${xmlText(options.setId.root)}" extension="${xmlText(options.setId.extension)}"/>` +
    `<code code="${rx.type}" kind="${rx.kind}"/>` +
    `<effectiveTime value="${stamp(options.now)}"/>` +
    patientXml(options.patient) +
    authorXml(options.context, options.userOidRoot, options.now) +
    `<component><structuredBody><component><section><entry><substanceAdministration>` +
    `<text>${xmlText(rx.dosage)}</text>` +
    (rx.realizeFrom ? `<effectiveTime><low value="${compactDate(rx.realizeFrom)}"/></effectiveTime>` : '') +
    `<consumable><manufacturedProduct>` +
    `<manufacturedMaterial><code code="${xmlText(rx.productId)}"/><name>${xmlText(rx.drugName)}</name>` +
    `<asContent><containerPackagedProduct><code code="${xmlText(rx.gtin)}"/></containerPackagedProduct></asContent>` +
    `</manufacturedMaterial></manufacturedProduct></consumable>` +
    `<quantity value="${rx.packs}"/>` +
    `<paymentLevel code="${xmlText(rx.paymentLevel)}"/>${entitlement}` +
    `</substanceAdministration></entry></section></component></structuredBody></component>` +
    `</ClinicalDocument>`
  );
}

export function cancellationDocument(options: {
  readonly context: P1Context;
  readonly userOidRoot: string;
  readonly number: P1PrescriptionNumber;
  readonly reason: string;
  readonly id: P1PrescriptionNumber;
  readonly now: Date;
}): string {
  return (
    `<ClinicalDocument xmlns="${HL7}">` +
    `<id root="${xmlText(options.id.root)}" extension="${xmlText(options.id.extension)}"/>` +
    `<code code="ANULOWANIE"/>` +
    `<effectiveTime value="${stamp(options.now)}"/>` +
    authorXml(options.context, options.userOidRoot, options.now) +
    `<relatedDocument typeCode="RPLC"><parentDocument><id root="${xmlText(options.number.root)}" extension="${xmlText(options.number.extension)}"/></parentDocument></relatedDocument>` +
    `<reason>${xmlText(options.reason)}</reason>` +
    `</ClinicalDocument>`
  );
}
