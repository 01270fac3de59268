import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertTestPatient } from '../credit/test-patient.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoProblems } from './problems.demo.ts';
import { listProblems } from './problems.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo problems', () => {
  it('records one or two problems by the demo therapists for each of the first six patients', async () => {
    const { tenant } = await createTestClinic(t);
    await seedDemoUsers(t.db, tenant.id);
    const patients = [];
    for (let i = 0; i < 7; i += 1) patients.push(await insertTestPatient(t.db, tenant.id));
    await seedDemoProblems(t.db, tenant.id);
    const lists = await Promise.all(patients.map((id) => listProblems(t.db, tenant.id, id)));
    expect(lists.map((l) => l.length)).toEqual([2, 1, 2, 1, 2, 1, 0]);
    expect(lists[0]?.map((p) => [p.nazwa, p.terapeuta])).toEqual([
      ['Ograniczona ruchomość barku', 'Anna Nowak'],
      ['Ból odcinka lędźwiowego', 'Anna Nowak'],
    ]);
  });
});
