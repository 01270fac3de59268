import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetP1BufferOutput, P1BufferItem, VisitP1Status } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_OID_ROOT } from '../../config.ts';
import { createP1Simulator } from '../../integrations/p1/simulator.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { appError } from '../../platform/errors.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { createJobWorker } from '../../platform/jobs/queue.ts';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { createVisitsClinic, useVisitsClinic, V, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { p1BufferJobHandlers, refused, SENT, transient, type SendResult } from './p1-buffer.jobs.ts';
import { P1_SEND_ATTEMPTS, queuePackageOnTransientP1Failure } from './p1-buffer.service.ts';
import { p1BufferEntries } from './p1-buffer.tables.ts';
import { resendPackageWith } from './p1-buffer.prescriptions.ts';
import type { P1BufferEntry } from './p1-buffer.service.ts';
import { createFileStore } from '../../platform/files/file-store.ts';
import { prescriptionPackages } from '../prescriptions/prescriptions.tables.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { addDiagnosis, code, completeVisit, enableP1 } from './p1.test-kit.ts';

/*
 * The P1 buffer: a closed visit of a clinic with IntegracjaP1 is queued and sent by the job queue to
 * the simulator (a version per closing); a transient failure waits and is tried again, a refusal is
 * an error with P1's texts that a person retries; the routes' permission, feature and tenant gates;
 * the calendar's marks; a prescription package's transient failure queued and resent.
 */

type Call = (options: CallOptions) => ReturnType<TestApp['call']>;
const B = '/api/services/app/P1Buffer';

const s = useVisitsClinic();
let codes: { icd10: number; icd9: number };
let sim: ReturnType<typeof createP1Simulator>;
/** What the package resend answers next (the prescriptions module's own send is tested there). */
let packageResend: SendResult = SENT;
/** Runs the main clinic's due p1.send jobs (or `c`'s) with the simulator. */
let drain: (c?: VisitsClinic) => Promise<number>;
let day = 0;
/** A visit of the main clinic on a day of its own (its therapist's visits may not overlap). */
const nextVisit = (options: { diagnosis?: boolean } = {}) => {
  const date = `2030-02-${String(++day).padStart(2, '0')}`;
  return completeVisit(s.t, s.c, codes, {
    ...options,
    startTime: `${date}T09:00:00+01:00`,
    endTime: `${date}T10:00:00+01:00`,
  });
};

beforeAll(async () => {
  await enableP1(s.t, s.c);
  codes = { icd10: await code(s.t, icd10Codes, 'ZZB1.1'), icd9: await code(s.t, icd9Codes, 'ZZB1.09') };
  sim = createP1Simulator({
    db: s.t.db,
    drugs: async () => null,
    clock: s.t.clock,
    oidRoot: SIMULATOR_OID_ROOT,
  });
  // The database's time decides when a job is due; a failed one is due again at once.
  drain = (c = s.c) => workerOf(c, { p1: sim, resendPackage: async () => packageResend }).drain();
});

/**
 * The server's p1.send worker, for one clinic's jobs only: other test files' clinics share a
 * PostgreSQL database, and their jobs are theirs to run.
 */
const workerOf = (
  c: VisitsClinic,
  deps: Pick<Parameters<typeof p1BufferJobHandlers>[0], 'p1' | 'resendPackage'>,
  retryDelayMs = () => 0,
) =>
  createJobWorker(s.t.db, {
    tenantId: c.clinic.tenant.id,
    handlers: p1BufferJobHandlers({ db: s.t.db, clock: s.t.clock, ...deps }),
    retryDelayMs,
    onError: () => {},
  });

const close = (c: VisitsClinic, id: number) => c.call({ url: `${V}/CloseVisit`, body: { id } });
const reopen = async (c: VisitsClinic, id: number) =>
  (await c.as(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Otwarcie']))({ url: `${V}/OpenVisit`, body: { id } });

const list = async (call: Call, query: Record<string, string> = {}) =>
  (await call({ method: 'GET', url: `${B}/GetAll`, query })).body.result as GetP1BufferOutput;

/** Reception with the buffer's permission. */
let buffer: Call;
beforeAll(async () => {
  buffer = await s.c.as(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja', 'Wizytownik_Bufor_P1']);
});
const entries = async (visitId: number): Promise<P1BufferItem[]> =>
  (await list(buffer, { kind: 'visit' })).items.filter((i) => i.visitId === visitId);

describe('a closed visit', () => {
  it('is queued and sent as a medical event; closed again, as its next version', async () => {
    const visitId = await nextVisit();
    expect((await close(s.c, visitId)).status).toBe(200);
    expect(await entries(visitId)).toMatchObject([
      { kind: 'visit', version: 1, status: 'waiting', attempts: 0 },
    ]);

    await drain();
    const [sent] = await entries(visitId);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      errors: [],
      patientName: 'Kowalski Jan',
    });
    expect(sent!.sentAt).not.toBeNull();

    expect((await reopen(s.c, visitId)).status).toBe(200);
    expect((await close(s.c, visitId)).status).toBe(200);
    await drain();
    expect((await entries(visitId)).map((e) => [e.version, e.status])).toEqual([
      [2, 'sent'],
      [1, 'sent'],
    ]);
    const events = await sim.medicalEvents(visitId);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
    const bundle = events[0]!.bundle as { entry: { resource: { resourceType: string } }[] };
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'Organization',
      'Encounter',
      'Condition',
      'Procedure',
    ]);
    const [row] = await s.t.db
      .select()
      .from(p1BufferEntries)
      .where(and(eq(p1BufferEntries.visitId, visitId), eq(p1BufferEntries.version, 2)));
    expect(row).toMatchObject({ p1Version: 2, p1Id: `000000926578-${visitId}` });
    const audited = await s.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'p1_buffer_entry'), eq(auditLog.entityId, String(row!.id))));
    // Queued, then its outcome (the 'sending' mark in between is not a change of what P1 holds).
    expect(audited.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('is not queued without IntegracjaP1', async () => {
    const off = await createVisitsClinic(s.t);
    const visitId = await off.book();
    expect((await close(off, visitId)).status).toBe(200);
    expect(await s.t.db.select().from(p1BufferEntries).where(eq(p1BufferEntries.visitId, visitId))).toEqual(
      [],
    );
  });
});

