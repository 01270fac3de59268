import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, type PermissionName, THERAPIST_ROLE } from '@wizytownik/domain';
import { type GetTherapistsOutput, type TherapistDetails, type Icd9Category } from '@wizytownik/contracts';
import type { z } from 'zod';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import {
  additionalOutposts,
  organizationalUnits,
  therapistGroups,
} from '../company-settings/organization.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { users } from '../users/users.tables.ts';

const SCHEDULE_ORDER_MESSAGE = CONTRACT_MESSAGES['contract.scheduleOrder'];
const THERAPIST_PHONE_MESSAGE = CONTRACT_MESSAGES['contract.therapistPhoneFormat'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/services/app/Therapist';
const READ: PermissionName[] = ['Wizytownik_Terapeuci'];
const EDIT: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja'];

async function clinicWithTherapist(permissions: PermissionName[] = EDIT) {
  const clinic = await createTestClinic(t);
  const therapist = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const editor = await clinic.addUser({ permissions });
  const token = await clinic.login(editor.userName);
  return { clinic, therapist, token };
}

const details = (token: string, userId: number) =>
  t.call<TherapistDetails>({
    method: 'GET',
    url: `${BASE}/GetTherapistDetails`,
    token,
    query: { userId: String(userId) },
  });

const save = (token: string, body: object) =>
  t.call<TherapistDetails>({ url: `${BASE}/SaveOrUpdate`, token, body });

const WEEK = [
  { day: 1, timeStart: '08:00', timeEnd: '16:00', isEnabled: true },
  { day: 2, timeStart: '12:00', timeEnd: '20:00', isEnabled: true },
  { day: 6, timeStart: '09:00', timeEnd: '13:00', isEnabled: false },
];

describe('GetAll', () => {
  it('lists the clinic therapists, searches, pages and hides inactive ones on request', async () => {
    const { clinic, token } = await clinicWithTherapist(READ);
    const second = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const list = await t.call<z.infer<typeof GetTherapistsOutput>>({
      method: 'GET',
      url: `${BASE}/GetAll`,
      token,
      query: { page: '1', limit: '1', IsActive: 'true' },
    });
    expect(list.status).toBe(200);
    expect(list.body.result?.totalCount).toBe(2);
    expect(list.body.result?.items).toHaveLength(1);
    const found = await t.call<z.infer<typeof GetTherapistsOutput>>({
      method: 'GET',
      url: `${BASE}/GetAll`,
      token,
      query: { SearchText: second.surname },
    });
    expect(found.body.result?.items.map((i) => i.userID)).toEqual([second.id]);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, second.id));
    const active = await t.call<z.infer<typeof GetTherapistsOutput>>({
      method: 'GET',
      url: `${BASE}/GetAll`,
      token,
      query: { IsActive: 'true' },
    });
    expect(active.body.result?.items.map((i) => i.userID)).not.toContain(second.id);
    const all = await t.call<z.infer<typeof GetTherapistsOutput>>({
      method: 'GET',
      url: `${BASE}/GetAll`,
      token,
    });
    expect(all.body.result?.items.find((i) => i.userID === second.id)?.isActive).toBe(false);
  });

  it('narrows to an outpost: those listing it and those listing none', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist(READ);
    const north = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const south = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const [n, so] = await t.db
      .insert(additionalOutposts)
      .values(
        ['Północ', 'Południe'].map((name) => ({
          tenantId: clinic.tenant.id,
          name,
          city: 'Kraków',
          addressLine1: 'ul. Długa 1',
        })),
      )
      .returning();
    await t.db.insert(userOutposts).values([
      { tenantId: clinic.tenant.id, userId: north.id, outpostId: n!.id },
      { tenantId: clinic.tenant.id, userId: south.id, outpostId: so!.id },
    ]);
    const of = async (outpost: number) =>
      (
        await t.call<z.infer<typeof GetTherapistsOutput>>({
          method: 'GET',
          url: `${BASE}/GetAll`,
          token,
          query: { placowkaId: String(outpost) },
        })
      ).body.result?.items.map((i) => i.userID);
    expect(new Set(await of(n!.id))).toEqual(new Set([therapist.id, north.id]));
    expect(new Set(await of(so!.id))).toEqual(new Set([therapist.id, south.id]));
  });

  it("carries each therapist's main organizational unit (the visit editor's default unit)", async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    const other = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const [unit] = await t.db
      .insert(organizationalUnits)
      .values({ tenantId: clinic.tenant.id, name: 'Poradnia', resortCode: '001' })
      .returning();
    expect((await save(token, { userID: therapist.id, mainOrganizationalUnitID: unit!.id })).status).toBe(
      200,
    );
    const list = await t.call<z.infer<typeof GetTherapistsOutput>>({
      method: 'GET',
      url: `${BASE}/GetAll`,
      token,
    });
    const unitOf = (userId: number) =>
      list.body.result?.items.find((i) => i.userID === userId)?.mainOrganizationalUnitID;
    expect(unitOf(therapist.id)).toBe(unit!.id);
    expect(unitOf(other.id)).toBeNull();
  });

  it.each([
    [['Wizytownik_Terapeuci'], 200],
    [['Wizytownik_Wizyty'], 200],
    [['Wizytownik_Moj_Kalendarz'], 200],
    [['Wizytownik_Klienci'], 403],
    [[], 403],
  ] as const)(
    'with %o answers %i (the visit editor picks therapists from it)',
    async (permissions, status) => {
      const { token } = await clinicWithTherapist([...permissions]);
      const res = await t.call<z.infer<typeof GetTherapistsOutput>>({
        method: 'GET',
        url: `${BASE}/GetAll`,
        token,
      });
      expect(res.status).toBe(status);
      if (status === 200) expect(res.body.result?.items[0]).toHaveProperty('visitTime', null);
    },
  );
});

