import type { P1VisitFacts, PrescriptionKind } from '@wizytownik/domain';

/**
 * P1 (the national e-health platform, service ObslugaReceptyWS) as the app uses it to issue
 * e-prescriptions (design/integrations.md §3): verify and save a package of 1–5 prescriptions, read a
 * package's access data again, cancel one prescription, and print the information printout for the
 * patient. Every call carries the call context (§3.2) and the prescriber's signing certificate.
 */
export interface P1Port extends P1PrescriptionsPort, P1EventsPort {}

/** The e-prescription operations (SOAP ObslugaReceptyWS). */
export interface P1PrescriptionsPort {
  /** weryfikacjaPakietuRecept: the platform's rules without saving anything. */
  verifyPackage(call: P1Call, pkg: P1PackageRequest): Promise<P1Verification>;
  /** zapisPakietuRecept: saved only when no rule ends in 'blad' (warnings do not block). */
  savePackage(call: P1Call, pkg: P1PackageRequest): Promise<P1SaveResult>;
  /** odczytDanychDostepowychPakietuRecept: the package's key and code from any of its prescriptions' key. */
  readAccessData(call: P1Call, prescriptionKey: string): Promise<P1AccessData>;
  /** zapisDokumentuAnulowaniaRecepty: cancels one prescription (a signed cancellation document). */
  cancelPrescription(call: P1Call, cancellation: P1Cancellation): Promise<P1CancelResult>;
  /**
   * The information printout (PDF): the access data read from P1 again, the drug list, the package key
   * as a Code 128 barcode and the 4-digit code.
   */
  printInformation(call: P1Call, printout: P1PrintoutRequest): Promise<P1Printout>;
}

/**
 * Medical events (ZM, §3.6): a visit reported as FHIR resources — an Encounter with its Patient,
 * Practitioner, Organization, Conditions (ICD-10) and Procedures (ICD-9-PL). Each report of the same
 * visit is a full new version. The organisation reports (its TLS certificate), not a prescriber.
 */
export interface P1EventsPort {
  reportMedicalEvent(event: P1MedicalEvent): Promise<P1MedicalEventResult>;
}

export interface P1MedicalEvent {
  /** The visit's id in the app: the Encounter's identifier within the organisation. */
  readonly visitId: number;
  /** The version this report is meant to be (1 the first, +1 per resend). */
  readonly version: number;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  /** What the visit's P1 verification reads: patient, practitioner, place, diagnoses, company. */
  readonly facts: P1VisitFacts;
}

export type P1MedicalEventResult =
  | {
      readonly ok: true;
      /** The Encounter's id in P1 and the version P1 keeps now. */
      readonly id: string;
      readonly version: number;
      readonly rules: readonly P1RuleResult[];
    }
  | { readonly ok: false; readonly rules: readonly P1RuleResult[] };

/**
 * Looks a drug pack up in the drug registry (RPL): the product id and the pack's GTIN-14; null when the
 * product does not exist or the GTIN is not one of its packs. `category` is the pack's availability
 * category (`Rp`, `Rpw`, `OTC`, …). The app wires the `drugs` module's search in.
 */
export type DrugLookup = (
  productId: string,
  gtin: string,
) => Promise<{ readonly withdrawn: boolean; readonly category: string } | null>;

/** A call: who calls (the context) and the certificate that signs. */
export interface P1Call {
  readonly context: P1Context;
  /** The prescriber's PKCS#12 signing certificate; null when none was uploaded. */
  readonly certificate: P1Certificate | null;
}

export interface P1Certificate {
  /** The .p12/.pfx file. */
  readonly pkcs12: Buffer;
  /** The password that opens it (never logged, never returned). */
  readonly password: string;
}

/** Business roles of the context (§3.2); others exist [U], so the type stays open. */
export const P1_ROLES = {
  doctor: 'LEKARZ_LEK_DENTYSTA_FELCZER',
  nurse: 'PIELEGNIARKA_POLOZNA',
} as const;

