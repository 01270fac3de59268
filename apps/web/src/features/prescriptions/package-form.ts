import {
  NEW_PRESCRIPTION,
  type DrugPack,
  type PakietReceptDto,
  type PrescriptionFeeLevel,
  type PrescriptionType,
  type ProduktLeczniczy,
  type ReceptaInput,
} from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';

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
}

let nextKey = 1;

/** A new prescription: fee level 100%, type Rp (spec 001 §5), no drug yet, one pack. */
export function newPrescription(): PrescriptionDraft {
  return {
    key: nextKey++,
    ...NEW_PRESCRIPTION,
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
}

/** Spec 001 §5: dosage required, pack count required and a whole number; a pack of the chosen drug. */
export function draftErrors(draft: PrescriptionDraft): DraftErrors {
  const count = draft.ilosc_sztuk.trim();
  return {
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
export function checkForm(drafts: readonly PrescriptionDraft[]): FormCheck {
  const errors = drafts.map(draftErrors);
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
    })),
  };
}
