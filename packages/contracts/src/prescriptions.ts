import {
  DEFAULT_PRESCRIPTION_KIND,
  ENTITLEMENT_CODES,
  ENTITLEMENT_DESCRIPTION_MAX,
  PRESCRIPTION_KINDS,
  prescriptionExtrasProblems,
  type PrescriptionExtrasField,
} from '@wizytownik/domain';
import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { endpoint, NoResult } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { contractText, message } from './messages.ts';

/**
 * Prescription packages of a patient sent to P1 (spec 001 'Recepty pacjenta', §3, §4, §5, §7; issue 19):
 * `/api/services/app/Recepty/…`. Every call needs the Recepty feature and a prescriber (a therapist whose
 * profession allows prescriptions and who has a certificate, or a system administrator).
 *
 * The calls that sign with the therapist's certificate (check, send, print, cancel) take an optional
 * `password`; when the certificate needs one and none is given nor remembered the call fails with the
 * errorCode {@link CERTIFICATE_PASSWORD_REQUIRED_CODE} ('Wprowadź hasło certyfikatu i spróbuj ponownie'):
 * ask for it and call again. `keepPassword` remembers it (encrypted on the server). A wrong password
 * fails with {@link CERTIFICATE_PASSWORD_WRONG_CODE} (its text contains 'hasło certyfikatu') and clears
 * the remembered one. Instants are ISO 8601 with offset.
 */
const TAG = 'Recepty';
const BASE = '/api/services/app/Recepty';

/** The errorCode of a call that needs the certificate password (ask for it, then call again). */
export const CERTIFICATE_PASSWORD_REQUIRED_CODE = 'prescriptions.certificatePasswordRequired';
/** The errorCode of a wrong certificate password (the remembered one, if any, is cleared). */
export const CERTIFICATE_PASSWORD_WRONG_CODE = 'prescriptions.certificatePasswordWrong';

/** Spec 001 §9: the packages table's page sizes. */
export const PRESCRIPTION_PACKAGE_PAGE_SIZES = [50, 100, 200, 500] as const;
/** At most 5 prescriptions per package (spec 001 §4, §9); a new package starts with one. */
export const MAX_PRESCRIPTIONS_PER_PACKAGE = 5;
export const PRESCRIPTION_TYPES = ['Rp', 'Rpw'] as const;
export type PrescriptionType = (typeof PRESCRIPTION_TYPES)[number];
/** 100%, 50%, 30%, R flat rate, B free (spec 001 §9). */
export const PRESCRIPTION_FEE_LEVELS = ['100%', '50%', '30%', 'R', 'B'] as const;
export type PrescriptionFeeLevel = (typeof PRESCRIPTION_FEE_LEVELS)[number];
export {
  ENTITLEMENT_CODES,
  PRESCRIPTION_KINDS,
  type EntitlementCode,
  type PrescriptionKind,
} from '@wizytownik/domain';
/**
 * Defaults of a new prescription (spec 001 §5; issue 19): Rp at 100%, an ordinary one (ZW), no
 * additional entitlement, realised from the issue date, substitution allowed, not urgent.
 */
export const NEW_PRESCRIPTION = {
  rodzaj_recepty: 'Rp',
  poziom_odplatnosci: '100%',
  tryb_wystawienia: DEFAULT_PRESCRIPTION_KIND,
  uprawnienie_dodatkowe: null,
  opis_dokumentu_uprawnienia: null,
  realizacja_od: null,
  nie_zamieniac: false,
  pilne: false,
} as const;

/** Package status (spec 001 §4). */
export const PRESCRIPTION_PACKAGE_STATUS = { nowa: 0, wyslana: 1, anulowana: 2 } as const;
export const PRESCRIPTION_PACKAGE_STATUSES = [
  { value: 0, name: 'Nowa' },
  { value: 1, name: 'Wysłana do P1' },
  { value: 2, name: 'Anulowana' },
] as const;
/** Prescription status: 0 active, 1 cancelled ('Recepta anulowana'). */
export const PRESCRIPTION_STATUS = { aktywna: 0, anulowana: 1 } as const;

/** The columns GetPakiety sorts by; descending is the name with ' DESC'. */
export const PRESCRIPTION_PACKAGE_SORTINGS = ['createDate', 'tworca', 'status'] as const;

const Instant = z.iso.datetime({ offset: true });

// Read ------------------------------------------------------------------------------------------

