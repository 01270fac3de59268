import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { endpoint, NoInput } from '@wizytownik/contracts';
import { clinicDaysOff } from '../modules/days-off/days-off.tables.ts';
import { createTestClinic } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { route } from './http/route.ts';

/**
 * What the database refuses answers 4xx on both databases: the writes below skip the services'
 * own checks (a check-then-insert two requests can both pass), as a race or a forgotten check would.
 */
const probe = (path: string) =>
  endpoint({ method: 'POST', path, input: NoInput, result: z.null(), summary: 'probe', tag: 'Test' });

let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      route(app, probe('/api/test/day-off-twice'), { access: 'public' }, async () => {
        const day = { tenantId, date: '2026-12-24', description: 'Wigilia' };
        await t.db.insert(clinicDaysOff).values(day);
        await t.db.insert(clinicDaysOff).values(day);
        return null;
      });
      route(app, probe('/api/test/too-long'), { access: 'public' }, async () => {
        await t.db.execute(sql.raw(`do $$ declare v varchar(3) := 'Kowalski'; begin end $$`));
        return null;
      });
      route(app, probe('/api/test/missing-tenant'), { access: 'public' }, async () => {
        await t.db
          .insert(clinicDaysOff)
          .values({ tenantId: 2_000_000_000, date: '2026-12-25', description: 'x' });
        return null;
      });
    },
  });
  tenantId = (await createTestClinic(t)).tenant.id;
});
afterAll(() => t.close());

describe('database refusals', () => {
  it('answers a duplicate key with 409 and a Polish message naming no constraint', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/day-off-twice', body: {} });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 409,
      errorCode: 'db.uniqueViolation',
      message: 'Taki wpis już istnieje.',
      details: null,
    });
    expect(res.raw.body).not.toMatch(/clinic_days_off|insert|Wigilia/i);
  });

  it('answers a too long text with 400', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/too-long', body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      errorCode: 'db.valueTooLong',
      message: 'Wpisany tekst jest zbyt długi.',
    });
    expect(res.raw.body).not.toMatch(/varchar|Kowalski/i);
  });

  it('answers a reference to a missing row with 409', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/missing-tenant', body: {} });
    expect(res.status).toBe(409);
    expect(res.body.error?.errorCode).toBe('db.foreignKeyViolation');
    expect(res.raw.body).not.toMatch(/tenant_id|fkey/i);
  });
});