/** The call context, KontekstMT (§3.2). */
export interface P1Context {
  /** The company's registry book number (RPWDL, part I of the resort code: 12 digits). */
  readonly bookNumber: string;
  /**
   * The place of work: an organizational unit (`unit`, OID …2.3.2) or a cell (`cell`, …2.3.3),
   * with its extension (e.g. `000000001688-001`: the book number and the cell's id) [P].
   */
  readonly placeOfWork: { readonly level: 'unit' | 'cell'; readonly id: string };
  readonly prescriber: P1Prescriber;
}

export interface P1Prescriber {
  /** The PWZ number (7 digits for doctors and dentists, §5.4). */
  readonly pwz: string;
  /** rolaBiznesowa, e.g. {@link P1_ROLES}.doctor. */
  readonly role: string;
  /** The profession code: `LEK` doctor, `LEKD` dentist (others [U]). */
  readonly profession: string;
  readonly givenName: string;
  readonly surname: string;
  /** Required on pro auctore and pro familiae prescriptions. */
  readonly phone?: string;
}

export type P1Sex = 'K' | 'M';

export interface P1Patient {
  /** The PESEL; or, without one, `otherId`. */
  readonly pesel?: string;
  /** Another document's number with its 3-digit ISO 3166-1 numeric country code. */
  readonly otherId?: { readonly countryCode: string; readonly number: string };
  readonly givenName: string;
  readonly surname: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  readonly sex: P1Sex;
}

export const P1_PAYMENT_LEVELS = ['100%', '50%', '30%', 'R', 'B'] as const;
export type P1PaymentLevel = (typeof P1_PAYMENT_LEVELS)[number];
export type P1PrescriptionType = 'Rp' | 'Rpw';
/** ZW ordinary, PA pro auctore, PF pro familiae. */
export type P1PrescriptionKind = PrescriptionKind;

export interface P1Prescription {
  /** RPL product id (9 digits). */
  readonly productId: string;
  /** The pack's GTIN-14. */
  readonly gtin: string;
  /** The drug as printed: name, strength and pack (e.g. 'Apap 500 mg, 50 tabl.'). */
  readonly drugName: string;
  readonly type: P1PrescriptionType;
  readonly paymentLevel: P1PaymentLevel;
  /** Packs, a whole number ≥ 1. */
  readonly packs: number;
  readonly dosage: string;
  /** An additional entitlement (AZ, IB, …) and its document's description. */
  readonly entitlement?: { readonly code?: string; readonly description?: string };
  readonly kind: P1PrescriptionKind;
  /** 'Realizacja od', YYYY-MM-DD. */
  readonly realizeFrom?: string;
  /** 'Nie zamieniać' (N): the pharmacy may not substitute the drug; absent: allowed. */
  readonly noSubstitution?: boolean;
  /** 'Pilne' (UR, cito); absent: not urgent. */
  readonly urgent?: boolean;
}

export interface P1PackageRequest {
  readonly patient: P1Patient;
  readonly prescriptions: readonly P1Prescription[];
}

export type P1RuleOutcome = 'pozytywny' | 'ostrzezenie' | 'blad';

/** One rule's result (WynikWeryfikacjiRegulyMT). */
export interface P1RuleResult {
  /** kodRegulyWeryfikacji: 'REG.WER.<n>' from P1, 'SIM.WER.<n>' from the simulator. */
  readonly code: string;
  readonly outcome: P1RuleOutcome;
  /** opisProblemu (Polish). */
  readonly text: string;
  /** miejsceWystapieniaBledu (an XPath-like place), when given. */
  readonly place: string | null;
  /** The prescription's position in the package (1-based); null for the package or the call. */
  readonly prescription: number | null;
}

export interface P1Verification {
  /** No rule ended in 'blad'. */
  readonly ok: boolean;
  /** Warnings and errors (the positive results are not listed). */
  readonly rules: readonly P1RuleResult[];
}

/** The OID number of a prescription: `<organisation OID root>.2.1` and 22 characters. */
export interface P1PrescriptionNumber {
  readonly root: string;
  readonly extension: string;
}

export interface P1SavedPrescription {
  /** Position in the package (1-based). */
  readonly position: number;
  readonly key: string;
  readonly number: P1PrescriptionNumber;
}