/** The drug chosen from GetProduktyLecznicze: the product's id and the pack's id. */
export const WybranyLek = z.object({
  lek_id: id(message('contract.prescriptionDrugRequired')),
  opakowanie_id: id(message('contract.prescriptionDrugRequired')),
});
export type WybranyLek = z.infer<typeof WybranyLek>;

/** The fields beyond the drug (issue 19), the same in the reply as in the request. */
function extraFields() {
  return {
    /** ZW ordinary, PA pro auctore, PF pro familiae (PA and PF need the prescriber's phone). */
    tryb_wystawienia: z.enum(PRESCRIPTION_KINDS),
    /** The additional entitlement's code (AZ, IB, …); null: none. */
    uprawnienie_dodatkowe: z.enum(ENTITLEMENT_CODES).nullable(),
    /** The entitlement document's description (needs a code); null: none. */
    opis_dokumentu_uprawnienia: z.string().nullable(),
    /** 'Realizacja od', YYYY-MM-DD; null: from the issue date. */
    realizacja_od: z.string().nullable(),
    /** 'Nie zamieniać': the pharmacy may not substitute the drug. */
    nie_zamieniac: z.boolean(),
    /** 'Pilne' (cito, UR). */
    pilne: z.boolean(),
  };
}

export const ReceptaDto = z.object({
  id: z.number().int(),
  rodzaj_recepty: z.enum(PRESCRIPTION_TYPES),
  poziom_odplatnosci: z.enum(PRESCRIPTION_FEE_LEVELS),
  /** 'Apap, 500 mg' (name and strength). */
  nazwa_leku: z.string(),
  /** The pack's description ('50 tabl.'). */
  opakowanie_leku: z.string(),
  /** The pack's GTIN-14. */
  kod_gtin: z.string(),
  /** Number of packs. */
  ilosc_sztuk: z.number().int(),
  dawkowanie: z.string(),
  /** 0 active, 1 cancelled. */
  status: z.number().int(),
  /** Position in the package, 1–5. */
  numer_w_pakiecie: z.number().int(),
  wybrany_lek: WybranyLek,
  /** P1's key of the prescription once sent; null before. */
  klucz_recepty: z.string().nullable(),
  /** P1's number (OID extension) of the prescription once sent; null before. */
  numer_recepty: z.string().nullable(),
  ...extraFields(),
});
export type ReceptaDto = z.infer<typeof ReceptaDto>;

/** A row of the packages table. */
export const PakietReceptListItem = z.object({
  id: z.number().int(),
  createDate: Instant,
  /** Who created the package (the user's full name). */
  tworca: z.string(),
  /** 0 'Nowa', 1 'Wysłana do P1', 2 'Anulowana'. */
  status: z.number().int(),
  /** The drugs, one 'name pack' per prescription (e.g. 'Apap, 500 mg 12 tabl.') joined with '; '. */
  leki: z.string(),
  /** The 4-digit code the patient gives the pharmacy once sent; null before. */
  kod_recepty: z.string().nullable(),
});
export type PakietReceptListItem = z.infer<typeof PakietReceptListItem>;

export const PakietReceptDto = PakietReceptListItem.extend({
  client_id: z.number().int(),
  therapist_id: z.number().int(),
  /** The visit the package was written at; null when none. */
  visit_id: z.number().int().nullable(),
  /** P1's package key (printed as the barcode) once sent; null before. */
  klucz_pakietu: z.string().nullable(),
  /** When it was sent to P1; null before. */
  sendDate: Instant.nullable(),
  recepty: z.array(ReceptaDto),
});
export type PakietReceptDto = z.infer<typeof PakietReceptDto>;

export const GetPakietyReceptInput = z.object({
  client_id: queryId(),
  /** A column of PRESCRIPTION_PACKAGE_SORTINGS, optionally followed by ' DESC' (or ' ASC'); default newest first. */
  Sorting: text()
    .regex(
      new RegExp(`^(${PRESCRIPTION_PACKAGE_SORTINGS.join('|')})( (ASC|DESC|asc|desc))?$`),
      message('contract.sortingInvalid'),
    )
    .optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine(
      (n) => (PRESCRIPTION_PACKAGE_PAGE_SIZES as readonly number[]).includes(n),
      message('contract.pageSizeInvalid'),
    )
    .default(PRESCRIPTION_PACKAGE_PAGE_SIZES[0]),
});
export type GetPakietyReceptInput = z.input<typeof GetPakietyReceptInput>;

export const GetPakietyReceptOutput = z.object({
  items: z.array(PakietReceptListItem),
  totalCount: z.number().int(),
});
export type GetPakietyReceptOutput = z.infer<typeof GetPakietyReceptOutput>;