describe('sending', () => {
  it('a transient failure waits and is sent on the next try', async () => {
    const visitId = await nextVisit();
    await close(s.c, visitId);
    sim.failNext('przekroczonyCzas');
    const [job] = await s.t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${(await entries(visitId))[0]!.id}:1`));
    // Its next try far in the future: the first pass leaves it waiting.
    const worker = workerOf(s.c, { p1: sim, resendPackage: async () => SENT }, () => 3_600_000);
    await worker.drain();
    expect(await entries(visitId)).toMatchObject([
      {
        status: 'waiting',
        attempts: 1,
        lastError: expect.stringMatching(/^Przekroczono czas oczekiwania/),
        errors: [],
      },
    ]);
    const [waiting] = await s.t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);

    await s.t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await drain();
    expect(await entries(visitId)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
  });

  it('transient failures up to the last attempt end in an error', async () => {
    const visitId = await nextVisit();
    await close(s.c, visitId);
    const failing = createP1Simulator({
      db: s.t.db,
      drugs: async () => null,
      clock: s.t.clock,
      oidRoot: SIMULATOR_OID_ROOT,
      fault: 'bladWewnetrzny',
    });
    const worker = workerOf(s.c, { p1: failing, resendPackage: async () => SENT });
    // A pass runs each due job once; the next try is due at once.
    for (let i = 0; i < P1_SEND_ATTEMPTS; i++) await worker.drain();
    const [entry] = await entries(visitId);
    expect(entry).toMatchObject({ status: 'error', attempts: P1_SEND_ATTEMPTS });
    expect(entry!.lastError).toMatch(/^Wewnętrzny błąd systemu P1\..*Identyfikator zdarzenia/);
  });

  it('a refusal by P1 is an error with its texts; a retry after the fix sends it', async () => {
    const visitId = await nextVisit({ diagnosis: false });
    await close(s.c, visitId);
    await drain();
    const [failed] = await entries(visitId);
    expect(failed).toMatchObject({
      status: 'error',
      attempts: 1,
      errors: ['Wizyta nie ma rozpoznania ICD-10. [SIM.ZM.diagnosisMissing]'],
    });
    expect(await sim.medicalEvents(visitId)).toEqual([]);

    await addDiagnosis(s.t, s.c, visitId, codes.icd10);
    const retried = await buffer({ url: `${B}/Retry`, body: { id: failed!.id } });
    expect(retried.status).toBe(200);
    expect(retried.body.result).toMatchObject({ status: 'waiting', errors: [] });
    await drain();
    expect(await entries(visitId)).toMatchObject([{ status: 'sent', attempts: 2 }]);

    const again = await buffer({ url: `${B}/Retry`, body: { id: failed!.id } });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Ponowić można tylko dokument oczekujący albo z błędem.');
  });
});

describe('prescription packages', () => {
  it('a transient send failure is queued once and resent; a refusal is an error', async () => {
    const deps = { db: s.t.db, clock: s.t.clock };
    const caller = { tenantId: s.c.clinic.tenant.id, userId: s.c.therapist.userId };
    const unavailable = appError('prescriptions.p1Unavailable', { params: { text: 'Brak połączenia.' } });
    const packageId = 990_001;
    await expect(queuePackageOnTransientP1Failure(deps, caller, packageId)(unavailable)).rejects.toBe(
      unavailable,
    );
    await expect(queuePackageOnTransientP1Failure(deps, caller, packageId)(unavailable)).rejects.toBe(
      unavailable,
    );
    const other = appError('prescriptions.notNew');
    await expect(queuePackageOnTransientP1Failure(deps, caller, 990_002)(other)).rejects.toBe(other);
    const queued = (await list(buffer, { kind: 'prescription' })).items;
    expect(queued.map((i) => [i.packageId, i.status, i.lastError])).toEqual([
      [packageId, 'waiting', unavailable.message],
    ]);

    packageResend = transient('Brak połączenia z systemem P1.');
    await drain();
    expect((await list(buffer, { kind: 'prescription' })).items).toMatchObject([
      { status: 'waiting', attempts: 2, lastError: 'Brak połączenia z systemem P1.' },
    ]);
    // Its next try is due at once here (retryDelayMs 0) and runs on the next pass.
    packageResend = refused(['Recepta 1: Brak dawkowania [REG.WER.1]']);
    await drain();
    expect((await list(buffer, { kind: 'prescription' })).items).toMatchObject([
      { status: 'error', errors: ['Recepta 1: Brak dawkowania [REG.WER.1]'] },
    ]);
    packageResend = SENT;
    await buffer({ url: `${B}/Retry`, body: { id: queued[0]!.id } });
    await drain();
    expect((await list(buffer, { kind: 'prescription', status: 'sent' })).items).toHaveLength(1);
  });
});

describe('the package resend through the prescriptions module', () => {
  it('a package sent meanwhile is done, a cancelled one an error, a new one is sent (here refused)', async () => {
    await setFeature(s.t.db, s.c.clinic.tenant.id, 'Recepty', true);
    const resend = resendPackageWith({
      db: s.t.db,
      clock: s.t.clock,
      keys: s.t.keys,
      files: createFileStore(s.t.filesDir),
      p1: sim,
      sms: undefined as never,
    });
    const entryOf = async (status: number) => {
      const [pkg] = await s.t.db
        .insert(prescriptionPackages)
        .values({
          tenantId: s.c.clinic.tenant.id,
          clientId: s.c.clientId,
          therapistId: s.c.therapist.id,
          creatorUserId: s.c.therapist.userId,
          createdAt: s.t.clock.now(),
          status,
        })
        .returning({ id: prescriptionPackages.id });
      return {
        tenantId: s.c.clinic.tenant.id,
        packageId: pkg!.id,
        createdBy: s.c.therapist.userId,
      } as P1BufferEntry;
    };
    expect(await resend(await entryOf(1))).toEqual(SENT);
    expect(await resend(await entryOf(2))).toEqual(refused(['Pakiet recept został anulowany.']));
    // A new package of a therapist with no certificate: the module's own refusal, final.
    const result = await resend(await entryOf(0));
    expect(result.outcome).toEqual({ kind: 'refused' });
    expect(result.errors).toHaveLength(1);
  });
});

describe('access', () => {
  it('needs Wizytownik_Bufor_P1, IntegracjaP1 and the caller’s clinic', async () => {
    const reception = s.c.call;
    expect((await reception({ method: 'GET', url: `${B}/GetAll` })).status).toBe(403);

    const off = await createVisitsClinic(s.t);
    const offBuffer = await off.as(['Wizytownik_Bufor_P1']);
    const reply = await offBuffer({ method: 'GET', url: `${B}/GetAll` });
    expect(reply.status).toBe(403);
    expect(reply.body.error?.errorCode).toBe('auth.featureDisabled');

    const other = await createVisitsClinic(s.t);
    await enableP1(s.t, other);
    const otherBuffer = await other.as(['Wizytownik_Bufor_P1']);
    expect((await list(otherBuffer)).totalCount).toBe(0);
    const [mine] = (await list(buffer)).items;
    expect((await otherBuffer({ url: `${B}/Retry`, body: { id: mine!.id } })).status).toBe(404);
  });

  it('filters by status and pages', async () => {
    const all = await list(buffer);
    const sent = await list(buffer, { status: 'sent' });
    expect(sent.items.every((i) => i.status === 'sent')).toBe(true);
    expect(sent.totalCount).toBeLessThan(all.totalCount);
    const page = await list(buffer, { SkipCount: '1', MaxResultCount: '1' });
    expect(page.items).toEqual([all.items[1]]);
    expect(page.totalCount).toBe(all.totalCount);
  });
});

describe('Visit/GetVisitsP1Status', () => {
  it('marks each queued visit of the range by its latest report, behind the feature', async () => {
    const c = await createVisitsClinic(s.t);
    await enableP1(s.t, c);
    const sentId = await completeVisit(s.t, c, codes);
    await close(c, sentId);
    await drain(c);
    const errorId = await completeVisit(s.t, c, codes, {
      diagnosis: false,
      startTime: '2030-01-07T11:00:00+01:00',
      endTime: '2030-01-07T12:00:00+01:00',
    });
    await close(c, errorId);
    await drain(c);
    await reopen(c, sentId);
    await close(c, sentId);
    const notQueued = await c.book({
      startTime: '2030-01-07T14:00:00+01:00',
      endTime: '2030-01-07T15:00:00+01:00',
    });
    const reply = await c.call({
      method: 'GET',
      url: `${V}/GetVisitsP1Status`,
      query: { startTime: '2030-01-07T00:00:00+01:00', endTime: '2030-01-08T00:00:00+01:00' },
    });
    expect(reply.status).toBe(200);
    const marks = new Map((reply.body.result as VisitP1Status[]).map((m) => [m.visitId, m.status]));
    expect(marks.get(sentId)).toBe('waiting');
    expect(marks.get(errorId)).toBe('error');
    expect(marks.has(notQueued)).toBe(false);

    const off = await createVisitsClinic(s.t);
    const refused403 = await off.call({
      method: 'GET',
      url: `${V}/GetVisitsP1Status`,
      query: { startTime: '2030-01-07T00:00:00+01:00', endTime: '2030-01-08T00:00:00+01:00' },
    });
    expect(refused403.status).toBe(403);
  });
});
