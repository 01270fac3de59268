import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CalendarItem, type ListVisitsOutput } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import { additionalOutposts, therapistGroups } from '../company-settings/organization.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import {
  therapistBreaks,
  therapistLeaves,
  therapistOpenDays,
  therapistQuickBreaks,
} from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { users } from '../users/users.tables.ts';
import { calendarVisitsQuery } from './visit-calendar.ts';
import { at, createVisitsClinic, RECEPTION, useVisitsClinic, V } from './visits.test-kit.ts';

const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;

async function list(body: object, call: Call = s.c.call): Promise<ListVisitsOutput> {
  const { status, body: reply } = await call({ url: `${V}/ListVisits`, body });
  expect(status, JSON.stringify(reply.error)).toBe(200);
  return reply.result as ListVisitsOutput;
}
const blocks = (out: ListVisitsOutput) =>
  out.items
    .filter((i) => i.isBlock)
    .map((i) => [i.blockKind, i.therapistID, i.startTime, i.endTime, i.allDay, i.blockDescription]);
const tenantId = () => s.c.clinic.tenant.id;

describe('ListVisits block entries (przerwy_urlopy)', () => {
  it('lists breaks per day, leave, quick breaks and clinic days off (-9999) with negative unique ids', async () => {
    const { id } = await s.c.addTherapist();
    await s.t.db
      .insert(therapistBreaks)
      .values({ tenantId: tenantId(), therapistId: id, day: 1, timeStart: '12:00', timeEnd: '12:30' });
    await s.t.db.insert(therapistLeaves).values({
      tenantId: tenantId(),
      therapistId: id,
      startDate: '2030-02-05',
      endDate: '2030-02-05',
      reason: 'Szkolenie',
    });
    await s.t.db.insert(therapistQuickBreaks).values({
      tenantId: tenantId(),
      therapistId: id,
      timeStart: new Date(at('10:00', '2030-02-06')),
      timeEnd: new Date(at('10:30', '2030-02-06')),
    });
    await s.t.db
      .insert(clinicDaysOff)
      .values({ tenantId: tenantId(), date: '2030-02-07', description: 'Inwentaryzacja' });
    const visit = await s.c.book({
      therapistId: id,
      startTime: at('09:00', '2030-02-04'),
      endTime: at('10:00', '2030-02-04'),
    });

    const out = await list({
      startDate: '04-02-2030',
      endDate: '07-02-2030',
      therapistID: id,
      przerwy_urlopy: true,
    });
    expect(blocks(out)).toEqual([
      ['break', id, '2030-02-04T11:00:00.000Z', '2030-02-04T11:30:00.000Z', false, 'Przerwa'],
      ['leave', id, '2030-02-04T23:00:00.000Z', '2030-02-05T23:00:00.000Z', true, 'Urlop: Szkolenie'],
      ['quickBreak', id, '2030-02-06T09:00:00.000Z', '2030-02-06T09:30:00.000Z', false, 'Przepustka'],
      ['dayOff', -9999, '2030-02-06T23:00:00.000Z', '2030-02-07T23:00:00.000Z', true, 'Inwentaryzacja'],
    ]);
    const ids = out.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(out.items.filter((i) => i.isBlock).every((i) => i.id < 0)).toBe(true);
    expect(out.items.find((i) => !i.isBlock)).toMatchObject({
      id: visit,
      blockKind: null,
      allDay: false,
      payuPaid: false,
      normalPaid: false,
    });
    const block = out.items.find((i) => i.blockKind === 'break') as CalendarItem;
    expect(block.therapistName).toContain('Testowy');

    const withoutFlag = await list({ startDate: '04-02-2030', endDate: '07-02-2030', therapistID: id });
    expect(withoutFlag.items.map((i) => i.id)).toEqual([visit]);
  });

  it('answers the working intervals: schedule minus break, leave, quick break and day off, plus an open day', async () => {
    const { id } = await s.c.addTherapist();
    const tid = tenantId();
    await s.t.db
      .insert(therapistBreaks)
      .values({ tenantId: tid, therapistId: id, day: 1, timeStart: '12:00', timeEnd: '12:30' });
    await s.t.db.insert(therapistOpenDays).values({
      tenantId: tid,
      therapistId: id,
      startDate: '2030-03-04',
      endDate: '2030-03-04',
      timeStart: '16:00',
      timeEnd: '18:00',
    });
    await s.t.db
      .insert(therapistLeaves)
      .values({ tenantId: tid, therapistId: id, startDate: '2030-03-05', endDate: '2030-03-05' });
    await s.t.db.insert(therapistQuickBreaks).values({
      tenantId: tid,
      therapistId: id,
      timeStart: new Date(at('10:00', '2030-03-06')),
      timeEnd: new Date(at('10:30', '2030-03-06')),
    });
    await s.t.db.insert(clinicDaysOff).values({ tenantId: tid, date: '2030-03-07', description: 'Święto' });
    const out = await list({ startDate: '04-03-2030', endDate: '07-03-2030', therapistID: id });
    expect(out.therapists).toEqual([expect.objectContaining({ therapistID: id, isActive: true })]);
    expect(out.workingTime.map((w) => [w.therapistID, w.start, w.end])).toEqual([
      [id, '2030-03-04T07:00:00.000Z', '2030-03-04T11:00:00.000Z'],
      [id, '2030-03-04T11:30:00.000Z', '2030-03-04T17:00:00.000Z'],
      [id, '2030-03-06T07:00:00.000Z', '2030-03-06T09:00:00.000Z'],
      [id, '2030-03-06T09:30:00.000Z', '2030-03-06T15:00:00.000Z'],
    ]);
  });

  it("shows another therapist's blocks only when that therapist is a visible column", async () => {
    const a = await s.c.addTherapist();
    const b = await s.c.addTherapist();
    for (const t of [a, b]) {
      await s.t.db
        .insert(therapistLeaves)
        .values({ tenantId: tenantId(), therapistId: t.id, startDate: '2030-04-01', endDate: '2030-04-02' });
    }
    const out = await list({
      startDate: '01-04-2030',
      endDate: '01-04-2030',
      therapistID: a.id,
      przerwy_urlopy: true,
    });
    expect(out.items.map((i) => i.therapistID)).toEqual([a.id]);
    expect(out.therapists.map((t) => t.therapistID)).toEqual([a.id]);
  });

  it('answers the working time and blocks of an inactive therapist a visit keeps as a column, none of one without', async () => {
    const kept = await s.c.addTherapist();
    const retired = await s.c.addTherapist();
    const visit = await s.c.book({
      therapistId: kept.id,
      startTime: at('09:00', '2030-07-01'),
      endTime: at('09:30', '2030-07-01'),
    });
    for (const t of [kept, retired]) {
      await s.t.db
        .insert(therapistBreaks)
        .values({ tenantId: tenantId(), therapistId: t.id, day: 1, timeStart: '12:00', timeEnd: '12:30' });
      await s.t.db.update(therapists).set({ isActive: false }).where(eq(therapists.id, t.id));
    }
    const out = await list({ startDate: '01-07-2030', endDate: '01-07-2030', przerwy_urlopy: true });
    const ours = (id: number | undefined) => id === kept.id || id === retired.id;
    expect(out.therapists.filter((t) => ours(t.therapistID)).map((t) => t.therapistID)).toEqual([kept.id]);
    expect(out.items.filter((i) => ours(i.therapistID)).map((i) => [i.id, i.isBlock])).toEqual([
      [visit, false],
      [expect.any(Number), true],
    ]);
    expect(
      out.workingTime.filter((w) => ours(w.therapistID)).map((w) => [w.therapistID, w.start, w.end]),
    ).toEqual([
      [kept.id, '2030-07-01T06:00:00.000Z', '2030-07-01T10:00:00.000Z'],
      [kept.id, '2030-07-01T10:30:00.000Z', '2030-07-01T14:00:00.000Z'],
    ]);
  });
});

