import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clients } from '../patients/patients.tables.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { listGoals, listTasks } from './plan-items.service.ts';
import { seedDemoTherapyPlans } from './therapy-plans.demo.ts';
import { listPlans } from './therapy-plans.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (ClientId: number) => ({ ClientId, SkipCount: 0, MaxResultCount: 50 });

describe('demo therapy plans', () => {
  it('gives the first two patients a plan by a demo therapist with goals and tasks', async () => {
    const { tenant } = await createTestClinic(t);
    await seedDemoUsers(t.db, tenant.id);
    const patients = await t.db
      .insert(clients)
      .values(
        ['Nowak', 'Kowalska', 'Wiśniewski'].map((surname) => ({ tenantId: tenant.id, name: 'Jan', surname })),
      )
      .returning({ id: clients.id });
    await seedDemoTherapyPlans(t.db, tenant.id);

    const [first, second, third] = await Promise.all(
      patients.map((p) => listPlans(t.db, tenant.id, page(p.id))),
    );
    expect(first!.items).toMatchObject([{ rodzajPlanu: 0, status: 1, therapistName: 'Anna Nowak' }]);
    expect(second!.items).toMatchObject([{ rodzajPlanu: 1, status: 0, therapistName: 'Piotr Wiśniewski' }]);
    expect(third!.totalCount).toBe(0);
    const planId = first!.items[0]!.id;
    expect((await listGoals(t.db, tenant.id, planId)).map((g) => g.nazwa)).toEqual([
      'Poprawa jakości snu',
      'Ćwiczenia oddechowe',
    ]);
    const tasks = await listTasks(t.db, tenant.id, planId);
    expect(tasks.map((x) => [x.nazwa, x.cel.nazwa])).toEqual([
      ['Dziennik snu', 'Poprawa jakości snu'],
      ['Wieczorna rutyna', 'Poprawa jakości snu'],
      ['Nauka techniki', 'Ćwiczenia oddechowe'],
    ]);
    expect(tasks[2]!.dataZakoczeniaAnulacji).not.toBeNull();
  });

  it('adds nothing to a clinic without demo therapists', async () => {
    const { tenant } = await createTestClinic(t);
    const [patient] = await t.db
      .insert(clients)
      .values({ tenantId: tenant.id, name: 'Jan', surname: 'Nowak' })
      .returning({ id: clients.id });
    await seedDemoTherapyPlans(t.db, tenant.id);
    expect((await listPlans(t.db, tenant.id, page(patient!.id))).totalCount).toBe(0);
  });
});
