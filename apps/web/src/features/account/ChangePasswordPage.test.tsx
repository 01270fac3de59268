import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userEndpoints } from '@wizytownik/contracts';
import { getStoredUser } from '../../api/stored-user.ts';
import { fakeApi, ok, on } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const CHANGE = userEndpoints.changePassword;

async function fillIn(current: string, next: string, repeated: string) {
  await userEvent.type(await screen.findByLabelText('Obecne hasło'), current);
  await userEvent.type(screen.getByLabelText('Nowe hasło'), next);
  await userEvent.type(screen.getByLabelText('Powtórz nowe hasło'), `${repeated}{Enter}`);
}

describe('change password', () => {
  it('refuses a repeated password that differs', async () => {
    storeUser();
    const requests = fakeApi(sessionHandlers(() => sessionInfo()));
    renderApp('/changepassword');
    await fillIn('Stare123', 'Nowe12345', 'Nowe12346');
    expect(await screen.findByText('Hasła nie są takie same')).toBeTruthy();
    expect(requests.some((r) => r.path === CHANGE.path)).toBe(false);
  });

  it('refuses a weak new password with the policy', async () => {
    storeUser();
    fakeApi(sessionHandlers(() => sessionInfo()));
    renderApp('/changepassword');
    await fillIn('Stare123', 'slabe', 'slabe');
    const field = screen.getByLabelText('Nowe hasło');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the forced password and lets the user on to the dashboard', async () => {
    storeUser({ forceResetPasswordAtLogin: true });
    let mustChange = true;
    const requests = fakeApi([
      ...sessionHandlers(() => sessionInfo({ forceResetPasswordAtLogin: mustChange })),
      on(CHANGE, () => {
        mustChange = false;
        return ok(true);
      }),
    ]);
    renderApp('/changepassword?force=true');
    expect(await screen.findByText('Przed przejściem dalej musisz zmienić hasło.')).toBeTruthy();
    await fillIn('Stare123', 'Nowe12345', 'Nowe12345');

    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Hasło zostało zmienione');
    expect(requests.find((r) => r.path === CHANGE.path)?.body).toEqual({
      currentPassword: 'Stare123',
      newPassword: 'Nowe12345',
    });
    expect(getStoredUser()?.forceResetPasswordAtLogin).toBe(false);
  });
});
