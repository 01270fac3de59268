import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePkcs12 } from '../../../test/certificates/make-pkcs12.ts';
import { openTemplateDatabase } from '../../../test/template-database.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import {
  P1_FAULT_MAJORS,
  P1Error,
  type P1Call,
  type P1PackageRequest,
  type P1Prescription,
  type P1RuleResult,
} from './port.ts';
import { createP1Simulator, type P1Simulator, type P1SimulatorOptions } from './simulator.ts';
import { APAP, call, CONTEXT, drugLookup, MORFINA, PACKAGE, TEST_PASSWORD } from './test-p1.ts';

const url = process.env.TEST_DATABASE_URL;
let database: Database;
const now = new Date('2026-05-04T10:00:00Z');
const OID_ROOT = '2.16.840.1.113883.3.4424.2.7.999';

const simulator = (overrides: Partial<P1SimulatorOptions> = {}): P1Simulator =>
  createP1Simulator({
    db: database.db,
    drugs: drugLookup(),
    clock: { now: () => now },
    oidRoot: OID_ROOT,
    ...overrides,
  });

beforeAll(async () => {
  database = url ? await openDatabase({ kind: 'postgres', url }) : await openTemplateDatabase();
});
afterAll(() => database.close());

async function failure(promise: Promise<unknown>): Promise<P1Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(P1Error);
  return error as P1Error;
}

const withRx = (change: Partial<P1Prescription>, base: P1Prescription = APAP): P1PackageRequest => ({
  ...PACKAGE,
  prescriptions: [{ ...base, ...change }],
});

const codes = (rules: readonly P1RuleResult[]) => rules.map((r) => `${r.code}:${r.outcome}`);

