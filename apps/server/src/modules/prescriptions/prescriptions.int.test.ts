import { and, count, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_PASSWORD_REQUIRED_CODE,
  CERTIFICATE_PASSWORD_WRONG_CODE,
  prescriptionEndpoints as e,
  type GetPakietyReceptOutput,
  type PakietReceptDto,
} from '@wizytownik/contracts';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import { OPENSSL_FIXTURES } from '../../../test/certificates/make-pkcs12.ts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { organizationalUnits } from '../company-settings/organization.tables.ts';
import { importDrugRegistry } from '../drugs/drugs.import.ts';
import { drugRegistryDir, giveCertificate, setTherapistProfession } from '../drugs/drugs.test-kit.ts';
import { clients } from '../patients/patients.tables.ts';
import { smsMessages } from '../sms/sms.tables.ts';
import { therapistCertificates } from '../therapists/therapist-certificate.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { prescriptionPackages } from './prescriptions.tables.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { SIMULATOR_OID_ROOT } from '../../config.ts';
import { createP1Simulator } from '../../integrations/p1/simulator.ts';
import { AppError } from '../../platform/errors.ts';
import { createFileStore } from '../../platform/files/file-store.ts';
import { drugLookup } from '../drugs/drugs.service.ts';
import {
  cancelPrescription,
  checkPackage,
  sendPackage,
  type PrescriptionDeps,
} from './prescriptions.service.ts';
import { startFakeP1 } from '../../integrations/p1/fake-server.ts';
import { p1SimPackages } from '../../integrations/p1/p1-simulator.tables.ts';
import type { P1PrescriptionsPort } from '../../integrations/p1/port.ts';
import { createP1SoapClient } from '../../integrations/p1/soap-client.ts';
import { first as firstElement, parseXml, textOf } from '../../integrations/p1/soap.ts';
import type { Element } from '@xmldom/xmldom';
import { resendPackageWith } from '../p1/p1-buffer.prescriptions.ts';
import { p1BufferEntries } from '../p1/p1-buffer.tables.ts';
import { runClinicP1Jobs } from '../p1/p1.test-kit.ts';

// One app per file, the simulated P1 (the app's default) over the fixture drug registry.
const PASSWORD = OPENSSL_FIXTURES.rsaAes256.password;
/** Apap 500 mg 12 tabl. (OTC) and Morphini Sulfas 10 amp. (Rpw) of the fixture registry. */
const APAP = { lek_id: 100006494, opakowanie_id: 1 };
const MORFINA = { lek_id: 100000939, opakowanie_id: 9 };
const WITHDRAWN = { lek_id: 100006494, opakowanie_id: 3 };

let t: TestApp;

interface Scene {
  clinic: TestClinic;
  /** The prescribing therapist's token, therapist id and user name. */
  doctor: { token: string; therapistId: number; userName: string };
  admin: string;
  clientId: number;
}

async function scene(): Promise<Scene> {
  const clinic = await createTestClinic(t, { features: ['Recepty'] });
  const tenantId = clinic.tenant.id;
  const user = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const therapistId = await setTherapistProfession(t.db, user.id, 'LEK');
  await t.db.update(therapists).set({ pwz: '5425740' }).where(eq(therapists.id, therapistId));
  await giveCertificate(t, tenantId, user.id);
  await loadSettingsRow(t.db, tenantId);
  await t.db
    .update(companySettings)
    .set({ numerKsiegiRejestrowej: '000000926578' })
    .where(eq(companySettings.tenantId, tenantId));
  await t.db
    .insert(organizationalUnits)
    .values({ tenantId, name: 'Poradnia', resortCode: '000000926578-001' });
  const [client] = await t.db
    .insert(clients)
    .values({
      tenantId,
      name: 'Jan',
      surname: 'Kowalski',
      pesel: '44051401359',
      gender: 0,
      phone: '600100200',
    })
    .returning();
  return {
    clinic,
    doctor: { token: await clinic.login(user.userName), therapistId, userName: user.userName },
    admin: await clinic.login('admin'),
    clientId: client!.id,
  };
}

let s: Scene;
beforeAll(async () => {
  t = await createTestApp();
  // The committed certificate is valid from 2026-11-22: the clock moves past it.
  t.clock.advance(new Date('2026-12-01T09:00:00Z').getTime() - t.clock.now().getTime());
  await importDrugRegistry(t.db, drugRegistryDir());
  s = await scene();
});
afterAll(() => t.close());

const call = <T>(
  endpoint: { method: string; path: string },
  token: string,
  input: Record<string, unknown>,
  tenantId = s.clinic.tenant.id,
) => {
  const get = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  return t.call<T>({
    method: endpoint.method as 'GET',
    url: endpoint.path,
    token,
    tenantId,
    ...(get
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { body: input }),
  });
};