export const GetPakietReceptInput = z.object({ id: queryId() });

// Write -----------------------------------------------------------------------------------------

const packsRequired = message('contract.prescriptionPacksRequired');
const packsWhole = message('contract.prescriptionPacksWhole');

/** One prescription as the package dialog sends it (spec 001 §5). */
export const ReceptaInput = z
  .object({
    rodzaj_recepty: z
      .enum(PRESCRIPTION_TYPES, message('contract.prescriptionTypeUnknown'))
      .default(NEW_PRESCRIPTION.rodzaj_recepty),
    poziom_odplatnosci: z
      .enum(PRESCRIPTION_FEE_LEVELS, message('contract.prescriptionFeeUnknown'))
      .default(NEW_PRESCRIPTION.poziom_odplatnosci),
    /** Required: 'Nie wybrano wszystkich leków'. */
    wybrany_lek: WybranyLek.nullish().refine((v) => v != null, message('contract.prescriptionDrugRequired')),
    /** Packs: required ('Ilość opakowań jest wymagana'), a whole number ≥ 1 ('Ilośc opakowań musi być liczbą całkowitą'). */
    ilosc_sztuk: z.number(packsRequired).int(packsWhole).min(1, packsWhole).max(9999, packsWhole),
    /** Required: 'Dawkowanie jest wymagane'. */
    dawkowanie: text(message('contract.prescriptionDosageRequired'))
      .trim()
      .min(1, message('contract.prescriptionDosageRequired'))
      .max(1000),
    tryb_wystawienia: z
      .enum(PRESCRIPTION_KINDS, message('contract.prescriptionKindUnknown'))
      .default(NEW_PRESCRIPTION.tryb_wystawienia),
    uprawnienie_dodatkowe: z
      .enum(ENTITLEMENT_CODES, message('contract.prescriptionEntitlementUnknown'))
      .nullish()
      .transform((v) => v ?? null),
    /** Blank is none. */
    opis_dokumentu_uprawnienia: text()
      .trim()
      .max(ENTITLEMENT_DESCRIPTION_MAX, message('contract.prescriptionEntitlementDescriptionLong'))
      .nullish()
      .transform((v) => v || null),
    /** Empty is none; the server checks it lies between today and 365 days ahead. */
    realizacja_od: z
      .union([z.literal(''), calendarDate(message('contract.prescriptionRealizeFromInvalid'))])
      .nullish()
      .transform((v) => v || null),
    nie_zamieniac: z.boolean().default(false),
    pilne: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // What needs no clock nor prescriber: a document without a code (the rest is the fields' own checks).
    for (const problem of prescriptionExtrasProblems(extrasOf(v)))
      if (problem.key === 'contract.prescriptionEntitlementCodeRequired')
        ctx.addIssue({
          code: 'custom',
          message: contractText(problem.key),
          path: [EXTRAS_MEMBERS[problem.field]],
        });
  });
export type ReceptaInput = z.input<typeof ReceptaInput>;

/** The request member of each field the domain's rules name. */
export const EXTRAS_MEMBERS: Record<PrescriptionExtrasField, string> = {
  kind: 'tryb_wystawienia',
  entitlementCode: 'uprawnienie_dodatkowe',
  entitlementDescription: 'opis_dokumentu_uprawnienia',
  realizeFrom: 'realizacja_od',
};

/** A prescription's extra fields as the domain's rules read them. */
export const extrasOf = (r: {
  tryb_wystawienia: string;
  uprawnienie_dodatkowe: string | null;
  opis_dokumentu_uprawnienia: string | null;
  realizacja_od: string | null;
}) => ({
  kind: r.tryb_wystawienia,
  entitlementCode: r.uprawnienie_dodatkowe,
  entitlementDescription: r.opis_dokumentu_uprawnienia,
  realizeFrom: r.realizacja_od,
});

const Recepty = z
  .array(ReceptaInput, message('contract.prescriptionsCount'))
  .min(1, message('contract.prescriptionsCount'))
  .max(MAX_PRESCRIPTIONS_PER_PACKAGE, message('contract.prescriptionsCount'));

/** A new package (spec 001 §7): visit_id 0 means none. */
export const CreatePakietReceptInput = z.object({
  client_id: id(),
  therapist_id: id(),
  visit_id: z
    .number()
    .int()
    .min(0)
    .max(INT4_MAX)
    .nullish()
    .transform((v) => v || null),
  recepty: Recepty,
});
export type CreatePakietReceptInput = z.input<typeof CreatePakietReceptInput>;

