import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type { DescriptionCategoryDto, DescriptionDto, GetDescriptionsOutput } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const D = '/api/services/app/Description';
const EDITOR: PermissionName[] = ['Wizytownik_Opisy_Edycja', 'Wizytownik_Kategorie_Opisow_Edycja'];

async function userWith(clinic: TestClinic, permissions: PermissionName[]) {
  const user = await clinic.addUser({ permissions });
  return { id: user.id, token: await clinic.login(user.userName) };
}

const addCategory = (token: string, description: string) =>
  t.call<DescriptionCategoryDto>({ url: `${D}/AddCategory`, token, body: { description } });

const addDescription = (token: string, body: object) =>
  t.call<DescriptionDto>({ url: `${D}/AddNewDescription`, token, body });

const list = (token: string, query: Record<string, string> = {}, call = 'GetAllDescriptions') =>
  t.call<GetDescriptionsOutput>({ method: 'GET', url: `${D}/${call}`, token, query });

const lumbago = { name: 'Lumbago', description: 'Ból odcinka lędźwiowego.', type: 0 };

describe('description categories', () => {
  it('adds, lists by name, renames and deletes a category', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    const spine = (await addCategory(token, '  Kręgosłup ')).body.result!;
    expect(spine.description).toBe('Kręgosłup');
    await addCategory(token, 'Barki');
    const all = await t.call<DescriptionCategoryDto[]>({
      method: 'GET',
      url: `${D}/GetAllCategories`,
      token,
    });
    expect(all.body.result?.map((c) => c.description)).toEqual(['Barki', 'Kręgosłup']);

    const renamed = await t.call<DescriptionCategoryDto>({
      method: 'PUT',
      url: `${D}/UpdateCategory`,
      token,
      body: { id: spine.id, description: 'Kręgosłup lędźwiowy' },
    });
    expect(renamed.body.result).toEqual({ id: spine.id, description: 'Kręgosłup lędźwiowy' });
    const deleted = await t.call({
      method: 'DELETE',
      url: `${D}/DeleteCategory`,
      token,
      query: { Id: String(spine.id) },
    });
    expect(deleted.status).toBe(200);
    const after = await t.call<DescriptionCategoryDto[]>({
      method: 'GET',
      url: `${D}/GetAllCategories`,
      token,
    });
    expect(after.body.result?.map((c) => c.description)).toEqual(['Barki']);
  });

  it('refuses an empty or a duplicate category name (any letter case) and adds nothing', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    const empty = await addCategory(token, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.error?.validationErrors).toContainEqual({
      message: 'Podaj nazwę kategorii',
      members: ['description'],
    });
    await addCategory(token, 'Kolano');
    const twice = await addCategory(token, 'KOLANO');
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe('Kategoria „KOLANO” już istnieje.');
    const all = await t.call<DescriptionCategoryDto[]>({
      method: 'GET',
      url: `${D}/GetAllCategories`,
      token,
    });
    expect(all.body.result).toHaveLength(1);
  });

  it('deletes a category in use: its descriptions stay, without it', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    const knee = (await addCategory(token, 'Kolano')).body.result!;
    const hip = (await addCategory(token, 'Biodro')).body.result!;
    const made = (await addDescription(token, { ...lumbago, categoryIds: [knee.id, hip.id] })).body.result!;
    expect(made.categories.map((c) => c.description)).toEqual(['Biodro', 'Kolano']);
    await t.call({ method: 'DELETE', url: `${D}/DeleteCategory`, token, query: { Id: String(knee.id) } });
    const rows = (await list(token)).body.result!.items;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.categories).toEqual([{ id: hip.id, description: 'Biodro' }]);
  });

  it("keeps the clinics apart: another clinic's category is neither listed, changed, deleted nor linked", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const theirs = (await addCategory((await userWith(other, EDITOR)).token, 'Cudza')).body.result!;
    const { token } = await userWith(clinic, EDITOR);
    const all = await t.call<DescriptionCategoryDto[]>({
      method: 'GET',
      url: `${D}/GetAllCategories`,
      token,
    });
    expect(all.body.result).toEqual([]);
    const changed = await t.call({
      method: 'PUT',
      url: `${D}/UpdateCategory`,
      token,
      body: { id: theirs.id, description: 'Moja' },
    });
    expect(changed.status).toBe(404);
    const deleted = await t.call({
      method: 'DELETE',
      url: `${D}/DeleteCategory`,
      token,
      query: { Id: String(theirs.id) },
    });
    expect(deleted.status).toBe(404);
    const linked = await addDescription(token, { ...lumbago, categoryIds: [theirs.id] });
    expect(linked.status).toBe(400);
    expect(linked.body.error?.message).toBe('Nieznana kategoria opisów.');
    expect((await list(token)).body.result?.totalCount).toBe(0);
  });

  it('lets only the categories permission change categories; the picker users may list them', async () => {
    const clinic = await createTestClinic(t);
    const descriptionsOnly = await userWith(clinic, ['Wizytownik_Opisy_Edycja']);
    const course = await userWith(clinic, ['Wizytownik_Wizyty_Edycja_Przebiegu']);
    const nobody = await userWith(clinic, ['Wizytownik_Wizyty']);
    for (const token of [descriptionsOnly.token, course.token]) {
      expect((await addCategory(token, 'X')).status).toBe(403);
      expect(
        (
          await t.call({
            method: 'PUT',
            url: `${D}/UpdateCategory`,
            token,
            body: { id: 1, description: 'X' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.call({ method: 'DELETE', url: `${D}/DeleteCategory`, token, query: { Id: '1' } })).status,
      ).toBe(403);
      expect((await t.call({ method: 'GET', url: `${D}/GetAllCategories`, token })).status).toBe(200);
    }
    expect((await t.call({ method: 'GET', url: `${D}/GetAllCategories`, token: nobody.token })).status).toBe(
      403,
    );
  });
});

describe('descriptions', () => {
  it('adds, changes and deletes a shared description with its categories', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    const spine = (await addCategory(token, 'Kręgosłup')).body.result!;
    const made = await addDescription(token, { ...lumbago, name: ' Lumbago ', categoryIds: [spine.id] });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({
      name: 'Lumbago',
      type: 0,
      is_private: false,
      categories: [{ id: spine.id, description: 'Kręgosłup' }],
    });
    const id = made.body.result!.id;
    const changed = await t.call<DescriptionDto>({
      method: 'PUT',
      url: `${D}/UpdateDescription`,
      token,
      body: {
        id,
        name: 'Lumbago ostre',
        description: 'Ostry ból.',
        type: 1,
        is_private: false,
        categoryIds: [],
      },
    });
    expect(changed.body.result).toEqual({
      id,
      name: 'Lumbago ostre',
      description: 'Ostry ból.',
      type: 1,
      is_private: false,
      categories: [],
    });
    const deleted = await t.call({
      method: 'DELETE',
      url: `${D}/DeleteDescription`,
      token,
      query: { Id: String(id) },
    });
    expect(deleted.status).toBe(200);
    expect((await list(token)).body.result).toEqual({ items: [], totalCount: 0 });
  });

  it.each([
    [{ ...lumbago, name: '' }, 'Podaj nazwę opisu', 'name'],
    [{ ...lumbago, description: '   ' }, 'Podaj treść opisu', 'description'],
    [{ ...lumbago, type: 3 }, 'Wybierz rodzaj opisu: rozpoznanie, zalecenia lub przebieg.', 'type'],
    [{ ...lumbago, type: -1 }, 'Wybierz rodzaj opisu: rozpoznanie, zalecenia lub przebieg.', 'type'],
  ])('refuses %j with a Polish message and adds nothing', async (body, message, member) => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    const res = await addDescription(token, body);
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [member] });
    expect((await list(token)).body.result?.totalCount).toBe(0);
  });

  it('refuses a second description of the same name and type; another type may share the name', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    await addDescription(token, lumbago);
    const twice = await addDescription(token, { ...lumbago, name: 'LUMBAGO' });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe('Opis „LUMBAGO” tego rodzaju już istnieje.');
    expect((await addDescription(token, { ...lumbago, type: 1 })).status).toBe(200);
    expect((await list(token)).body.result?.totalCount).toBe(2);
  });

  it('shows a private description only to its author, who alone may change or delete it', async () => {
    const clinic = await createTestClinic(t);
    const author = await userWith(clinic, EDITOR);
    const colleague = await userWith(clinic, EDITOR);
    const mine = (await addDescription(author.token, { ...lumbago, is_private: true })).body.result!;
    await addDescription(author.token, { ...lumbago, name: 'Wspólny' });

    expect((await list(author.token)).body.result?.items.map((d) => d.name)).toEqual(['Lumbago', 'Wspólny']);
    expect((await list(author.token, { isPrivate: 'true' })).body.result?.items.map((d) => d.name)).toEqual([
      'Lumbago',
    ]);
    expect((await list(colleague.token)).body.result?.items.map((d) => d.name)).toEqual(['Wspólny']);
    expect((await list(colleague.token, { isPrivate: 'true' })).body.result?.totalCount).toBe(0);

    const Id = String(mine.id);
    const change = { ...lumbago, id: mine.id, name: 'Przejęty', is_private: false };
    expect(
      (await t.call({ method: 'PUT', url: `${D}/UpdateDescription`, token: colleague.token, body: change }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `${D}/DeleteDescription`,
          token: colleague.token,
          query: { Id },
        })
      ).status,
    ).toBe(404);
    // The colleague may use the same name for a private description of their own.
    expect((await addDescription(colleague.token, { ...lumbago, is_private: true })).status).toBe(200);
    expect((await list(author.token)).body.result?.items.find((d) => d.id === mine.id)?.name).toBe('Lumbago');
  });

  it("refuses to make someone else's shared description private", async () => {
    const clinic = await createTestClinic(t);
    const author = await userWith(clinic, EDITOR);
    const colleague = await userWith(clinic, EDITOR);
    const shared = (await addDescription(author.token, lumbago)).body.result!;
    const res = await t.call({
      method: 'PUT',
      url: `${D}/UpdateDescription`,
      token: colleague.token,
      body: { ...lumbago, id: shared.id, is_private: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Tylko autor opisu może oznaczyć go jako prywatny.');
    expect((await list(colleague.token)).body.result?.items[0]?.is_private).toBe(false);
  });

  it('filters by name, text, type and categories (any of them), pages and sorts on the server', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    const knee = (await addCategory(token, 'Kolano')).body.result!;
    const hip = (await addCategory(token, 'Biodro')).body.result!;
    await addDescription(token, {
      name: 'Alfa',
      description: 'Ból kolana 100%',
      type: 0,
      categoryIds: [knee.id],
    });
    await addDescription(token, { name: 'Beta', description: 'Ból biodra', type: 0, categoryIds: [hip.id] });
    await addDescription(token, { name: 'Gamma', description: 'Zalecenie ćwiczeń', type: 1 });
    const names = async (query: Record<string, string>) =>
      (await list(token, query)).body.result!.items.map((d) => d.name);

    expect(await names({ type: '0' })).toEqual(['Alfa', 'Beta']);
    expect(await names({ nameText: 'GAM' })).toEqual(['Gamma']);
    expect(await names({ descriptionText: 'ból' })).toEqual(['Alfa', 'Beta']);
    expect(await names({ descriptionText: '%' })).toEqual(['Alfa']);
    expect(await names({ categories: `${knee.id}` })).toEqual(['Alfa']);
    expect(await names({ categories: `${knee.id},${hip.id}` })).toEqual(['Alfa', 'Beta']);
    expect(await names({ sorting: 'name desc' })).toEqual(['Gamma', 'Beta', 'Alfa']);
    expect(await names({ sorting: 'type desc' })).toEqual(['Gamma', 'Alfa', 'Beta']);
    const page = await list(token, { SkipCount: '2', MaxResultCount: '10' });
    expect(page.body.result).toMatchObject({ totalCount: 3, items: [{ name: 'Gamma' }] });
    expect((await list(token, { MaxResultCount: '7' })).status).toBe(400);
    expect((await list(token, { sorting: 'author' })).status).toBe(400);
    expect((await list(token, { categories: 'abc' })).status).toBe(400);
  });

  it('sorts names and categories in Polish alphabetical order, whatever the letter case', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await userWith(clinic, EDITOR);
    for (const name of ['Żebra', 'ćwiczenia', 'Dieta', 'Ciało', 'łokieć', 'Lędźwie'])
      await addDescription(token, { ...lumbago, name });
    for (const name of ['Łydka', 'Stopa', 'Śródstopie', 'lędźwie']) await addCategory(token, name);
    const names = (await list(token, { sorting: 'name' })).body.result!.items.map((d) => d.name);
    expect(names).toEqual(['Ciało', 'ćwiczenia', 'Dieta', 'Lędźwie', 'łokieć', 'Żebra']);
    const categories = await t.call<DescriptionCategoryDto[]>({
      method: 'GET',
      url: `${D}/GetAllCategories`,
      token,
    });
    expect(categories.body.result?.map((c) => c.description)).toEqual([
      'lędźwie',
      'Łydka',
      'Stopa',
      'Śródstopie',
    ]);
  });

  it('lets the picker users read (getDescriptions) but not the list or the writes', async () => {
    const clinic = await createTestClinic(t);
    const editor = await userWith(clinic, EDITOR);
    const shared = (await addDescription(editor.token, lumbago)).body.result!;
    const course = await userWith(clinic, ['Wizytownik_Wizyty_Edycja_Przebiegu']);
    const categoriesOnly = await userWith(clinic, ['Wizytownik_Kategorie_Opisow_Edycja']);

    const picked = await list(course.token, { type: '0' }, 'GetDescriptions');
    expect(picked.body.result?.items.map((d) => d.id)).toEqual([shared.id]);
    expect((await list(editor.token, {}, 'GetDescriptions')).status).toBe(200);
    expect((await list(categoriesOnly.token, {}, 'GetDescriptions')).status).toBe(403);

    for (const token of [course.token, categoriesOnly.token]) {
      const Id = String(shared.id);
      expect((await list(token)).status).toBe(403);
      expect((await addDescription(token, { ...lumbago, name: 'Nowy' })).status).toBe(403);
      expect(
        (
          await t.call({
            method: 'PUT',
            url: `${D}/UpdateDescription`,
            token,
            body: { ...lumbago, id: shared.id },
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.call({ method: 'DELETE', url: `${D}/DeleteDescription`, token, query: { Id } })).status,
      ).toBe(403);
    }
    expect((await list(editor.token)).body.result?.items.map((d) => d.name)).toEqual(['Lumbago']);
  });

  it("keeps the clinics apart: another clinic's description is neither listed, changed nor deleted", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const theirs = (await addDescription((await userWith(other, EDITOR)).token, lumbago)).body.result!;
    const { token } = await userWith(clinic, EDITOR);
    expect((await list(token)).body.result?.totalCount).toBe(0);
    expect((await list(token, {}, 'GetDescriptions')).body.result?.totalCount).toBe(0);
    const Id = String(theirs.id);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `${D}/UpdateDescription`,
          token,
          body: { ...lumbago, id: theirs.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `${D}/DeleteDescription`, token, query: { Id } })).status,
    ).toBe(404);
    // Their name does not clash with ours.
    expect((await addDescription(token, lumbago)).status).toBe(200);
  });
});