const rx = (drug: object | null, over: object = {}) => ({
  rodzaj_recepty: 'Rp',
  poziom_odplatnosci: '100%',
  wybrany_lek: drug,
  ilosc_sztuk: 1,
  dawkowanie: '1 tabletka 3 razy dziennie',
  ...over,
});

async function newPackage(recepty = [rx(APAP)], token = s.doctor.token): Promise<number> {
  const { status, body } = await call<{ id: number }>(e.createPakiet, token, {
    client_id: s.clientId,
    therapist_id: s.doctor.therapistId,
    visit_id: 0,
    recepty,
  });
  expect(status, JSON.stringify(body.error)).toBe(200);
  return body.result!.id;
}

const getPackage = async (id: number, token = s.doctor.token) =>
  (await call<PakietReceptDto>(e.getPakiet, token, { id })).body.result!;

const rememberedPassword = async () =>
  (
    await t.db
      .select({ sealed: therapistCertificates.passwordSealed })
      .from(therapistCertificates)
      .where(eq(therapistCertificates.therapistId, s.doctor.therapistId))
  )[0]!.sealed;

describe('who may call', () => {
  it('refuses every call without the Recepty feature, and to a user who is no prescriber', async () => {
    const other = await createTestClinic(t);
    const otherAdmin = await other.login('admin');
    const receptionist = await s.clinic.addUser({ permissions: ['Wizytownik_Klienci'] });
    const reception = await s.clinic.login(receptionist.userName);
    const id = await newPackage();
    const inputs: [typeof e.getPakiety, Record<string, unknown>][] = [
      [e.getPakiety, { client_id: s.clientId }],
      [e.getPakiet, { id }],
      [
        e.createPakiet,
        { client_id: s.clientId, therapist_id: s.doctor.therapistId, visit_id: 0, recepty: [rx(APAP)] },
      ],
      [e.updatePakiet, { id, recepty: [rx(APAP)] }],
      [e.deletePakiet, { id }],
      [e.sprawdzPakiet, { id, password: PASSWORD }],
      [e.wyslijPakiet, { id, password: PASSWORD }],
      [e.drukujPakiet, { id, password: PASSWORD }],
      [e.wyslijKodSms, { id }],
      [e.anulujRecepte, { recepta_id: 1, pakiet_id: id, password: PASSWORD }],
    ] as never;
    for (const [endpoint, input] of inputs) {
      const off = await call(endpoint, otherAdmin, input, other.tenant.id);
      expect([endpoint.path, off.status, off.body.error?.errorCode]).toEqual([
        endpoint.path,
        403,
        'auth.featureDisabled',
      ]);
      const refused = await call(endpoint, reception, input);
      expect([endpoint.path, refused.status, refused.body.error?.errorCode]).toEqual([
        endpoint.path,
        403,
        'prescriptions.notPrescriber',
      ]);
    }
    expect((await getPackage(id)).status).toBe(0);
  });

  it("keeps tenants apart and a therapist to their own packages; an administrator sees the tenant's", async () => {
    const id = await newPackage();
    const other = await createTestClinic(t, { features: ['Recepty'] });
    const otherAdmin = await other.login('admin');
    const foreign = await call(e.getPakiet, otherAdmin, { id }, other.tenant.id);
    expect([foreign.status, foreign.body.error?.errorCode]).toEqual([404, 'prescriptions.packageNotFound']);
    const list = await call<GetPakietyReceptOutput>(
      e.getPakiety,
      otherAdmin,
      { client_id: s.clientId },
      other.tenant.id,
    );
    expect(list.body.result!.totalCount).toBe(0);

    const colleague = await s.clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    await setTherapistProfession(t.db, colleague.id, 'LEKD');
    await giveCertificate(t, s.clinic.tenant.id, colleague.id);
    const token = await s.clinic.login(colleague.userName);
    const change = await call(e.updatePakiet, token, { id, recepty: [rx(APAP)] });
    expect([change.status, change.body.error?.errorCode]).toEqual([403, 'prescriptions.otherTherapist']);
    const asOther = await call(e.createPakiet, token, {
      client_id: s.clientId,
      therapist_id: s.doctor.therapistId,
      visit_id: 0,
      recepty: [rx(APAP)],
    });
    expect(asOther.body.error?.errorCode).toBe('prescriptions.otherTherapist');
    expect((await call<{ id: number }>(e.getPakiet, s.admin, { id })).body.result!.id).toBe(id);
  });
});

