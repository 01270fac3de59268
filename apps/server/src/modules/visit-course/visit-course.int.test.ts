import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePesel, type PermissionName } from '@wizytownik/domain';
import type {
  TherapistPreviousVisit,
  TherapistVisitDetails,
  VisitCondition,
  VisitCourse,
  VisitProcedure,
} from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { DEFAULT_ICD_DATA_DIR, loadIcdDictionariesIfEmpty } from '../icd/icd.import.ts';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { visitConditions, visitCourses, visitProcedures } from './visit-course.tables.ts';

/*
 * The course of a visit over HTTP on the real ICD dictionaries (loaded once when the database has
 * none). Retired codes are test-only codes kept inactive, as an import leaves a code it no longer has.
 */

const COURSE: PermissionName[] = ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja_Przebiegu'];
const RETIRED_ICD9 = 'ZZ.TEST9';
const RETIRED_ICD10 = 'ZZ9.TEST10';

type Call = (options: CallOptions) => ReturnType<TestApp['call']>;

const s = useVisitsClinic();
let editor: Call;

beforeAll(async () => {
  await loadIcdDictionariesIfEmpty(s.t.db, DEFAULT_ICD_DATA_DIR);
  const retired = { description: 'Kod wycofany (test)', searchText: ' kod wycofany test', active: false };
  await s.t.db
    .insert(icd9Codes)
    .values({
      ...retired,
      code: RETIRED_ICD9,
      chapterCode: 'ZZ',
      chapter: 'Test',
      subchapterCode: 'ZZ.T',
      subchapter: 'Test',
    })
    .onConflictDoNothing();
  await s.t.db
    .insert(icd10Codes)
    .values({ ...retired, code: RETIRED_ICD10 })
    .onConflictDoNothing();
  editor = await s.c.as(COURSE);
}, 120_000);

// Calls -----------------------------------------------------------------------------------------

const getCourse = (call: Call, id: number) =>
  call({ method: 'GET', url: `${V}/GetVisitProcess`, query: { id: String(id) } }) as Promise<{
    status: number;
    body: { result: VisitCourse | null; error: { message: string } | null };
  }>;
const update = (call: Call, body: object) => call({ method: 'PUT', url: `${V}/UpdateVisitProcess`, body });
const addProcedure = (call: Call, body: object) => call({ url: `${V}/AddVisitProcedure`, body });
const deleteProcedure = (call: Call, id: number) =>
  call({ method: 'DELETE', url: `${V}/DeleteVisitProcedure`, query: { id: String(id) } });
const addCondition = (call: Call, body: object) => call({ url: `${V}/AddVisitCondition`, body });
const deleteCondition = (call: Call, id: number) =>
  call({ method: 'DELETE', url: `${V}/DeleteVisitCondition`, query: { id: String(id) } });
const copyPrevious = (call: Call, id: number) => call({ url: `${V}/CopyPreviousVisitCourse`, body: { id } });
const details = (call: Call, id: number) =>
  call({ method: 'GET', url: `${V}/GetTherapistVisitDetails`, query: { id: String(id) } });
const previousVisit = (call: Call, id: number) =>
  call({ method: 'GET', url: `${V}/GetTherapistPreviousVisit`, query: { id: String(id) } });

async function course(id: number): Promise<VisitCourse> {
  const res = await getCourse(editor, id);
  expect(res.status).toBe(200);
  return res.body.result!;
}

async function procedure(visitID: number, icd9_code: string, description?: string): Promise<VisitProcedure> {
  const res = await addProcedure(editor, { visitID, icd9_code, description });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result as VisitProcedure;
}

async function condition(visitID: number, icd10_code: string, type: 1 | 2, description?: string) {
  const res = await addCondition(editor, { visitID, icd10_code, type, description });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result as VisitCondition;
}

