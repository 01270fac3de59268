import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userEndpoints, type UserDto } from '@wizytownik/contracts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

function user(overrides: Partial<UserDto>): UserDto {
  return {
    id: 2,
    userName: 'jkowalski',
    name: 'Jan',
    surname: 'Kowalski',
    emailAddress: 'jan@x.pl',
    isActive: true,
    roleNames: ['Recepcja'],
    additionalOutposts: [],
    forceResetPasswordAtLogin: false,
    forceSet2FAAtLogin: false,
    twoFactorEnabled: false,
    ...overrides,
  };
}

const USERS = [user({ id: 1, userName: 'admin', name: 'Adam', roleNames: ['Admin'] }), user({})];

function openUsers(extra: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Pages.Users'] })),
    on(userEndpoints.getAll, () => ok({ totalCount: USERS.length, items: USERS })),
    on(userEndpoints.getRoles, () =>
      ok([
        { id: 2, name: 'Recepcja', displayName: 'Recepcja' },
        { id: 3, name: 'terapeuta', displayName: 'Terapeuta' },
      ]),
    ),
    on(userEndpoints.getAdditionalOutposts, () => ok([])),
    ...extra,
  ]);
  renderApp('/admin/users');
  return requests;
}

const row = async (userName: string) =>
  (await screen.findByRole('cell', { name: userName }, LAZY)).closest('tr')!;

/** The screen is loaded lazily: its first render may take longer than a second. */
const LAZY = { timeout: 15_000 };

async function rowAction(userName: string, action: string) {
  await userEvent.click(
    within(await row(userName)).getByRole('button', { name: `Akcje użytkownika ${userName}` }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('users administration', { timeout: 20_000 }, () => {
  it('lists active users and offers no edit, password or 2FA action for the admin', async () => {
    const requests = openUsers();
    const adminRow = await row('admin');
    expect(within(adminRow).queryByRole('button')).toBeNull();
    expect(
      within(await row('jkowalski')).getByRole('button', { name: 'Akcje użytkownika jkowalski' }),
    ).toBeTruthy();
    expect(requests.find((r) => r.path === userEndpoints.getAll.path)?.query.get('isActive')).toBe('true');
  });

  it('refuses an empty new-user form with the messages of §5 and sends nothing', async () => {
    const requests = openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj użytkownika' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy użytkownik' });
    await userEvent.type(within(dialog).getByLabelText('Hasło'), 'Haslo-1234');
    await userEvent.type(within(dialog).getByLabelText('Powtórz hasło'), 'Inne-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    for (const message of [
      'Podaj nazwę użytkownika',
      'Podaj adres e-mail',
      'Podaj imię',
      'Podaj nazwisko',
      'Nie wybrano ról',
      'Hasła nie są takie same',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(requests.some((r) => r.path === userEndpoints.create.path)).toBe(false);
  });

  it("says 'Błąd pobierania ról' under the roles when their list fails to load", async () => {
    openUsers([on(userEndpoints.getRoles, () => failure(500, 'Wewnętrzny błąd serwera'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj użytkownika' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy użytkownik' });
    expect(await within(dialog).findByText('Błąd pobierania ról')).toBeTruthy();
  });

  it('creates a therapist with the defaults of §4 and says "Zapisano"', async () => {
    const requests = openUsers([on(userEndpoints.create, () => ok(user({ id: 9 })))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj użytkownika' }, LAZY));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nazwa użytkownika'), 'anowa');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'anna@x.pl');
    await userEvent.type(within(dialog).getByLabelText('Imię'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Nazwisko'), 'Nowa');
    await userEvent.type(within(dialog).getByLabelText('Hasło'), 'Haslo-1234');
    await userEvent.type(within(dialog).getByLabelText('Powtórz hasło'), 'Haslo-1234');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Terapeuta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === userEndpoints.create.path)?.body).toEqual({
      userName: 'anowa',
      emailAddress: 'anna@x.pl',
      name: 'Anna',
      surname: 'Nowa',
      password: 'Haslo-1234',
      roleNames: ['terapeuta'],
      additionalOutposts: [],
      isActive: true,
      forceResetPasswordAtLogin: false,
      forceSet2FAAtLogin: false,
    });
  });

  it("shows the server's refusal of the administrator's password under that field", async () => {
    const wrongPassword = failure(400, 'Nieprawidłowe hasło administratora.');
    (wrongPassword.body as unknown as { error: { validationErrors: unknown } }).error.validationErrors = [
      { message: 'Nieprawidłowe hasło administratora.', members: ['adminPassword'] },
    ];
    openUsers([on(userEndpoints.resetPassword, () => wrongPassword)]);
    await rowAction('jkowalski', 'Zmień hasło');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Twoje hasło (administratora)'), 'Zle-1234');
    await userEvent.type(within(dialog).getByLabelText('Nowe hasło'), 'Nowe-Haslo1');
    await userEvent.type(within(dialog).getByLabelText('Powtórz hasło'), 'Nowe-Haslo2{Enter}');
    expect(await within(dialog).findByText('Hasła nie są takie same')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Powtórz hasło'));
    await userEvent.type(within(dialog).getByLabelText('Powtórz hasło'), 'Nowe-Haslo1{Enter}');
    expect(await within(dialog).findByText('Nieprawidłowe hasło administratora.')).toBeTruthy();
  });

  it('resets 2FA only after the confirmation', async () => {
    const requests = openUsers([on(userEndpoints.reset2FA, () => ok(true))]);
    await rowAction('jkowalski', 'Resetuj 2FA');
    await userEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Zresetowano ustawienia 2FA')).toBeTruthy();
    expect(requests.find((r) => r.path === userEndpoints.reset2FA.path)?.body).toEqual({ id: 2 });
  });
});
