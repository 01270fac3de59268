import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type {
  GetTherapyPlansOutput,
  TherapyGoalDto,
  TherapyPlanDto,
  TherapyTaskDto,
} from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapyTasks } from './therapy-plans.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const P = '/api/services/app/PlanyTerapiiZdrowienia';
const BOTH: PermissionName[] = ['Wizytownik_PlanyZdrowienia', 'Wizytownik_PlanyZdrowieniaEdycja'];

async function addPatient(clinic: TestClinic, surname = 'Nowak') {
  const [row] = await t.db
    .insert(clients)
    .values({ tenantId: clinic.tenant.id, name: 'Anna', surname })
    .returning({ id: clients.id });
  return row!.id;
}

async function userWith(clinic: TestClinic, permissions: PermissionName[]) {
  const user = await clinic.addUser({ permissions });
  return { user, token: await clinic.login(user.userName) };
}

const post = <T>(token: string, method: string, body: object) =>
  t.call<T>({ url: `${P}/${method}`, token, body });
const put = <T>(token: string, method: string, body: object) =>
  t.call<T>({ method: 'PUT', url: `${P}/${method}`, token, body });
const get = <T>(token: string, method: string, query: Record<string, string | number>) =>
  t.call<T>({
    method: 'GET',
    url: `${P}/${method}`,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/** A clinic with a patient and a planner holding both plan permissions. */
async function setup() {
  const clinic = await createTestClinic(t);
  const clientId = await addPatient(clinic);
  const { user, token } = await userWith(clinic, BOTH);
  return { clinic, clientId, user, token };
}

async function newPlan(token: string, clientId: number, fields: object = {}) {
  const res = await post<{ id: number }>(token, 'Create', { clientid: clientId, ...fields });
  expect(res.status).toBe(200);
  return res.body.result!.id;
}

async function newGoal(token: string, planId: number, nazwa = 'Poprawa snu') {
  const res = await post<TherapyGoalDto>(token, 'CreatePlanTerapiiCel', {
    planTerapiiId: planId,
    nazwa,
    opis: 'Zasypianie przed północą',
  });
  expect(res.status).toBe(200);
  return res.body.result!;
}

const plansOf = (token: string, clientId: number, query: Record<string, string | number> = {}) =>
  get<GetTherapyPlansOutput>(token, 'GetAll', { ClientId: clientId, ...query });

describe('therapy plans', () => {
  it('creates a draft plan of kind Nowy by the calling therapist and lists it', async () => {
    const { clientId, user, token } = await setup();
    const id = await newPlan(token, clientId, { zasoby: ' Rodzina ', planowanaDataRealizacji: '2025-09-30' });
    const list = await plansOf(token, clientId);
    expect(list.body.result).toEqual({
      totalCount: 1,
      items: [
        {
          id,
          clientid: clientId,
          rodzajPlanu: 0,
          status: 0,
          zasoby: 'Rodzina',
          siecOparcia: null,
          potrzeby: null,
          dataUtworzenia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          planowanaDataRealizacji: '2025-09-30',
          dataZakoczeniaAnulowania: null,
          therapistName: `${user.name} ${user.surname}`,
        },
      ],
    });
  });

  it('dates the completion when the status becomes Zrealizowany and clears it when reopened', async () => {
    const { clientId, token } = await setup();
    const id = await newPlan(token, clientId);
    const save = (status: number) =>
      put<TherapyPlanDto>(token, 'Update', {
        id,
        clientid: clientId,
        rodzajPlanu: 1,
        status,
        potrzeby: 'Sen',
        planowanaDataRealizacji: '',
      });
    const done = await save(2);
    expect(done.body.result).toMatchObject({ rodzajPlanu: 1, status: 2, potrzeby: 'Sen' });
    const closedAt = done.body.result!.dataZakoczeniaAnulowania;
    expect(closedAt).not.toBeNull();
    t.clock.advance(60_000);
    expect((await save(2)).body.result!.dataZakoczeniaAnulowania).toBe(closedAt);
    const cancelled = (await save(3)).body.result!.dataZakoczeniaAnulowania;
    expect(Date.parse(cancelled!)).toBeGreaterThan(Date.parse(closedAt!));
    expect((await save(1)).body.result).toMatchObject({ status: 1, dataZakoczeniaAnulowania: null });
  });

  it("pages and sorts one patient's plans, descending with the DESC suffix", async () => {
    const { clinic, clientId, token } = await setup();
    await newPlan(token, await addPatient(clinic, 'Kowalska'));
    const ids: number[] = [];
    for (const status of [1, 3, 0]) {
      ids.push(await newPlan(token, clientId, { status }));
      t.clock.advance(1000);
    }
    const byStatus = await plansOf(token, clientId, { Sorting: 'status DESC', MaxResultCount: 50 });
    expect(byStatus.body.result!.items.map((p) => p.status)).toEqual([3, 1, 0]);
    const newest = await plansOf(token, clientId);
    expect(newest.body.result!.items.map((p) => p.id)).toEqual([...ids].reverse());
    const second = await plansOf(token, clientId, {
      Sorting: 'dataUtworzenia',
      SkipCount: 1,
      MaxResultCount: 50,
    });
    expect(second.body.result).toMatchObject({ totalCount: 3, items: [{ id: ids[1] }, { id: ids[2] }] });
  });

  it.each([
    [{ MaxResultCount: 20 }, 'MaxResultCount'],
    [{ Sorting: 'nazwa DESC' }, 'Sorting'],
  ])('refuses a page query %o', async (query, member) => {
    const { clientId, token } = await setup();
    const res = await plansOf(token, clientId, query);
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual([member]);
  });

  it('refuses an unknown kind or status and an impossible planned date', async () => {
    const { clientId, token } = await setup();
    for (const fields of [{ rodzajPlanu: 2 }, { status: 4 }, { planowanaDataRealizacji: '2025-02-30' }]) {
      const res = await post(token, 'Create', { clientid: clientId, ...fields });
      expect(res.status).toBe(400);
    }
    expect((await plansOf(token, clientId)).body.result!.totalCount).toBe(0);
  });
});

describe('goals and tasks', () => {
  it('adds, lists and changes goals, dating their completion', async () => {
    const { clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const goal = await newGoal(token, planId);
    expect(goal).toMatchObject({
      planTerapiiId: planId,
      nazwa: 'Poprawa snu',
      status: 0,
      dataZakoczeniaAnulacji: null,
    });
    const changed = await put<TherapyGoalDto>(token, 'UpdatePlanTerapiiCel', {
      id: goal.id,
      planTerapiiId: planId,
      nazwa: 'Zdrowy sen',
      opis: 'Siedem godzin',
      status: 2,
    });
    expect(changed.body.result).toMatchObject({ nazwa: 'Zdrowy sen', status: 2 });
    expect(changed.body.result!.dataZakoczeniaAnulacji).not.toBeNull();
    const list = await get<TherapyGoalDto[]>(token, 'GetPlanTerapiiCel', { planTerapiiCelId: planId });
    expect(list.body.result).toEqual([changed.body.result]);
  });

  it.each([
    ['nazwa', '', 'Nazwa jest wymagana'],
    ['nazwa', '  ', 'Nazwa jest wymagana'],
    ['nazwa', 'ab', 'Nazwa musi posiadać minimum 3 znaki'],
    ['opis', '', 'Opis jest wymagany'],
    ['opis', 'x ', 'Opis musi posiadać minimum 3 znaki'],
  ])('refuses a goal and a task whose %s is %o with "%s"', async (field, value, message) => {
    const { clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const goal = await newGoal(token, planId);
    const fields = { nazwa: 'Dziennik snu', opis: 'Zapiski', [field]: value };
    for (const [method, body] of [
      ['CreatePlanTerapiiCel', { planTerapiiId: planId, ...fields }],
      ['CreatePlanTerapiiZadanie', { planTerapiiId: planId, celId: goal.id, ...fields }],
    ] as const) {
      const res = await post(token, method, body);
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors).toEqual([{ message, members: [field] }]);
    }
  });

  it('adds a task to a goal, lists it with the goal name and moves it to another goal', async () => {
    const { clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const sleep = await newGoal(token, planId);
    const breath = await newGoal(token, planId, 'Oddech');
    const created = await post<TherapyTaskDto>(token, 'CreatePlanTerapiiZadanie', {
      planTerapiiId: planId,
      celId: sleep.id,
      nazwa: 'Dziennik snu',
      opis: 'Codzienne zapiski',
    });
    expect(created.body.result).toMatchObject({ celId: sleep.id, status: 0, cel: { nazwa: 'Poprawa snu' } });
    const moved = await put<TherapyTaskDto>(token, 'UpdatePlanTerapiiZadanie', {
      id: created.body.result!.id,
      planTerapiiId: planId,
      celId: breath.id,
      nazwa: 'Ćwiczenie',
      opis: 'Wdech i wydech',
      status: 3,
    });
    expect(moved.body.result).toMatchObject({
      celId: breath.id,
      nazwa: 'Ćwiczenie',
      cel: { nazwa: 'Oddech' },
    });
    expect(moved.body.result!.dataZakoczeniaAnulacji).not.toBeNull();
    const tasks = await get<TherapyTaskDto[]>(token, 'GetPlanTerapiiZadanie', { planTerapiiId: planId });
    expect(tasks.body.result).toEqual([moved.body.result]);
  });

  it("refuses a task without a goal or with another plan's goal, and stores nothing", async () => {
    const { clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const otherPlan = await newPlan(token, clientId);
    const foreignGoal = await newGoal(token, otherPlan);
    const task = { planTerapiiId: planId, nazwa: 'Dziennik snu', opis: 'Zapiski' };
    for (const celId of [undefined, null, 0, foreignGoal.id]) {
      const res = await post(token, 'CreatePlanTerapiiZadanie', { ...task, celId });
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors).toEqual([
        { message: 'Cel jest wymagany', members: ['celId'] },
      ]);
    }
    const stored = await t.db.select().from(therapyTasks).where(eq(therapyTasks.goalId, foreignGoal.id));
    expect(stored).toEqual([]);
  });

  it("refuses to move a task to another plan's goal", async () => {
    const { clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const goal = await newGoal(token, planId);
    const foreignGoal = await newGoal(token, await newPlan(token, clientId));
    const task = { planTerapiiId: planId, celId: goal.id, nazwa: 'Dziennik snu', opis: 'Zapiski' };
    const created = await post<TherapyTaskDto>(token, 'CreatePlanTerapiiZadanie', task);
    const id = created.body.result!.id;
    const res = await put(token, 'UpdatePlanTerapiiZadanie', { ...task, id, celId: foreignGoal.id });
    expect(res.body.error?.message).toBe('Cel jest wymagany');
    const wrongPlan = await put(token, 'UpdatePlanTerapiiZadanie', {
      ...task,
      id,
      planTerapiiId: foreignGoal.planTerapiiId,
      celId: foreignGoal.id,
    });
    expect(wrongPlan.status).toBe(404);
    const [row] = await t.db.select().from(therapyTasks).where(eq(therapyTasks.id, id));
    expect(row?.goalId).toBe(goal.id);
  });
});

describe('audit', () => {
  it('records who created and changed a plan, a goal and a task with before and after', async () => {
    const { clinic, clientId, user, token } = await setup();
    const planId = await newPlan(token, clientId);
    await put(token, 'Update', { id: planId, clientid: clientId, status: 1 });
    const goal = await newGoal(token, planId);
    await put(token, 'UpdatePlanTerapiiCel', {
      id: goal.id,
      planTerapiiId: planId,
      nazwa: 'Sen',
      opis: 'Opis',
      status: 1,
    });
    const task = await post<TherapyTaskDto>(token, 'CreatePlanTerapiiZadanie', {
      planTerapiiId: planId,
      celId: goal.id,
      nazwa: 'Dziennik',
      opis: 'Zapiski',
    });
    await put(token, 'UpdatePlanTerapiiZadanie', {
      id: task.body.result!.id,
      planTerapiiId: planId,
      celId: goal.id,
      nazwa: 'Dziennik snu',
      opis: 'Zapiski',
      status: 2,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, clinic.tenant.id), eq(auditLog.userId, user.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ['therapy_plan', 'create'],
      ['therapy_plan', 'update'],
      ['therapy_goal', 'create'],
      ['therapy_goal', 'update'],
      ['therapy_task', 'create'],
      ['therapy_task', 'update'],
    ]);
    expect(entries[1]).toMatchObject({
      entityId: String(planId),
      before: { status: 0 },
      after: { status: 1 },
    });
    expect(entries[3]).toMatchObject({ before: { name: 'Poprawa snu' }, after: { name: 'Sen' } });
    expect(entries[5]).toMatchObject({ before: { status: 0 }, after: { name: 'Dziennik snu', status: 2 } });
  });
});

describe('permissions', () => {
  it('refuses every call without the plans permission', async () => {
    const { clinic, clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const { token: stranger } = await userWith(clinic, ['Wizytownik_PlanyZdrowieniaEdycja']);
    const calls = [
      get(stranger, 'GetAll', { ClientId: clientId }),
      put(stranger, 'Update', { id: planId, clientid: clientId }),
      get(stranger, 'GetPlanTerapiiCel', { planTerapiiCelId: planId }),
      post(stranger, 'CreatePlanTerapiiCel', { planTerapiiId: planId, nazwa: 'Cel', opis: 'Opis' }),
      get(stranger, 'GetPlanTerapiiZadanie', { planTerapiiId: planId }),
      get(stranger, 'GetPlanTerapiiPrint', { planTerapiiId: planId }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });

  it('lets the plans permission edit existing plans, goals and tasks but not create a plan', async () => {
    const { clinic, clientId, token } = await setup();
    const planId = await newPlan(token, clientId);
    const { token: reader } = await userWith(clinic, ['Wizytownik_PlanyZdrowienia']);
    const create = await post(reader, 'Create', { clientid: clientId });
    expect(create.status).toBe(403);
    expect(create.body.error?.message).toBe('Nie masz uprawnień do wykonania tej operacji.');
    expect((await put(reader, 'Update', { id: planId, clientid: clientId, status: 1 })).status).toBe(200);
    const goal = await newGoal(reader, planId);
    const task = await post(reader, 'CreatePlanTerapiiZadanie', {
      planTerapiiId: planId,
      celId: goal.id,
      nazwa: 'Dziennik',
      opis: 'Zapiski',
    });
    expect(task.status).toBe(200);
    expect((await plansOf(reader, clientId)).body.result!.totalCount).toBe(1);
  });
});

describe('tenant isolation', () => {
  it("neither reads nor changes another clinic's patients, plans, goals or tasks", async () => {
    const mine = await setup();
    const planId = await newPlan(mine.token, mine.clientId);
    const goal = await newGoal(mine.token, planId);
    const other = await setup();
    const { token } = other;
    const responses = await Promise.all([
      get(token, 'GetAll', { ClientId: mine.clientId }),
      post(token, 'Create', { clientid: mine.clientId }),
      put(token, 'Update', { id: planId, clientid: mine.clientId, status: 3 }),
      get(token, 'GetPlanTerapiiCel', { planTerapiiCelId: planId }),
      post(token, 'CreatePlanTerapiiCel', { planTerapiiId: planId, nazwa: 'Cudzy', opis: 'Cudzy' }),
      put(token, 'UpdatePlanTerapiiCel', {
        id: goal.id,
        planTerapiiId: planId,
        nazwa: 'Cudzy',
        opis: 'Cudzy',
      }),
      get(token, 'GetPlanTerapiiZadanie', { planTerapiiId: planId }),
      post(token, 'CreatePlanTerapiiZadanie', {
        planTerapiiId: planId,
        celId: goal.id,
        nazwa: 'Abc',
        opis: 'Abc',
      }),
      get(token, 'GetPlanTerapiiPrint', { planTerapiiId: planId }),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(responses.length).fill(404));
    // A goal of another clinic is not a goal of one's own plan either.
    const ownPlan = await newPlan(token, other.clientId);
    const res = await post(token, 'CreatePlanTerapiiZadanie', {
      planTerapiiId: ownPlan,
      celId: goal.id,
      nazwa: 'Abc',
      opis: 'Abc',
    });
    expect(res.body.error?.message).toBe('Cel jest wymagany');
    const plans = await plansOf(mine.token, mine.clientId);
    expect(plans.body.result!.items[0]).toMatchObject({ status: 0 });
  });

  it('refuses a new plan for a deleted patient', async () => {
    const { clientId, token } = await setup();
    await t.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, clientId));
    const res = await post(token, 'Create', { clientid: clientId });
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe('Nie znaleziono pacjenta.');
  });
});