/** A visit of its own patient on `date` (each test keeps to its own patient and days). */
async function visitOn(c: VisitsClinic, clientId: number, date: string, time = '09:00') {
  const end = `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;
  return c.book({ clientId, startTime: at(time, date), endTime: at(end, date) });
}

const auditOf = (entity: string, entityId: number) =>
  s.t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, s.c.clinic.tenant.id),
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(asc(auditLog.id));

const message = (res: { body: unknown }) =>
  (res.body as { error: { message: string } | null }).error?.message;
/** A request check's own message (the reply's message is the generic one, its details the checks'). */
const checkMessage = (res: { body: unknown }) =>
  (res.body as { error: { details: string | null } | null }).error?.details;

// Tests -----------------------------------------------------------------------------------------

describe('course texts (UpdateVisitProcess, GetVisitProcess)', () => {
  it('saves sanitized texts and the notes for reception, keeps fields left out, audits before and after', async () => {
    const clientId = await s.c.addPatient('Tekstowa');
    const id = await visitOn(s.c, clientId, '2030-02-04');
    expect(await course(id)).toEqual({
      visitId: id,
      process: null,
      recognition: null,
      recommendations: null,
      notesForReception: null,
      procedures: [],
      conditions: [],
      readOnly: false,
      readOnlyReason: null,
    });

    const saved = await update(editor, {
      id,
      process: '<p>Ćwiczenia <strong>czynne</strong></p><script>alert(1)</script>',
      recognition: '<p onclick="x()">Ból lędźwiowy</p>',
      recommendations: '<p>Spacery</p>',
      notesForReception: '<p>Kolejna wizyta za tydzień</p>',
    });
    expect(saved.status, message(saved)).toBe(200);
    expect(saved.body.result).toMatchObject({
      process: '<p>Ćwiczenia <strong>czynne</strong></p>',
      recognition: '<p>Ból lędźwiowy</p>',
      recommendations: '<p>Spacery</p>',
      notesForReception: '<p>Kolejna wizyta za tydzień</p>',
    });
    const [visit] = await s.t.db.select().from(visits).where(eq(visits.id, id));
    expect(visit!.notesForReception).toBe('<p>Kolejna wizyta za tydzień</p>');

    // Left out: stays; '' clears.
    const again = await update(editor, { id, recommendations: '' });
    expect(again.body.result).toMatchObject({
      process: '<p>Ćwiczenia <strong>czynne</strong></p>',
      recommendations: null,
      notesForReception: '<p>Kolejna wizyta za tydzień</p>',
    });

    const entries = await auditOf('visit_course', id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update']);
    expect(entries[0]!.before).toEqual({
      process: null,
      recognition: null,
      recommendations: null,
      notesForReception: null,
    });
    expect(entries[0]!.after).toEqual({
      process: '<p>Ćwiczenia <strong>czynne</strong></p>',
      recognition: '<p>Ból lędźwiowy</p>',
      recommendations: '<p>Spacery</p>',
      notesForReception: '<p>Kolejna wizyta za tydzień</p>',
    });
    expect(entries[1]!.before).toMatchObject({ recommendations: '<p>Spacery</p>' });
    expect(entries[1]!.after).toMatchObject({
      recommendations: null,
      process: '<p>Ćwiczenia <strong>czynne</strong></p>',
    });
    expect(entries.every((e) => e.userId !== null)).toBe(true);

    // Saving the same texts again changes nothing and writes no entry.
    await update(editor, { id, process: '<p>Ćwiczenia <strong>czynne</strong></p>' });
    expect(await auditOf('visit_course', id)).toHaveLength(2);
  });

  it('answers an unknown visit and a malformed id with Polish messages', async () => {
    const missing = await update(editor, { id: 2_000_000_000, process: 'x' });
    expect(missing.status).toBe(404);
    expect(message(missing)).toBe('Nie znaleziono wizyty.');
    expect((await getCourse(editor, 2_000_000_000)).status).toBe(404);
  });
});

describe('procedures (AddVisitProcedure, DeleteVisitProcedure)', () => {
  it('adds an ICD-9-PL procedure with its description, removes it, and audits both', async () => {
    const clientId = await s.c.addPatient('Proceduralna');
    const id = await visitOn(s.c, clientId, '2030-02-05');
    const added = await procedure(id, ' 93.1121 ', '  prawa kończyna  ');
    expect(added).toEqual({
      id: expect.any(Number),
      icd9_code: '93.1121',
      description: 'prawa kończyna',
      opis: 'Ćwiczenia bierne wykonywane manualnie',
    });
    const second = await procedure(id, '93.1503');
    expect(second.description).toBeNull();
    expect((await course(id)).procedures).toEqual([added, second]);

    const removed = await deleteProcedure(editor, added.id);
    expect(removed.status).toBe(200);
    expect((await course(id)).procedures).toEqual([second]);
    const entries = await auditOf('visit_procedure', added.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, { visitId: id, ...added }],
      ['delete', { visitId: id, ...added }, null],
    ]);

    const gone = await deleteProcedure(editor, added.id);
    expect(gone.status).toBe(404);
    expect(message(gone)).toBe('Nie znaleziono procedury medycznej.');
  });

  it('refuses an unknown, a retired and a missing code with Polish messages, changing nothing', async () => {
    const clientId = await s.c.addPatient('Kodowa');
    const id = await visitOn(s.c, clientId, '2030-02-06');
    const unknown = await addProcedure(editor, { visitID: id, icd9_code: '99.9999' });
    expect(unknown.status).toBe(400);
    expect(message(unknown)).toBe('Nie znaleziono procedury o kodzie ICD-9 „99.9999”.');
    const retired = await addProcedure(editor, { visitID: id, icd9_code: RETIRED_ICD9.toLowerCase() });
    expect(retired.status).toBe(400);
    expect(message(retired)).toBe(
      `Kod ICD-9 „${RETIRED_ICD9}” nie jest już używany w słowniku. Wybierz inną procedurę.`,
    );
    const empty = await addProcedure(editor, { visitID: id, icd9_code: '  ' });
    expect(empty.status).toBe(400);
    expect(checkMessage(empty)).toBe('Wybierz procedurę ICD-9.');
    // A diagnosis code is no procedure.
    expect(message(await addProcedure(editor, { visitID: id, icd9_code: 'M54.5' }))).toBe(
      'Nie znaleziono procedury o kodzie ICD-9 „M54.5”.',
    );
    expect((await course(id)).procedures).toEqual([]);
    const rows = await s.t.db.select().from(visitProcedures).where(eq(visitProcedures.visitId, id));
    expect(rows).toEqual([]);
  });
});

describe('diagnoses (AddVisitCondition, DeleteVisitCondition)', () => {
  it('keeps one main diagnosis per visit, the main one listed first, and audits the changes', async () => {
    const clientId = await s.c.addPatient('Rozpoznaniowa');
    const id = await visitOn(s.c, clientId, '2030-02-07');
    const concurrent = await condition(id, 'g44.2', 2);
    const main = await condition(id, 'M54.5', 1, 'od dwóch tygodni');
    expect(main).toEqual({
      id: expect.any(Number),
      icd10_code: 'M54.5',
      description: 'od dwóch tygodni',
      type: 1,
      opis_icd: 'Ból okolicy lędźwiowo-krzyżowej',
    });
    expect(concurrent).toMatchObject({
      icd10_code: 'G44.2',
      type: 2,
      opis_icd: 'Ból głowy typu napięciowego',
    });

    const second = await addCondition(editor, { visitID: id, icd10_code: 'M54.2', type: 1 });
    expect(second.status).toBe(409);
    expect(message(second)).toBe(
      'Wizyta ma już rozpoznanie główne. Usuń je albo dodaj to rozpoznanie jako współistniejące.',
    );
    expect((await course(id)).conditions).toEqual([main, concurrent]);

    expect((await deleteCondition(editor, main.id)).status).toBe(200);
    const replaced = await condition(id, 'M54.2', 1);
    expect((await course(id)).conditions).toEqual([replaced, concurrent]);

    const entries = await auditOf('visit_condition', main.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, { visitId: id, ...main }],
      ['delete', { visitId: id, ...main }, null],
    ]);
    const gone = await deleteCondition(editor, main.id);
    expect(gone.status).toBe(404);
    expect(message(gone)).toBe('Nie znaleziono rozpoznania.');
  });

  it('refuses unknown and retired codes and a type other than 1 or 2, changing nothing', async () => {
    const clientId = await s.c.addPatient('Słownikowa');
    const id = await visitOn(s.c, clientId, '2030-02-08');
    const unknown = await addCondition(editor, { visitID: id, icd10_code: 'X99.99', type: 2 });
    expect(unknown.status).toBe(400);
    expect(message(unknown)).toBe('Nie znaleziono rozpoznania o kodzie ICD-10 „X99.99”.');
    const retired = await addCondition(editor, { visitID: id, icd10_code: RETIRED_ICD10, type: 1 });
    expect(message(retired)).toBe(
      `Kod ICD-10 „${RETIRED_ICD10}” nie jest już używany w słowniku. Wybierz inne rozpoznanie.`,
    );
    const type = await addCondition(editor, { visitID: id, icd10_code: 'M54.5', type: 3 });
    expect(type.status).toBe(400);
    expect(checkMessage(type)).toBe('Wybierz rodzaj rozpoznania: główne lub współistniejące.');
    const empty = await addCondition(editor, { visitID: id, icd10_code: '', type: 1 });
    expect(checkMessage(empty)).toBe('Wybierz rozpoznanie ICD-10.');
    expect((await course(id)).conditions).toEqual([]);
  });

  it('holds one main diagnosis in the database itself', async () => {
    const clientId = await s.c.addPatient('Indeksowa');
    const id = await visitOn(s.c, clientId, '2030-02-11');
    const [m1, m2] = await s.t.db
      .select({ id: icd10Codes.id })
      .from(icd10Codes)
      .where(inArray(icd10Codes.code, ['M54.5', 'M54.2']));
    const row = { tenantId: s.c.clinic.tenant.id, visitId: id, type: 1 };
    await s.t.db.insert(visitConditions).values({ ...row, icd10Id: m1!.id });
    await expect(s.t.db.insert(visitConditions).values({ ...row, icd10Id: m2!.id })).rejects.toThrow();
  });
});

describe('a closed visit', () => {
  it('is read-only until reopened', async () => {
    const clientId = await s.c.addPatient('Zamknięta');
    const id = await visitOn(s.c, clientId, '2030-02-12');
    const kept = await procedure(id, '93.1121');
    const main = await condition(id, 'M54.5', 1);
    await update(editor, { id, process: '<p>Przed zamknięciem</p>' });
    expect((await s.c.call({ url: `${V}/CloseVisit`, body: { id } })).status).toBe(200);

    const closed = await course(id);
    expect(closed.readOnly).toBe(true);
    expect(closed.readOnlyReason).toBe(
      'Wizyta jest zamknięta. Przebieg wizyty można zmienić dopiero po jej otwarciu.',
    );
    const refusals = [
      await update(editor, { id, process: '<p>Po zamknięciu</p>' }),
      await addProcedure(editor, { visitID: id, icd9_code: '93.1503' }),
      await deleteProcedure(editor, kept.id),
      await addCondition(editor, { visitID: id, icd10_code: 'G44.2', type: 2 }),
      await deleteCondition(editor, main.id),
      await copyPrevious(editor, id),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(message(res)).toBe(
        'Wizyta jest zamknięta. Przebieg wizyty można zmienić dopiero po jej otwarciu.',
      );
    }
    expect(await course(id)).toEqual(closed);

    const opener = await s.c.as(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Otwarcie']);
    expect((await opener({ url: `${V}/OpenVisit`, body: { id } })).status).toBe(200);
    expect((await course(id)).readOnly).toBe(false);
    expect((await update(editor, { id, process: '<p>Po otwarciu</p>' })).status).toBe(200);
    expect((await deleteProcedure(editor, kept.id)).status).toBe(200);
  });
});

describe('copy from the previous visit (CopyPreviousVisitCourse)', () => {
  it('fills empty texts, adds missing procedures and diagnoses (the old main as concurrent), skips retired codes', async () => {
    const clientId = await s.c.addPatient('Kopiowana');
    const older = await visitOn(s.c, clientId, '2030-03-04');
    const previous = await visitOn(s.c, clientId, '2030-03-05');
    const cancelled = await visitOn(s.c, clientId, '2030-03-06');
    const current = await visitOn(s.c, clientId, '2030-03-07');
    await procedure(older, '93.3101');
    await update(editor, {
      id: previous,
      process: '<p>Mobilizacja</p>',
      recognition: '<p>Stare rozpoznanie</p>',
      recommendations: '<p>Ćwiczenia w domu</p>',
      notesForReception: '<p>Tylko dla tamtej wizyty</p>',
    });
    const p1 = await procedure(previous, '93.1503', 'L4-L5');
    await procedure(previous, '93.1121');
    await condition(previous, 'M54.5', 1, 'przewlekły');
    await condition(previous, 'G44.2', 2);
    // A code retired after it was used: kept on the old visit, not copied.
    const [retired] = await s.t.db.select().from(icd9Codes).where(eq(icd9Codes.code, RETIRED_ICD9));
    await s.t.db
      .insert(visitProcedures)
      .values({ tenantId: s.c.clinic.tenant.id, visitId: previous, icd9Id: retired!.id });
    // The cancelled visit in between is not the previous one.
    await procedure(cancelled, '94.31');
    await s.c.setStatus(cancelled, 2, 1);

    await update(editor, { id: current, recognition: '<p>Nowe rozpoznanie</p>' });
    await procedure(current, '93.1121', 'już dodana');
    const ownMain = await condition(current, 'M53.1', 1);

    const before = await course(current);
    const copied = await copyPrevious(editor, current);
    expect(copied.status, message(copied)).toBe(200);
    const after = copied.body.result as VisitCourse;
    expect(after).toMatchObject({
      process: '<p>Mobilizacja</p>',
      recognition: '<p>Nowe rozpoznanie</p>',
      recommendations: '<p>Ćwiczenia w domu</p>',
      notesForReception: null,
    });
    expect(after.procedures.map((p) => [p.icd9_code, p.description])).toEqual([
      ['93.1121', 'już dodana'],
      ['93.1503', p1.description],
    ]);
    expect(after.conditions.map((c) => [c.icd10_code, c.type, c.description])).toEqual([
      ['M53.1', 1, null],
      ['M54.5', 2, 'przewlekły'],
      ['G44.2', 2, null],
    ]);
    expect(after.conditions[0]).toEqual(ownMain);
    expect(await course(current)).toEqual(after);

    const [entry] = await auditOf('visit_course', current).then((e) => e.slice(-1));
    expect(entry!.before).toEqual({
      process: before.process,
      recognition: before.recognition,
      recommendations: before.recommendations,
      notesForReception: before.notesForReception,
      procedures: before.procedures,
      conditions: before.conditions,
    });
    const { visitId: _, readOnly: __, readOnlyReason: ___, ...afterCourse } = after;
    expect(entry!.after).toEqual({ ...afterCourse, copiedFromVisitId: previous });

    // A second copy adds nothing new.
    const twice = await copyPrevious(editor, current);
    expect((twice.body.result as VisitCourse).procedures).toHaveLength(2);
    expect((twice.body.result as VisitCourse).conditions).toHaveLength(3);
  });

  it('takes the previous main diagnosis as main when this visit has none', async () => {
    const clientId = await s.c.addPatient('Główna');
    const previous = await visitOn(s.c, clientId, '2030-03-11');
    const current = await visitOn(s.c, clientId, '2030-03-12');
    await condition(previous, 'F41.1', 1);
    const res = await copyPrevious(editor, current);
    expect((res.body.result as VisitCourse).conditions.map((c) => [c.icd10_code, c.type])).toEqual([
      ['F41.1', 1],
    ]);
  });

  it('refuses a visit without a previous one with a Polish message', async () => {
    const clientId = await s.c.addPatient('Pierwsza');
    const first = await visitOn(s.c, clientId, '2030-03-13');
    const res = await copyPrevious(editor, first);
    expect(res.status).toBe(409);
    expect(message(res)).toBe('Pacjent nie ma poprzednich wizyt, z których można skopiować przebieg.');
    expect(await s.t.db.select().from(visitCourses).where(eq(visitCourses.visitId, first))).toEqual([]);
  });
});

describe('the therapist visit editor (GetTherapistVisitDetails, GetTherapistPreviousVisit)', () => {
  it("gives the visit's own therapist every field with the previous visit's course", async () => {
    const own = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const clientId = await s.c.addPatient('Szczegółowa');
    const pesel = makePesel('1985-04-12', 123, 0);
    const guardian = await s.c.addPatient('Opiekun');
    await s.t.db
      .update(clients)
      .set({ pesel, phone: '600100200', representativeId: guardian })
      .where(eq(clients.id, clientId));
    const typeId = await s.c.addVisitType(own.id, 60);
    const previous = await s.c.book({
      therapistId: s.c.therapist.id,
      clientId,
      startTime: at('11:00', '2030-04-01'),
      endTime: at('12:00', '2030-04-01'),
    });
    const id = await s.c.book({
      therapistId: own.id,
      clientId,
      typWizytyTerapeutyId: typeId,
      notes: '<p>Notatka</p>',
      startTime: at('09:00', '2030-04-02'),
      endTime: at('10:00', '2030-04-02'),
    });
    await update(editor, {
      id: previous,
      process: '<p>P</p>',
      recognition: '<p>R</p>',
      recommendations: '<p>Z</p>',
    });
    const p = await procedure(previous, '93.1121');
    const d = await condition(previous, 'M54.5', 1);
    await update(editor, { id, process: '<p>Teraz</p>', notesForReception: '<p>Recepcja</p>' });

    const res = await details(own.call, id);
    expect(res.status, message(res)).toBe(200);
    const got = res.body.result as TherapistVisitDetails;
    expect(got).toEqual({
      visitId: id,
      clientName: 'Anna',
      clientSurname: 'Szczegółowa',
      client_id: clientId,
      patientId: clientId,
      pesel,
      phone: '600100200',
      clientBirthDate: '1985-04-12',
      representativeName: 'Anna Opiekun',
      therapistAssigned: expect.any(String),
      therapistId: own.id,
      zabiegId: null,
      zabiegNazwa: null,
      zabiegPodtypId: null,
      podTypZabieguNazwa: null,
      typyWizytTerapeuty: [{ id: typeId, nazwa: 'Typ 60 min', dlugosc_wizyty: 60, aktywna: true }],
      typWizytyTerapeutyId: typeId,
      visitNotes: '<p>Notatka</p>',
      notesForReception: '<p>Recepcja</p>',
      startTime: new Date(at('09:00', '2030-04-02')).toISOString(),
      endTime: new Date(at('10:00', '2030-04-02')).toISOString(),
      status: 0,
      statusSubtype: 0,
      cancelReason: null,
      process: '<p>Teraz</p>',
      recognition: null,
      recommendations: null,
      procedures: [],
      conditions: [],
      readOnly: false,
      readOnlyReason: null,
      latestVisitId: previous,
      latestVisitStartTime: new Date(at('11:00', '2030-04-01')).toISOString(),
      latestProcess: '<p>P</p>',
      latestRecoginition: '<p>R</p>',
      latestRecommendations: '<p>Z</p>',
      latestProcedures: [p],
      latestConditions: [d],
    });
    expect(got.therapistAssigned).toMatch(/\S+ \S+/);

    const prev = await previousVisit(own.call, id);
    expect(prev.status).toBe(200);
    expect(prev.body.result as TherapistPreviousVisit).toMatchObject({
      id: previous,
      startTime: new Date(at('11:00', '2030-04-01')).toISOString(),
      therapistId: s.c.therapist.id,
      process: '<p>P</p>',
      recognition: '<p>R</p>',
      recommendations: '<p>Z</p>',
      procedures: [p],
      conditions: [d],
    });
    expect((prev.body.result as TherapistPreviousVisit).therapistName).toMatch(/\S+ \S+/);
    // The first visit has none.
    const none = await previousVisit(editor, previous);
    expect(none.status).toBe(200);
    expect(none.body.result).toBeNull();
    const noneDetails = (await details(editor, previous)).body.result as TherapistVisitDetails;
    expect(noneDetails).toMatchObject({
      latestVisitId: null,
      latestProcess: null,
      latestRecoginition: null,
      latestProcedures: [],
      latestConditions: [],
    });

    // Another therapist without the course permission may not read it; nor change it as its own therapist.
    const other = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    for (const res of [
      await details(other.call, id),
      await previousVisit(other.call, id),
      await getCourse(other.call, id),
    ]) {
      expect(res.status).toBe(403);
      expect(message(res)).toBe('Nie masz uprawnień do przeglądania przebiegu tej wizyty.');
    }
    expect((await getCourse(own.call, id)).status).toBe(200);
    expect((await update(own.call, { id, process: '<p>x</p>' })).status).toBe(403);
  });
});

describe('permission Wizytownik_Wizyty_Edycja_Przebiegu', () => {
  it('refuses every change to a user without it (403), changing nothing', async () => {
    const clientId = await s.c.addPatient('Bezuprawnień');
    const previous = await visitOn(s.c, clientId, '2030-05-06');
    const id = await visitOn(s.c, clientId, '2030-05-07');
    await update(editor, { id: previous, process: '<p>Stare</p>' });
    const p = await procedure(id, '93.1121');
    const d = await condition(id, 'M54.5', 1);
    const before = await course(id);
    const reception = s.c.call; // Wizytownik_Wizyty and Wizytownik_Wizyty_Edycja, without the course permission
    const refusals = [
      await update(reception, { id, process: '<p>x</p>' }),
      await addProcedure(reception, { visitID: id, icd9_code: '93.1503' }),
      await deleteProcedure(reception, p.id),
      await addCondition(reception, { visitID: id, icd10_code: 'G44.2', type: 2 }),
      await deleteCondition(reception, d.id),
      await copyPrevious(reception, id),
      await getCourse(reception, id),
      await details(reception, id),
      await previousVisit(reception, id),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 403));
    expect(await course(id)).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it("treats another clinic's visits, procedures and diagnoses as not found", async () => {
    const clientId = await s.c.addPatient('Izolowana');
    const id = await visitOn(s.c, clientId, '2030-06-03');
    const previous = await visitOn(s.c, clientId, '2030-06-02');
    await update(editor, { id, process: '<p>Nasze</p>' });
    const p = await procedure(id, '93.1121');
    const d = await condition(id, 'M54.5', 1);
    const before = await course(id);
    expect(previous).toBeLessThan(2_000_000_000);

    const other = await createVisitsClinic(s.t);
    const stranger = await other.as(COURSE);
    const results = [
      await getCourse(stranger, id),
      await details(stranger, id),
      await previousVisit(stranger, id),
      await update(stranger, { id, process: '<p>Cudze</p>' }),
      await addProcedure(stranger, { visitID: id, icd9_code: '93.1503' }),
      await addCondition(stranger, { visitID: id, icd10_code: 'G44.2', type: 2 }),
      await copyPrevious(stranger, id),
    ];
    for (const res of results) {
      expect(res.status).toBe(404);
      expect(message(res)).toBe('Nie znaleziono wizyty.');
    }
    const procedureGone = await deleteProcedure(stranger, p.id);
    expect(procedureGone.status).toBe(404);
    expect(message(procedureGone)).toBe('Nie znaleziono procedury medycznej.');
    const conditionGone = await deleteCondition(stranger, d.id);
    expect(conditionGone.status).toBe(404);
    expect(message(conditionGone)).toBe('Nie znaleziono rozpoznania.');
    expect(await course(id)).toEqual(before);
  });
});