export type P1SaveResult =
  | (P1Verification & {
      readonly ok: true;
      /** kluczPakietuRecept: 44 digits [P], printed as the barcode. */
      readonly packageKey: string;
      /** kodPakietuRecept as P1 returns it (4 digits followed by the PESEL). */
      readonly packageCode: string;
      /** The 4 digits the patient gives the pharmacy (and gets by SMS as %kod_recepty%). */
      readonly accessCode: string;
      readonly prescriptions: readonly P1SavedPrescription[];
    })
  | (P1Verification & { readonly ok: false });

export interface P1AccessData {
  readonly packageKey: string;
  readonly packageCode: string;
  readonly accessCode: string;
  readonly prescriptions: readonly { readonly key: string; readonly number: P1PrescriptionNumber }[];
}

export interface P1Cancellation {
  readonly prescriptionKey: string;
  /** The prescription's number (the cancellation document refers to it). */
  readonly number: P1PrescriptionNumber;
  readonly reason?: string;
  /** The patient, for the cancellation document's record target (left out when not given). */
  readonly patient?: P1Patient;
}

export type P1CancelResult = P1Verification;

export interface P1PrintoutRequest {
  /** The key of any prescription of the package. */
  readonly prescriptionKey: string;
  readonly patient: P1Patient;
  /** The drugs in the package's order. */
  readonly prescriptions: readonly P1Prescription[];
  /** The issue date shown, YYYY-MM-DD. */
  readonly issuedOn: string;
}

export interface P1Printout {
  readonly pdf: Buffer;
  readonly base64: string;
  readonly access: P1AccessData;
}

const MAJOR = 'urn:csioz:p1:erecepta:kodBleduMajor:';
const MINOR = 'urn:csioz:p1:erecepta:kodBleduMinor:';

/** kodBleduMajor of wyjatki.xsd (without the urn prefix). */
export const P1_FAULT_MAJORS = [
  'bladPodpisuKomunikatu',
  'bladPodpisuKomunikatuWSS',
  'bladUwierzytelnienia',
  'bladUwierzytelnieniaWSS',
  'bladAutoryzacji',
  'kontoZablokowane',
  'niepoprawnyKomunikat',
  'bladWewnetrzny',
  'przekroczonyCzas',
] as const;
export type P1FaultMajor = (typeof P1_FAULT_MAJORS)[number];

/** kodBleduMinor of wyjatki.xsd (without the urn prefix). */
export const P1_FAULT_MINORS = [
  'certyfikatNiewazny',
  'brakCertyfikatu',
  'bladKontekstu',
  'brakUprawnienPodmiotu',
  'brakUprawnienPracownikaMedycznego',
  'bladZapisu',
  'kontoPodmiotuTymczasowoZablokowane',
  'kontoPracownikaMedycznegoTymczasowoZablokowane',
] as const;
export type P1FaultMinor = (typeof P1_FAULT_MINORS)[number];

export const faultMajorUrn = (major: P1FaultMajor) => `${MAJOR}${major}`;
export const faultMinorUrn = (minor: P1FaultMinor) => `${MINOR}${minor}`;

export function parseFaultMajor(urn: string): P1FaultMajor | null {
  const name = urn.trim().replace(MAJOR, '');
  return (P1_FAULT_MAJORS as readonly string[]).includes(name) ? (name as P1FaultMajor) : null;
}

export function parseFaultMinor(urn: string): P1FaultMinor | null {
  const name = urn.trim().replace(MINOR, '');
  return (P1_FAULT_MINORS as readonly string[]).includes(name) ? (name as P1FaultMinor) : null;
}

/**
 * Why a call failed:
 * - `fault`: P1 answered a SOAP fault (bledyOperacji: `major`, `minor`, `description`, and the event id
 *   of a bladWewnetrzny);
 * - `certificateMissing`, `certificateExpired`, `certificatePassword` (the password does not open it),
 *   `certificateUnreadable`: found before anything is sent;
 * - `notFound`: no prescription with that key for this organisation; `notCancellable`: it is already
 *   cancelled or realised;
 * - `unavailable`: P1 could not be reached, timed out or answered something unreadable.
 */
export type P1ErrorReason =
  | 'fault'
  | 'certificateMissing'
  | 'certificateExpired'
  | 'certificatePassword'
  | 'certificateUnreadable'
  | 'notFound'
  | 'notCancellable'
  | 'unavailable';

