import {
  EXTRAS_MEMBERS,
  NEW_PRESCRIPTION,
  type DrugPack,
  type EntitlementCode,
  type PakietReceptDto,
  type PrescriptionFeeLevel,
  type PrescriptionKind,
  type PrescriptionType,
  type ProduktLeczniczy,
  type ReceptaInput,
} from '@wizytownik/contracts';
import { prescriptionExtrasProblems, type TextKey } from '@wizytownik/domain';

/** The drug of a prescription: the product and the packs the form offers (not withdrawn). */
export interface ChosenDrug {
  readonly id: number;
  readonly nazwa_moc: string;
  readonly opakowania: ReadonlyArray<Pick<DrugPack, 'id' | 'opis_opakowania' | 'kategoria_dostepnosci'>>;
}

/** One prescription as the form holds it; `key` tells the rows apart while they are added and removed. */
export interface PrescriptionDraft {
  readonly key: number;
  readonly rodzaj_recepty: PrescriptionType;
  readonly poziom_odplatnosci: PrescriptionFeeLevel;
  readonly drug: ChosenDrug | null;
  readonly packId: number | null;
  /** As typed; checked to be a whole number. */
  readonly ilosc_sztuk: string;
  readonly dawkowanie: string;
  readonly tryb_wystawienia: PrescriptionKind;
  /** '' for none. */
  readonly uprawnienie_dodatkowe: EntitlementCode | '';
  readonly opis_dokumentu_uprawnienia: string;
  /** "YYYY-MM-DD"; '' for none (from the issue date). */
  readonly realizacja_od: string;
  readonly nie_zamieniac: boolean;
  readonly pilne: boolean;
}

/** The form's text of the fields beyond the drug, from a prescription as the server has it. */
const extrasDraft = (r: {
  tryb_wystawienia: PrescriptionKind;
  uprawnienie_dodatkowe: EntitlementCode | null;
  opis_dokumentu_uprawnienia: string | null;
  realizacja_od: string | null;
  nie_zamieniac: boolean;
  pilne: boolean;
}): Pick<
  PrescriptionDraft,
  | 'tryb_wystawienia'
  | 'uprawnienie_dodatkowe'
  | 'opis_dokumentu_uprawnienia'
  | 'realizacja_od'
  | 'nie_zamieniac'
  | 'pilne'
> => ({
  tryb_wystawienia: r.tryb_wystawienia,
  uprawnienie_dodatkowe: r.uprawnienie_dodatkowe ?? '',
  opis_dokumentu_uprawnienia: r.opis_dokumentu_uprawnienia ?? '',
  realizacja_od: r.realizacja_od ?? '',
  nie_zamieniac: r.nie_zamieniac,
  pilne: r.pilne,
});

let nextKey = 1;

/**
 * A new prescription: fee level 100%, type Rp (spec 001 §5), ordinary (ZW) with no entitlement nor
 * 'Realizacja od', no drug yet, one pack.
 */
export function newPrescription(): PrescriptionDraft {
  return {
    key: nextKey++,
    rodzaj_recepty: NEW_PRESCRIPTION.rodzaj_recepty,
    poziom_odplatnosci: NEW_PRESCRIPTION.poziom_odplatnosci,
    ...extrasDraft(NEW_PRESCRIPTION),
    drug: null,
    packId: null,
    ilosc_sztuk: '1',
    dawkowanie: '',
  };
}

/** The package's prescriptions as the edit form starts with them. */
export function draftsOf(pakiet: PakietReceptDto): PrescriptionDraft[] {
  return [...pakiet.recepty]
    .sort((a, b) => a.numer_w_pakiecie - b.numer_w_pakiecie)
    .map((r) => ({
      key: nextKey++,
      rodzaj_recepty: r.rodzaj_recepty,
      poziom_odplatnosci: r.poziom_odplatnosci,
      drug: {
        id: r.wybrany_lek.lek_id,
        nazwa_moc: r.nazwa_leku,
        opakowania: [
          {
            id: r.wybrany_lek.opakowanie_id,
            opis_opakowania: r.opakowanie_leku,
            kategoria_dostepnosci: null,
          },
        ],
      },
      packId: r.wybrany_lek.opakowanie_id,
      ilosc_sztuk: String(r.ilosc_sztuk),
      dawkowanie: r.dawkowanie,
      ...extrasDraft(r),
    }));
}

/** The packs offered for a product found by the search: only those not withdrawn. */
export function offeredDrug(product: ProduktLeczniczy): ChosenDrug {
  return {
    id: product.id,
    nazwa_moc: product.nazwa_moc,
    opakowania: product.opakowania.filter((p) => !p.czy_skasowane),
  };
}

/** Rpw when the pack's availability category names it ('Rpw', or among several joined by '; '). */
export function typeForPack(pack: Pick<DrugPack, 'kategoria_dostepnosci'> | undefined): PrescriptionType {
  const categories = pack?.kategoria_dostepnosci?.split(';').map((c) => c.trim()) ?? [];
  return categories.includes('Rpw') ? 'Rpw' : 'Rp';
}

