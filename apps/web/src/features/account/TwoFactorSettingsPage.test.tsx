import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenAuthEndpoints } from '@wizytownik/contracts';
import { fakeApi, failure, ok, on } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const ENABLE = tokenAuthEndpoints.enableTwoFactor;
const VERIFY = tokenAuthEndpoints.verifyTwoFactorCode;
const DISABLE = tokenAuthEndpoints.disableTwoFactor;
const QR = 'data:image/png;base64,iVBORw0KGgo=';

describe('two-factor settings', () => {
  it('switches two-factor on: QR code and key, then a code', async () => {
    storeUser();
    let enabled = false;
    const requests = fakeApi([
      ...sessionHandlers(() => sessionInfo({ twoFactorEnabled: enabled })),
      on(ENABLE, () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCodeImage: QR,
          twoFactorToken: 'setup-1',
        }),
      ),
      on(VERIFY, () => {
        enabled = true;
        return ok({ twoFactorEnabled: true });
      }),
    ]);
    renderApp('/settings2fa');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Włącz uwierzytelnianie dwuskładnikowe' }),
    );

    expect((await screen.findByRole('img')).getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Kod uwierzytelniający'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Zweryfikuj' }));

    expect(await screen.findByText('Uwierzytelnianie dwuskładnikowe jest włączone.')).toBeTruthy();
    expect(requests.find((r) => r.path === VERIFY.path)?.body).toEqual({
      code: '654321',
      twoFactorToken: 'setup-1',
    });
  });

  it('keeps the setup open when the code is wrong', async () => {
    storeUser();
    fakeApi([
      ...sessionHandlers(() => sessionInfo()),
      on(ENABLE, () =>
        ok({ secret: 'S', otpauthUrl: 'otpauth://totp/x', qrCodeImage: QR, twoFactorToken: 'setup-1' }),
      ),
      on(VERIFY, () => failure(400, 'Nieprawidłowy kod uwierzytelniający.')),
    ]);
    renderApp('/settings2fa');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Włącz uwierzytelnianie dwuskładnikowe' }),
    );
    await userEvent.type(await screen.findByLabelText('Kod uwierzytelniający'), '000000{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Błąd' })).textContent).toContain('Nieprawidłowy kod');
    expect(screen.getByAltText('Kod QR do dodania konta w aplikacji uwierzytelniającej')).toBeTruthy();
  });

  it('explains the requirement in forced mode and continues to the dashboard once on', async () => {
    storeUser({ forceSet2FAAtLogin: true });
    let enabled = false;
    fakeApi([
      ...sessionHandlers(() => sessionInfo({ twoFactorEnabled: enabled, forceSet2FAAtLogin: !enabled })),
      on(ENABLE, () =>
        ok({ secret: 'S', otpauthUrl: 'otpauth://totp/x', qrCodeImage: QR, twoFactorToken: 'setup-1' }),
      ),
      on(VERIFY, () => {
        enabled = true;
        return ok({ twoFactorEnabled: true });
      }),
    ]);
    renderApp('/settings2fa?force=true');
    expect(await screen.findByText(/Administrator wymaga uwierzytelniania dwuskładnikowego/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Włącz uwierzytelnianie dwuskładnikowe' }));
    await userEvent.type(await screen.findByLabelText('Kod uwierzytelniający'), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
  });

  it('switches two-factor off with a code after confirmation', async () => {
    storeUser();
    let enabled = true;
    const requests = fakeApi([
      ...sessionHandlers(() => sessionInfo({ twoFactorEnabled: enabled })),
      on(DISABLE, () => {
        enabled = false;
        return ok({ twoFactorEnabled: false });
      }),
    ]);
    renderApp('/settings2fa');
    await userEvent.type(await screen.findByLabelText('Kod uwierzytelniający'), '111222{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByRole('button', { name: 'Włącz uwierzytelnianie dwuskładnikowe' })).toBeTruthy();
    expect(requests.find((r) => r.path === DISABLE.path)?.body).toEqual({ code: '111222' });
  });
});