/** Polish texts of the failures, for the caller's messages; a password error names 'hasło certyfikatu'. */
export const P1_FAULT_TEXTS: Record<P1FaultMajor, string> = {
  bladPodpisuKomunikatu: 'P1 odrzucił podpis komunikatu.',
  bladPodpisuKomunikatuWSS: 'P1 odrzucił podpis komunikatu (WS-Security).',
  bladUwierzytelnienia: 'P1 nie uwierzytelnił podmiotu.',
  bladUwierzytelnieniaWSS: 'P1 nie uwierzytelnił podpisu komunikatu (certyfikat WSS).',
  bladAutoryzacji: 'Brak uprawnień do tej operacji w P1.',
  kontoZablokowane: 'Konto w P1 jest zablokowane.',
  niepoprawnyKomunikat: 'P1 uznał komunikat za niepoprawny.',
  bladWewnetrzny: 'Wewnętrzny błąd systemu P1.',
  przekroczonyCzas: 'Przekroczono czas oczekiwania na odpowiedź P1.',
};

export const P1_MINOR_TEXTS: Record<P1FaultMinor, string> = {
  certyfikatNiewazny: 'Certyfikat jest nieważny.',
  brakCertyfikatu: 'Brak certyfikatu.',
  bladKontekstu: 'Niekompletny kontekst wywołania (numer księgi rejestrowej, PWZ, miejsce pracy).',
  brakUprawnienPodmiotu: 'Podmiot nie ma uprawnień w P1.',
  brakUprawnienPracownikaMedycznego: 'Pracownik medyczny nie ma uprawnień w P1.',
  bladZapisu: 'Błąd zapisu w P1.',
  kontoPodmiotuTymczasowoZablokowane: 'Konto podmiotu w P1 jest tymczasowo zablokowane.',
  kontoPracownikaMedycznegoTymczasowoZablokowane:
    'Konto pracownika medycznego w P1 jest tymczasowo zablokowane.',
};

export const P1_ERROR_TEXTS: Record<Exclude<P1ErrorReason, 'fault'>, string> = {
  certificateMissing: 'Nie wgrano certyfikatu do podpisu recept.',
  certificateExpired: 'Certyfikat do podpisu recept utracił ważność.',
  certificatePassword: 'Nieprawidłowe hasło certyfikatu. Wprowadź hasło certyfikatu i spróbuj ponownie.',
  certificateUnreadable: 'Nie można odczytać certyfikatu do podpisu recept.',
  notFound: 'Nie znaleziono recepty w P1.',
  notCancellable: 'Nie można anulować recepty: jest już anulowana albo zrealizowana.',
  unavailable: 'Brak połączenia z systemem P1. Spróbuj ponownie później.',
};

export interface P1FaultDetail {
  readonly major: P1FaultMajor;
  readonly minor: P1FaultMinor | null;
  /** `opis` of the fault. */
  readonly description: string | null;
  /** uuidZdarzeniaInicjujacego of a bladWewnetrzny, for P1's help desk. */
  readonly eventId: string | null;
}

/** The text of a fault: its major's, its minor's and P1's own description. */
export function p1FaultText(fault: P1FaultDetail): string {
  return [
    P1_FAULT_TEXTS[fault.major],
    fault.minor && P1_MINOR_TEXTS[fault.minor],
    fault.description,
    fault.eventId && `Identyfikator zdarzenia: ${fault.eventId}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

export class P1Error extends Error {
  constructor(
    readonly reason: P1ErrorReason,
    /** A Polish message the caller may show. */
    message: string,
    readonly fault: P1FaultDetail | null = null,
  ) {
    super(message);
    this.name = 'P1Error';
  }

  /** Worth sending again later (time-outs, P1's internal errors, an unreachable P1). */
  get transient(): boolean {
    return (
      this.reason === 'unavailable' ||
      this.fault?.major === 'przekroczonyCzas' ||
      this.fault?.major === 'bladWewnetrzny'
    );
  }

  static of(reason: Exclude<P1ErrorReason, 'fault'>): P1Error {
    return new P1Error(reason, P1_ERROR_TEXTS[reason]);
  }

  static fault(fault: P1FaultDetail): P1Error {
    return new P1Error('fault', p1FaultText(fault), fault);
  }
}
