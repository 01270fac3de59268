import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type {
  ClientVoucher,
  PayableVoucher,
  VisitDetails,
  VisitPayment,
  VoucherKind,
} from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { auditTrail } from '../../../test/audit.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { tenantFeatures } from '../tenants/tenants.tables.ts';
import { createVisitsClinic, RECEPTION, useVisitsClinic, V } from '../visits/visits.test-kit.ts';
import { vouchers } from './vouchers.tables.ts';

const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;
const B = '/api/services/app/Vouchery';

const ALL: PermissionName[] = [
  ...RECEPTION,
  'Wizytownik_Wizyty_Platnosci_Usuwanie',
  'Wizytownik_Vouchery',
  'Wizytownik_Vouchery_Edycja',
  'Wizytownik_VoucheryUsuwanieSprzedanego',
];
let call: Call;
beforeAll(async () => {
  await s.t.db
    .update(tenantFeatures)
    .set({ isEnabled: true })
    .where(and(eq(tenantFeatures.tenantId, s.c.clinic.tenant.id), eq(tenantFeatures.name, 'Vouchery')));
  call = await s.c.as(ALL);
});

async function ok<T>(
  reply: Promise<{ status: number; body: { result?: unknown; error?: unknown } }>,
): Promise<T> {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body.error)).toBe(200);
  return body.result as T;
}
const addKind = (body: object, as: Call = call) => as({ url: `${B}/DodajRodzajVouchera`, body });
async function kind(typ: number, ilosc: number, nazwa = `Karnet ${typ}`): Promise<VoucherKind> {
  return ok(addKind({ nazwa, typ, ilosc, cena: 300_00, waznosc_dni: 90 }));
}
const sell = (body: object, as: Call = call) => as({ url: `${B}/SprzedajVoucher`, body });
async function sold(typ: number, ilosc: number, over: object = {}): Promise<ClientVoucher> {
  const k = await kind(typ, ilosc);
  return ok(
    sell({
      rodzajId: k.id,
      numer: `V-${randomUUID().slice(0, 8)}`,
      kwota: 250_00,
      data_sprzedazy: '2026-03-01',
      kiedy_wygasa: null,
      klienci: [s.c.clientId],
      ...over,
    }),
  );
}
const update = (body: object, as: Call = call) =>
  as({ method: 'PUT', url: `${B}/EdytujVoucherKlienta`, body });
const remove = (id: number, as: Call = call) =>
  as({ method: 'DELETE', url: `${B}/UsunVoucherKlienta`, query: { Id: String(id) } });
const list = (query: Record<string, string>) =>
  ok<{ items: ClientVoucher[]; totalCount: number }>(
    call({ method: 'GET', url: `${B}/GetVoucheryKlientaLista`, query }),
  );
const tab = (clientid: number, showZuzyte = false) =>
  ok<ClientVoucher[]>(
    call({
      method: 'GET',
      url: `${B}/GetVoucheryKlienta`,
      query: { clientid: String(clientid), showZuzyte: String(showZuzyte) },
    }),
  );
const payable = (clientid: number, as: Call = call) =>
  ok<PayableVoucher[]>(
    as({ method: 'GET', url: `${B}/GetClientVouchers`, query: { clientid: String(clientid) } }),
  );
const pay = (visitId: number, voucherId: number, paymentAmount = 0, as: Call = call) =>
  as({
    url: `${V}/AddPayment`,
    body: { visitId, voucherId, paymentType: 4, paymentAmount, idempotencyKey: randomUUID() },
  });
const deletePayment = (id: number) =>
  call({ method: 'DELETE', url: `${V}/DeletePayment`, query: { Id: String(id) } });
const details = async (id: number) =>
  (await call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } })).body
    .result as VisitDetails;
