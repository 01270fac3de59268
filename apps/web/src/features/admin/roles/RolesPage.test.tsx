import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleEndpoints, type RoleDto } from '@wizytownik/contracts';
import { fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

const role = (overrides: Partial<RoleDto>): RoleDto & { grantedPermissionNames: string[] } => ({
  id: 4,
  name: 'Księgowość',
  displayName: 'Księgowa',
  description: '',
  isStatic: false,
  isSuperAdminRole: false,
  grantedPermissionNames: [],
  ...overrides,
});
const ADMIN = role({
  id: 1,
  name: 'Admin',
  displayName: 'Administrator',
  isStatic: true,
  isSuperAdminRole: true,
});

function openRoles(extra: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Pages.Roles'] })),
    on(roleEndpoints.getAll, () => ok({ totalCount: 2, items: [ADMIN, role({})] })),
    on(roleEndpoints.getAllPermissions, () =>
      ok({
        items: [
          { name: 'Pages.Users', displayName: 'Użytkownicy', groupName: 'Administracja' },
          { name: 'Pages.Roles', displayName: 'Role', groupName: 'Administracja' },
          { name: 'Wizytownik_Wizyty', displayName: 'Wizyty', groupName: 'Wizyty' },
        ],
      }),
    ),
    ...extra,
  ]);
  renderApp('/admin/roles');
  return requests;
}

const row = async (name: string) => (await screen.findByRole('cell', { name }, LAZY)).closest('tr')!;

/** The screen is loaded lazily: its first render may take longer than a second. */
const LAZY = { timeout: 15_000 };

describe('roles administration', { timeout: 20_000 }, () => {
  it('hides delete for static roles', async () => {
    openRoles();
    expect(within(await row('Admin')).queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(within(await row('Księgowość')).getByRole('button', { name: 'Usuń' })).toBeTruthy();
  });

  it('requires a name and grants a whole group with its checkbox', async () => {
    const requests = openRoles([on(roleEndpoints.create, () => ok(role({ id: 5 })))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj rolę' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa rola' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj nazwę roli')).toBeTruthy();
    expect(requests.some((r) => r.path === roleEndpoints.create.path)).toBe(false);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Dostęp do raportów' }));
    expect(within(dialog).getByText('Nie zdefiniowano jeszcze żadnych raportów.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Uprawnienia' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Administracja' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Ogólne' }));
    await userEvent.type(within(dialog).getByLabelText('Nazwa'), 'Kierownik{Enter}');
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === roleEndpoints.create.path)?.body).toEqual({
      name: 'Kierownik',
      displayName: '',
      description: '',
      grantedPermissionNames: ['Pages.Users', 'Pages.Roles'],
      grantedReports: [],
    });
  });

  it('opens the Admin role read-only', async () => {
    openRoles([
      on(roleEndpoints.getRoleForEdit, () =>
        ok({ role: ADMIN, grantedPermissionNames: ['Pages.Users'], grantedReports: [] }),
      ),
    ]);
    await userEvent.click(within(await row('Admin')).getByRole('button', { name: 'Podgląd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rola Admin' });
    expect(within(dialog).getByLabelText('Nazwa')).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});
