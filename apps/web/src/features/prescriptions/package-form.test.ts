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
  const drug = { id: 5, nazwa_moc: 'Apap', opakowania: [pack(1, 'OTC')] };
  const ready = { ...withDrug(newPrescription(), drug), dawkowanie: ' 1 x dziennie ', ilosc_sztuk: '2' };

  it('sends the prescriptions with the drug, pack, whole pack count and trimmed dosage', () => {
    expect(checkForm([ready])).toEqual({
      ok: true,
      recepty: [
        {
          rodzaj_recepty: 'Rp',
          poziom_odplatnosci: '100%',
          wybrany_lek: { lek_id: 5, opakowanie_id: 1 },
          ilosc_sztuk: 2,
          dawkowanie: '1 x dziennie',
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
    expect(checkForm([{ ...ready, ilosc_sztuk: count }])).toEqual({
      ok: false,
      errors: [errors],
      drugsMissing: false,
    });
  });

  it('requires the dosage and a drug in every prescription', () => {
    expect(checkForm([ready, newPrescription()])).toEqual({
      ok: false,
      errors: [{}, { dawkowanie: 'prescriptions.dosageRequired' }],
      drugsMissing: true,
    });
  });
});
