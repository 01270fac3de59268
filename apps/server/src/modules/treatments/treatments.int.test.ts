import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PermissionName } from '@wizytownik/domain';
import type {
  Envelope,
  GetZabiegiListOutput,
  Treatment,
  TreatmentCategory,
  TreatmentSubtype,
} from '@wizytownik/contracts';
import { auditTrail } from '../../../test/audit.ts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type CallOptions, type TestApp } from '../../../test/test-app.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { seedDemoTreatments } from './treatments.demo.ts';
import { listTreatments } from './treatments.service.ts';
import { treatmentCategories, treatmentSubtypes, treatments } from './treatments.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const Z = '/api/services/app/Zabiegi';
type Call = <T = unknown>(
  options: Omit<CallOptions, 'token'>,
) => Promise<{ status: number; body: Envelope<T> }>;

interface Clinic {
  readonly clinic: TestClinic;
  readonly tenantId: number;
  /** Calls as a user with Wizytownik_Zabiegi. */
  readonly call: Call;
  as(permissions: PermissionName[]): Promise<Call>;
}

async function clinicWith(features: 'Fizykoterapia'[] = ['Fizykoterapia']): Promise<Clinic> {
  const clinic = await createTestClinic(t, { features });
  const as = async (permissions: PermissionName[]): Promise<Call> => {
    const user = await clinic.addUser({ permissions });
    const token = await clinic.login(user.userName);
    return <T>(options: Omit<CallOptions, 'token'>) => t.call<T>({ ...options, token });
  };
  return { clinic, tenantId: clinic.tenant.id, call: await as(['Wizytownik_Zabiegi']), as };
}

const ok = <T>(reply: { status: number; body: { result: T | null; error: unknown } }): T => {
  expect(reply.body.error).toBeNull();
  expect(reply.status).toBe(200);
  return reply.body.result!;
};

const insertCategory = (c: Clinic, nazwa: string) =>
  c.call<TreatmentCategory>({ url: `${Z}/InsertKategoria`, body: { nazwa } });
const insertTreatment = (c: Clinic, body: object) =>
  c.call<Treatment>({ url: `${Z}/InsertZabieg`, body: { cena: 50_00, dlugoscWizyty: 20, ...body } });
const updateTreatment = (c: Clinic, body: object) =>
  c.call<Treatment>({ method: 'PUT', url: `${Z}/UpdateZabieg`, body });
const insertSubtype = (c: Clinic, body: object) =>
  c.call<TreatmentSubtype>({ url: `${Z}/InsertPodtyp`, body });
const updateSubtype = (c: Clinic, body: object) =>
  c.call<TreatmentSubtype>({ method: 'PUT', url: `${Z}/UpdatePodtyp`, body });
const details = (c: Clinic, id: number) =>
  c.call<Treatment>({ method: 'GET', url: `${Z}/GetZabiegDetails`, query: { id: String(id) } });
const list = (c: Clinic, query: Record<string, string> = {}) =>
  c.call<GetZabiegiListOutput>({ method: 'GET', url: `${Z}/GetZabiegiList`, query });
const categories = (c: Clinic) =>
  c.call<TreatmentCategory[]>({ method: 'GET', url: `${Z}/GetKategorieZabiegow` });
const deleteCategory = (c: Clinic, id: number) =>
  c.call({ method: 'DELETE', url: `${Z}/DeleteKategoriaZabiegu`, query: { id: String(id) } });

async function addOutpost(c: Clinic, name = 'Filia Centrum', isActive = true) {
  const [row] = await t.db
    .insert(additionalOutposts)
    .values({ tenantId: c.tenantId, name, city: 'Kraków', addressLine1: 'Długa 1', isActive })
    .returning();
  return row!;
}

const countTreatments = async (tenantId: number) =>
  (await t.db.select().from(treatments).where(eq(treatments.tenantId, tenantId))).length;

