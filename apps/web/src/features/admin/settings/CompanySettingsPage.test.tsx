import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companySettingsEndpoints as e, platformEndpoints } from '@wizytownik/contracts';
import { LOGO_SIZE_MESSAGE, type PermissionName } from '@wizytownik/domain';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { companySettings } from '../../../test/company-settings.ts';
import { fakeUploads } from '../../../test/fake-upload.ts';
import { renderApp } from '../../../test/render.tsx';
import { pickerText, typeInPicker } from '../../../test/pickers.ts';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

const SCREEN_LOAD = { timeout: 15_000 };
/** A whole screen with typing: slower than the default 5 s on a busy machine. */
const SLOW = { timeout: 20_000 };
const ADMIN: PermissionName[] = ['Wizytownik_Ustawienia_Firmy', 'Wizytownik_SystemAdmin'];

const SETTINGS = companySettings({
  companyName: 'Gabinet Demo',
  city: 'Kraków',
  addressLine1: 'ul. Długa',
  nip: '5260250274',
  postcode: '31-147',
  godzina_otwarcia_start: '07:00',
  godzina_otwarcia_koniec: '21:00',
  payUClientSecretSet: true,
});

function openSettings(permissions: PermissionName[], extra: FakeRoute[] = [], features: string[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(platformEndpoints.getAllFeatures, () =>
      ok(features.map((name) => ({ name, displayName: name, isEnabled: true }))),
    ),
    on(e.getCompanySettings, () => ok(SETTINGS)),
    ...extra,
  ]);
  renderApp('/admin/settings');
  return requests;
}