const used = async (id: number) => (await s.t.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!.used;

/** A 60-minute visit (09:00–10:00) of a new therapist, of `clientId`. */
async function visit(clientId = s.c.clientId) {
  const therapist = await s.c.addTherapist();
  return s.c.book({ therapistId: therapist.id, clientId });
}

describe('behind the feature and the permissions', () => {
  it('answers featureDisabled for a clinic without Vouchery', async () => {
    const other = await createVisitsClinic(s.t);
    const as = await other.as(ALL);
    const reply = await as({ method: 'GET', url: `${B}/GetRodzajeVoucherow` });
    expect(reply.status).toBe(403);
    expect(reply.body.error?.errorCode).toBe('auth.featureDisabled');
  });

  it('kinds and edits need Wizytownik_Vouchery_Edycja, deleting a sold one VoucheryUsuwanieSprzedanego', async () => {
    const viewer = await s.c.as(['Wizytownik_Vouchery']);
    expect((await viewer({ method: 'GET', url: `${B}/GetRodzajeVoucherow` })).status).toBe(200);
    expect((await addKind({ nazwa: 'X', typ: 0, ilosc: 1, cena: 0 }, viewer)).status).toBe(403);
    const v = await sold(0, 5);
    expect((await update({ id: v.id, data_wygasniecia: null, klienci: [s.c.clientId] }, viewer)).status).toBe(
      403,
    );
    const editor = await s.c.as(['Wizytownik_Vouchery', 'Wizytownik_Vouchery_Edycja']);
    expect((await remove(v.id, editor)).status).toBe(403);
    // The visit's voucher block: reception (Wizytownik_Wizyty_Edycja) reads it without the vouchers screen.
    expect((await payable(s.c.clientId, await s.c.as(RECEPTION))).map((x) => x.id)).toContain(v.id);
    const reader = await s.c.as(['Wizytownik_Wizyty']);
    const url = `${B}/GetClientVouchers`;
    expect((await reader({ method: 'GET', url, query: { clientid: String(s.c.clientId) } })).status).toBe(
      403,
    );
  });
});

describe('voucher kinds', () => {
  it('adds, lists by name, changes and deletes a kind; audited', async () => {
    const k = await kind(1, 600, 'Aaa minuty');
    expect(k).toEqual({ id: k.id, nazwa: 'Aaa minuty', typ: 1, ilosc: 600, cena: 300_00, waznosc_dni: 90 });
    const changed = await ok<VoucherKind>(
      call({
        method: 'PUT',
        url: `${B}/EdytujRodzajVouchera`,
        body: { ...k, nazwa: 'Aaa minuty 2', waznosc_dni: null },
      }),
    );
    expect(changed).toMatchObject({ nazwa: 'Aaa minuty 2', waznosc_dni: null });
    const kinds = await ok<VoucherKind[]>(call({ method: 'GET', url: `${B}/GetRodzajeVoucherow` }));
    expect(kinds.find((x) => x.id === k.id)).toEqual(changed);
    await ok(call({ method: 'DELETE', url: `${B}/UsunRodzajVouchera`, query: { Id: String(k.id) } }));
    const after = await ok<VoucherKind[]>(call({ method: 'GET', url: `${B}/GetRodzajeVoucherow` }));
    expect(after.some((x) => x.id === k.id)).toBe(false);
    const trail = await auditTrail(s.t.db, 'voucher_kind', k.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a type outside 0–2 and a quantity of 0', async () => {
    expect((await addKind({ nazwa: 'X', typ: 3, ilosc: 1, cena: 0 })).status).toBe(400);
    const zero = await addKind({ nazwa: 'X', typ: 0, ilosc: 0, cena: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error?.validationErrors).toContainEqual({
      message: 'Podaj liczbę większą od 0.',
      members: ['ilosc'],
    });
  });
});

describe('SprzedajVoucher and the lists', () => {
  it('sells a voucher of a kind to two patients; empty expiry is indefinite; audited', async () => {
    const second = await s.c.addPatient('Drugi');
    const v = await sold(0, 10, { klienci: [s.c.clientId, second] });
    expect(v).toMatchObject({
      nazwa: 'Karnet 0',
      typ: 0,
      kwota: 250_00,
      data_sprzedazy: '2026-03-01',
      kiedy_wygasa: null,
      wykorzystana_ilosc: 0,
      dostepna_ilosc: 10,
      wykorzystane_minuty: null,
      dostepna_kwota: null,
      zuzyty: false,
    });
    expect(v.sprzedawca).toEqual(expect.any(String));
    expect(v.clients.map((c) => c.id).sort()).toEqual([s.c.clientId, second].sort());
    expect((await tab(second)).map((x) => x.id)).toContain(v.id);
    const [entry] = await auditTrail(s.t.db, 'voucher', v.id);
    expect(entry).toMatchObject({ action: 'create', after: expect.objectContaining({ numer: v.numer }) });
  });

  it("refuses no patients ('Nie wybrano klientów.'), another clinic's patient, a taken number, expiry before the sale", async () => {
    const k = await kind(0, 1);
    const base = {
      rodzajId: k.id,
      numer: `N-${randomUUID().slice(0, 6)}`,
      kwota: 0,
      data_sprzedazy: '2026-03-01',
    };
    const none = await sell({ ...base, klienci: [] });
    expect(none.status).toBe(400);
    expect(none.body.error?.validationErrors).toContainEqual({
      message: 'Nie wybrano klientów.',
      members: ['klienci'],
    });
    const other = await createVisitsClinic(s.t);
    expect((await sell({ ...base, klienci: [other.clientId] })).body.error?.errorCode).toBe(
      'voucher.clientNotFound',
    );
    expect(
      (await sell({ ...base, kiedy_wygasa: '2026-02-28', klienci: [s.c.clientId] })).body.error?.errorCode,
    ).toBe('voucher.expiryBeforeSale');
    await ok(sell({ ...base, klienci: [s.c.clientId] }));
    const again = await sell({ ...base, klienci: [s.c.clientId] });
    expect(again.status).toBe(409);
    expect(again.body.error?.errorCode).toBe('voucher.numberTaken');
    expect((await sell({ ...base, rodzajId: 999_999, klienci: [s.c.clientId] })).status).toBe(404);
  });

  it('GetVoucheryKlientaLista filters by text, type, sale dates, patient and used, and pages', async () => {
    const surname = `Filtr${randomUUID().slice(0, 6)}`;
    const patient = await s.c.addPatient(surname);
    const a = await sold(0, 1, { klienci: [patient], data_sprzedazy: '2026-01-10' });
    const b = await sold(2, 100_00, { klienci: [patient], data_sprzedazy: '2026-02-10' });
    const c = await sold(1, 60, { klienci: [patient], data_sprzedazy: '2026-03-05' });
    await s.t.db.update(vouchers).set({ used: 1 }).where(eq(vouchers.id, a.id));
    const ids = async (q: Record<string, string>) =>
      (await list({ Filter: surname, ...q })).items.map((x) => x.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ Typ: '2' })).toEqual([b.id]);
    expect(await ids({ DataOd: '2026-02-01', DataDo: '2026-02-28' })).toEqual([b.id]);
    expect(await ids({ ShowZuzyte: 'false' })).toEqual([c.id, b.id]);
    expect((await list({ Filter: a.numer })).items.map((x) => x.id)).toEqual([a.id]);
    expect((await list({ ClientId: String(patient) })).totalCount).toBe(3);
    const page = await list({ Filter: surname, MaxResultCount: '10', SkipCount: '2' });
    expect(page).toMatchObject({
      totalCount: 3,
      items: [expect.objectContaining({ id: a.id, zuzyty: true })],
    });
    expect(
      (await call({ method: 'GET', url: `${B}/GetVoucheryKlientaLista`, query: { MaxResultCount: '7' } }))
        .status,
    ).toBe(400);
  });

  it("the patient's tab hides used vouchers unless asked; GetClientVouchers gives the payable ones", async () => {
    const patient = await s.c.addPatient('Zakladka');
    const usedUp = await sold(0, 1, { klienci: [patient] });
    const expired = await sold(1, 60, {
      klienci: [patient],
      data_sprzedazy: '2026-01-01',
      kiedy_wygasa: '2026-03-09',
    });
    const live = await sold(2, 50_00, { klienci: [patient], kiedy_wygasa: '2026-03-10' });
    await s.t.db.update(vouchers).set({ used: 1 }).where(eq(vouchers.id, usedUp.id));
    expect((await tab(patient)).map((x) => x.id).sort()).toEqual([expired.id, live.id].sort());
    expect((await tab(patient, true)).map((x) => x.id).sort()).toEqual(
      [usedUp.id, expired.id, live.id].sort(),
    );
    expect(await payable(patient)).toEqual([
      {
        id: live.id,
        nazwa: 'Karnet 2',
        typ: 2,
        nazwa_numer: `Karnet 2 ${live.numer}`,
        kiedy_wygasa: '2026-03-10',
        ilosc_wizyt: 0,
        czas_minuty: 0,
        kwota_do_wykorzystania: 50_00,
        wykorzystana_ilosc: 0,
        wykorzystane_minuty: 0,
        wykorzystana_kwota: 0,
      },
    ]);
  });
});

describe('editing and deleting a sold voucher', () => {
  it("keeps at least one patient ('Nie wybrano klientów.') and an expiry not earlier; audited before and after", async () => {
    const v = await sold(0, 3, { kiedy_wygasa: '2026-06-30' });
    const none = await update({ id: v.id, data_wygasniecia: '2026-07-01', klienci: [] });
    expect(none.body.error?.validationErrors).toContainEqual({
      message: 'Nie wybrano klientów.',
      members: ['klienci'],
    });
    const earlier = await update({ id: v.id, data_wygasniecia: '2026-06-29', klienci: [s.c.clientId] });
    expect(earlier.status).toBe(400);
    expect(earlier.body.error?.message).toBe('Nowa data ważności nie może być wcześniejsza niż obecna.');
    const other = await s.c.addPatient('Nowy');
    const after = await ok<ClientVoucher>(
      update({ id: v.id, data_wygasniecia: '2026-07-31', klienci: [other] }),
    );
    expect(after).toMatchObject({
      kiedy_wygasa: '2026-07-31',
      clients: [expect.objectContaining({ id: other })],
    });
    const [entry] = await auditTrail(s.t.db, 'voucher', v.id, 'update');
    expect(entry).toMatchObject({
      before: expect.objectContaining({ kiedy_wygasa: '2026-06-30', clients: [s.c.clientId] }),
      after: expect.objectContaining({ kiedy_wygasa: '2026-07-31', clients: [other] }),
    });
    expect(
      (await ok<ClientVoucher>(update({ id: v.id, data_wygasniecia: null, klienci: [other] }))).kiedy_wygasa,
    ).toBeNull();
  });

  it('refuses deleting a used voucher with the spec message; deletes an unused one', async () => {
    const v = await sold(0, 2);
    const id = await visit();
    await ok(pay(id, v.id));
    const refused = await remove(v.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      'Nie można usunąć vouchera który został wykorzystany już do opłacania wizyty.',
    );
    const fresh = await sold(0, 2);
    await ok(remove(fresh.id));
    expect((await tab(s.c.clientId, true)).some((x) => x.id === fresh.id)).toBe(false);
    expect((await remove(fresh.id)).status).toBe(404);
  });
});

describe('paying a visit with a voucher (AddPayment type 4)', () => {
  it('a visits voucher uses one visit, then the visit takes no more payments; deleting gives it back', async () => {
    const v = await sold(0, 3);
    const id = await visit();
    const payment = await ok<VisitPayment>(pay(id, v.id, 120_00));
    expect(payment).toMatchObject({
      type: 4,
      amount: 120_00,
      voucher: { id: v.id, nazwa: 'Karnet 0', typ: 0 },
    });
    expect((await details(id)).payments).toEqual([payment]);
    // The same submission again answers the same payment, voucher and all, and takes nothing more.
    const key = randomUUID();
    const body = {
      visitId: await visit(),
      voucherId: v.id,
      paymentType: 4,
      paymentAmount: 0,
      idempotencyKey: key,
    };
    const once = await ok<VisitPayment>(call({ url: `${V}/AddPayment`, body }));
    expect(await ok<VisitPayment>(call({ url: `${V}/AddPayment`, body }))).toEqual(once);
    expect(once.voucher).toEqual({ id: v.id, nazwa: 'Karnet 0', typ: 0 });
    expect(await used(v.id)).toBe(2);
    await ok(deletePayment(once.id));
    expect(await used(v.id)).toBe(1);
    const [row] = await s.t.db.select().from(visitPayments).where(eq(visitPayments.id, payment.id));
    expect(row!.voucherId).toBe(v.id);
    const more = await call({
      url: `${V}/AddPayment`,
      body: { visitId: id, paymentType: 0, paymentAmount: 10_00, idempotencyKey: randomUUID() },
    });
    expect(more.status).toBe(409);
    expect(more.body.error).toMatchObject({
      message: 'Nie można zapisać płatności',
      details: 'Wizyta została opłacona voucherem.',
    });
    await ok(deletePayment(payment.id));
    expect(await used(v.id)).toBe(0);
    expect((await details(id)).payments).toEqual([]);
    // Paid again once the voucher payment is gone.
    await ok(pay(id, v.id));
    expect(await used(v.id)).toBe(1);
  });

  it("a minutes voucher uses the visit's minutes and is refused when too few are left", async () => {
    const v = await sold(1, 90);
    await ok(pay(await visit(), v.id));
    expect(await used(v.id)).toBe(60);
    const short = await pay(await visit(), v.id);
    expect(short.status).toBe(409);
    expect(short.body.error?.message).toBe('Na voucherze zostało za mało minut na tę wizytę.');
    expect(await used(v.id)).toBe(60);
  });

  it("an amount voucher needs a non-zero amount ('Podaj wartość do pobrania z vouchera.') not above what is left", async () => {
    const v = await sold(2, 100_00);
    const id = await visit();
    const zero = await pay(id, v.id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.error?.message).toBe('Podaj wartość do pobrania z vouchera.');
    await ok(pay(id, v.id, 60_00));
    // An amount voucher does not close the visit to more payments.
    const over = await pay(id, v.id, 40_01);
    expect(over.status).toBe(409);
    expect(over.body.error?.message).toBe('Kwota przekracza wartość pozostałą na voucherze.');
    const rest = await ok<{ id: number }>(pay(id, v.id, 40_00));
    expect(await used(v.id)).toBe(100_00);
    expect((await pay(id, v.id, 1)).body.error?.errorCode).toBe('voucher.usedUp');
    await ok(deletePayment(rest.id));
    expect(await used(v.id)).toBe(60_00);
    expect((await details(id)).payments.map((p) => p.amount)).toEqual([60_00]);
    const trail = await auditTrail(s.t.db, 'voucher', v.id, 'update');
    expect(trail.map((r) => (r.after as { used: number }).used)).toEqual([60_00, 100_00, 60_00]);
  });

  it("refuses another patient's voucher, an expired one, and a voucher with another payment type", async () => {
    const theirs = await sold(0, 5, { klienci: [await s.c.addPatient('Obcy')] });
    const id = await visit();
    expect((await pay(id, theirs.id)).body.error?.errorCode).toBe('payment.voucherNotFound');
    const expired = await sold(0, 5, { data_sprzedazy: '2026-01-01', kiedy_wygasa: '2026-03-09' });
    const late = await pay(id, expired.id);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe('Voucher utracił ważność.');
    const typed = await call({
      url: `${V}/AddPayment`,
      body: {
        visitId: id,
        voucherId: theirs.id,
        paymentType: 0,
        paymentAmount: 0,
        idempotencyKey: randomUUID(),
      },
    });
    expect(typed.body.error?.errorCode).toBe('payment.typeNotAllowed');
    expect(await s.t.db.select().from(visitPayments).where(eq(visitPayments.visitId, id))).toEqual([]);
  });

  it('two people paying the last visit of one voucher at the same moment: exactly one succeeds', async () => {
    const v = await sold(0, 2);
    await ok(pay(await visit(), v.id));
    const [first, second] = [await visit(), await visit()];
    const other = await s.c.as(ALL);
    const replies = await Promise.all([pay(first, v.id, 0, call), pay(second, v.id, 0, other)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error?.errorCode).toBe('voucher.usedUp');
    expect(await used(v.id)).toBe(2);
    const live = await s.t.db.select().from(visitPayments).where(eq(visitPayments.voucherId, v.id));
    expect(live).toHaveLength(2);
  });
});

describe('overpayment (DodajNadplate)', () => {
  const overpay = (body: object, as: Call = call) => as({ url: `${B}/DodajNadplate`, body });

  it('becomes an amount voucher of the patient that pays a later visit; audited with its payment type', async () => {
    const patient = await s.c.addPatient('Nadplata');
    const v = await ok<ClientVoucher>(overpay({ client_id: patient, kwota: 35_50, payment_type: 5 }));
    expect(v).toMatchObject({
      nazwa: 'Nadpłata',
      typ: 2,
      numer: `NADPŁATA/${v.id}`,
      kwota: 35_50,
      data_sprzedazy: '2026-03-10',
      kiedy_wygasa: null,
      wykorzystana_kwota: 0,
      dostepna_kwota: 35_50,
      zuzyty: false,
      clients: [expect.objectContaining({ id: patient })],
    });
    expect((await tab(patient)).map((x) => x.id)).toEqual([v.id]);
    await ok(pay(await visit(patient), v.id, 35_50));
    expect((await tab(patient, true))[0]).toMatchObject({ zuzyty: true, dostepna_kwota: 0 });
    const [entry] = await auditTrail(s.t.db, 'voucher', v.id, 'create');
    expect(entry!.after).toMatchObject({ kwota: 35_50, payment_type: 5, clients: [patient] });
  });

  it('refuses an amount of 0 or less, payment types 3, 4 and 6, and an unknown patient', async () => {
    for (const kwota of [0, -1]) {
      const reply = await overpay({ client_id: s.c.clientId, kwota, payment_type: 0 });
      expect(reply.body.error?.validationErrors).toContainEqual({
        message: 'Kwota nadpłaty musi być większa od 0.',
        members: ['kwota'],
      });
    }
    for (const payment_type of [3, 4, 6]) {
      expect((await overpay({ client_id: s.c.clientId, kwota: 1, payment_type })).status).toBe(400);
    }
    expect((await overpay({ client_id: 999_999, kwota: 1, payment_type: 0 })).status).toBe(404);
  });
});