describe('writing a package', () => {
  it('creates a package with its drugs from the registry, lists it, and audits it', async () => {
    const id = await newPackage([
      rx(APAP, { ilosc_sztuk: 2 }),
      rx(MORFINA, { rodzaj_recepty: 'Rpw', poziom_odplatnosci: 'R' }),
    ]);
    const pkg = await getPackage(id);
    expect(pkg).toMatchObject({
      status: 0,
      visit_id: null,
      client_id: s.clientId,
      kod_recepty: null,
      klucz_pakietu: null,
      leki: 'Apap, 500 mg 12 tabl.; Morphini Sulfas, 10 mg 10 amp. 1 ml',
    });
    expect(
      pkg.recepty.map((r) => [
        r.numer_w_pakiecie,
        r.rodzaj_recepty,
        r.poziom_odplatnosci,
        r.kod_gtin,
        r.ilosc_sztuk,
      ]),
    ).toEqual([
      [1, 'Rp', '100%', '05909990296026', 2],
      [2, 'Rpw', 'R', '05909990960170', 1],
    ]);
    const list = await call<GetPakietyReceptOutput>(e.getPakiety, s.doctor.token, {
      client_id: s.clientId,
      MaxResultCount: 50,
    });
    expect(list.body.result!.items.find((i) => i.id === id)).toMatchObject({
      status: 0,
      tworca: expect.stringMatching(/Jan Testowy/),
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'prescription_package'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it("answers spec 001's messages and changes nothing on bad input", async () => {
    const bad = async (recepty: unknown[]) =>
      (
        await call(e.createPakiet, s.doctor.token, {
          client_id: s.clientId,
          therapist_id: s.doctor.therapistId,
          visit_id: 0,
          recepty,
        })
      ).body.error!.validationErrors!.map((v) => v.message);
    expect(await bad([rx(APAP, { dawkowanie: ' ' })])).toContain('Dawkowanie jest wymagane');
    expect(await bad([rx(APAP, { ilosc_sztuk: null })])).toContain('Ilość opakowań jest wymagana');
    expect(await bad([rx(APAP, { ilosc_sztuk: 1.5 })])).toContain('Ilośc opakowań musi być liczbą całkowitą');
    expect(await bad([rx(null)])).toContain('Nie wybrano wszystkich leków');
    expect(await bad(Array.from({ length: 6 }, () => rx(APAP)))).toContain(
      'Pakiet musi zawierać od 1 do 5 recept.',
    );
    const withdrawn = await call(e.createPakiet, s.doctor.token, {
      client_id: s.clientId,
      therapist_id: s.doctor.therapistId,
      visit_id: 0,
      recepty: [rx(APAP), rx(WITHDRAWN)],
    });
    expect(withdrawn.body.error?.errorCode).toBe('prescriptions.drugUnknown');
  });

  it('updates and deletes only while the package is new', async () => {
    const id = await newPackage();
    const updated = await call(e.updatePakiet, s.doctor.token, {
      id,
      recepty: [rx(APAP), rx(APAP, { ilosc_sztuk: 3 })],
    });
    expect(updated.status).toBe(200);
    expect((await getPackage(id)).recepty).toHaveLength(2);
    expect(
      (await call<string[]>(e.wyslijPakiet, s.doctor.token, { id, password: PASSWORD })).body.result,
    ).toEqual([]);
    const late = await call(e.updatePakiet, s.doctor.token, { id, recepty: [rx(APAP)] });
    expect([late.status, late.body.error?.errorCode]).toEqual([409, 'prescriptions.notNew']);
    const gone = await call(e.deletePakiet, s.doctor.token, { id });
    expect(gone.body.error?.errorCode).toBe('prescriptions.notNew');
    expect((await getPackage(id)).recepty).toHaveLength(2);
    const fresh = await newPackage();
    expect((await call(e.deletePakiet, s.doctor.token, { id: fresh })).status).toBe(200);
    expect((await call(e.getPakiet, s.doctor.token, { id: fresh })).status).toBe(404);
  });
});

describe('the fields beyond the drug: kind, entitlement, realizacja od, N and cito', () => {
  // The clock stands at 2026-12-01 (Warsaw).
  const setPhone = (phone: string | null) =>
    t.db.update(therapists).set({ phone }).where(eq(therapists.id, s.doctor.therapistId));
  const packageCount = async () => (await t.db.select({ n: count() }).from(prescriptionPackages))[0]!.n;
  /** The create call's refusal: status, code, and each validation message with its members. */
  const refusal = async (over: object) => {
    const before = await packageCount();
    const { status, body } = await call(e.createPakiet, s.doctor.token, {
      client_id: s.clientId,
      therapist_id: s.doctor.therapistId,
      visit_id: 0,
      recepty: [rx(APAP), rx(APAP, over)],
    });
    expect(await packageCount()).toBe(before);
    return [status, body.error?.errorCode, body.error?.validationErrors];
  };
  const pdfText = async (base64: string) => {
    const parser = new PDFParse({ data: Buffer.from(base64, 'base64') });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  };

  it('defaults to an ordinary prescription with nothing extra', async () => {
    const [item] = (await getPackage(await newPackage())).recepty;
    expect(item).toMatchObject({
      tryb_wystawienia: 'ZW',
      uprawnienie_dodatkowe: null,
      opis_dokumentu_uprawnienia: null,
      realizacja_od: null,
      nie_zamieniac: false,
      pilne: false,
    });
  });

  it.each<[string, object, unknown[]]>([
    [
      'an unknown kind',
      { tryb_wystawienia: 'XX' },
      [
        400,
        'validation.invalidInput',
        [
          {
            message: 'Wybierz tryb wystawienia: ZW, PA (pro auctore) lub PF (pro familiae).',
            members: ['recepty.1.tryb_wystawienia'],
          },
        ],
      ],
    ],
    [
      'an unknown entitlement code',
      { uprawnienie_dodatkowe: 'XY' },
      [
        400,
        'validation.invalidInput',
        [{ message: 'Nieznany kod uprawnienia dodatkowego.', members: ['recepty.1.uprawnienie_dodatkowe'] }],
      ],
    ],
    [
      'a document without a code',
      { opis_dokumentu_uprawnienia: 'Legitymacja 12/2026' },
      [
        400,
        'validation.invalidInput',
        [
          {
            message: 'Opis dokumentu uprawnienia wymaga wybrania kodu uprawnienia dodatkowego.',
            members: ['recepty.1.opis_dokumentu_uprawnienia'],
          },
        ],
      ],
    ],
    [
      'a document too long',
      { uprawnienie_dodatkowe: 'IB', opis_dokumentu_uprawnienia: 'x'.repeat(201) },
      [
        400,
        'validation.invalidInput',
        [
          {
            message: 'Opis dokumentu uprawnienia może mieć najwyżej 200 znaków.',
            members: ['recepty.1.opis_dokumentu_uprawnienia'],
          },
        ],
      ],
    ],
    [
      'a date that does not exist',
      { realizacja_od: '2026-02-30' },
      [
        400,
        'validation.invalidInput',
        [{ message: "Nieprawidłowa data 'Realizacja od'.", members: ['recepty.1.realizacja_od'] }],
      ],
    ],
    [
      'realizacja od yesterday',
      { realizacja_od: '2026-11-30' },
      [
        400,
        'prescriptions.invalidField',
        [
          {
            message: "Recepta 2: Data 'Realizacja od' nie może być wcześniejsza niż dzisiejsza.",
            members: ['recepty.1.realizacja_od'],
          },
        ],
      ],
    ],
    [
      'realizacja od 366 days ahead',
      { realizacja_od: '2027-12-02' },
      [
        400,
        'prescriptions.invalidField',
        [
          {
            message: "Recepta 2: Data 'Realizacja od' może przypadać najpóźniej 365 dni od dnia wystawienia.",
            members: ['recepty.1.realizacja_od'],
          },
        ],
      ],
    ],
    [
      'pro auctore while the therapist has no phone',
      { tryb_wystawienia: 'PA' },
      [
        400,
        'prescriptions.invalidField',
        [
          {
            message:
              'Recepta 2: Recepta pro auctore i pro familiae wymaga numeru telefonu wystawiającego: uzupełnij telefon w danych terapeuty.',
            members: ['recepty.1.tryb_wystawienia'],
          },
        ],
      ],
    ],
    [
      'pro familiae while the therapist has no phone',
      { tryb_wystawienia: 'PF' },
      [
        400,
        'prescriptions.invalidField',
        [
          {
            message:
              'Recepta 2: Recepta pro auctore i pro familiae wymaga numeru telefonu wystawiającego: uzupełnij telefon w danych terapeuty.',
            members: ['recepty.1.tryb_wystawienia'],
          },
        ],
      ],
    ],
  ])('refuses %s with its Polish message and creates nothing', async (_what, over, expected) => {
    expect(await refusal(over)).toEqual(expected);
  });

  it('takes realizacja od from today to 365 days ahead, and empty as none', async () => {
    const id = await newPackage([
      rx(APAP, { realizacja_od: '2026-12-01' }),
      rx(APAP, { realizacja_od: '2027-12-01' }),
      rx(APAP, { realizacja_od: '' }),
    ]);
    expect((await getPackage(id)).recepty.map((r) => r.realizacja_od)).toEqual([
      '2026-12-01',
      '2027-12-01',
      null,
    ]);
  });

  it('stores pro auctore with an entitlement, sends them to P1 and prints them', async () => {
    await setPhone('600 700 800');
    try {
      const id = await newPackage([
        rx(APAP, {
          tryb_wystawienia: 'PA',
          uprawnienie_dodatkowe: 'IB',
          opis_dokumentu_uprawnienia: ' Legitymacja 12/2026 ',
          realizacja_od: '2026-12-15',
          nie_zamieniac: true,
          pilne: true,
        }),
      ]);
      expect((await getPackage(id)).recepty[0]).toMatchObject({
        tryb_wystawienia: 'PA',
        uprawnienie_dodatkowe: 'IB',
        opis_dokumentu_uprawnienia: 'Legitymacja 12/2026',
        realizacja_od: '2026-12-15',
        nie_zamieniac: true,
        pilne: true,
      });
      const [created] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'prescription_package'), eq(auditLog.entityId, String(id))));
      expect(JSON.stringify(created!.after)).toContain('"kind":"PA"');

      // The simulator's PA rule sees the kind: without the phone P1 refuses it.
      await setPhone(null);
      expect(
        (await call<string[]>(e.sprawdzPakiet, s.doctor.token, { id, password: PASSWORD })).body.result,
      ).toEqual([
        'Recepta 1: recepta pro auctore i pro familiae wymaga numeru telefonu osoby wystawiającej. [SIM.WER.14]',
      ]);
      await setPhone('600 700 800');
      expect(
        (await call<string[]>(e.wyslijPakiet, s.doctor.token, { id, password: PASSWORD })).body.result,
      ).toEqual([]);
      const printed = await call<string>(e.drukujPakiet, s.doctor.token, { id, password: PASSWORD });
      const text = await pdfText(printed.body.result!);
      expect(text).toContain('Recepta: pro auctore, nie zamieniać, pilne (cito)');
      expect(text).toContain('Uprawnienie dodatkowe: IB, Legitymacja 12/2026');
      expect(text).toContain('Realizacja od: 2026-12-15');
      expect(text).toContain('Telefon: 600 700 800');
    } finally {
      await setPhone(null);
    }
  });

  it('changes the fields only while the package is new, and audits the change', async () => {
    const id = await newPackage();
    const edited = await call(e.updatePakiet, s.doctor.token, {
      id,
      recepty: [rx(APAP, { uprawnienie_dodatkowe: 'AZ', realizacja_od: '2026-12-24', nie_zamieniac: true })],
    });
    expect(edited.status, JSON.stringify(edited.body.error)).toBe(200);
    expect((await getPackage(id)).recepty[0]).toMatchObject({
      uprawnienie_dodatkowe: 'AZ',
      realizacja_od: '2026-12-24',
      nie_zamieniac: true,
    });
    const refused = await call(e.updatePakiet, s.doctor.token, {
      id,
      recepty: [rx(APAP, { realizacja_od: '2026-11-01' })],
    });
    expect(refused.body.error?.errorCode).toBe('prescriptions.invalidField');
    expect((await getPackage(id)).recepty[0]!.realizacja_od).toBe('2026-12-24');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'prescription_package'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audits[1]!.after)).toContain('"entitlementCode":"AZ"');

    expect(
      (await call<string[]>(e.wyslijPakiet, s.doctor.token, { id, password: PASSWORD })).body.result,
    ).toEqual([]);
    const late = await call(e.updatePakiet, s.doctor.token, {
      id,
      recepty: [rx(APAP, { uprawnienie_dodatkowe: 'IB', realizacja_od: '2026-11-01' })],
    });
    expect([late.status, late.body.error?.errorCode]).toEqual([409, 'prescriptions.notNew']);
    expect((await getPackage(id)).recepty[0]!.uprawnienie_dodatkowe).toBe('AZ');
  });
});

