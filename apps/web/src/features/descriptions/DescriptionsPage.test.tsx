import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import { descriptionEndpoints, type DescriptionDto } from '@wizytownik/contracts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const ROW: DescriptionDto = {
  id: 3,
  name: 'Lumbago',
  description: 'Ból odcinka lędźwiowego kręgosłupa promieniujący do lewej kończyny dolnej.',
  type: 0,
  is_private: false,
  categories: [{ id: 7, description: 'Kręgosłup' }],
};
const SCREEN_LOAD = { timeout: 15_000 };
const EDITOR: PermissionName[] = ['Wizytownik_Opisy_Edycja'];

function open(path: string, extra: FakeRoute[] = [], permissions: PermissionName[] = EDITOR) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(descriptionEndpoints.getAllDescriptions, () => ok({ totalCount: 1, items: [ROW] })),
    on(descriptionEndpoints.getAllCategories, () => ok([{ id: 7, description: 'Kręgosłup' }])),
    ...extra,
  ]);
  renderApp(path);
  return requests;
}

describe('/descriptions', { timeout: 30_000 }, () => {
  it('lists the descriptions server-paged with the text cut, type and categories', async () => {
    const requests = open('/descriptions');
    const row = (await screen.findByRole('cell', { name: 'Lumbago' }, SCREEN_LOAD)).closest('tr')!;
    expect(within(row).getByText(`${ROW.description.slice(0, 50)}…`)).toBeTruthy();
    expect(within(row).getByText('Rozpoznanie')).toBeTruthy();
    expect(within(row).getByText('Kręgosłup')).toBeTruthy();
    expect(within(row).getByText('Wspólny')).toBeTruthy();
    const query = requests.find((r) => r.path === descriptionEndpoints.getAllDescriptions.path)!.query;
    expect([query.get('SkipCount'), query.get('MaxResultCount'), query.get('sorting')]).toEqual([
      '0',
      '10',
      'name asc',
    ]);
  });

  it('searches by name and filters by type', async () => {
    const requests = open('/descriptions');
    await screen.findByRole('cell', { name: 'Lumbago' }, SCREEN_LOAD);
    await userEvent.type(screen.getByLabelText('Szukaj po nazwie'), 'lum');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zalecenia' }));
    await waitFor(() => {
      const q = requests.filter((r) => r.path === descriptionEndpoints.getAllDescriptions.path).at(-1)!.query;
      expect([q.get('nameText'), q.get('type')]).toEqual(['lum', '1']);
    });
  });

  it("shows 'Nie znaleziono danych' for an empty list", async () => {
    open('/descriptions', [
      on(descriptionEndpoints.getAllDescriptions, () => ok({ totalCount: 0, items: [] })),
    ]);
    expect(await screen.findByText('Nie znaleziono danych', {}, SCREEN_LOAD)).toBeTruthy();
  });

  it('refuses a description without a name or text and sends nothing', async () => {
    const requests = open('/descriptions');
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj opis' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy opis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj nazwę opisu')).toBeTruthy();
    expect(within(dialog).getByText('Podaj treść opisu')).toBeTruthy();
    expect(requests.some((r) => r.path === descriptionEndpoints.addNewDescription.path)).toBe(false);
  });

  it('adds a private description of a type in a category', async () => {
    const requests = open('/descriptions', [on(descriptionEndpoints.addNewDescription, () => ok(ROW))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj opis' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy opis' });
    await userEvent.type(within(dialog).getByLabelText(/Nazwa/), 'Zalecenia ogólne');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rodzaj/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zalecenia' }));
    await userEvent.type(within(dialog).getByLabelText(/^Opis/), 'Ćwiczenia codziennie.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kategorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kręgosłup' }));
    await userEvent.click(within(dialog).getByLabelText('Prywatny'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano opis')).toBeTruthy();
    expect(requests.find((r) => r.path === descriptionEndpoints.addNewDescription.path)?.body).toEqual({
      name: 'Zalecenia ogólne',
      description: 'Ćwiczenia codziennie.',
      type: 1,
      is_private: true,
      categoryIds: [7],
    });
  });

  it("shows the server's message when saving fails", async () => {
    open('/descriptions', [
      on(descriptionEndpoints.updateDescription, () =>
        failure(409, 'Opis „Lumbago” tego rodzaju już istnieje.'),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj opis Lumbago' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja opisu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Opis „Lumbago” tego rodzaju już istnieje.')).toBeTruthy();
  });

  it('deletes a description only after the confirmation', async () => {
    const requests = open('/descriptions', [on(descriptionEndpoints.deleteDescription, () => ok(null))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń opis Lumbago' }, SCREEN_LOAD));
    expect(await screen.findByText('Czy na pewno chcesz usunąć opis Lumbago?')).toBeTruthy();
    expect(requests.some((r) => r.path === descriptionEndpoints.deleteDescription.path)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto opis')).toBeTruthy();
    expect(
      requests.find((r) => r.path === descriptionEndpoints.deleteDescription.path)?.query.get('Id'),
    ).toBe('3');
  });
});

describe('/categories', { timeout: 30_000 }, () => {
  const CATEGORIES: PermissionName[] = ['Wizytownik_Kategorie_Opisow_Edycja'];

  it('lists, searches and adds a category', async () => {
    const requests = open(
      '/categories',
      [
        on(descriptionEndpoints.getAllCategories, () =>
          ok([
            { id: 7, description: 'Kręgosłup' },
            { id: 8, description: 'Barki' },
          ]),
        ),
        on(descriptionEndpoints.addCategory, () => ok({ id: 9, description: 'Kolano' })),
      ],
      CATEGORIES,
    );
    expect(await screen.findByRole('cell', { name: 'Barki' }, SCREEN_LOAD)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Szukaj kategorii'), 'krę');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Barki' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Kręgosłup' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Szukaj kategorii'), 'xyz');
    expect(await screen.findByText('Nie znaleziono danych')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kategorię' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa kategoria opisów' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj nazwę kategorii')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Nazwa kategorii/), 'Kolano');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano kategorię')).toBeTruthy();
    expect(requests.find((r) => r.path === descriptionEndpoints.addCategory.path)?.body).toEqual({
      description: 'Kolano',
    });
  });

  it('deletes a category after a confirmation that says its descriptions stay', async () => {
    const requests = open(
      '/categories',
      [on(descriptionEndpoints.deleteCategory, () => ok(null))],
      CATEGORIES,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Usuń kategorię Kręgosłup' }, SCREEN_LOAD),
    );
    expect(
      await screen.findByText(
        'Czy na pewno chcesz usunąć kategorię Kręgosłup? Opisy tej kategorii pozostaną, już bez niej.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto kategorię')).toBeTruthy();
    expect(requests.find((r) => r.path === descriptionEndpoints.deleteCategory.path)?.query.get('Id')).toBe(
      '7',
    );
  });

  it("shows 'Błąd pobierania kategorii' when the list fails", async () => {
    open(
      '/categories',
      [on(descriptionEndpoints.getAllCategories, () => failure(500, 'Awaria'))],
      CATEGORIES,
    );
    expect(await screen.findByText('Błąd pobierania kategorii', {}, SCREEN_LOAD)).toBeTruthy();
  });
});