describe('ListVisits columns and visits', () => {
  it('hides cancelled visits unless the company leaves them in the calendar', async () => {
    const { id } = await s.c.addTherapist();
    const cancelled = await s.c.book({
      therapistId: id,
      startTime: at('09:00', '2030-05-06'),
      endTime: at('10:00', '2030-05-06'),
    });
    await s.c.call({ url: `${V}/CancelVisit`, body: { id: cancelled, status_subtype: 2 } });
    const kept = await s.c.book({
      therapistId: id,
      startTime: at('09:00', '2030-05-06'),
      endTime: at('10:00', '2030-05-06'),
    });
    const range = { startDate: '06-05-2030', endDate: '06-05-2030', therapistID: id };
    expect((await list(range)).items.map((i) => i.id)).toEqual([kept]);
    await s.t.db
      .insert(companySettings)
      .values({ tenantId: tenantId(), leaveCancelledVisitInCalendar: true })
      .onConflictDoUpdate({
        target: companySettings.tenantId,
        set: { leaveCancelledVisitInCalendar: true },
      });
    expect((await list(range)).items.map((i) => i.id).sort()).toEqual([cancelled, kept].sort());
    await s.t.db
      .update(companySettings)
      .set({ leaveCancelledVisitInCalendar: false })
      .where(eq(companySettings.tenantId, tenantId()));
  });

  it('filters the columns by group and outpost (no outposts listed: all), and keeps an inactive therapist with visits', async () => {
    const tid = tenantId();
    const [group] = await s.t.db.insert(therapistGroups).values({ tenantId: tid, name: 'Fizjo' }).returning();
    const [north, south] = await s.t.db
      .insert(additionalOutposts)
      .values(
        ['Północ', 'Południe'].map((name) => ({
          tenantId: tid,
          name,
          city: 'Kraków',
          addressLine1: 'ul. Długa 1',
        })),
      )
      .returning();
    const grouped = await s.c.addTherapist();
    const northOnly = await s.c.addTherapist();
    const inactive = await s.c.addTherapist();
    const retired = await s.c.addTherapist();
    await s.t.db.update(therapists).set({ groupId: group!.id }).where(eq(therapists.id, grouped.id));
    await s.t.db
      .insert(userOutposts)
      .values({ tenantId: tid, userId: northOnly.userId, outpostId: north!.id });
    await s.c.book({
      therapistId: inactive.id,
      startTime: at('09:00', '2030-06-03'),
      endTime: at('09:30', '2030-06-03'),
    });
    for (const t of [inactive, retired]) {
      await s.t.db.update(therapists).set({ isActive: false }).where(eq(therapists.id, t.id));
    }
    const range = { startDate: '03-06-2030', endDate: '03-06-2030' };
    const columns = async (body: object) =>
      (await list({ ...range, ...body })).therapists.map((t) => t.therapistID);

    const all = await columns({});
    expect(all).toEqual(expect.arrayContaining([grouped.id, northOnly.id, inactive.id]));
    expect(all).not.toContain(retired.id);
    expect((await list(range)).therapists.find((t) => t.therapistID === inactive.id)?.isActive).toBe(false);
    expect(await columns({ therapistGroupId: group!.id })).toEqual([grouped.id]);
    const inSouth = await columns({ placowkaId: south!.id });
    expect(inSouth).toContain(grouped.id);
    expect(inSouth).not.toContain(northOnly.id);
    expect(await columns({ placowkaId: north!.id })).toContain(northOnly.id);
  });

  it('shows a My calendar user only their own column, visits and blocks', async () => {
    const other = await s.c.addTherapist();
    await s.t.db.insert(therapistLeaves).values({
      tenantId: tenantId(),
      therapistId: other.id,
      startDate: '2030-07-01',
      endDate: '2030-07-01',
    });
    const me = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await s.c.book({
      therapistId: me.id,
      startTime: at('09:00', '2030-07-01'),
      endTime: at('10:00', '2030-07-01'),
    });
    await s.c.book({
      therapistId: other.id,
      startTime: at('09:00', '2030-07-02'),
      endTime: at('10:00', '2030-07-02'),
    });
    const out = await list(
      { startDate: '01-07-2030', endDate: '02-07-2030', therapistID: other.id, przerwy_urlopy: true },
      me.call,
    );
    expect(out.therapists.map((t) => t.therapistID)).toEqual([me.id]);
    expect(out.items.map((i) => i.id)).toEqual([mine]);
    expect(new Set(out.workingTime.map((w) => w.therapistID))).toEqual(new Set([me.id]));
  });

  it('answers ListVisitsPagination as ListVisits, with the same narrowing and refusal', async () => {
    const { id } = await s.c.addTherapist();
    await s.c.book({
      therapistId: id,
      startTime: at('09:00', '2030-08-05'),
      endTime: at('10:00', '2030-08-05'),
    });
    const range = { startDate: '05-08-2030', endDate: '05-08-2030', przerwy_urlopy: true };
    const alias = await s.c.call({ url: `${V}/ListVisitsPagination`, body: range });
    expect(alias.status).toBe(200);
    expect(alias.body.result).toEqual(await list(range));
    const me = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const own = await me.call({ url: `${V}/ListVisitsPagination`, body: range });
    expect((own.body.result as ListVisitsOutput).therapists.map((t) => t.therapistID)).toEqual([me.id]);
    const nobody = await s.c.as([]);
    expect((await nobody({ url: `${V}/ListVisitsPagination`, body: range })).status).toBe(403);
  });

  it("never shows another clinic's visits or therapists", async () => {
    const other = await createVisitsClinic(s.t);
    const foreign = await other.book({
      startTime: at('09:00', '2030-08-05'),
      endTime: at('10:00', '2030-08-05'),
    });
    const out = await list({ startDate: '05-08-2030', endDate: '05-08-2030' });
    expect(out.items.map((i) => i.id)).not.toContain(foreign);
    expect(out.therapists.map((t) => t.therapistID)).not.toContain(other.therapist.id);
    const asked = await list({
      startDate: '05-08-2030',
      endDate: '05-08-2030',
      therapistID: other.therapist.id,
    });
    expect(asked).toEqual({ items: [], therapists: [], workingTime: [] });
  });

  it("writes each visit exactly as the contract's calendar item, in start order, blocks after them", async () => {
    const { id, userId } = await s.c.addTherapist();
    await s.t.db.update(therapists).set({ color: '#3366cc' }).where(eq(therapists.id, id));
    const later = await s.c.book({
      therapistId: id,
      startTime: at('11:00', '2030-09-02'),
      endTime: at('11:45', '2030-09-02'),
      notes: '<p>Ból „kolana” — 2°</p>',
    });
    const first = await s.c.book({
      therapistId: id,
      startTime: at('08:00', '2030-09-02'),
      endTime: at('08:30', '2030-09-02'),
    });
    await s.c.setStatus(later, 4, 0);
    await s.t.db.insert(therapistQuickBreaks).values({
      tenantId: tenantId(),
      therapistId: id,
      timeStart: new Date(at('13:00', '2030-09-02')),
      timeEnd: new Date(at('13:30', '2030-09-02')),
    });
    const { body } = await s.c.call({
      url: `${V}/ListVisits`,
      body: { startDate: '02-09-2030', endDate: '02-09-2030', therapistID: id, przerwy_urlopy: true },
    });
    // Strict: a field the contract does not name would fail here.
    const items = z.array(z.strictObject(CalendarItem.shape)).parse((body.result as ListVisitsOutput).items);
    const [user] = await s.t.db.select().from(users).where(eq(users.id, userId));
    const visit = {
      therapistName: `${user!.name} ${user!.surname}`,
      therapistID: id,
      therapistColor: '#3366cc',
      roomId: null,
      clientName: 'Anna Kowalska',
      statusSubtype: 0,
      zabieg: null,
      pacjent_obecny: false,
      payuPaid: false,
      normalPaid: false,
      isBlock: false,
      blockKind: null,
      blockDescription: null,
      allDay: false,
    };
    expect(items.filter((i) => !i.isBlock)).toEqual([
      {
        ...visit,
        id: first,
        startTime: '2030-09-02T07:00:00.000Z',
        endTime: '2030-09-02T07:30:00.000Z',
        status: 0,
        notes: null,
      },
      {
        ...visit,
        id: later,
        startTime: '2030-09-02T10:00:00.000Z',
        endTime: '2030-09-02T10:45:00.000Z',
        status: 4,
        notes: '<p>Ból „kolana” — 2°</p>',
      },
    ]);
    expect(items.slice(2).map((i) => [i.blockKind, i.startTime])).toContainEqual([
      'quickBreak',
      '2030-09-02T12:00:00.000Z',
    ]);
  });

  it('refuses an end before the start and a range longer than two months', async () => {
    const back = await s.c.call({
      url: `${V}/ListVisits`,
      body: { startDate: '08-01-2030', endDate: '07-01-2030' },
    });
    expect(back.status).toBe(400);
    const long = await s.c.call({
      url: `${V}/ListVisits`,
      body: { startDate: '01-01-2030', endDate: '01-06-2030' },
    });
    expect(long.status).toBe(400);
  });
});

