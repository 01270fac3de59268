import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  androidSmsEndpoints as e,
  platformEndpoints,
  type AndroidQrCodeData,
  type AndroidSmsDevice,
} from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

/** The screen loads lazily; a busy machine needs more than the default second. */
const SCREEN_LOAD = { timeout: 15_000 };
const CONFIG: PermissionName[] = ['Wizytownik_AndroidWysylkaSMSKOnfiguracja'];
const CODE: AndroidQrCodeData = {
  serverUrl: 'https://gabinet.example.pl/api/mobile/v1',
  registrationToken: '5.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  qrCodeImage: 'data:image/png;base64,iVBORw0KGgo=',
  createdAt: '2026-03-10T09:00:00.000Z',
};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const PHONES: AndroidSmsDevice[] = [
  {
    id: 1,
    name: 'Recepcja',
    pairedAt: minutesAgo(600),
    lastContactAt: minutesAgo(2),
    active: true,
    pendingMessages: 3,
  },
  {
    id: 2,
    name: 'Zapasowy',
    pairedAt: minutesAgo(900),
    lastContactAt: minutesAgo(40),
    active: true,
    pendingMessages: 3,
  },
];

function open(
  options: {
    permissions?: PermissionName[];
    features?: string[];
    devices?: AndroidSmsDevice[];
    extra?: FakeRoute[];
  } = {},
) {
  storeUser();
  let devices = options.devices ?? PHONES;
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: options.permissions ?? CONFIG })),
    on(platformEndpoints.getAllFeatures, () =>
      ok((options.features ?? ['AndroidSMS']).map((name) => ({ name, displayName: name, isEnabled: true }))),
    ),
    on(e.qrCode, () => ok(CODE)),
    on(e.devices, () => ok({ items: devices })),
    on(e.unpair, (r) => {
      devices = devices.filter((d) => d.id !== (r.body as { id: number }).id);
      return ok(null);
    }),
    ...(options.extra ?? []),
  ]);
  renderApp('/admin/sendsmsconfiguration');
  return requests;
}

describe('Android SMS configuration', { timeout: 20_000 }, () => {
  it('shows the QR code, the server address and the token to copy, and the phones with their status', async () => {
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('img', { name: 'Kod QR z adresem serwera i kodem rejestracji' }, SCREEN_LOAD),
    ).toBeTruthy();
    expect(screen.getByLabelText('Adres serwera')).toHaveProperty('value', CODE.serverUrl);
    expect(screen.getByLabelText('Kod rejestracji')).toHaveProperty('value', CODE.registrationToken);
    await user.click(screen.getByRole('button', { name: 'Kopiuj: Kod rejestracji' }));
    expect(await navigator.clipboard.readText()).toBe(CODE.registrationToken);

    const table = await screen.findByRole('table', { name: 'Sparowane telefony' });
    const recepcja = within(table).getByRole('cell', { name: 'Recepcja' }).closest('tr')!;
    expect(within(recepcja).getByText('aktywny')).toBeTruthy();
    expect(within(recepcja).getByRole('cell', { name: '3' })).toBeTruthy();
    const spare = within(table).getByRole('cell', { name: 'Zapasowy' }).closest('tr')!;
    expect(within(spare).getByText('brak kontaktu > 15 min')).toBeTruthy();

    // The menu lists the screen: the permission and the feature are there.
    expect(screen.getByRole('link', { name: 'Konfiguracja wysyłki SMS' })).toBeTruthy();
  });

  it('asks before a new code, then shows it', async () => {
    const user = userEvent.setup();
    const renewed = { ...CODE, registrationToken: '5.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' };
    const requests = open({ extra: [on(e.newQrCode, () => ok(renewed))] });
    await user.click(await screen.findByRole('button', { name: 'Nowy kod' }, SCREEN_LOAD));
    expect(await screen.findByText(/Dotychczasowy kod przestanie działać/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nie' }));
    expect(requests.some((r) => r.path === e.newQrCode.path)).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Nowy kod' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Utworzono nowy kod rejestracji')).toBeTruthy();
    expect(screen.getByLabelText('Kod rejestracji')).toHaveProperty('value', renewed.registrationToken);
  });

  it('unpairs a phone after the confirmation', async () => {
    const user = userEvent.setup();
    const requests = open();
    await user.click(await screen.findByRole('button', { name: 'Odłącz telefon Zapasowy' }, SCREEN_LOAD));
    expect(await screen.findByText(/Odłączyć telefon „Zapasowy”\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Odłączono telefon')).toBeTruthy();
    expect(requests.find((r) => r.path === e.unpair.path)?.body).toEqual({ id: 2 });
    expect(await screen.findByRole('cell', { name: 'Recepcja' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Zapasowy' })).toBeNull();
  });

  it('says what to do when no phone is paired', async () => {
    open({ devices: [] });
    expect(
      await screen.findByText(/Nie sparowano jeszcze żadnego telefonu: zainstaluj/, {}, SCREEN_LOAD),
    ).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    open({ extra: [on(e.qrCode, () => failure(403, 'Funkcja jest wyłączona.'))] });
    expect(await screen.findByText('Funkcja jest wyłączona.', {}, SCREEN_LOAD)).toBeTruthy();
  });

  it('has no menu entry without the AndroidSMS feature', async () => {
    open({ features: [] });
    expect(await screen.findByRole('table', { name: 'Sparowane telefony' }, SCREEN_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Konfiguracja wysyłki SMS' })).toBeNull();
  });
});
