import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceDoctor, MarketplaceFacility, TherapistDetails } from '@wizytownik/contracts';
import { THERAPIST_ROLE, type PermissionName } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, TestClock, type TestApp } from '../../../test/test-app.ts';
import { runTenantCommand } from '../../cli/tenant-command.ts';
import { startFakeZnanyLekarz, type FakeZnanyLekarz } from '../../integrations/znany-lekarz/fake-server.ts';
import { createZnanyLekarzHttpClient } from '../../integrations/znany-lekarz/http-client.ts';
import { SIMULATED_ESTATE } from '../../integrations/znany-lekarz/simulator.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';

const ZL = '/api/services/app/ZnanyLekarzService';
const TH = '/api/services/app/Therapist';
const EDIT: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja'];
const DISABLED = 'Integracja ZnanyLekarz jest wyłączona w ustawieniach firmy.';
const [KRAKOW, NOWA_HUTA] = SIMULATED_ESTATE;

async function clinicOf(t: TestApp, options: { enabled: boolean; permissions?: PermissionName[] }) {
  const clinic = await createTestClinic(t);
  if (options.enabled) await runTenantCommand(t.db, ['znanylekarz', clinic.tenant.tenancyName, 'on']);
  const therapist = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const editor = await clinic.addUser({ permissions: options.permissions ?? EDIT });
  return { clinic, therapist, token: await clinic.login(editor.userName) };
}

const facilities = (t: TestApp, token: string) =>
  t.call<MarketplaceFacility[]>({ method: 'GET', url: `${ZL}/GetFacilities`, token });
const doctors = (t: TestApp, token: string, facilityId?: string) =>
  t.call<MarketplaceDoctor[]>({
    method: 'GET',
    url: `${ZL}/GetDoctors`,
    token,
    ...(facilityId === undefined ? {} : { query: { facilityId } }),
  });
const link = (t: TestApp, token: string, userID: number, znanyLekarzId: string | null) =>
  t.call<TherapistDetails>({ url: `${TH}/SaveOrUpdate`, token, body: { userID, znanyLekarzId } });

describe('with the simulator (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the lists while the company setting is off', async () => {
    const { token } = await clinicOf(t, { enabled: false });
    for (const reply of [await facilities(t, token), await doctors(t, token, KRAKOW!.id)]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error?.message).toBe(DISABLED);
    }
  });

  it('lists the facilities and the doctors of a chosen facility once the operator turns it on', async () => {
    const { token } = await clinicOf(t, { enabled: true });
    const list = await facilities(t, token);
    expect(list.status).toBe(200);
    expect(list.body.result).toEqual(SIMULATED_ESTATE.map(({ id, name }) => ({ id, name })));
    expect((await doctors(t, token, NOWA_HUTA!.id)).body.result).toEqual(NOWA_HUTA!.doctors);
  });

  it("uses the company settings' facility when none is chosen, and asks for one when neither is set", async () => {
    const { clinic, token } = await clinicOf(t, { enabled: true });
    const none = await doctors(t, token);
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe(
      'Wybierz placówkę ZnanyLekarz albo podaj jej identyfikator w ustawieniach firmy.',
    );
    const settings = await loadSettingsRow(t.db, clinic.tenant.id);
    await t.db
      .update(companySettings)
      .set({ znanyLekarzPlacowkaId: KRAKOW!.id })
      .where(eq(companySettings.id, settings.id));
    expect((await doctors(t, token)).body.result).toEqual(KRAKOW!.doctors);
  });

  it('answers an unknown facility with 404', async () => {
    const { token } = await clinicOf(t, { enabled: true });
    const reply = await doctors(t, token, '999');
    expect(reply.status).toBe(404);
    expect(reply.body.error?.message).toBe('Nie znaleziono placówki w serwisie ZnanyLekarz.');
  });

  it("keeps one clinic's setting to itself", async () => {
    await clinicOf(t, { enabled: true });
    const other = await clinicOf(t, { enabled: false });
    expect((await facilities(t, other.token)).status).toBe(403);
  });

  it('needs the therapists permission', async () => {
    const { token } = await clinicOf(t, { enabled: true, permissions: ['Wizytownik_Rooms'] });
    expect((await facilities(t, token)).status).toBe(403);
    expect((await doctors(t, token, KRAKOW!.id)).status).toBe(403);
  });

  it('links a therapist to a doctor only while the integration is on; unlinking always works', async () => {
    const { clinic, therapist, token } = await clinicOf(t, { enabled: false });
    const refused = await link(t, token, therapist.id, '551001');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(DISABLED);

    await runTenantCommand(t.db, ['znanylekarz', clinic.tenant.tenancyName, 'on']);
    const linked = await link(t, token, therapist.id, '551001');
    expect(linked.status).toBe(200);
    expect(linked.body.result?.znanyLekarzId).toBe('551001');

    await runTenantCommand(t.db, ['znanylekarz', clinic.tenant.tenancyName, 'off']);
    const unlinked = await link(t, token, therapist.id, null);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.result?.znanyLekarzId).toBeNull();
  });

  it('refuses an unknown switch of the operator command', async () => {
    const { clinic } = await clinicOf(t, { enabled: false });
    await expect(runTenantCommand(t.db, ['znanylekarz', clinic.tenant.tenancyName, 'tak'])).rejects.toThrow(
      'Użycie',
    );
  });
});

describe('with the real HTTP client against a fake of the marketplace', () => {
  const credentials = { clientId: 'vendor', clientSecret: 'vendor-secret' };
  let fake: FakeZnanyLekarz;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeZnanyLekarz(credentials);
    t = await createTestApp({
      znanyLekarz: createZnanyLekarzHttpClient({ baseUrl: fake.url, ...credentials, clock: new TestClock() }),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('lists what the marketplace answers', async () => {
    const { token } = await clinicOf(t, { enabled: true });
    expect((await facilities(t, token)).body.result?.map((f) => f.id)).toEqual(['240101', '240102']);
    expect((await doctors(t, token, '240101')).body.result).toEqual(KRAKOW!.doctors);
  });

  it.each([
    { status: 503, answer: 502, message: 'Serwis ZnanyLekarz nie odpowiada. Spróbuj ponownie później.' },
    {
      status: 429,
      answer: 429,
      message: 'Serwis ZnanyLekarz ogranicza liczbę zapytań. Spróbuj ponownie za chwilę.',
    },
    { status: 403, answer: 502, message: 'Ta placówka nie należy do konta integracji ZnanyLekarz.' },
  ])(
    'answers the marketplace’s $status with $answer and a Polish message',
    async ({ status, answer, message }) => {
      const { token } = await clinicOf(t, { enabled: true });
      fake.failNext(status, 'upstream says no');
      const reply = await facilities(t, token);
      expect(reply.status).toBe(answer);
      expect(reply.body.error?.message).toBe(message);
    },
  );

  it('reports revoked credentials without showing the marketplace’s text', async () => {
    const { token } = await clinicOf(t, { enabled: true });
    fake.revokeClient();
    const reply = await facilities(t, token);
    expect(reply.status).toBe(502);
    expect(reply.body.error?.message).toBe(
      'ZnanyLekarz odrzucił dane dostępowe integracji. Sprawdź konfigurację serwera.',
    );
  });
});
