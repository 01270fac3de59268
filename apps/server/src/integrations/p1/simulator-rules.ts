import {
  ENTITLEMENT_CODES,
  hasValidPeselChecksum,
  isValidPwz,
  KINDS_NEEDING_PHONE,
  peselBirthDate,
  REALIZE_FROM_MAX_DAYS,
} from '@wizytownik/domain';
import {
  P1_PAYMENT_LEVELS,
  P1_ROLES,
  type DrugLookup,
  type P1Context,
  type P1PackageRequest,
  type P1RuleOutcome,
  type P1RuleResult,
} from './port.ts';

/*
 * The simulator's verification rules (design/integrations.md §3.8). P1's own rule numbers for
 * e-prescriptions are not confirmed, so each rule has a code of our own, 'SIM.WER.<n>', marked as the
 * simulator's; the texts are Polish like P1's opisProblemu, the places XPath-like.
 */

export const SIM_RULES = {
  packageSize: 'SIM.WER.1',
  pesel: 'SIM.WER.2',
  patient: 'SIM.WER.3',
  pwz: 'SIM.WER.4',
  product: 'SIM.WER.5',
  withdrawn: 'SIM.WER.6',
  rpw: 'SIM.WER.7',
  paymentLevel: 'SIM.WER.8',
  entitlement: 'SIM.WER.9',
  packs: 'SIM.WER.10',
  dosage: 'SIM.WER.11',
  realizeFrom: 'SIM.WER.12',
  realizeFromPast: 'SIM.WER.13',
  prescriberPhone: 'SIM.WER.14',
  prescriptionNumber: 'SIM.WER.20',
  cancellable: 'SIM.WER.21',
} as const;

// The entitlement codes, the 'Realizacja od' bound and the kinds needing a phone are the domain's
// (p1/prescription-fields.ts), which the app checks before it calls P1.
const DAY_MS = 86_400_000;

export interface RuleOptions {
  readonly drugs: DrugLookup;
  readonly now: Date;
  /**
   * Whether a PWZ whose check digit is wrong is an error (true) or only a warning: some public test
   * environment PWZ values (e.g. 7391208) do not satisfy it (§3.8).
   */
  readonly checkPwzDigit: boolean;
}

export function rule(
  code: string,
  outcome: P1RuleOutcome,
  text: string,
  place: string | null,
  prescription: number | null = null,
): P1RuleResult {
  return { code, outcome, text: `${text} [${code}]`, place, prescription };
}

const DOCTOR_ROLES: readonly string[] = [P1_ROLES.doctor];