export const CreatePakietReceptOutput = z.object({ id: z.number().int() });

/** Replaces the package's prescriptions; only while it is 'Nowa'. */
export const UpdatePakietReceptInput = z.object({ id: id(), recepty: Recepty });
export type UpdatePakietReceptInput = z.input<typeof UpdatePakietReceptInput>;

export const DeletePakietReceptInput = z.object({ id: queryId() });

/** The certificate password of a signing call (never logged, never returned). */
const Password = {
  /** Empty or absent: the remembered one, if any. */
  password: text().max(200).optional(),
  /** Remember the given password (encrypted on the server). */
  keepPassword: z.boolean().default(false),
};

/** Check, send and print: the package and the certificate password. */
export const PakietReceptSignInput = z.object({ id: id(), ...Password });
export type PakietReceptSignInput = z.input<typeof PakietReceptSignInput>;

/** The messages of P1's rules (errors and warnings); empty: all correct. Shown joined line by line. */
export const PakietReceptMessages = z.array(z.string());
export type PakietReceptMessages = z.infer<typeof PakietReceptMessages>;

export const WyslijKodSmsInput = z.object({ id: id() });

export const AnulujRecepteInput = z.object({ recepta_id: id(), pakiet_id: id(), ...Password });
export type AnulujRecepteInput = z.input<typeof AnulujRecepteInput>;

export const prescriptionEndpoints = {
  getPakiety: endpoint({
    method: 'GET',
    path: `${BASE}/GetPakiety`,
    input: GetPakietyReceptInput,
    result: GetPakietyReceptOutput,
    summary: "One page of a patient's prescription packages (newest first unless sorted)",
    tag: TAG,
  }),
  getPakiet: endpoint({
    method: 'GET',
    path: `${BASE}/GetPakiet`,
    input: GetPakietReceptInput,
    result: PakietReceptDto,
    summary: 'A prescription package with its prescriptions',
    tag: TAG,
  }),
  createPakiet: endpoint({
    method: 'POST',
    path: `${BASE}/CreatePakiet`,
    input: CreatePakietReceptInput,
    result: CreatePakietReceptOutput,
    summary: 'Creates a package of 1–5 prescriptions (status Nowa)',
    tag: TAG,
  }),
  updatePakiet: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdatePakiet`,
    input: UpdatePakietReceptInput,
    result: NoResult,
    summary: "Replaces a package's prescriptions while it is Nowa",
    tag: TAG,
  }),
  deletePakiet: endpoint({
    method: 'DELETE',
    path: `${BASE}/DeletePakiet`,
    input: DeletePakietReceptInput,
    result: NoResult,
    summary: 'Deletes a package while it is Nowa',
    tag: TAG,
  }),
  sprawdzPakiet: endpoint({
    method: 'POST',
    path: `${BASE}/SprawdzPakiet`,
    input: PakietReceptSignInput,
    result: PakietReceptMessages,
    summary: "Verifies a Nowa package in P1 (nothing saved); replies P1's messages, empty when correct",
    tag: TAG,
  }),
  wyslijPakiet: endpoint({
    method: 'POST',
    path: `${BASE}/WyslijPakiet`,
    input: PakietReceptSignInput,
    result: PakietReceptMessages,
    summary:
      "Sends a Nowa package to P1; when P1 saves it the package becomes 'Wysłana do P1' with its key and code. Replies P1's messages, empty when sent without remarks",
    tag: TAG,
  }),
  drukujPakiet: endpoint({
    method: 'POST',
    path: `${BASE}/DrukujPakiet`,
    input: PakietReceptSignInput,
    result: z.string(),
    summary: "A sent package's information printout for the patient: a base64 PDF",
    tag: TAG,
  }),
  wyslijKodSms: endpoint({
    method: 'POST',
    path: `${BASE}/WyslijKodSms`,
    input: WyslijKodSmsInput,
    result: NoResult,
    summary:
      "Sends a sent package's 4-digit code to the patient by SMS (the company's template with %kod_recepty%)",
    tag: TAG,
  }),
  anulujRecepte: endpoint({
    method: 'POST',
    path: `${BASE}/AnulujRecepte`,
    input: AnulujRecepteInput,
    result: NoResult,
    summary:
      'Cancels one prescription of a sent package in P1; the package becomes Anulowana when all its prescriptions are',
    tag: TAG,
  }),
};
