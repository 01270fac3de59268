import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VisitStatus } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { seedDemoCalendar } from '../../../test/demo-calendar.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';
import { hasActiveAndroidDevice } from '../android-sms/android-sms.service.ts';
import { androidSmsDevices } from '../android-sms/android-sms.tables.ts';
import { seedDemoCompany } from '../company-settings/company-settings.demo.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { visits } from '../visits/visits.tables.ts';
import { DEMO_MANUAL_SMS, DEMO_PHONE_NAME, DEMO_REPLIES, seedDemoSms } from './sms.demo.ts';
import { listSmsVisits, smsDailyStatus } from './sms.queries.ts';
import { planReminders, REMINDER_JOB } from './sms.reminders.ts';
import { smsMessages, smsMessageVisits } from './sms.tables.ts';

/** Monday 23 November 2026, 11:30 in Warsaw: the reminders of Tuesday's visits left at 09:00. */
const NOW = new Date('2026-11-23T10:30:00Z');
const SENT_AT = new Date('2026-11-23T08:00:00Z');
const TOMORROW = '2026-11-24';

let t: TestApp;
let tenantId: number;
let caller: { tenantId: number; userId: number; permissions: ReadonlySet<'Wizytownik_Wizyty'> };
const messages = (direction: 'in' | 'out', kind?: string) =>
  t.db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.tenantId, tenantId),
        eq(smsMessages.direction, direction),
        kind ? eq(smsMessages.kind, kind) : undefined,
      ),
    )
    .orderBy(smsMessages.id);

beforeAll(async () => {
  t = await createTestApp();
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t, { features: ['AndroidSMS'] }));
  await seedDemoCompany(t.db, tenantId);
  await seedDemoCalendar(t.db, tenantId, NOW);
  await seedDemoSms(t.db, tenantId, { now: NOW });
  caller = {
    tenantId,
    userId: await demoUserId(t.db, tenantId, DEMO_RECEPTION.userName),
    permissions: new Set(['Wizytownik_Wizyty'] as const),
  };
}, 180_000);
afterAll(() => t.close());

it("sends tomorrow's reminders at the window's start, delivered, one per reachable patient", async () => {
  const reminders = await messages('out', 'reminder');
  expect(reminders.length).toBeGreaterThan(3);
  expect(reminders.every((m) => m.status === 2 && m.sentAt?.getTime() === SENT_AT.getTime())).toBe(true);
  expect(new Set(reminders.map((m) => m.clientId)).size).toBe(reminders.length);
  const status = await smsDailyStatus(t.db, { now: () => NOW }, caller);
  expect(status.forDay).toBe(TOMORROW);
  expect(status.smsTotal).toBeGreaterThan(0);
  expect(status.smsSent).toBe(status.smsTotal);
  // Planning again at the same moment queues nothing new.
  const deps = {
    db: t.db,
    clock: { now: () => SENT_AT },
    sms: { mode: 'simulator' as const, gateway: createSmsSimulator() },
  };
  expect(await planReminders(deps, tenantId)).toBe(0);
  const pending = await t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, REMINDER_JOB), eq(jobs.status, 'pending')));
  expect(pending).toEqual([]);
});

it("shows on the statuses screen why some of tomorrow's patients get none", async () => {
  const items = await listSmsVisits(t.db, caller, { start: TOMORROW, end: TOMORROW, filter: 'all' });
  const reasons = new Set(items.map((i) => i.skipReason));
  expect(reasons).toEqual(new Set([null, 'noConsent', 'noPhone', 'doNotSend']));
  const skipped = items.filter((i) => i.skipReason !== null);
  expect(skipped.every((i) => i.wyslanoSMS === 0)).toBe(true);
});

it('keeps a reply in every state, each visit answered as its text says', async () => {
  const replies = await messages('in');
  expect(replies.map((r) => r.outcome)).toEqual([...DEMO_REPLIES.map((r) => r.outcome), 'unmatched']);
  for (const [i, expected] of DEMO_REPLIES.entries()) {
    const reply = replies[i]!;
    expect(reply.text).toBe(expected.text);
    expect(reply.replyToId).not.toBeNull();
    const answered = await t.db
      .select({ status: visits.status })
      .from(smsMessageVisits)
      .innerJoin(visits, eq(visits.id, smsMessageVisits.visitId))
      .where(eq(smsMessageVisits.messageId, reply.id));
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((v) => v.status === expected.status)).toBe(true);
  }
  const stranger = replies[3]!;
  expect(stranger).toMatchObject({ clientId: null, visitId: null, replyToId: null, phone: '48700100200' });
  const toExplain = await listSmsVisits(t.db, caller, {
    start: TOMORROW,
    end: TOMORROW,
    filter: 'toExplain',
  });
  expect(toExplain.some((i) => i.reply === 'Może później?' && i.status === VisitStatus.ToBeExplained)).toBe(
    true,
  );
});

it('has a message written by reception and a delivered invitation', async () => {
  const [manual] = await messages('out', 'manual');
  expect(manual).toMatchObject({ text: DEMO_MANUAL_SMS, status: 2, sentBy: caller.userId });
  const [invitation] = await messages('out', 'invitation');
  expect(invitation).toMatchObject({ status: 2, sentBy: caller.userId });
  expect(invitation!.deliveredAt).not.toBeNull();
  const [visit] = await t.db.select().from(visits).where(eq(visits.id, invitation!.visitId!));
  expect(visit!.status).toBe(VisitStatus.New);
});

it('pairs a phone but keeps AndroidSMS off, so the messages go through the simulator', async () => {
  const devices = await t.db.select().from(androidSmsDevices).where(eq(androidSmsDevices.tenantId, tenantId));
  expect(devices).toEqual([expect.objectContaining({ name: DEMO_PHONE_NAME, active: true })]);
  expect(await isFeatureEnabled(t.db, tenantId, 'AndroidSMS')).toBe(false);
  expect(await hasActiveAndroidDevice(t.db, tenantId)).toBe(false);
});

it('seeds once: a second run adds nothing', async () => {
  const before = await t.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.tenantId, tenantId));
  await seedDemoSms(t.db, tenantId, { now: NOW });
  const after = await t.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.tenantId, tenantId));
  expect(after).toEqual(before);
  const devices = await t.db
    .select({ id: androidSmsDevices.id })
    .from(androidSmsDevices)
    .where(and(eq(androidSmsDevices.tenantId, tenantId), inArray(androidSmsDevices.active, [true, false])));
  expect(devices).toHaveLength(1);
});