describe('P1', () => {
  it("checks a package and returns the simulator's rule errors; a correct one gives no messages", async () => {
    const wrong = await newPackage([rx(APAP), rx(MORFINA)]);
    const checked = await call<string[]>(e.sprawdzPakiet, s.doctor.token, { id: wrong, password: PASSWORD });
    expect(checked.status, JSON.stringify(checked.body.error)).toBe(200);
    expect(checked.body.result).toEqual([
      'Recepta 2: lek o kategorii dostępności Rpw wymaga recepty Rpw. [SIM.WER.7]',
    ]);
    const sent = await call<string[]>(e.wyslijPakiet, s.doctor.token, { id: wrong, password: PASSWORD });
    expect(sent.body.result).toHaveLength(1);
    expect((await getPackage(wrong)).status).toBe(0);
    const right = await newPackage();
    expect(
      (await call<string[]>(e.sprawdzPakiet, s.doctor.token, { id: right, password: PASSWORD })).body.result,
    ).toEqual([]);
  });

  it('sends a package: status 1 with the key and the 4-digit code, prints it, texts the code, cancels', async () => {
    const id = await newPackage([rx(APAP), rx(MORFINA, { rodzaj_recepty: 'Rpw' })]);
    const notYet = await call(e.drukujPakiet, s.doctor.token, { id, password: PASSWORD });
    expect(notYet.body.error?.errorCode).toBe('prescriptions.notSent');
    expect(
      (await call<string[]>(e.wyslijPakiet, s.doctor.token, { id, password: PASSWORD })).body.result,
    ).toEqual([]);
    const pkg = await getPackage(id);
    expect(pkg.status).toBe(1);
    expect(pkg.klucz_pakietu).toMatch(/^\d{44}$/);
    expect(pkg.kod_recepty).toMatch(/^\d{4}$/);
    expect(pkg.recepty.every((r) => r.klucz_recepty && r.numer_recepty)).toBe(true);

    const printed = await call<string>(e.drukujPakiet, s.doctor.token, { id, password: PASSWORD });
    expect(printed.status).toBe(200);
    expect(Buffer.from(printed.body.result!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call(e.wyslijKodSms, s.doctor.token, { id })).status).toBe(200);
    const [sms] = await t.db.select().from(smsMessages).where(eq(smsMessages.clientId, s.clientId));
    expect(sms!.text).toContain(pkg.kod_recepty!);

    const [first, second] = pkg.recepty;
    const cancel = (recepta_id: number) =>
      call(e.anulujRecepte, s.doctor.token, { recepta_id, pakiet_id: id, password: PASSWORD });
    expect((await cancel(first!.id)).status).toBe(200);
    expect((await getPackage(id)).status).toBe(1);
    expect((await cancel(first!.id)).body.error?.errorCode).toBe('prescriptions.alreadyCancelled');
    expect((await cancel(second!.id)).status).toBe(200);
    const after = await getPackage(id);
    expect([after.status, after.recepty.map((r) => r.status)]).toEqual([2, [1, 1]]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'prescription'), eq(auditLog.entityId, String(first!.id))));
    expect(audits).toHaveLength(1);
  });

  it('asks for the certificate password, remembers it, and forgets it when it is wrong', async () => {
    const id = await newPackage();
    const asked = await call(e.sprawdzPakiet, s.doctor.token, { id });
    expect([asked.body.error?.errorCode, asked.body.error?.message]).toEqual([
      CERTIFICATE_PASSWORD_REQUIRED_CODE,
      'Wprowadź hasło certyfikatu i spróbuj ponownie',
    ]);
    expect(
      (await call(e.sprawdzPakiet, s.doctor.token, { id, password: PASSWORD, keepPassword: true })).status,
    ).toBe(200);
    expect(await rememberedPassword()).not.toBeNull();
    expect(await rememberedPassword()).not.toContain(PASSWORD);
    expect((await call<string[]>(e.sprawdzPakiet, s.doctor.token, { id })).body.result).toEqual([]);

    const wrong = await call(e.sprawdzPakiet, s.doctor.token, { id, password: 'zle-haslo' });
    expect(wrong.body.error?.errorCode).toBe(CERTIFICATE_PASSWORD_WRONG_CODE);
    expect(wrong.body.error?.message).toContain('hasło certyfikatu');
    expect(JSON.stringify(wrong.body)).not.toContain('zle-haslo');
    expect(await rememberedPassword()).toBeNull();
    expect((await call(e.sprawdzPakiet, s.doctor.token, { id })).body.error?.errorCode).toBe(
      CERTIFICATE_PASSWORD_REQUIRED_CODE,
    );
  });
});