describe('SaveOrUpdate', () => {
  it('saves the general data and the weekly schedule and reads them back', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    const [group] = await t.db
      .insert(therapistGroups)
      .values({ tenantId: clinic.tenant.id, name: 'Psychoterapeuci' })
      .returning();
    const res = await save(token, {
      userID: therapist.id,
      phone: '+48600100200',
      pwz: '5425740',
      visitTime: 45,
      rate: 15050,
      color: '#1e88e5',
      groupId: group!.id,
      plMedicalProfession: 'PSYCH',
      medicalChamberCode: 'OIL-WAR',
      schedules: WEEK,
    });
    expect(res.status).toBe(200);
    const back = (await details(token, therapist.id)).body.result!;
    expect(back).toMatchObject({
      phone: '+48600100200',
      pwz: '5425740',
      visitTime: 45,
      rate: 15050,
      groupId: group!.id,
    });
    // A psychologist does not prescribe, so no medical chamber is kept.
    expect(back.medicalChamberCode).toBeNull();
    expect(back.schedules.map(({ id: _, ...s }) => s)).toEqual(WEEK);
    // Saving again replaces the schedule rather than adding to it.
    await save(token, { userID: therapist.id, schedules: WEEK.slice(0, 1) });
    expect((await details(token, therapist.id)).body.result!.schedules).toHaveLength(1);
  });

  it('keeps the medical chamber for a profession that prescribes', async () => {
    const { therapist, token } = await clinicWithTherapist();
    await save(token, { userID: therapist.id, plMedicalProfession: 'LEK', medicalChamberCode: 'OIL-KRA' });
    expect((await details(token, therapist.id)).body.result!.medicalChamberCode).toBe('OIL-KRA');
  });

  it.each([
    [{ phone: '12-34' }, THERAPIST_PHONE_MESSAGE, 'phone'],
    [{ phone: '12345678901234' }, THERAPIST_PHONE_MESSAGE, 'phone'],
    [{ pwz: '6425740' }, 'Nieprawidłowy numer PWZ.', 'pwz'],
    [{ visitTime: 'dużo' }, 'Czas wizyty musi być liczbą.', 'visitTime'],
    [
      { schedules: [{ day: 1, timeStart: '16:00', timeEnd: '08:00', isEnabled: true }] },
      SCHEDULE_ORDER_MESSAGE,
      'schedules',
    ],
    [{ groupId: 999999 }, 'Nieznana grupa pracowników.', 'groupId'],
    [{ plMedicalProfession: 'XYZ' }, 'Nieznana grupa zawodowa.', 'plMedicalProfession'],
  ])('refuses %o with its message and changes nothing', async (change, message, member) => {
    const { therapist, token } = await clinicWithTherapist();
    await save(token, { userID: therapist.id, phone: '600100200' });
    const res = await save(token, { userID: therapist.id, phone: '600100200', ...change });
    expect(res.status).toBe(400);
    const errors = res.body.error?.validationErrors ?? [];
    expect(
      errors.some(
        (e) => e.message === message && e.members[0]?.toLowerCase().startsWith(member.toLowerCase()),
      ),
    ).toBe(true);
    expect((await details(token, therapist.id)).body.result!.phone).toBe('600100200');
  });

  it('refuses a caller without Wizytownik_Terapeuci_Edycja', async () => {
    const { therapist, token } = await clinicWithTherapist(READ);
    expect((await save(token, { userID: therapist.id, phone: '600100200' })).status).toBe(403);
  });

  it("answers 404 for another clinic's therapist and group", async () => {
    const other = await clinicWithTherapist();
    const { therapist, token } = await clinicWithTherapist();
    expect((await details(token, other.therapist.id)).status).toBe(404);
    expect((await save(token, { userID: other.therapist.id })).status).toBe(404);
    const [foreignGroup] = await t.db
      .insert(therapistGroups)
      .values({ tenantId: other.clinic.tenant.id, name: 'Obca' })
      .returning();
    const res = await save(token, { userID: therapist.id, groupId: foreignGroup!.id });
    expect(res.body.error?.message).toBe('Nieznana grupa pracowników.');
  });
});

