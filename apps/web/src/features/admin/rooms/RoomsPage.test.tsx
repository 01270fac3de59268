import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import { companySettingsEndpoints, roomEndpoints, type RoomDto } from '@wizytownik/contracts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

const ROOM: RoomDto = {
  id: 4,
  name: 'Gabinet 1',
  description: 'Masaż',
  placowkaId: 9,
  placowkaName: 'Filia Centrum',
  color: '#112233',
};
/** The screen loads lazily; a busy machine needs more than the default second. */
const SCREEN_LOAD = { timeout: 15_000 };
const EDITOR: PermissionName[] = ['Wizytownik_Rooms', 'Wizytownik_Rooms_Edycja'];

function openRooms(permissions: PermissionName[], extra: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(roomEndpoints.getAll, () => ok({ totalCount: 1, items: [ROOM] })),
    on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () =>
      ok([{ id: 9, name: 'Filia Centrum' }]),
    ),
    ...extra,
  ]);
  renderApp('/admin/rooms');
  return requests;
}

describe('rooms administration', { timeout: 20_000 }, () => {
  it('lists the rooms server-paged with their outpost and offers no changes to a reader', async () => {
    const requests = openRooms(['Wizytownik_Rooms']);
    const row = (await screen.findByRole('cell', { name: 'Gabinet 1' }, SCREEN_LOAD)).closest('tr')!;
    expect(within(row).getByText('Filia Centrum')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj gabinet' })).toBeNull();
    const query = requests.find((r) => r.path === roomEndpoints.getAll.path)!.query;
    expect([query.get('page'), query.get('limit'), query.get('sorting')]).toEqual(['1', '20', 'name asc']);
  });

  it('refuses a room without a name and sends nothing', async () => {
    const requests = openRooms(EDITOR);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj gabinet' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy gabinet' });
    await userEvent.type(within(dialog).getByLabelText('Opis'), 'Bez nazwy{Enter}');
    expect(await within(dialog).findByText('Podaj nazwę gabinetu')).toBeTruthy();
    expect(requests.some((r) => r.path === roomEndpoints.create.path)).toBe(false);
  });

  it('adds a room at an outpost and closes the dialog', async () => {
    const requests = openRooms(EDITOR, [on(roomEndpoints.create, () => ok({ ...ROOM, id: 5 }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj gabinet' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy gabinet' });
    await userEvent.type(within(dialog).getByLabelText(/Nazwa/), 'Sala 2');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Placówka' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filia Centrum' }));
    await userEvent.click(within(dialog).getByLabelText('Brak koloru'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === roomEndpoints.create.path)?.body).toEqual({
      name: 'Sala 2',
      description: null,
      placowkaId: 9,
      color: null,
    });
    expect(screen.queryByRole('dialog', { name: 'Nowy gabinet' })).toBeNull();
  });

  it("shows the server's message when an update fails and keeps the dialog open", async () => {
    openRooms(EDITOR, [on(roomEndpoints.update, () => failure(404, 'Nie znaleziono gabinetu.'))]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edytuj gabinet Gabinet 1' }, SCREEN_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edycja gabinetu' });
    expect((within(dialog).getByLabelText(/Nazwa/) as HTMLInputElement).value).toBe('Gabinet 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nie znaleziono gabinetu.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edycja gabinetu', hidden: true })).toBeTruthy();
  });

  it('deletes a room only after the confirmation', async () => {
    const requests = openRooms(EDITOR, [on(roomEndpoints.delete, () => ok(null))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń gabinet Gabinet 1' }, SCREEN_LOAD));
    expect(await screen.findByText('Czy na pewno chcesz usunąć gabinet „Gabinet 1”?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    expect(requests.find((r) => r.path === roomEndpoints.delete.path)?.query.get('Id')).toBe('4');
  });
});