/** The module's dependencies for calling the service without HTTP, with the P1 port given. */
const serviceDeps = (p1: P1PrescriptionsPort) =>
  ({ db: t.db, clock: t.clock, keys: t.keys, files: createFileStore(t.filesDir), p1 }) as Omit<
    PrescriptionDeps,
    'sms'
  > as PrescriptionDeps;

const simulator = () =>
  createP1Simulator({ db: t.db, drugs: drugLookup(t.db), clock: t.clock, oidRoot: SIMULATOR_OID_ROOT });

/** The prescribing therapist as the service's caller. */
async function doctorCaller() {
  const [doctor] = await t.db
    .select({ userId: therapists.userId })
    .from(therapists)
    .where(eq(therapists.id, s.doctor.therapistId));
  return { tenantId: s.clinic.tenant.id, userId: doctor!.userId, permissions: new Set<never>() };
}

const signIn = { password: PASSWORD, keepPassword: false };
const attrOf = (element: Element | null, name: string) => element?.getAttribute(name) ?? null;

it("reports P1's transient failure clearly and leaves the package new (the service without HTTP)", async () => {
  const id = await newPackage();
  const p1 = simulator();
  const deps = serviceDeps(p1);
  const caller = await doctorCaller();
  p1.failNext('przekroczonyCzas');
  const failure = await sendPackage(deps, caller, { id, ...signIn }).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(AppError);
  expect((failure as AppError).code).toBe('prescriptions.p1Unavailable');
  expect((failure as AppError).message).toMatch(
    /^Przekroczono czas oczekiwania na odpowiedź P1\..* Spróbuj ponownie za chwilę\.$/,
  );
  expect((await getPackage(id)).status).toBe(0);
  expect(await sendPackage(deps, caller, { id, ...signIn })).toEqual([]);
  expect((await getPackage(id)).status).toBe(1);
});