describe('company settings', SLOW, () => {
  it('refuses a bad postcode and NIP with their messages and sends nothing', async () => {
    const requests = openSettings(ADMIN);
    const postcode = await screen.findByLabelText('Kod pocztowy', {}, SCREEN_LOAD);
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '31147');
    await userEvent.clear(screen.getByLabelText('NIP'));
    await userEvent.type(screen.getByLabelText('NIP'), '5260250275{Enter}');
    expect(await screen.findByText('Błędny kod pocztowy.')).toBeTruthy();
    expect(screen.getByText(/NIP musi składać się z 10 cyfr/)).toBeTruthy();
    expect(requests.some((r) => r.path === e.updateCompanySettings.path)).toBe(false);
  });

  it('saves with the secrets left empty and says Zapisano', async () => {
    const requests = openSettings(ADMIN, [on(e.updateCompanySettings, () => ok(SETTINGS))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }, SCREEN_LOAD));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    const body = requests.find((r) => r.path === e.updateCompanySettings.path)!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ companyName: 'Gabinet Demo', payUClientSecret: '', payUMD5Key: '' });
    expect(body).not.toHaveProperty('payUClientSecretSet');
  });

  it(
    'saves the hours reminders leave between and the undo delay from the SMS tab',
    { timeout: 60_000 },
    async () => {
      const requests = openSettings(ADMIN, [on(e.updateCompanySettings, () => ok(SETTINGS))]);
      await userEvent.click(await screen.findByRole('tab', { name: 'SMS' }, SCREEN_LOAD));
      const panel = document.body;
      expect(pickerText(panel, 'Wysyłaj przypomnienia od')).toBe('09:00');
      expect(pickerText(panel, 'do')).toBe('20:00');
      await typeInPicker(panel, 'Wysyłaj przypomnienia od', '08:30');
      await typeInPicker(panel, 'do', '19:00');
      const undo = within(panel).getByRole('spinbutton', { name: 'Czas na cofnięcie (s)' });
      fireEvent.change(undo, { target: { value: '601' } });
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
      expect(await within(panel).findByText('Podaj liczbę sekund od 0 do 600.')).toBeTruthy();
      expect(requests.some((r) => r.path === e.updateCompanySettings.path)).toBe(false);
      fireEvent.change(undo, { target: { value: '120' } });
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
      expect(await screen.findByText('Zapisano')).toBeTruthy();
      expect(requests.find((r) => r.path === e.updateCompanySettings.path)!.body).toMatchObject({
        smsSendFrom: '08:30',
        smsSendTo: '19:00',
        smsUndoSeconds: 120,
      });
    },
  );

  it('shows each SMS template with its length and number of SMS', async () => {
    openSettings(ADMIN);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS' }, SCREEN_LOAD));
    const template = screen.getByRole('textbox', { name: 'Przypomnienie o wizycie' });
    await userEvent.type(template, 'Wizyta %dw%');
    expect(
      screen.getByText('Szablon przed wstawieniem danych — Długość: 11 · SMS: 1', { exact: false }),
    ).toBeTruthy();
  });

  it('blocks Zapisz while the picked logo is too large', async () => {
    openSettings(ADMIN);
    await screen.findByRole('button', { name: 'Zapisz' }, SCREEN_LOAD);
    const input = document.querySelector<HTMLInputElement>('input[type=file][accept="image/*"]')!;
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(LOGO_SIZE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toHaveProperty('disabled', true);
  });

  it('shows the outposts and calendar tabs only to a system administrator, PayU only with the feature', async () => {
    openSettings(['Wizytownik_Ustawienia_Firmy']);
    await screen.findByRole('tab', { name: 'Ogólne' }, SCREEN_LOAD);
    expect(screen.queryByRole('tab', { name: 'Dodatkowe placówki' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Ustawienia kalendarza' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Ustawienia PayU' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Komórki organizacyjne' })).toBeNull();
  });

  it('marks a stored PayU secret and offers the PayU tab with the feature', async () => {
    openSettings(ADMIN, [], ['PayU']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Ustawienia PayU' }, SCREEN_LOAD));
    expect(screen.getByText('Zapisany – zostaw puste, aby nie zmieniać')).toBeTruthy();
    expect(screen.getByText('Nie ustawiono')).toBeTruthy();
  });
});

describe('outposts tab', SLOW, () => {
  it("checks the outpost dialog with the spec's messages", async () => {
    const requests = openSettings(ADMIN, [on(e.getAdditionalOutposts, () => ok([]))]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Dodatkowe placówki' }, SCREEN_LOAD));
    expect(await screen.findByText('Nie dodano jeszcze dodatkowych placówek.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj placówkę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa placówka' });
    await userEvent.type(within(dialog).getByLabelText(/^Nazwa/), 'ab{Enter}');
    expect(await within(dialog).findByText('Nazwa musi posiadać minimum 3 znaki')).toBeTruthy();
    expect(within(dialog).getByText('Adres jest wymagany')).toBeTruthy();
    expect(within(dialog).getByText('Miasto jest wymagane')).toBeTruthy();
    expect(requests.some((r) => r.path === e.insertAdditionalOutpost.path)).toBe(false);
  });
});

describe('groups tab', SLOW, () => {
  it("asks before deleting a group and shows the server's refusal", async () => {
    const requests = openSettings(ADMIN, [
      on(e.getTherapistGroups, () => ok([{ id: 3, name: 'Psycholodzy' }])),
      on(e.deleteTherapistGroup, () => failure(409, 'Nie można usunąć grupy, do której należą terapeuci.')),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Grupy pracowników' }, SCREEN_LOAD));
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń grupę Psycholodzy' }));
    expect(await screen.findByText('Czy na pewno chcesz usunąć tę grupę?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Nie można usunąć grupy, do której należą terapeuci.')).toBeTruthy();
    expect(requests.find((r) => r.path === e.deleteTherapistGroup.path)?.query.get('id')).toBe('3');
  });

  it("says 'Błąd podczas pobierania grup' with the server's reason when the groups cannot be loaded", async () => {
    openSettings(ADMIN, [
      on(e.getTherapistGroups, () => failure(500, 'Wystąpił błąd serwera. Spróbuj ponownie.')),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Grupy pracowników' }, SCREEN_LOAD));
    const alert = await screen.findByRole('alert', {}, SCREEN_LOAD);
    expect(within(alert).getByRole('heading').textContent).toBe('Błąd podczas pobierania grup');
    expect(alert.textContent).toContain('Wystąpił błąd serwera. Spróbuj ponownie.');
  });

  it('requires a group name', async () => {
    openSettings(ADMIN, [on(e.getTherapistGroups, () => ok([]))]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Grupy pracowników' }, SCREEN_LOAD));
    await userEvent.click(await screen.findByRole('button', { name: 'Nowa grupa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa grupa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Nazwa jest wymagana')).toBeTruthy();
  });
});

describe('templates tab', SLOW, () => {
  it("says 'Nie wybrano pliku' when the upload has no file, and sends nothing", async () => {
    const requests = openSettings(ADMIN, [
      on(e.getAgreeTemplates, () => ok([{ id: 0, type: 4, typ_opis: 'Ankieta covid' }])),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Szablony generowania' }, SCREEN_LOAD));
    await userEvent.click(await screen.findByRole('button', { name: 'Wgraj szablon Ankieta covid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szablon: Ankieta covid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj szablon' }));
    expect(await within(dialog).findByText('Nie wybrano pliku')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pobierz szablon Ankieta covid' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.some((r) => r.path === e.uploadAgreeTemplate.path)).toBe(false);
  });

  it("answers a 401 during the upload with 'Sesja wygasła', like any other call", async () => {
    openSettings(ADMIN, [on(e.getAgreeTemplates, () => ok([{ id: 0, type: 4, typ_opis: 'Ankieta covid' }]))]);
    const uploads = fakeUploads([
      on(e.uploadAgreeTemplate, () => failure(401, 'Sesja wygasła lub jest nieprawidłowa.')),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Szablony generowania' }, SCREEN_LOAD));
    await userEvent.click(await screen.findByRole('button', { name: 'Wgraj szablon Ankieta covid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szablon: Ankieta covid' });
    const docx = new File(['PK'], 'ankieta.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, docx);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj szablon' }));
    // The refusal's error dialog opens over it and hides it from the accessibility tree meanwhile.
    expect(await screen.findByRole('dialog', { name: 'Sesja wygasła', hidden: true })).toBeTruthy();
    expect(uploads.map((u) => u.form.get('type'))).toEqual(['4']);
  });
});