describe('ICD-9 categories', () => {
  async function add(token: string, therapistId: number, category: string) {
    return t.call<Icd9Category>({
      url: `${BASE}/AddTherapistICD9Category`,
      token,
      body: { category, therapistId },
    });
  }

  it('adds a main category with its description and deletes it', async () => {
    const { therapist, token } = await clinicWithTherapist();
    const { therapistID } = (await details(token, therapist.id)).body.result!;
    const added = await add(token, therapistID, '93');
    expect(added.body.result).toMatchObject({ category: '93', therapistId: therapistID });
    expect(added.body.result?.description.length).toBeGreaterThan(3);
    expect((await add(token, therapistID, '93')).status).toBe(409);
    const del = await t.call({
      method: 'DELETE',
      url: `${BASE}/DeleteTherapistICD9Category`,
      token,
      query: { id: String(added.body.result!.id) },
    });
    expect(del.body.result).toBe(true);
    expect((await details(token, therapist.id)).body.result!.icD9Categories).toEqual([]);
  });

  it('refuses an unknown category and a category of another clinic', async () => {
    const other = await clinicWithTherapist();
    const { therapist, token } = await clinicWithTherapist();
    const { therapistID } = (await details(token, therapist.id)).body.result!;
    const unknown = await add(token, therapistID, 'AA');
    expect(unknown.body.error?.message).toBe('Nieznana kategoria główna ICD-9.');
    const otherId = (await details(other.token, other.therapist.id)).body.result!.therapistID;
    expect((await add(token, otherId, '93')).status).toBe(404);
    const theirs = await add(other.token, otherId, '93');
    const del = await t.call({
      method: 'DELETE',
      url: `${BASE}/DeleteTherapistICD9Category`,
      token,
      query: { id: String(theirs.body.result!.id) },
    });
    expect(del.status).toBe(404);
  });
});

describe('dictionaries', () => {
  it('serves professions with the prescriptions flag and the medical chambers', async () => {
    const { token } = await clinicWithTherapist(READ);
    const professions = await t.call<Array<{ kod: string; recepty: boolean }>>({
      method: 'GET',
      url: `${BASE}/GetMedicalProfessions`,
      token,
    });
    expect(professions.body.result).toContainEqual(
      expect.objectContaining({ opis: 'Lekarz', recepty: true }),
    );
    expect(professions.body.result).toContainEqual(
      expect.objectContaining({ opis: 'Psycholog', recepty: false }),
    );
    const chambers = await t.call<unknown[]>({
      method: 'GET',
      url: '/api/services/app/Slowniki/GetMedicalChambers',
      token,
    });
    expect(chambers.body.result?.length).toBeGreaterThan(20);
  });
});
