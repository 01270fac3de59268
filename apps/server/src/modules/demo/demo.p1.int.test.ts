import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_FEATURE_NAMES } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_OID_ROOT } from '../../config.ts';
import { createP1Simulator } from '../../integrations/p1/simulator.ts';
import { DEFAULT_ICD_DATA_DIR, loadIcdDictionariesIfEmpty } from '../icd/icd.import.ts';
import { p1BufferEntries } from '../p1/p1-buffer.tables.ts';
import { runClinicP1Jobs } from '../p1/p1.test-kit.ts';
import { seedDemoClinic } from './demo.seed.ts';

/*
 * The demo clinic as a first start makes it (every feature, the ICD dictionaries loaded): its closed
 * visits' medical events, sent by the P1 buffer's jobs to the simulator, are accepted but for the one
 * visit whose diagnosis the demo leaves out, so /p1bufor shows both.
 */

let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  await loadIcdDictionariesIfEmpty(t.db, DEFAULT_ICD_DATA_DIR);
  tenantId = (await createTestClinic(t, { features: [...ALL_FEATURE_NAMES] })).tenant.id;
  await seedDemoClinic(t.db, tenantId);
}, 600_000);
afterAll(() => t.close());

it('sends every closed visit to P1 but the one without a diagnosis', async () => {
  await runClinicP1Jobs(t.db, tenantId, {
    db: t.db,
    clock: t.clock,
    p1: createP1Simulator({ db: t.db, drugs: async () => null, clock: t.clock, oidRoot: SIMULATOR_OID_ROOT }),
    // The demo queues no package (its sends succeed).
    resendPackage: () => Promise.reject(new Error('no package expected')),
  });
  const entries = await t.db.select().from(p1BufferEntries).where(eq(p1BufferEntries.tenantId, tenantId));
  expect(entries.length).toBeGreaterThan(50);
  expect(entries.every((e) => e.kind === 'visit')).toBe(true);
  const failed = entries.filter((e) => e.status !== 'sent');
  expect(failed).toMatchObject([
    { status: 'error', errors: ['Wizyta nie ma rozpoznania ICD-10. [SIM.ZM.diagnosisMissing]'] },
  ]);
}, 120_000);
