import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProduktLeczniczy } from '@wizytownik/contracts';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importDrugRegistry } from './drugs.import.ts';
import { drugRegistryDir, giveCertificate, setTherapistProfession } from './drugs.test-kit.ts';

// The registry is global: this file loads its small one (drugs.test-kit.ts) into the suite's database;
// on PostgreSQL the suite runs one file at a time, so nothing replaces it meanwhile.
let t: TestApp;
let clinic: TestClinic;
/** A therapist who may prescribe: profession 'LEK' and a certificate. */
let prescriber: string;
beforeAll(async () => {
  t = await createTestApp();
  await importDrugRegistry(t.db, drugRegistryDir());
  clinic = await createTestClinic(t, { features: ['Recepty'] });
  const doctor = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  await setTherapistProfession(t.db, doctor.id, 'LEK');
  await giveCertificate(t, clinic.tenant.id, doctor.id);
  prescriber = await clinic.login(doctor.userName);
});
afterAll(() => t.close());

const URL = '/api/services/app/P1Service/GetProduktyLecznicze';
const search = (token: string, nazwa?: string) =>
  t.call<ProduktLeczniczy[]>({ method: 'GET', url: URL, token, query: nazwa === undefined ? {} : { nazwa } });
const names = async (nazwa: string, token = prescriber) => {
  const reply = await search(token, nazwa);
  expect(reply.status).toBe(200);
  return reply.body.result!.map((p) => p.nazwa_moc);
};

describe('GetProduktyLecznicze', () => {
  it('answers the spec shape with the GTIN and availability category of each pack not withdrawn', async () => {
    const reply = await search(prescriber, 'apap');
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual([
      {
        id: 100006494,
        nazwa_moc: 'Apap, 500 mg',
        postac: 'Tabletki powlekane',
        opakowania: [
          {
            id: 1,
            opis_opakowania: '12 tabl.',
            czy_skasowane: false,
            kod_gtin: '05909990296026',
            kategoria_dostepnosci: 'OTC',
          },
          {
            id: 2,
            opis_opakowania: '24 tabl.',
            czy_skasowane: false,
            kod_gtin: '05909990296033',
            kategoria_dostepnosci: 'OTC',
          },
        ],
      },
      {
        id: 100006495,
        nazwa_moc: 'Apap Extra, 500 mg + 65 mg',
        postac: 'Tabletki powlekane',
        opakowania: [
          {
            id: 4,
            opis_opakowania: '10 tabl.',
            czy_skasowane: false,
            kod_gtin: '05909990296057',
            kategoria_dostepnosci: 'OTC',
          },
        ],
      },
    ]);
  });

  it('ignores case and Polish diacritics both ways', async () => {
    expect(await names('ŻELAZO')).toEqual(['Żelazo Forte, 80 mg']);
    expect(await names('zelazo')).toEqual(['Żelazo Forte, 80 mg']);
    expect(await names('łagodny śr')).toEqual(['ŁAGODNY ŚRODEK']);
    expect(await names('LAGODNY')).toEqual(['ŁAGODNY ŚRODEK']);
    expect(await names('XaNaX')).toEqual(['Xanax SR, 0,5 mg']);
  });

  it('matches word starts of the name, strength and common name; names starting with the query first', async () => {
    // 'para' starts the INN of Apap, Apap Extra and ŁAGODNY ŚRODEK; no name starts with it.
    expect(await names('para')).toEqual(['Apap, 500 mg', 'Apap Extra, 500 mg + 65 mg', 'ŁAGODNY ŚRODEK']);
    expect(await names('apap extra')).toEqual(['Apap Extra, 500 mg + 65 mg']);
    expect(await names('apap 500')).toEqual(['Apap, 500 mg', 'Apap Extra, 500 mg + 65 mg']);
    expect(await names('enoxaparinum')).toEqual(['Clexane, 2000 j.m. (20 mg)/0,2 ml']);
    // Inside a word is not a word start.
    expect(await names('xane')).toEqual([]);
    expect(await names('nie ma takiego leku')).toEqual([]);
  });

  it('leaves out withdrawn packs, and products with no pack left to prescribe', async () => {
    const [apap] = (await search(prescriber, 'Apap')).body.result!;
    expect(apap!.opakowania.map((k) => k.opis_opakowania)).toEqual(['12 tabl.', '24 tabl.']);
    // 'Paracetamol Wycofany' has only a withdrawn pack, 'Paracetamol Nowy' none at all.
    expect(await names('paracetamol')).toEqual([
      'Apap, 500 mg',
      'Apap Extra, 500 mg + 65 mg',
      'ŁAGODNY ŚRODEK',
    ]);
  });

  it('gives each pack the category a prescription takes Rpw from', async () => {
    const [morphine] = (await search(prescriber, 'morphini')).body.result!;
    expect(morphine!.opakowania.map((k) => k.kategoria_dostepnosci)).toEqual(['Rpw']);
    const [iron] = (await search(prescriber, 'żelazo')).body.result!;
    expect(iron!.opakowania[0]!.kategoria_dostepnosci).toBe('OTC; Rp');
  });

  it.each([['ap'], ['  ap  '], [''], [undefined]])(
    'refuses %j: the search starts after more than 2 characters',
    async (nazwa) => {
      const reply = await search(prescriber, nazwa);
      expect(reply.status).toBe(400);
      expect(reply.body.error!.validationErrors).toEqual([
        { message: 'Wpisz co najmniej 3 znaki nazwy leku.', members: ['nazwa'] },
      ]);
    },
  );

  it('answers a query of punctuation only with nothing', async () => {
    expect(await names('%%%')).toEqual([]);
  });
});

describe('who may search the registry', () => {
  it('a system administrator', async () => {
    expect(await names('xanax', await clinic.login('admin'))).toEqual(['Xanax SR, 0,5 mg']);
  });

  it('not a therapist without a certificate', async () => {
    const doctor = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    await setTherapistProfession(t.db, doctor.id, 'LEK');
    const reply = await search(await clinic.login(doctor.userName), 'apap');
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatchObject({
      errorCode: 'prescriptions.noCertificate',
      message: 'Aby wystawiać recepty, wgraj certyfikat do systemu P1 w swoim profilu terapeuty.',
    });
  });

  it('not a therapist whose profession does not prescribe, even with a certificate', async () => {
    const physio = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    await setTherapistProfession(t.db, physio.id, 'FIZJO');
    await giveCertificate(t, clinic.tenant.id, physio.id);
    const reply = await search(await clinic.login(physio.userName), 'apap');
    expect(reply.status).toBe(403);
    expect(reply.body.error!.errorCode).toBe('prescriptions.notPrescriber');
  });

  it('nobody where the clinic has e-prescriptions off, the administrator included', async () => {
    const other = await createTestClinic(t);
    const doctor = await other.addUser({ roleNames: [THERAPIST_ROLE] });
    await setTherapistProfession(t.db, doctor.id, 'LEK');
    await giveCertificate(t, other.tenant.id, doctor.id);
    for (const token of [await other.login(doctor.userName), await other.login('admin')]) {
      const reply = await search(token, 'apap');
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatchObject({
        errorCode: 'auth.featureDisabled',
        message: 'Funkcja „E-recepty” jest wyłączona dla tej firmy.',
      });
    }
  });

  it('not without signing in', async () => {
    const reply = await t.call({ method: 'GET', url: URL, query: { nazwa: 'apap' } });
    expect(reply.status).toBe(401);
  });
});