describe('the P1 simulator: saving, reading, printing and cancelling', { timeout: 30_000 }, () => {
  it('saves a package: a 44-digit key, 4 digits + PESEL, per-prescription keys and numbers', async () => {
    const p1 = simulator();
    const saved = await p1.savePackage(call(), PACKAGE);
    if (!saved.ok) throw new Error(JSON.stringify(saved.rules));
    expect(saved.rules).toEqual([]);
    expect(saved.packageKey).toMatch(/^[1-9]\d{43}$/);
    expect(saved.packageCode).toMatch(/^\d{4}44051401359$/);
    expect(saved.accessCode).toBe(saved.packageCode.slice(0, 4));
    expect(saved.prescriptions).toHaveLength(2);
    for (const [i, rx] of saved.prescriptions.entries()) {
      expect(rx.position).toBe(i + 1);
      expect(rx.key).toMatch(/^\d{44}$/);
      expect(rx.number).toEqual({
        root: `${OID_ROOT}.2.1`,
        extension: expect.stringMatching(/^[0-9A-F]{22}$/),
      });
    }
    expect(await p1.status(saved.prescriptions[0]!.key)).toBe('WYSTAWIONA');

    // A new simulator over the same database (a restart) still knows the package.
    const again = simulator();
    const access = await again.readAccessData(call(), saved.prescriptions[1]!.key);
    expect(access).toEqual({
      packageKey: saved.packageKey,
      packageCode: saved.packageCode,
      accessCode: saved.accessCode,
      prescriptions: saved.prescriptions.map(({ key, number }) => ({ key, number })),
    });
  });

  it('cancels one prescription once; a cancelled or realised one cannot be cancelled', async () => {
    const p1 = simulator();
    const saved = await p1.savePackage(call(), PACKAGE);
    if (!saved.ok) throw new Error('not saved');
    const [first, second] = saved.prescriptions;
    expect(
      await p1.cancelPrescription(call(), { prescriptionKey: first!.key, number: first!.number }),
    ).toEqual({
      ok: true,
      rules: [],
    });
    expect(await p1.status(first!.key)).toBe('ANULOWANA');
    expect(await p1.status(second!.key)).toBe('WYSTAWIONA');

    const twice = await p1.cancelPrescription(call(), { prescriptionKey: first!.key, number: first!.number });
    expect(twice.ok).toBe(false);
    expect(twice.rules[0]).toMatchObject({ code: 'SIM.WER.21', outcome: 'blad' });
    expect(twice.rules[0]!.text).toContain('ANULOWANA');

    await p1.realise(second!.key);
    const realised = await p1.cancelPrescription(call(), {
      prescriptionKey: second!.key,
      number: second!.number,
    });
    expect(realised.rules[0]!.text).toContain('ZREALIZOWANA');
    expect(await p1.status(second!.key)).toBe('ZREALIZOWANA');
  });

  it('refuses a cancellation whose number does not match the key', async () => {
    const p1 = simulator();
    const saved = await p1.savePackage(call(), PACKAGE);
    if (!saved.ok) throw new Error('not saved');
    const [first, second] = saved.prescriptions;
    const result = await p1.cancelPrescription(call(), {
      prescriptionKey: first!.key,
      number: second!.number,
    });
    expect(codes(result.rules)).toEqual(['SIM.WER.20:blad']);
    expect(await p1.status(first!.key)).toBe('WYSTAWIONA');
  });

  it("does not show another organisation's prescription", async () => {
    const p1 = simulator();
    const saved = await p1.savePackage(call(), PACKAGE);
    if (!saved.ok) throw new Error('not saved');
    const other = call({ context: { ...CONTEXT, bookNumber: '000000111111' } });
    expect((await failure(p1.readAccessData(other, saved.prescriptions[0]!.key))).reason).toBe('notFound');
    expect((await failure(p1.readAccessData(call(), '1'.repeat(44)))).reason).toBe('notFound');
  });

  it('prints the information printout: a PDF with the key as a barcode and the code', async () => {
    const p1 = simulator();
    const saved = await p1.savePackage(call(), PACKAGE);
    if (!saved.ok) throw new Error('not saved');
    const printout = await p1.printInformation(call(), {
      prescriptionKey: saved.prescriptions[0]!.key,
      patient: PACKAGE.patient,
      prescriptions: PACKAGE.prescriptions,
      issuedOn: '2026-05-04',
    });
    expect(printout.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(printout.base64).toBe(printout.pdf.toString('base64'));
    expect(printout.access.packageKey).toBe(saved.packageKey);
    expect(printout.pdf.includes('/Subtype /Image')).toBe(true);
  });

  it('verifies without saving anything', async () => {
    const p1 = simulator();
    expect(await p1.verifyPackage(call(), PACKAGE)).toEqual({ ok: true, rules: [] });
  });
});

describe('the P1 simulator: rules (§3.8)', { timeout: 30_000 }, () => {
  const patient = PACKAGE.patient;
  it.each<{ name: string; pkg: P1PackageRequest; expected: string[] }>([
    { name: 'no prescription', pkg: { ...PACKAGE, prescriptions: [] }, expected: ['SIM.WER.1:blad'] },
    {
      name: 'six prescriptions',
      pkg: { ...PACKAGE, prescriptions: Array.from({ length: 6 }, () => APAP) },
      expected: ['SIM.WER.1:blad'],
    },
    {
      name: 'five prescriptions',
      pkg: { ...PACKAGE, prescriptions: Array.from({ length: 5 }, () => APAP) },
      expected: [],
    },
    {
      name: 'a PESEL with a wrong checksum',
      pkg: { ...PACKAGE, patient: { ...patient, pesel: '44051401358' } },
      expected: ['SIM.WER.2:blad'],
    },
    {
      name: 'a PESEL with no real date',
      pkg: { ...PACKAGE, patient: { ...patient, pesel: '44023101354' } },
      expected: ['SIM.WER.2:blad'],
    },
    {
      name: 'a birth date other than the PESEL',
      pkg: { ...PACKAGE, patient: { ...patient, birthDate: '1944-05-15' } },
      expected: ['SIM.WER.3:blad'],
    },
    {
      name: 'a sex other than the PESEL',
      pkg: { ...PACKAGE, patient: { ...patient, sex: 'K' } },
      expected: ['SIM.WER.3:blad'],
    },
    {
      name: 'another id with a country code',
      pkg: {
        ...PACKAGE,
        patient: { ...patient, pesel: undefined, otherId: { countryCode: '840', number: 'X1234567' } },
      },
      expected: [],
    },
    {
      name: 'another id without a 3-digit country code',
      pkg: {
        ...PACKAGE,
        patient: { ...patient, pesel: undefined, otherId: { countryCode: 'US', number: 'X1234567' } },
      },
      expected: ['SIM.WER.2:blad'],
    },
    {
      name: 'no surname',
      pkg: { ...PACKAGE, patient: { ...patient, surname: ' ' } },
      expected: ['SIM.WER.3:blad'],
    },
    { name: 'an unknown product', pkg: withRx({ productId: '999999999' }), expected: ['SIM.WER.5:blad'] },
    {
      name: "a GTIN of another product's pack",
      pkg: withRx({ gtin: MORFINA.gtin }),
      expected: ['SIM.WER.5:blad'],
    },
    {
      name: 'a withdrawn pack',
      pkg: withRx({ productId: '100000111', gtin: '05909990000111' }),
      expected: ['SIM.WER.6:blad'],
    },
    {
      name: 'Rpw for a drug not in category Rpw',
      pkg: withRx({ type: 'Rpw' }),
      expected: ['SIM.WER.7:blad'],
    },
    {
      name: 'Rp for a drug in category Rpw',
      pkg: withRx({ type: 'Rp' }, MORFINA),
      expected: ['SIM.WER.7:blad'],
    },
    {
      name: 'an unknown payment level',
      pkg: withRx({ paymentLevel: '20%' as never }),
      expected: ['SIM.WER.8:blad'],
    },
    ...(['100%', '50%', '30%', 'R', 'B'] as const).map((level) => ({
      name: `payment level ${level}`,
      pkg: withRx({ paymentLevel: level }),
      expected: [],
    })),
    {
      name: 'an entitlement description without its code',
      pkg: withRx({ entitlement: { description: 'Legitymacja 123' } }),
      expected: ['SIM.WER.9:blad'],
    },
    {
      name: 'an unknown entitlement code',
      pkg: withRx({ entitlement: { code: 'XX' } }),
      expected: ['SIM.WER.9:blad'],
    },
    {
      name: 'an entitlement code with its document',
      pkg: withRx({ entitlement: { code: 'IB', description: 'Legitymacja 123' } }),
      expected: [],
    },
    { name: 'no packs', pkg: withRx({ packs: 0 }), expected: ['SIM.WER.10:blad'] },
    { name: 'a fraction of a pack', pkg: withRx({ packs: 1.5 }), expected: ['SIM.WER.10:blad'] },
    { name: 'no dosage', pkg: withRx({ dosage: '  ' }), expected: ['SIM.WER.11:blad'] },
    { name: "'realizacja od' 365 days ahead", pkg: withRx({ realizeFrom: '2027-05-04' }), expected: [] },
    {
      name: "'realizacja od' 366 days ahead",
      pkg: withRx({ realizeFrom: '2027-05-05' }),
      expected: ['SIM.WER.12:blad'],
    },
    {
      name: "'realizacja od' not a date",
      pkg: withRx({ realizeFrom: '2026-13-45' }),
      expected: ['SIM.WER.12:blad'],
    },
    {
      name: "'realizacja od' in the past (a warning)",
      pkg: withRx({ realizeFrom: '2026-05-01' }),
      expected: ['SIM.WER.13:ostrzezenie'],
    },
  ])('$name', async ({ pkg, expected }) => {
    const result = await simulator().verifyPackage(call(), pkg);
    expect(codes(result.rules)).toEqual(expected);
    expect(result.ok).toBe(!expected.some((c) => c.endsWith(':blad')));
    for (const r of result.rules)
      expect(r.text).toMatch(new RegExp(`^[A-ZŁŚŻ].+ \\[${r.code.replace(/\./g, '\\.')}\\]$`));
  });

  it('places a prescription rule on its prescription', async () => {
    const pkg = { ...PACKAGE, prescriptions: [APAP, { ...APAP, dosage: '' }] };
    const [result] = (await simulator().verifyPackage(call(), pkg)).rules;
    expect(result).toMatchObject({ prescription: 2, place: expect.stringContaining('recepta[2]') });
    expect(result!.text).toBe('Recepta 2: brak dawkowania leku. [SIM.WER.11]');
  });

  it.each<{
    name: string;
    prescriber: Partial<P1Call['context']['prescriber']>;
    kind: 'PA' | 'PF' | 'ZW';
    expected: string[];
  }>([
    {
      name: 'pro auctore without the phone',
      prescriber: { phone: undefined },
      kind: 'PA',
      expected: ['SIM.WER.14:blad'],
    },
    {
      name: 'pro familiae without the phone',
      prescriber: { phone: '' },
      kind: 'PF',
      expected: ['SIM.WER.14:blad'],
    },
    { name: 'pro familiae with the phone', prescriber: {}, kind: 'PF', expected: [] },
    { name: 'an ordinary one without the phone', prescriber: { phone: undefined }, kind: 'ZW', expected: [] },
    { name: 'a PWZ of 6 digits', prescriber: { pwz: '542574' }, kind: 'ZW', expected: ['SIM.WER.4:blad'] },
    {
      name: 'a PWZ starting with 0',
      prescriber: { pwz: '0425740' },
      kind: 'ZW',
      expected: ['SIM.WER.4:blad'],
    },
    {
      name: 'a PWZ with a wrong check digit',
      prescriber: { pwz: '7391208' },
      kind: 'ZW',
      expected: ['SIM.WER.4:blad'],
    },
    {
      name: "a nurse's number (no check digit)",
      prescriber: { pwz: '1234567P', role: 'PIELEGNIARKA_POLOZNA' },
      kind: 'ZW',
      expected: [],
    },
  ])('$name', async ({ prescriber, kind, expected }) => {
    const context = { ...CONTEXT, prescriber: { ...CONTEXT.prescriber, ...prescriber } };
    const result = await simulator().verifyPackage(call({ context }), withRx({ kind }));
    expect(codes(result.rules)).toEqual(expected);
  });

  it('turns a wrong PWZ check digit into a warning when the check is off, and saves', async () => {
    const context = { ...CONTEXT, prescriber: { ...CONTEXT.prescriber, pwz: '7391208' } };
    const saved = await simulator({ checkPwzDigit: false }).savePackage(call({ context }), PACKAGE);
    expect(saved.ok).toBe(true);
    expect(codes(saved.rules)).toEqual(['SIM.WER.4:ostrzezenie']);
  });

  it('saves nothing when a rule fails: no key, no code', async () => {
    const p1 = simulator();
    const saved = await p1.savePackage(call(), withRx({ dosage: '' }));
    expect(saved).toEqual({ ok: false, rules: [expect.objectContaining({ code: 'SIM.WER.11' })] });
    expect('packageKey' in saved).toBe(false);
  });

  it('saves alongside a warning', async () => {
    const saved = await simulator().savePackage(call(), withRx({ realizeFrom: '2026-05-01' }));
    expect(saved.ok).toBe(true);
    expect(codes(saved.rules)).toEqual(['SIM.WER.13:ostrzezenie']);
  });
});

describe('the P1 simulator: the certificate, the context and faults', { timeout: 30_000 }, () => {
  it.each([
    { name: 'no certificate', certificate: null, reason: 'certificateMissing' },
    { name: 'a wrong password', certificate: 'wrongPassword', reason: 'certificatePassword' },
    { name: 'an expired certificate', certificate: 'expired', reason: 'certificateExpired' },
    { name: 'not a certificate', certificate: 'garbage', reason: 'certificateUnreadable' },
  ] as const)('$name', async ({ certificate, reason }) => {
    const p1 = simulator();
    const given =
      certificate === null
        ? null
        : certificate === 'wrongPassword'
          ? { pkcs12: call().certificate!.pkcs12, password: 'zle' }
          : certificate === 'expired'
            ? {
                pkcs12: makePkcs12({ password: TEST_PASSWORD, notAfter: new Date('2026-05-01T00:00:00Z') }),
                password: TEST_PASSWORD,
              }
            : { pkcs12: Buffer.from('nie certyfikat'), password: TEST_PASSWORD };
    const error = await failure(p1.savePackage(call({ certificate: given }), PACKAGE));
    expect(error.reason).toBe(reason);
    if (reason === 'certificatePassword') expect(error.message).toContain('hasło certyfikatu');
    else expect(error.message).not.toContain('hasło certyfikatu');
  });

  it.each([
    { name: 'no book number', context: { ...CONTEXT, bookNumber: '' } },
    { name: 'a book number of 11 digits', context: { ...CONTEXT, bookNumber: '00000092657' } },
    { name: 'no place of work', context: { ...CONTEXT, placeOfWork: { level: 'cell', id: ' ' } } },
    { name: 'no PWZ', context: { ...CONTEXT, prescriber: { ...CONTEXT.prescriber, pwz: '' } } },
    { name: 'no role', context: { ...CONTEXT, prescriber: { ...CONTEXT.prescriber, role: '' } } },
  ] as const)('refuses an incomplete context with bladKontekstu: $name', async ({ context }) => {
    const error = await failure(simulator().verifyPackage(call({ context }), PACKAGE));
    expect(error.reason).toBe('fault');
    expect(error.fault).toMatchObject({ major: 'bladAutoryzacji', minor: 'bladKontekstu' });
  });

  it.each(P1_FAULT_MAJORS)('injects the fault %s once', async (major) => {
    const p1 = simulator();
    p1.failNext(major);
    const error = await failure(p1.verifyPackage(call(), PACKAGE));
    expect(error.fault?.major).toBe(major);
    if (major === 'bladWewnetrzny') {
      expect(error.fault?.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(error.message).toContain(error.fault!.eventId!);
    } else expect(error.fault?.eventId).toBeNull();
    expect(error.transient).toBe(major === 'bladWewnetrzny' || major === 'przekroczonyCzas');
    expect((await p1.verifyPackage(call(), PACKAGE)).ok).toBe(true);
  });

  it('fails every call with the configured fault', async () => {
    const p1 = simulator({ fault: 'przekroczonyCzas' });
    for (let i = 0; i < 2; i++)
      expect((await failure(p1.verifyPackage(call(), PACKAGE))).fault?.major).toBe('przekroczonyCzas');
  });
});
