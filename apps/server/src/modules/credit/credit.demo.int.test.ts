import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoCredit } from './credit.demo.ts';
import { listCreditEntries } from './credit.service.ts';
import { insertTestPatient } from './test-patient.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo credit', () => {
  it('gives the first four patients payments taken by the reception, and the fifth none', async () => {
    const { tenant } = await createTestClinic(t);
    await seedDemoUsers(t.db, tenant.id);
    const patients = [];
    for (let i = 0; i < 5; i += 1) patients.push(await insertTestPatient(t.db, tenant.id));
    await seedDemoCredit(t.db, tenant.id);
    const page = { SkipCount: 0, MaxResultCount: 20 };
    const accounts = await Promise.all(
      patients.map((ClientId) => listCreditEntries(t.db, tenant.id, { ClientId, ...page })),
    );
    expect(accounts.map((a) => a.saldo)).toEqual([50000, 35050, 9999, 127500, 0]);
    expect(accounts[1]?.data.items.map((i) => i.terapeuta)).toEqual(['Ewa Zielińska', 'Ewa Zielińska']);
  });

  it('adds nothing while the clinic has no patients', async () => {
    const { tenant } = await createTestClinic(t);
    await expect(seedDemoCredit(t.db, tenant.id)).resolves.toBeUndefined();
  });
});