it('cancels with a document that names the patient (the SOAP client and the fake ObslugaReceptyWS)', async () => {
  const oidRoot = '2.16.840.1.113883.3.4424.2.7.321';
  const fake = await startFakeP1({ oidRoot, now: () => t.clock.now() });
  try {
    const deps = serviceDeps(createP1SoapClient({ url: fake.url, oidRoot, clock: t.clock }));
    const caller = await doctorCaller();
    const id = await newPackage([rx(APAP), rx(APAP, { ilosc_sztuk: 2 })]);
    expect(await sendPackage(deps, caller, { id, ...signIn })).toEqual([]);
    const [cancelled] = (await getPackage(id)).recepty;
    await cancelPrescription(deps, caller, { pakiet_id: id, recepta_id: cancelled!.id, ...signIn });
    expect((await getPackage(id)).recepty.map((r) => r.status)).toEqual([1, 0]);

    const sent = fake.documents.map((d) => parseXml(d.xml)!.documentElement!);
    expect(sent).toHaveLength(3);
    const cancellation = sent[2]!;
    expect(attrOf(firstElement(firstElement(cancellation, 'parentDocument'), 'id'), 'extension')).toBe(
      cancelled!.numer_recepty,
    );
    const patientOf = (doc: Element) => {
      const role = firstElement(firstElement(doc, 'recordTarget'), 'patientRole');
      const person = firstElement(role, 'patient');
      return {
        id: [attrOf(firstElement(role, 'id'), 'root'), attrOf(firstElement(role, 'id'), 'extension')],
        name: [textOf(person, 'given'), textOf(person, 'family')],
        birth: attrOf(firstElement(person, 'birthTime'), 'value'),
        sex: attrOf(firstElement(person, 'administrativeGenderCode'), 'code'),
      };
    };
    expect(patientOf(cancellation)).toEqual({
      id: ['2.16.840.1.113883.3.4424.1.1.616', '44051401359'],
      name: ['Jan', 'Kowalski'],
      birth: '19440514',
      sex: 'M',
    });
    // The same patient as the prescription it cancels.
    expect(patientOf(cancellation)).toEqual(patientOf(sent[0]!));
  } finally {
    await fake.close();
  }
});

