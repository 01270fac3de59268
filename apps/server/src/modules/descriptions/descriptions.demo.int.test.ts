import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoDescriptions } from './descriptions.demo.ts';
import { listCategories, listDescriptions } from './descriptions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo descriptions', () => {
  it('gives the clinic shared descriptions of every type, each in a category, seen by every user', async () => {
    const clinic = await createTestClinic(t);
    await seedDemoDescriptions(t.db, clinic.tenant.id);
    const other = await clinic.addUser({ permissions: ['Wizytownik_Wizyty_Edycja_Przebiegu'] });
    const user = { tenantId: clinic.tenant.id, userId: other.id };
    expect(await listCategories(t.db, clinic.tenant.id)).toHaveLength(4);
    for (const type of [0, 1, 2]) {
      const page = await listDescriptions(t.db, user, { type, SkipCount: 0, MaxResultCount: 10 });
      expect(page.totalCount).toBeGreaterThanOrEqual(3);
      for (const d of page.items) {
        expect(d.is_private).toBe(false);
        expect(d.categories.length).toBeGreaterThan(0);
      }
    }
  });
});