describe('ListVisits payment flags', () => {
  /** Turns the company setting showPaymentIconInCalendar on or off. */
  const paymentIcons = (on: boolean) =>
    s.t.db
      .insert(companySettings)
      .values({ tenantId: tenantId(), showPaymentIconInCalendar: on })
      .onConflictDoUpdate({ target: companySettings.tenantId, set: { showPaymentIconInCalendar: on } });

  it('flags a live normal payment (normalPaid) and a card-payment link (payuPaid), with the payment icons on', async () => {
    const call = await s.c.as([...RECEPTION, 'Wizytownik_Wizyty_Platnosci_Usuwanie']);
    const pay = async (visitId: number, paymentType: number) => {
      const { status, body } = await call({
        url: `${V}/AddPayment`,
        body: { visitId, paymentAmount: 120_00, paymentType, idempotencyKey: randomUUID() },
      });
      expect(status, JSON.stringify(body.error)).toBe(200);
      return (body.result as { id: number }).id;
    };
    // A card-payment link's payment comes only from the link's notification, not from AddPayment.
    const linkPaid = (visitId: number, tenant = tenantId()) =>
      s.t.db.insert(visitPayments).values({
        tenantId: tenant,
        visitId,
        type: 6,
        amount: '120.00',
        paymentDate: new Date(at('12:00', '2030-10-07')),
      });
    const { id: therapistId } = await s.c.addTherapist();
    const book = (time: string) =>
      s.c.book({
        therapistId,
        startTime: at(time, '2030-10-07'),
        endTime: at(`${time.slice(0, 2)}:30`, '2030-10-07'),
      });
    const cash = await book('08:00');
    const deleted = await book('09:00');
    const link = await book('10:00');
    const both = await book('11:00');
    const unpaid = await book('12:00');
    const foreignPaid = await book('13:00');
    await pay(cash, 0);
    const removed = await pay(deleted, 0);
    const { status } = await call({
      method: 'DELETE',
      url: `${V}/DeletePayment`,
      query: { Id: String(removed) },
    });
    expect(status).toBe(200);
    await linkPaid(link);
    await linkPaid(both);
    await pay(both, 1);
    // Another clinic's payments: of its own visit, and (never written by the API) rows naming ours.
    const other = await createVisitsClinic(s.t);
    const theirs = await other.book({
      startTime: at('08:00', '2030-10-07'),
      endTime: at('08:30', '2030-10-07'),
    });
    await s.t.db.insert(visitPayments).values(
      [theirs, foreignPaid].map((visitId) => ({
        tenantId: other.clinic.tenant.id,
        visitId,
        type: 0,
        amount: '50.00',
        paymentDate: new Date(at('12:00', '2030-10-07')),
      })),
    );
    await linkPaid(foreignPaid, other.clinic.tenant.id);
    const flags = async () =>
      (await list({ startDate: '07-10-2030', endDate: '07-10-2030', therapistID: therapistId })).items.map(
        (i) => [i.id, i.payuPaid, i.normalPaid],
      );

    await paymentIcons(false);
    expect(await flags()).toEqual(
      [cash, deleted, link, both, unpaid, foreignPaid].map((id) => [id, false, false]),
    );
    await paymentIcons(true);
    try {
      const shown = [
        [cash, false, true],
        [deleted, false, false],
        [link, true, false],
        [both, true, true],
        [unpaid, false, false],
        [foreignPaid, false, false],
      ];
      expect(await flags()).toEqual(shown);
      // Both ways of reading the flags answer alike, whichever of them this database's ListVisits uses.
      for (const read of ['probe', 'keys'] as const) {
        const [row] = await calendarVisitsQuery(
          s.t.db,
          {
            from: new Date(at('00:00', '2030-10-07')),
            to: new Date(at('00:00', '2030-10-08')),
            therapists: { tenantId: tenantId(), therapistId },
          },
          read,
        );
        const items = JSON.parse(row!.items) as CalendarItem[];
        expect(
          items.map((i) => [i.id, i.payuPaid, i.normalPaid]),
          read,
        ).toEqual(shown);
      }
    } finally {
      await paymentIcons(false);
    }
  });
});