it("a send that failed for a transient reason waits in the P1 buffer; its p1.send job sends it as the dialog's send would", async () => {
  const p1 = simulator();
  const deps = serviceDeps(p1);
  const caller = await doctorCaller();
  const id = await newPackage([rx(APAP), rx(MORFINA, { rodzaj_recepty: 'Rpw', poziom_odplatnosci: 'R' })]);
  // 'Zapamiętaj hasło' at the check: the buffer signs with the remembered password.
  expect(await checkPackage(deps, caller, { id, password: PASSWORD, keepPassword: true })).toEqual([]);
  p1.failNext('bladWewnetrzny');
  const failure = await sendPackage(deps, caller, { id, keepPassword: false }).catch((e: unknown) => e);
  expect((failure as AppError).code).toBe('prescriptions.p1Unavailable');
  expect((await getPackage(id)).status).toBe(0);
  const [queued] = await t.db.select().from(p1BufferEntries).where(eq(p1BufferEntries.packageId, id));
  expect(queued).toMatchObject({
    tenantId: s.clinic.tenant.id,
    kind: 'prescription',
    status: 'waiting',
    attempts: 1,
    createdBy: caller.userId,
  });
  expect(queued!.lastError).toMatch(/^Wewnętrzny błąd systemu P1\./);

  // Its job, as the server's worker runs it, with the server's resend through this module.
  await runClinicP1Jobs(t.db, s.clinic.tenant.id, {
    db: t.db,
    clock: t.clock,
    p1,
    resendPackage: resendPackageWith(deps),
  });
  const [sent] = await t.db.select().from(p1BufferEntries).where(eq(p1BufferEntries.id, queued!.id));
  expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, errors: [] });
  const pkg = await getPackage(id);
  expect(pkg.status).toBe(1);
  expect(pkg.kod_recepty).toMatch(/^\d{4}$/);
  expect(pkg.klucz_pakietu).toBeTruthy();
  expect(pkg.recepty.every((r) => r.klucz_recepty && r.numer_recepty)).toBe(true);
  // P1 holds it under the key the package keeps.
  const held = await t.db
    .select()
    .from(p1SimPackages)
    .where(eq(p1SimPackages.packageKey, pkg.klucz_pakietu!));
  expect(held).toHaveLength(1);
  await t.db
    .update(therapistCertificates)
    .set({ passwordSealed: null })
    .where(eq(therapistCertificates.therapistId, s.doctor.therapistId));
});