describe('treatments', () => {
  it('adds a category and a treatment with its outpost, reads it, changes its price; both audited', async () => {
    const c = await clinicWith();
    const outpost = await addOutpost(c);
    const category = ok(await insertCategory(c, '  Fizykoterapia '));
    expect(category).toEqual({ id: category.id, nazwa: 'Fizykoterapia', liczbaZabiegow: 0 });

    const created = ok(
      await insertTreatment(c, {
        nazwa: ' Laseroterapia ',
        cena: 40_50,
        dlugoscWizyty: 10,
        additionalOutpostId: outpost.id,
        kategoriaId: category.id,
      }),
    );
    expect(created).toEqual({
      id: created.id,
      nazwa: 'Laseroterapia',
      cena: 40_50,
      aktywny: true,
      dlugoscWizyty: 10,
      additionalOutpostId: outpost.id,
      additionalOutpostNazwa: 'Filia Centrum',
      kategoriaId: category.id,
      kategoriaNazwa: 'Fizykoterapia',
      podtypy: [],
    });
    // numeric(12,2) złote in the database, grosze on the wire.
    const [row] = await t.db.select().from(treatments).where(eq(treatments.id, created.id));
    expect(row!.price).toBe('40.50');

    const changed = ok(
      await updateTreatment(c, {
        id: created.id,
        nazwa: 'Laseroterapia wysokoenergetyczna',
        cena: 55_00,
        dlugoscWizyty: 15,
        aktywny: false,
        additionalOutpostId: null,
        kategoriaId: null,
      }),
    );
    expect(changed).toMatchObject({
      cena: 55_00,
      aktywny: false,
      dlugoscWizyty: 15,
      additionalOutpostId: null,
      additionalOutpostNazwa: null,
      kategoriaId: null,
      kategoriaNazwa: null,
    });
    expect(ok(await details(c, created.id))).toEqual(changed);

    const trail = await auditTrail(t.db, 'treatment', created.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
    expect(trail[0]!.after).toEqual(created);
    expect(trail[1]!.before).toEqual(created);
    expect(trail[1]!.after).toEqual(changed);
    expect(trail[1]!.tenantId).toBe(c.tenantId);
    expect(trail[1]!.userId).not.toBeNull();
    expect((await auditTrail(t.db, 'treatment_category', category.id)).map((r) => r.action)).toEqual([
      'create',
    ]);
  });

  it('adds subtypes (0: the treatment’s length), renames and deactivates one; audited; details list them', async () => {
    const c = await clinicWith();
    const masaz = ok(await insertTreatment(c, { nazwa: 'Masaż leczniczy', cena: 120_00, dlugoscWizyty: 30 }));
    const czesciowy = ok(
      await insertSubtype(c, { zabiegId: masaz.id, nazwa: 'częściowy 20 min', dlugoscWizyty: 20 }),
    );
    expect(czesciowy).toEqual({
      id: czesciowy.id,
      zabiegId: masaz.id,
      nazwa: 'częściowy 20 min',
      aktywny: true,
      dlugoscWizyty: 20,
    });
    const zwykly = ok(await insertSubtype(c, { zabiegId: masaz.id, nazwa: 'klasyczny' }));
    expect(zwykly.dlugoscWizyty).toBe(0);
    const renamed = ok(
      await updateSubtype(c, {
        id: zwykly.id,
        nazwa: 'całościowy 40 min',
        dlugoscWizyty: 40,
        aktywny: false,
      }),
    );
    expect(renamed).toEqual({
      id: zwykly.id,
      zabiegId: masaz.id,
      nazwa: 'całościowy 40 min',
      aktywny: false,
      dlugoscWizyty: 40,
    });
    // By name, Polish order: 'całościowy' before 'częściowy'.
    expect(ok(await details(c, masaz.id)).podtypy).toEqual([renamed, czesciowy]);
    const trail = await auditTrail(t.db, 'treatment_subtype', zwykly.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
    expect(trail[1]!.before).toMatchObject({ nazwa: 'klasyczny', dlugoscWizyty: 0, aktywny: true });
    expect(trail[1]!.after).toEqual(renamed);
  });

  it('pages, searches, filters by category and active flag, and sorts on the server', async () => {
    const c = await clinicWith();
    const fizyko = ok(await insertCategory(c, 'Fizykoterapia'));
    const masaze = ok(await insertCategory(c, 'Masaże'));
    const add = (nazwa: string, cena: number, kategoriaId: number, aktywny = true) =>
      insertTreatment(c, { nazwa, cena, kategoriaId, aktywny });
    ok(await add('Magnetoterapia', 30_00, fizyko.id));
    ok(await add('Laseroterapia', 40_00, fizyko.id));
    ok(await add('Ćwiczenia', 80_00, fizyko.id, false));
    const masaz = ok(await add('Masaż leczniczy', 120_00, masaze.id));
    ok(await insertSubtype(c, { zabiegId: masaz.id, nazwa: 'częściowy 20 min', dlugoscWizyty: 20 }));

    const all = ok(await list(c));
    expect(all.totalCount).toBe(4);
    // Polish order: 'Ć' right after 'C', before 'L'.
    expect(all.items.map((i) => i.nazwa)).toEqual([
      'Ćwiczenia',
      'Laseroterapia',
      'Magnetoterapia',
      'Masaż leczniczy',
    ]);
    expect(all.items[3]!.podtypy.map((p) => p.nazwa)).toEqual(['częściowy 20 min']);

    const page = ok(await list(c, { limit: '20', page: '1', sorting: 'cena desc' }));
    expect(page.items.map((i) => i.cena)).toEqual([120_00, 80_00, 40_00, 30_00]);
    const second = ok(await list(c, { limit: '20', page: '2' }));
    expect(second).toEqual({ items: [], totalCount: 4 });

    expect(ok(await list(c, { query: 'laser' })).items.map((i) => i.nazwa)).toEqual(['Laseroterapia']);
    // The search also finds by the category's name.
    expect(ok(await list(c, { query: 'masaże' })).items.map((i) => i.nazwa)).toEqual(['Masaż leczniczy']);
    const inFizyko = ok(await list(c, { kategoriaId: String(fizyko.id), aktywny: 'true' }));
    expect(inFizyko.items.map((i) => i.nazwa)).toEqual(['Laseroterapia', 'Magnetoterapia']);
    expect(inFizyko.totalCount).toBe(2);
    expect(ok(await list(c, { aktywny: 'false' })).items.map((i) => i.nazwa)).toEqual(['Ćwiczenia']);
    expect(ok(await list(c, { sorting: 'kategoria desc' })).items[0]!.nazwa).toBe('Masaż leczniczy');
    // The pickers' size.
    expect(ok(await list(c, { limit: '1000' })).items).toHaveLength(4);

    const badSize = await list(c, { limit: '7' });
    expect(badSize.status).toBe(400);
    expect(badSize.body.error?.validationErrors?.[0]?.message).toBe('Nieprawidłowy rozmiar strony.');
    const badSort = await list(c, { sorting: 'id' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error?.validationErrors?.[0]?.message).toBe('Nieprawidłowe sortowanie.');
  });
});

describe('validation with Polish messages, changing nothing', () => {
  it.each([
    ['no name', { nazwa: '   ' }, 'nazwa', 'Podaj nazwę zabiegu.'],
    [
      'a negative price',
      { nazwa: 'X', cena: -1 },
      'cena',
      'Podaj cenę: 0 zł lub więcej, najwyżej 999 999,99 zł, z dokładnością do groszy.',
    ],
    [
      'a fraction of a grosz',
      { nazwa: 'X', cena: 10.5 },
      'cena',
      'Podaj cenę: 0 zł lub więcej, najwyżej 999 999,99 zł, z dokładnością do groszy.',
    ],
    [
      'a price above the maximum',
      { nazwa: 'X', cena: 100_000_000 },
      'cena',
      'Podaj cenę: 0 zł lub więcej, najwyżej 999 999,99 zł, z dokładnością do groszy.',
    ],
    [
      'a length of 0',
      { nazwa: 'X', dlugoscWizyty: 0 },
      'dlugoscWizyty',
      'Długość zabiegu musi być liczbą całkowitą minut od 1 do 480.',
    ],
    [
      'a fractional length',
      { nazwa: 'X', dlugoscWizyty: 12.5 },
      'dlugoscWizyty',
      'Długość zabiegu musi być liczbą całkowitą minut od 1 do 480.',
    ],
    [
      'a length above 8 hours',
      { nazwa: 'X', dlugoscWizyty: 481 },
      'dlugoscWizyty',
      'Długość zabiegu musi być liczbą całkowitą minut od 1 do 480.',
    ],
    ['a name too long', { nazwa: 'x'.repeat(201) }, 'nazwa', 'Nazwa może mieć najwyżej 200 znaków.'],
  ])('refuses a treatment with %s', async (_case, body, member, message) => {
    const c = await clinicWith();
    const reply = await insertTreatment(c, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error?.validationErrors).toContainEqual({ message, members: [member] });
    expect(await countTreatments(c.tenantId)).toBe(0);
  });

  it('accepts a price of 0 zł', async () => {
    const c = await clinicWith();
    expect(ok(await insertTreatment(c, { nazwa: 'Konsultacja', cena: 0 })).cena).toBe(0);
  });

  it('refuses a subtype without a name or with a bad length, and a category without a name', async () => {
    const c = await clinicWith();
    const z = ok(await insertTreatment(c, { nazwa: 'Krioterapia' }));
    const noName = await insertSubtype(c, { zabiegId: z.id, nazwa: '' });
    expect(noName.body.error?.validationErrors).toContainEqual({
      message: 'Podaj nazwę podtypu.',
      members: ['nazwa'],
    });
    for (const dlugoscWizyty of [-1, 481, 2.5]) {
      const bad = await insertSubtype(c, { zabiegId: z.id, nazwa: 'miejscowa', dlugoscWizyty });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.validationErrors).toContainEqual({
        message: 'Długość podtypu musi być liczbą całkowitą minut od 0 do 480 (0 — długość zabiegu).',
        members: ['dlugoscWizyty'],
      });
    }
    expect(
      await t.db.select().from(treatmentSubtypes).where(eq(treatmentSubtypes.treatmentId, z.id)),
    ).toEqual([]);
    const noCategory = await insertCategory(c, ' ');
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.error?.validationErrors).toContainEqual({
      message: 'Podaj nazwę kategorii.',
      members: ['nazwa'],
    });
    expect(ok(await categories(c))).toEqual([]);
  });

  it('keeps names unique: a treatment per clinic, a subtype per treatment, a category per clinic (any case)', async () => {
    const c = await clinicWith();
    const laser = ok(await insertTreatment(c, { nazwa: 'Laseroterapia' }));
    const taken = await insertTreatment(c, { nazwa: 'LASEROTERAPIA' });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe('Zabieg „LASEROTERAPIA” już istnieje.');
    const magneto = ok(await insertTreatment(c, { nazwa: 'Magnetoterapia' }));
    const renamed = await updateTreatment(c, {
      id: magneto.id,
      nazwa: 'laseroterapia',
      cena: 1,
      dlugoscWizyty: 5,
    });
    expect(renamed.status).toBe(409);
    expect(ok(await details(c, magneto.id)).nazwa).toBe('Magnetoterapia');
    // Its own name again is no clash.
    ok(await updateTreatment(c, { id: laser.id, nazwa: 'Laseroterapia', cena: 1, dlugoscWizyty: 5 }));

    ok(await insertSubtype(c, { zabiegId: laser.id, nazwa: 'jedno pole' }));
    const subtypeTaken = await insertSubtype(c, { zabiegId: laser.id, nazwa: 'Jedno pole' });
    expect(subtypeTaken.status).toBe(409);
    expect(subtypeTaken.body.error?.message).toBe('Ten zabieg ma już podtyp „Jedno pole”.');
    // Another treatment may have a subtype of that name.
    ok(await insertSubtype(c, { zabiegId: magneto.id, nazwa: 'jedno pole' }));

    const category = ok(await insertCategory(c, 'Masaże'));
    const categoryTaken = await insertCategory(c, 'masaże');
    expect(categoryTaken.status).toBe(409);
    expect(categoryTaken.body.error?.message).toBe('Kategoria zabiegów „masaże” już istnieje.');
    const other = ok(await insertCategory(c, 'Inne'));
    const renameTaken = await c.call({
      method: 'PUT',
      url: `${Z}/UpdateKategoria`,
      body: { id: other.id, nazwa: 'MASAŻE' },
    });
    expect(renameTaken.status).toBe(409);
    expect(ok(await categories(c)).map((k) => k.nazwa)).toEqual(['Inne', 'Masaże']);
    expect(category.nazwa).toBe('Masaże');

    // Another clinic may use the same names.
    const d = await clinicWith();
    ok(await insertTreatment(d, { nazwa: 'Laseroterapia' }));
    ok(await insertCategory(d, 'Masaże'));
  });

  it('two saves of one name at once: one is kept, the other gets the name message', async () => {
    const c = await clinicWith();
    const replies = await Promise.all([
      insertTreatment(c, { nazwa: 'Krioterapia' }),
      insertTreatment(c, { nazwa: 'krioterapia' }),
      insertCategory(c, 'Zimno'),
      insertCategory(c, 'ZIMNO'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
    const messages = replies.map((r) => r.body.error?.message).filter(Boolean);
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => /^Zabieg „krioterapia” już istnieje\.$/i.test(m!))).toBe(true);
    expect(messages.some((m) => /^Kategoria zabiegów „zimno” już istnieje\.$/i.test(m!))).toBe(true);
    expect(await countTreatments(c.tenantId)).toBe(1);
  });

  it('takes only an outpost of the clinic, an inactive one only when the treatment is there already', async () => {
    const c = await clinicWith();
    const other = await clinicWith();
    const foreign = await addOutpost(other);
    const refused = await insertTreatment(c, { nazwa: 'Laseroterapia', additionalOutpostId: foreign.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.validationErrors).toContainEqual({
      message: 'Nieznana placówka.',
      members: ['additionalOutpostId'],
    });
    expect(await countTreatments(c.tenantId)).toBe(0);

    const closed = await addOutpost(c, 'Filia zamknięta', false);
    const inactive = await insertTreatment(c, { nazwa: 'Laseroterapia', additionalOutpostId: closed.id });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error?.message).toBe(
      'Ta placówka jest nieaktywna. Wybierz aktywną placówkę lub lokalizację główną.',
    );

    const open = await addOutpost(c, 'Filia otwarta');
    const z = ok(await insertTreatment(c, { nazwa: 'Laseroterapia', additionalOutpostId: open.id }));
    await t.db.update(additionalOutposts).set({ isActive: false }).where(eq(additionalOutposts.id, open.id));
    // The outpost closed later: the price may still change.
    const repriced = ok(
      await updateTreatment(c, {
        id: z.id,
        nazwa: z.nazwa,
        cena: 99_00,
        dlugoscWizyty: 10,
        additionalOutpostId: open.id,
      }),
    );
    expect(repriced).toMatchObject({ cena: 99_00, additionalOutpostId: open.id });
    const moved = await updateTreatment(c, {
      id: z.id,
      nazwa: z.nazwa,
      cena: 99_00,
      dlugoscWizyty: 10,
      additionalOutpostId: closed.id,
    });
    expect(moved.status).toBe(400);
  });

  it('takes only a category of the clinic', async () => {
    const c = await clinicWith();
    const other = await clinicWith();
    const theirs = ok(await insertCategory(other, 'Cudza'));
    const reply = await insertTreatment(c, { nazwa: 'Laseroterapia', kategoriaId: theirs.id });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.validationErrors).toContainEqual({
      message: 'Nieznana kategoria zabiegów.',
      members: ['kategoriaId'],
    });
    expect(await countTreatments(c.tenantId)).toBe(0);
  });
});

describe('treatment categories', () => {
  it('lists, renames and deletes a category; one in use is refused and nothing changes', async () => {
    const c = await clinicWith();
    const fizyko = ok(await insertCategory(c, 'Fizykoterapia'));
    const pusta = ok(await insertCategory(c, 'Ćwiczenia'));
    const laser = ok(await insertTreatment(c, { nazwa: 'Laseroterapia', kategoriaId: fizyko.id }));
    ok(await insertTreatment(c, { nazwa: 'Magnetoterapia', kategoriaId: fizyko.id }));

    expect(ok(await categories(c))).toEqual([
      { id: pusta.id, nazwa: 'Ćwiczenia', liczbaZabiegow: 0 },
      { id: fizyko.id, nazwa: 'Fizykoterapia', liczbaZabiegow: 2 },
    ]);

    const refused = await deleteCategory(c, fizyko.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.errorCode).toBe('treatment.categoryInUse');
    expect(refused.body.error?.message).toBe(
      'Nie można usunąć kategorii „Fizykoterapia”, ponieważ należą do niej zabiegi. Najpierw przenieś je do innej kategorii.',
    );
    expect(
      await t.db.select().from(treatmentCategories).where(eq(treatmentCategories.id, fizyko.id)),
    ).toHaveLength(1);
    expect(ok(await details(c, laser.id)).kategoriaNazwa).toBe('Fizykoterapia');
    expect(await auditTrail(t.db, 'treatment_category', fizyko.id, 'delete')).toEqual([]);

    const renamed = ok(
      await c.call<TreatmentCategory>({
        method: 'PUT',
        url: `${Z}/UpdateKategoria`,
        body: { id: fizyko.id, nazwa: 'Fizykoterapia i elektroterapia' },
      }),
    );
    expect(renamed).toEqual({ id: fizyko.id, nazwa: 'Fizykoterapia i elektroterapia', liczbaZabiegow: 2 });
    expect(ok(await details(c, laser.id)).kategoriaNazwa).toBe('Fizykoterapia i elektroterapia');

    ok(await deleteCategory(c, pusta.id));
    expect(ok(await categories(c)).map((k) => k.id)).toEqual([fizyko.id]);
    const trail = await auditTrail(t.db, 'treatment_category', pusta.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(trail[1]!.before).toEqual({ nazwa: 'Ćwiczenia' });
    const renameTrail = await auditTrail(t.db, 'treatment_category', fizyko.id, 'update');
    expect(renameTrail[0]!.before).toEqual({ nazwa: 'Fizykoterapia' });

    const gone = await deleteCategory(c, pusta.id);
    expect(gone.status).toBe(404);
    expect(gone.body.error?.message).toBe('Nie znaleziono kategorii zabiegów.');
  });
});

describe('tenant isolation', () => {
  it('answers another clinic’s treatment, subtype and category as not found and changes nothing', async () => {
    const mine = await clinicWith();
    const theirs = await clinicWith();
    const category = ok(await insertCategory(theirs, 'Cudza'));
    const z = ok(await insertTreatment(theirs, { nazwa: 'Cudzy zabieg', kategoriaId: category.id }));
    const p = ok(await insertSubtype(theirs, { zabiegId: z.id, nazwa: 'cudzy podtyp' }));

    const replies = [
      await details(mine, z.id),
      await updateTreatment(mine, { id: z.id, nazwa: 'Mój', cena: 0, dlugoscWizyty: 5 }),
      await insertSubtype(mine, { zabiegId: z.id, nazwa: 'mój' }),
      await updateSubtype(mine, { id: p.id, nazwa: 'mój' }),
      await mine.call({
        method: 'PUT',
        url: `${Z}/UpdateKategoria`,
        body: { id: category.id, nazwa: 'Moja' },
      }),
      await deleteCategory(mine, category.id),
    ];
    expect(replies.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(replies[0]!.body.error?.message).toBe('Nie znaleziono zabiegu.');
    expect(replies[3]!.body.error?.message).toBe('Nie znaleziono podtypu zabiegu.');

    expect(ok(await list(mine))).toEqual({ items: [], totalCount: 0 });
    expect(ok(await categories(mine))).toEqual([]);
    expect(ok(await details(theirs, z.id))).toMatchObject({
      nazwa: 'Cudzy zabieg',
      kategoriaNazwa: 'Cudza',
      podtypy: [{ nazwa: 'cudzy podtyp' }],
    });
    expect(ok(await categories(theirs))).toEqual([{ id: category.id, nazwa: 'Cudza', liczbaZabiegow: 1 }]);
  });
});

describe('permissions and the Fizykoterapia feature', () => {
  const calls = (call: Call, ids: { z: number; p: number; k: number }) => ({
    GetZabiegiList: () => call({ method: 'GET', url: `${Z}/GetZabiegiList` }),
    GetZabiegDetails: () =>
      call({ method: 'GET', url: `${Z}/GetZabiegDetails`, query: { id: String(ids.z) } }),
    InsertZabieg: () =>
      call({ url: `${Z}/InsertZabieg`, body: { nazwa: 'Nowy', cena: 0, dlugoscWizyty: 5 } }),
    UpdateZabieg: () =>
      call({
        method: 'PUT',
        url: `${Z}/UpdateZabieg`,
        body: { id: ids.z, nazwa: 'Zmieniony', cena: 0, dlugoscWizyty: 5 },
      }),
    InsertPodtyp: () => call({ url: `${Z}/InsertPodtyp`, body: { zabiegId: ids.z, nazwa: 'nowy' } }),
    UpdatePodtyp: () =>
      call({ method: 'PUT', url: `${Z}/UpdatePodtyp`, body: { id: ids.p, nazwa: 'zmieniony' } }),
    GetKategorieZabiegow: () => call({ method: 'GET', url: `${Z}/GetKategorieZabiegow` }),
    InsertKategoria: () => call({ url: `${Z}/InsertKategoria`, body: { nazwa: 'Nowa' } }),
    UpdateKategoria: () =>
      call({ method: 'PUT', url: `${Z}/UpdateKategoria`, body: { id: ids.k, nazwa: 'Zmieniona' } }),
    DeleteKategoriaZabiegu: () =>
      call({ method: 'DELETE', url: `${Z}/DeleteKategoriaZabiegu`, query: { id: String(ids.k) } }),
  });
  const NAMES = [
    'GetZabiegiList',
    'GetZabiegDetails',
    'InsertZabieg',
    'UpdateZabieg',
    'InsertPodtyp',
    'UpdatePodtyp',
    'GetKategorieZabiegow',
    'InsertKategoria',
    'UpdateKategoria',
    'DeleteKategoriaZabiegu',
  ] as const;

  async function scene(features: 'Fizykoterapia'[] = ['Fizykoterapia']) {
    const c = await clinicWith(features);
    // Set up directly: with the feature off the API refuses even the set-up.
    const [z] = await t.db
      .insert(treatments)
      .values({ tenantId: c.tenantId, name: 'Zabieg', price: '10.00', lengthMinutes: 10 })
      .returning();
    const [p] = await t.db
      .insert(treatmentSubtypes)
      .values({ tenantId: c.tenantId, treatmentId: z!.id, name: 'podtyp' })
      .returning();
    // An empty category, so deleting it succeeds where allowed.
    const [k] = await t.db
      .insert(treatmentCategories)
      .values({ tenantId: c.tenantId, name: 'Pusta' })
      .returning();
    return { c, ids: { z: z!.id, p: p!.id, k: k!.id } };
  }

  it('every call needs Wizytownik_Zabiegi; without it 403 and nothing changes', async () => {
    const { c, ids } = await scene();
    const nobody = await c.as(['Wizytownik_Klienci']);
    const refused = calls(nobody, ids);
    for (const name of NAMES) {
      const reply = await refused[name]();
      expect([name, reply.status]).toEqual([name, 403]);
      expect(reply.body.error?.errorCode).toBe('auth.forbidden');
    }
    const allowed = calls(c.call, ids);
    for (const name of NAMES) expect([name, (await allowed[name]()).status]).toEqual([name, 200]);
  });

  it.each<[PermissionName[]]>([
    [['Wizytownik_Wizyty']],
    [['Wizytownik_Moj_Kalendarz']],
    [['Wizytownik_WizytyZabiegiKalendarz']],
  ])('%s reads the list for the pickers and nothing else', async (permissions) => {
    const { c, ids } = await scene();
    const picker = calls(await c.as(permissions), ids);
    const reply = await picker.GetZabiegiList();
    expect(reply.status).toBe(200);
    expect((reply.body.result as GetZabiegiListOutput).items.map((i) => i.nazwa)).toEqual(['Zabieg']);
    for (const name of NAMES.filter((n) => n !== 'GetZabiegiList'))
      expect([name, (await picker[name]()).status]).toEqual([name, 403]);
  });

  it('a clinic without Fizykoterapia gets featureDisabled on every call, and nothing changes', async () => {
    const { c, ids } = await scene([]);
    const admin = await c.as([
      'Wizytownik_Zabiegi',
      'Wizytownik_Wizyty',
      'Wizytownik_Moj_Kalendarz',
      'Wizytownik_WizytyZabiegiKalendarz',
    ]);
    const off = calls(admin, ids);
    for (const name of NAMES) {
      const reply = await off[name]();
      expect([name, reply.status]).toEqual([name, 403]);
      expect(reply.body.error?.errorCode).toBe('auth.featureDisabled');
      expect(reply.body.error?.message).toBe('Funkcja „Fizykoterapia” jest wyłączona dla tej firmy.');
    }
    expect(await countTreatments(c.tenantId)).toBe(1);
    const [z] = await t.db.select().from(treatments).where(eq(treatments.id, ids.z));
    expect(z!.name).toBe('Zabieg');
    const [k] = await t.db.select().from(treatmentCategories).where(eq(treatmentCategories.id, ids.k));
    expect(k!.name).toBe('Pusta');
  });
});

describe('demo treatments', () => {
  it('seeds two categories of treatments with subtypes when the clinic has Fizykoterapia', async () => {
    const c = await clinicWith();
    await seedDemoTreatments(t.db, c.tenantId);
    const all = await listTreatments(t.db, c.tenantId, { page: 1, limit: 1000 });
    expect(all.totalCount).toBeGreaterThanOrEqual(6);
    expect(new Set(all.items.map((i) => i.kategoriaNazwa))).toEqual(
      new Set(['Fizykoterapia', 'Terapia manualna i masaż']),
    );
    const masaz = all.items.find((i) => i.nazwa === 'Masaż leczniczy')!;
    expect(masaz.podtypy.map((p) => [p.nazwa, p.dlugoscWizyty])).toEqual([
      ['całościowy 40 min', 40],
      ['częściowy 20 min', 20],
    ]);
    expect(all.items.some((i) => !i.aktywny)).toBe(true);
    expect(all.items.flatMap((i) => i.podtypy).some((p) => !p.aktywny)).toBe(true);
  });

  it('seeds none without the feature', async () => {
    const c = await clinicWith([]);
    await seedDemoTreatments(t.db, c.tenantId);
    expect(await countTreatments(c.tenantId)).toBe(0);
  });
});
