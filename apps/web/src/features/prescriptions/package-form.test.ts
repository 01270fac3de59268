import { describe, expect, it } from 'vitest';
import { checkForm, newPrescription, offeredDrug, typeForPack, withDrug, withPack } from './package-form.ts';

const pack = (id: number, kategoria_dostepnosci: string | null, czy_skasowane = false) => ({
  id,
  opis_opakowania: `${id * 10} tabl.`,
  czy_skasowane,
  kod_gtin: null,
  kategoria_dostepnosci,
});

describe('a prescription of the package form', () => {
  it('starts with fee level 100%, type Rp, one pack and no drug', () => {
    expect(newPrescription()).toMatchObject({
      rodzaj_recepty: 'Rp',
      poziom_odplatnosci: '100%',
      drug: null,
      packId: null,
      ilosc_sztuk: '1',
      dawkowanie: '',
      tryb_wystawienia: 'ZW',
      uprawnienie_dodatkowe: '',
      opis_dokumentu_uprawnienia: '',
      realizacja_od: '',
      nie_zamieniac: false,
      pilne: false,
    });
  });

  it.each([
    ['Rpw', 'Rpw'],
    ['Rp; Rpw', 'Rpw'],
    ['Rp', 'Rp'],
    ['OTC', 'Rp'],
    [null, 'Rp'],
  ] as const)('takes the type from the availability category %s: %s', (category, type) => {
    expect(typeForPack(pack(1, category))).toBe(type);
  });

  it('offers only the packs not withdrawn and preselects a single one, with its type', () => {
    const drug = offeredDrug({
      id: 5,
      nazwa_moc: 'Morfina, 10 mg',
      postac: 'Tabletki',
      opakowania: [pack(1, 'Rpw'), pack(2, 'Rpw', true)],
    });
    expect(drug.opakowania.map((p) => p.id)).toEqual([1]);
    expect(withDrug(newPrescription(), drug)).toMatchObject({ packId: 1, rodzaj_recepty: 'Rpw' });
  });

  it('waits for the choice among several packs', () => {
    const drug = offeredDrug({
      id: 5,
      nazwa_moc: 'Apap',
      postac: 'Tabletki',
      opakowania: [pack(1, 'OTC'), pack(2, 'OTC')],
    });
    const draft = withDrug(newPrescription(), drug);
    expect(draft.packId).toBeNull();
    expect(withPack(draft, 2).packId).toBe(2);
  });
});

describe('checking the package form', () => {
  const TODAY = '2026-11-27';
  const drug = { id: 5, nazwa_moc: 'Apap', opakowania: [pack(1, 'OTC')] };
  const ready = { ...withDrug(newPrescription(), drug), dawkowanie: ' 1 x dziennie ', ilosc_sztuk: '2' };

  it('sends the prescriptions with the drug, pack, whole pack count and trimmed dosage', () => {
    expect(checkForm([ready], TODAY)).toEqual({
      ok: true,
      recepty: [
        {
          rodzaj_recepty: 'Rp',
          poziom_odplatnosci: '100%',
          wybrany_lek: { lek_id: 5, opakowanie_id: 1 },
          ilosc_sztuk: 2,
          dawkowanie: '1 x dziennie',
          tryb_wystawienia: 'ZW',
          uprawnienie_dodatkowe: null,
          opis_dokumentu_uprawnienia: null,
          realizacja_od: null,
          nie_zamieniac: false,
          pilne: false,
        },
      ],
    });
  });

  it.each([
    ['', { ilosc_sztuk: 'prescriptions.countRequired' }],
    ['1.5', { ilosc_sztuk: 'prescriptions.countInteger' }],
    ['abc', { ilosc_sztuk: 'prescriptions.countInteger' }],
    ['0', { ilosc_sztuk: 'prescriptions.countInteger' }],
  ])('refuses the pack count %j', (count, errors) => {
    expect(checkForm([{ ...ready, ilosc_sztuk: count }], TODAY)).toEqual({
      ok: false,
      errors: [errors],
      drugsMissing: false,
    });
  });

  it('requires the dosage and a drug in every prescription', () => {
    expect(checkForm([ready, newPrescription()], TODAY)).toEqual({
      ok: false,
      errors: [{}, { dawkowanie: 'prescriptions.dosageRequired' }],
      drugsMissing: true,
    });
  });

  it('sends the kind, entitlement, realizacja od, N and cito; blank ones as none', () => {
    const full = {
      ...ready,
      tryb_wystawienia: 'PF',
      uprawnienie_dodatkowe: 'IB',
      opis_dokumentu_uprawnienia: ' Legitymacja 7 ',
      realizacja_od: '2026-12-01',
      nie_zamieniac: true,
      pilne: true,
    } as const;
    const checked = checkForm([full, { ...ready, opis_dokumentu_uprawnienia: '  ' }], TODAY);
    expect(
      checked.ok &&
        checked.recepty.map((r) => [
          r.tryb_wystawienia,
          r.uprawnienie_dodatkowe,
          r.opis_dokumentu_uprawnienia,
          r.realizacja_od,
          r.nie_zamieniac,
          r.pilne,
        ]),
    ).toEqual([
      ['PF', 'IB', 'Legitymacja 7', '2026-12-01', true, true],
      ['ZW', null, null, null, false, false],
    ]);
  });

  it.each([
    [
      { opis_dokumentu_uprawnienia: 'Legitymacja' },
      { opis_dokumentu_uprawnienia: 'contract.prescriptionEntitlementCodeRequired' },
    ],
    [{ realizacja_od: '2026-11-26' }, { realizacja_od: 'contract.prescriptionRealizeFromPast' }],
    [{ realizacja_od: '2027-11-28' }, { realizacja_od: 'contract.prescriptionRealizeFromTooLate' }],
  ] as const)('refuses %j under its field', (over, errors) => {
    expect(checkForm([{ ...ready, ...over }], TODAY)).toEqual({
      ok: false,
      errors: [errors],
      drugsMissing: false,
    });
  });

  it('takes realizacja od from today to 365 days ahead', () => {
    expect(checkForm([{ ...ready, realizacja_od: TODAY }], TODAY).ok).toBe(true);
    expect(checkForm([{ ...ready, realizacja_od: '2027-11-27' }], TODAY).ok).toBe(true);
  });
});