/** Whether the context has what every call needs (else P1's fault bladKontekstu). */
export function contextComplete(context: P1Context): boolean {
  return (
    /^\d{12}$/.test(context.bookNumber) &&
    context.placeOfWork.id.trim() !== '' &&
    context.prescriber.pwz.trim() !== '' &&
    context.prescriber.role.trim() !== ''
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function patientRules(pkg: P1PackageRequest): P1RuleResult[] {
  const { patient } = pkg;
  const out: P1RuleResult[] = [];
  const place = '/ClinicalDocument/recordTarget/patientRole';
  if (patient.pesel !== undefined && patient.pesel !== '') {
    const birth = peselBirthDate(patient.pesel);
    if (!hasValidPeselChecksum(patient.pesel) || birth === null) {
      out.push(
        rule(
          SIM_RULES.pesel,
          'blad',
          `Numer PESEL pacjenta ${patient.pesel} jest niepoprawny.`,
          `${place}/id`,
        ),
      );
      return out;
    }
    if (birth !== patient.birthDate)
      out.push(
        rule(
          SIM_RULES.patient,
          'blad',
          'Data urodzenia pacjenta jest niezgodna z numerem PESEL.',
          `${place}/patient/birthTime`,
        ),
      );
    const sex = Number(patient.pesel[9]) % 2 === 0 ? 'K' : 'M';
    if (sex !== patient.sex)
      out.push(
        rule(
          SIM_RULES.patient,
          'blad',
          'Płeć pacjenta jest niezgodna z numerem PESEL.',
          `${place}/patient/administrativeGenderCode`,
        ),
      );
  } else if (
    !patient.otherId ||
    !/^\d{3}$/.test(patient.otherId.countryCode) ||
    patient.otherId.number.trim() === ''
  ) {
    out.push(
      rule(
        SIM_RULES.pesel,
        'blad',
        'Brak numeru PESEL pacjenta albo innego identyfikatora z kodem kraju (3 cyfry ISO 3166-1).',
        `${place}/id`,
      ),
    );
  }
  if (patient.givenName.trim() === '' || patient.surname.trim() === '')
    out.push(rule(SIM_RULES.patient, 'blad', 'Brak imienia lub nazwiska pacjenta.', `${place}/patient/name`));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(patient.birthDate))
    out.push(rule(SIM_RULES.patient, 'blad', 'Brak daty urodzenia pacjenta.', `${place}/patient/birthTime`));
  return out;
}

function prescriberRules(context: P1Context, options: RuleOptions): P1RuleResult[] {
  const { pwz, role } = context.prescriber;
  const place = '/ClinicalDocument/author/assignedAuthor/id';
  if (!DOCTOR_ROLES.includes(role)) {
    // Other professions' numbering schemes are not confirmed (§5.4): digits only.
    return /^\d{4,8}[A-Z]?$/.test(pwz)
      ? []
      : [rule(SIM_RULES.pwz, 'blad', `Numer prawa wykonywania zawodu ${pwz} ma niepoprawny format.`, place)];
  }
  if (!/^[1-9]\d{6}$/.test(pwz))
    return [
      rule(
        SIM_RULES.pwz,
        'blad',
        `Numer prawa wykonywania zawodu ${pwz} ma niepoprawny format (7 cyfr).`,
        place,
      ),
    ];
  if (isValidPwz(pwz)) return [];
  return [
    rule(
      SIM_RULES.pwz,
      options.checkPwzDigit ? 'blad' : 'ostrzezenie',
      `Numer prawa wykonywania zawodu ${pwz} ma niepoprawną cyfrę kontrolną.`,
      place,
    ),
  ];
}

/** The checks of §3.8 over a package: the warnings and errors (positive results are not listed). */
export async function checkPackage(
  context: P1Context,
  pkg: P1PackageRequest,
  options: RuleOptions,
): Promise<P1RuleResult[]> {
  const count = pkg.prescriptions.length;
  if (count < 1 || count > 5)
    return [
      rule(
        SIM_RULES.packageSize,
        'blad',
        `Pakiet recept musi zawierać od 1 do 5 recept (zawiera ${count}).`,
        '/pakietRecept/recepty',
      ),
    ];
  const out = [...patientRules(pkg), ...prescriberRules(context, options)];
  const today = isoDay(options.now);
  for (const [i, rx] of pkg.prescriptions.entries()) {
    const n = i + 1;
    const at = (path: string) => `/pakietRecept/recepty/recepta[${n}]/ClinicalDocument${path}`;
    const add = (code: string, outcome: P1RuleOutcome, text: string, path: string) =>
      out.push(rule(code, outcome, `Recepta ${n}: ${text}`, at(path), n));
    const drug = await options.drugs(rx.productId, rx.gtin);
    const product = '/component/structuredBody/component/section/entry/substanceAdministration/consumable';
    if (!drug) {
      add(
        SIM_RULES.product,
        'blad',
        `produkt leczniczy ${rx.productId} o kodzie GTIN ${rx.gtin} nie występuje w Rejestrze Produktów Leczniczych.`,
        product,
      );
    } else {
      if (drug.withdrawn)
        add(
          SIM_RULES.withdrawn,
          'blad',
          `opakowanie o kodzie GTIN ${rx.gtin} zostało skasowane z rejestru.`,
          product,
        );
      if (rx.type === 'Rpw' && drug.category !== 'Rpw')
        add(
          SIM_RULES.rpw,
          'blad',
          `recepta Rpw może dotyczyć tylko leku o kategorii dostępności Rpw (lek: ${drug.category}).`,
          '/code',
        );
      if (rx.type !== 'Rpw' && drug.category === 'Rpw')
        add(SIM_RULES.rpw, 'blad', 'lek o kategorii dostępności Rpw wymaga recepty Rpw.', '/code');
    }
    const payment = `${product}/manufacturedProduct/entryRelationship/observation/value`;
    if (!(P1_PAYMENT_LEVELS as readonly string[]).includes(rx.paymentLevel))
      add(SIM_RULES.paymentLevel, 'blad', `niepoprawny poziom odpłatności '${rx.paymentLevel}'.`, payment);
    const entitlement = rx.entitlement;
    if (entitlement?.description?.trim() && !entitlement.code?.trim())
      add(
        SIM_RULES.entitlement,
        'blad',
        'opis dokumentu uprawnienia dodatkowego wymaga kodu uprawnienia.',
        '/entitlement',
      );
    if (
      entitlement?.code?.trim() &&
      !(ENTITLEMENT_CODES as readonly string[]).includes(entitlement.code.trim())
    )
      add(
        SIM_RULES.entitlement,
        'blad',
        `nieznany kod uprawnienia dodatkowego '${entitlement.code}'.`,
        '/entitlement',
      );
    if (!Number.isInteger(rx.packs) || rx.packs < 1)
      add(
        SIM_RULES.packs,
        'blad',
        'ilość opakowań musi być liczbą całkowitą nie mniejszą niż 1.',
        `${product}/quantity`,
      );
    if (rx.dosage.trim() === '')
      add(
        SIM_RULES.dosage,
        'blad',
        'brak dawkowania leku.',
        '/component/structuredBody/component/section/entry/substanceAdministration/text',
      );
    if (rx.realizeFrom !== undefined) {
      const from = Date.parse(`${rx.realizeFrom}T00:00:00Z`);
      const start = Date.parse(`${today}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(rx.realizeFrom) || Number.isNaN(from))
        add(
          SIM_RULES.realizeFrom,
          'blad',
          `niepoprawna data 'realizacja od' (${rx.realizeFrom}).`,
          '/effectiveTime',
        );
      else if (from - start > REALIZE_FROM_MAX_DAYS * DAY_MS)
        add(
          SIM_RULES.realizeFrom,
          'blad',
          `data 'realizacja od' nie może być późniejsza niż ${REALIZE_FROM_MAX_DAYS} dni od dnia wystawienia.`,
          '/effectiveTime',
        );
      else if (from < start)
        add(
          SIM_RULES.realizeFromPast,
          'ostrzezenie',
          "data 'realizacja od' jest wcześniejsza niż data wystawienia.",
          '/effectiveTime',
        );
    }
    if (KINDS_NEEDING_PHONE.includes(rx.kind) && !context.prescriber.phone?.trim())
      add(
        SIM_RULES.prescriberPhone,
        'blad',
        'recepta pro auctore i pro familiae wymaga numeru telefonu osoby wystawiającej.',
        '/author/assignedAuthor/telecom',
      );
  }
  return out;
}