describe('calendarVisitsQuery', () => {
  it('is one query on visits by tenant and start, joined to patients, therapists and payment flags', () => {
    const { sql } = calendarVisitsQuery(s.t.db, {
      from: new Date('2030-01-07T00:00:00Z'),
      to: new Date('2030-01-14T00:00:00Z'),
      therapists: { tenantId: 1, groupId: 3 },
    }).toSQL();
    expect(sql).toMatch(
      /from "visits" inner join "clients" .* inner join "therapists" .* inner join "users"/,
    );
    expect(sql).toMatch(/"visits"."tenant_id" = \$\d+ and/);
    expect(sql).toMatch(/"visits"."start_time" < \$\d+ and "visits"."start_time" >= \$\d+/);
    expect(sql).toMatch(/"visits"."status" <> \$\d+ or exists \(select .* from "company_settings"/);
    expect(sql).toMatch(
      /"visits"."therapist_id" in \(select "id" from "therapists" where \("therapists"."tenant_id" = \$\d+ and "therapists"."group_id" = \$\d+\)\)/,
    );
    // The payment flags: one lateral lookup of the visit's live payments, gated by the clinic's setting.
    expect(sql).toMatch(
      /coalesce\("paid"."link", false\) as "payuPaid", coalesce\("paid"."other", false\) as "normalPaid"/,
    );
    expect(sql).toContain(
      'left join lateral (select bool_or("visit_payments"."type" = $1) as "link", bool_or(not ("visit_payments"."type" = $2)) as "other" from "visit_payments" where ("visit_payments"."visit_id" = "visits"."id" and "visit_payments"."deleted_at" is null and "visit_payments"."tenant_id" = "visits"."tenant_id" and coalesce(((select "show_payment_icon_in_calendar" from "company_settings" where "company_settings"."tenant_id" = $3)), false))) "paid" on true',
    );
  });

  it('reads the flags by keys: the visits first, then their payments in one scan over their ids', () => {
    const { sql } = calendarVisitsQuery(
      s.t.db,
      {
        from: new Date('2030-01-07T00:00:00Z'),
        to: new Date('2030-01-14T00:00:00Z'),
        therapists: { tenantId: 1, groupId: 3 },
      },
      'keys',
    ).toSQL();
    expect(sql).toMatch(
      /^select coalesce\(json_agg\("item" .*::text from \(with "week" as \(select "visits"."id", /,
    );
    expect(sql).toMatch(
      /from "week" left join \(select "visit_id", bool_or\("visit_payments"."type" = \$\d+\) as "link", bool_or\(not \("visit_payments"."type" = \$\d+\)\) as "other" from "visit_payments" where \("visit_payments"."visit_id" = any\(array\(select "week"."id" from "week" order by 1\)\) and "visit_payments"."deleted_at" is null and "visit_payments"."tenant_id" = \$\d+ and coalesce\(\(\(select "show_payment_icon_in_calendar" from "company_settings" where "company_settings"."tenant_id" = \$\d+\)\), false\)\) group by "visit_payments"."visit_id"\) "paid" on "paid"."visit_id" = "week"."id"/,
    );
  });
});