/** Choosing a pack sets the type its availability category calls for. */
export function withPack(draft: PrescriptionDraft, packId: number | null): PrescriptionDraft {
  const pack = draft.drug?.opakowania.find((p) => p.id === packId);
  return { ...draft, packId, rodzaj_recepty: pack ? typeForPack(pack) : draft.rodzaj_recepty };
}

/** Choosing a drug: a single pack is preselected (spec 001 §5), several wait for the user's choice. */
export function withDrug(draft: PrescriptionDraft, drug: ChosenDrug | null): PrescriptionDraft {
  const only = drug?.opakowania.length === 1 ? drug.opakowania[0]!.id : null;
  return withPack({ ...draft, drug, packId: null }, only);
}

/** The messages under a prescription's fields. */
export interface DraftErrors {
  readonly packId?: TextKey;
  readonly ilosc_sztuk?: TextKey;
  readonly dawkowanie?: TextKey;
  readonly tryb_wystawienia?: TextKey;
  readonly uprawnienie_dodatkowe?: TextKey;
  readonly opis_dokumentu_uprawnienia?: TextKey;
  readonly realizacja_od?: TextKey;
}

/** The draft's fields beyond the drug as the request sends them (blank: none). */
const extrasInput = (draft: PrescriptionDraft) => ({
  tryb_wystawienia: draft.tryb_wystawienia,
  uprawnienie_dodatkowe: draft.uprawnienie_dodatkowe || null,
  opis_dokumentu_uprawnienia: draft.opis_dokumentu_uprawnienia.trim() || null,
  realizacja_od: draft.realizacja_od || null,
  nie_zamieniac: draft.nie_zamieniac,
  pilne: draft.pilne,
});

/**
 * The domain's rules of the fields beyond the drug against the clinic's `today` (the prescriber's
 * phone is the server's to check), each message under its field.
 */
function extrasErrors(draft: PrescriptionDraft, today: string): DraftErrors {
  const extras = extrasInput(draft);
  const problems = prescriptionExtrasProblems(
    {
      kind: extras.tryb_wystawienia,
      entitlementCode: extras.uprawnienie_dodatkowe,
      entitlementDescription: extras.opis_dokumentu_uprawnienia,
      realizeFrom: extras.realizacja_od,
    },
    { today },
  );
  return Object.fromEntries(problems.map((p) => [EXTRAS_MEMBERS[p.field], p.key]));
}

/**
 * Spec 001 §5: dosage required, pack count required and a whole number; a pack of the chosen drug;
 * and the rules of the kind, entitlement and 'Realizacja od' (issue 19) on the clinic's `today`.
 */
export function draftErrors(draft: PrescriptionDraft, today: string): DraftErrors {
  const count = draft.ilosc_sztuk.trim();
  return {
    ...extrasErrors(draft, today),
    ...(draft.drug !== null && draft.packId === null && { packId: 'prescriptions.packRequired' }),
    ...(count === ''
      ? { ilosc_sztuk: 'prescriptions.countRequired' }
      : !/^[1-9]\d{0,3}$/.test(count) && { ilosc_sztuk: 'prescriptions.countInteger' }),
    ...(draft.dawkowanie.trim() === '' && { dawkowanie: 'prescriptions.dosageRequired' }),
  };
}

/** The outcome of checking the form: the prescriptions to send, or what to show. */
export type FormCheck =
  | { readonly ok: true; readonly recepty: ReceptaInput[] }
  | { readonly ok: false; readonly errors: readonly DraftErrors[]; readonly drugsMissing: boolean };

/** Every prescription must have a drug ('Nie wybrano wszystkich leków') and valid fields. */
export function checkForm(drafts: readonly PrescriptionDraft[], today: string): FormCheck {
  const errors = drafts.map((d) => draftErrors(d, today));
  const drugsMissing = drafts.some((d) => d.drug === null);
  if (drugsMissing || errors.some((e) => Object.keys(e).length > 0))
    return { ok: false, errors, drugsMissing };
  return {
    ok: true,
    recepty: drafts.map((d) => ({
      rodzaj_recepty: d.rodzaj_recepty,
      poziom_odplatnosci: d.poziom_odplatnosci,
      wybrany_lek: { lek_id: d.drug!.id, opakowanie_id: d.packId! },
      ilosc_sztuk: Number(d.ilosc_sztuk.trim()),
      dawkowanie: d.dawkowanie.trim(),
      ...extrasInput(d),
    })),
  };
}

/** The server's messages about the prescriptions' fields ('recepty.<i>.<member>'), by position and member. */
export function serverFieldErrors(
  errors: ReadonlyArray<{ field: string; message: string }>,
): ReadonlyMap<number, Readonly<Record<string, string>>> {
  const out = new Map<number, Record<string, string>>();
  for (const { field, message } of errors) {
    const match = /^recepty\.(\d+)\.(\w+)$/.exec(field);
    if (match) out.set(Number(match[1]), { ...out.get(Number(match[1])), [match[2]!]: message });
  }
  return out;
}