it("'Zapamiętaj hasło' at a send that failed for a transient reason keeps a password that opens the certificate: the buffer's resend signs with it", async () => {
  const p1 = simulator();
  const deps = serviceDeps(p1);
  const caller = await doctorCaller();
  const id = await newPackage([rx(APAP)]);
  // The simulator's fault comes before it opens the certificate: a wrong password is not kept.
  p1.failNext('bladWewnetrzny');
  const wrong = await sendPackage(deps, caller, { id, password: 'nie-to-haslo', keepPassword: true }).catch(
    (e: unknown) => e,
  );
  expect((wrong as AppError).code).toBe('prescriptions.p1Unavailable');
  expect(await rememberedPassword()).toBeNull();

  p1.failNext('bladWewnetrzny');
  const failure = await sendPackage(deps, caller, { id, password: PASSWORD, keepPassword: true }).catch(
    (e: unknown) => e,
  );
  expect((failure as AppError).code).toBe('prescriptions.p1Unavailable');
  expect(await rememberedPassword()).not.toBeNull();
  await runClinicP1Jobs(t.db, s.clinic.tenant.id, {
    db: t.db,
    clock: t.clock,
    p1,
    resendPackage: resendPackageWith(deps),
  });
  expect((await getPackage(id)).status).toBe(1);
  await t.db
    .update(therapistCertificates)
    .set({ passwordSealed: null })
    .where(eq(therapistCertificates.therapistId, s.doctor.therapistId));
});

// Last in the file: it moves the clock a day on.
it("refuses at check and send a 'Realizacja od' that has passed since the save, as the save does, and sends nothing", async () => {
  const recepty = [rx(APAP), rx(APAP, { realizacja_od: '2026-12-01' })];
  const id = await newPackage(recepty);
  const calls: string[] = [];
  const sim = simulator();
  const watched: P1PrescriptionsPort = {
    verifyPackage: (c, p) => (calls.push('verifyPackage'), sim.verifyPackage(c, p)),
    savePackage: (c, p) => (calls.push('savePackage'), sim.savePackage(c, p)),
    readAccessData: (c, k) => (calls.push('readAccessData'), sim.readAccessData(c, k)),
    cancelPrescription: (c, x) => (calls.push('cancelPrescription'), sim.cancelPrescription(c, x)),
    printInformation: (c, x) => (calls.push('printInformation'), sim.printInformation(c, x)),
  };
  const deps = serviceDeps(watched);
  const caller = await doctorCaller();
  // Today (2026-12-01) it is still good.
  expect(await checkPackage(deps, caller, { id, ...signIn })).toEqual([]);
  expect(calls).toEqual(['verifyPackage']);

  t.clock.advance(24 * 60 * 60 * 1000);
  calls.length = 0;
  // A day on the session has lapsed: the doctor logs in again.
  const token = await s.clinic.login(s.doctor.userName);
  const onSave = await call(e.updatePakiet, token, { id, recepty });
  const refusal = (r: typeof onSave) => [
    r.status,
    r.body.error?.errorCode,
    r.body.error?.message,
    r.body.error?.validationErrors,
  ];
  expect(refusal(onSave)).toEqual([
    400,
    'prescriptions.invalidField',
    expect.stringContaining("Recepta 2: Data 'Realizacja od' nie może być wcześniejsza niż dzisiejsza."),
    [
      {
        message: "Recepta 2: Data 'Realizacja od' nie może być wcześniejsza niż dzisiejsza.",
        members: ['recepty.1.realizacja_od'],
      },
    ],
  ]);
  const savedInP1 = async () => (await t.db.select({ n: count() }).from(p1SimPackages))[0]!.n;
  const before = await savedInP1();
  for (const endpoint of [e.sprawdzPakiet, e.wyslijPakiet])
    expect(refusal(await call(endpoint, token, { id, password: PASSWORD }))).toEqual(refusal(onSave));
  for (const run of [checkPackage, sendPackage])
    await expect(run(deps, caller, { id, ...signIn })).rejects.toMatchObject({
      code: 'prescriptions.invalidField',
      message: onSave.body.error?.message,
    });
  expect(calls).toEqual([]);
  expect(await savedInP1()).toBe(before);
  expect(await getPackage(id, token)).toMatchObject({ status: 0, klucz_pakietu: null, kod_recepty: null });

  // Moved to today, it goes.
  const moved = [rx(APAP), rx(APAP, { realizacja_od: '2026-12-02' })];
  expect((await call(e.updatePakiet, token, { id, recepty: moved })).status).toBe(200);
  expect(await sendPackage(deps, caller, { id, ...signIn })).toEqual([]);
  expect(calls).toEqual(['savePackage']);
  expect((await getPackage(id, token)).status).toBe(1);
});
