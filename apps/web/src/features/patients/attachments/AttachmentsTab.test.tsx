import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { attachmentEndpoints as e } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import {
  ADD,
  RTG,
  SCAN,
  VIEW,
  catchLinks,
  fakeUploads,
  fileOfSize,
  startWith,
  type StartOptions,
} from './attachments-test-setup.tsx';
import AttachmentsTab from './AttachmentsTab.tsx';

const start = (options?: StartOptions) => startWith(<AttachmentsTab clientId={12} />, options);

async function openUpload() {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj załącznik' }));
  return screen.findByRole('dialog', { name: 'Nowy załącznik' });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('attachments tab', { timeout: 30_000 }, () => {
  it('lists the files with their description, date and uploader, and lets a reader only download', async () => {
    const requests = start({ permissions: [VIEW] });
    const row = (await screen.findByRole('cell', { name: 'skan.pdf' })).closest('tr')!;
    expect(within(row).getByText('Ankieta covid')).toBeTruthy();
    expect(within(row).getByText('01-04-2025 00:30')).toBeTruthy();
    expect(within(row).getByText('Anna Nowak')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pobierz plik skan.pdf']);
    expect(screen.queryByRole('button', { name: 'Dodaj załącznik' })).toBeNull();
    expect(requests.find((r) => r.path === e.getAll.path)?.query.get('ClientId')).toBe('12');
  });

  it('downloads through a one-time token the browser follows by a link', async () => {
    const links = catchLinks();
    const requests = start({
      handlers: [
        on(e.preDownload, () =>
          ok({ token: 'jednorazowy-token', file_name: 'skan.pdf', mime_type: 'application/pdf' }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pobierz plik skan.pdf' }));
    await vi.waitFor(() => expect(links).toHaveLength(1));
    expect(requests.find((r) => r.path === e.preDownload.path)?.body).toEqual({
      ClientId: 12,
      fingerprint: SCAN.fingerprint,
    });
    expect(links[0]!.getAttribute('href')).toBe(
      `${e.getAll.path.replace('GetAll', 'Download')}?token=jednorazowy-token`,
    );
    expect(links[0]!.download).toBe('skan.pdf');
  });

  it("shows the server's reason when a download cannot start", async () => {
    start({ handlers: [on(e.preDownload, () => failure(404, 'Nie znaleziono załącznika.'))] });
    await userEvent.click(await screen.findByRole('button', { name: 'Pobierz plik skan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(dialog).getByText('Nie znaleziono załącznika.')).toBeTruthy();
  });

  it("deletes after 'Czy na pewno?' and says 'Usunięto'", async () => {
    const requests = start({ handlers: [on(e.delete, () => ok(null))] });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń plik rtg.png' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(within(question).getByText('Czy na pewno chcesz usunąć załącznik rtg.png?')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    const query = requests.find((r) => r.path === e.delete.path)!.query;
    expect([query.get('ClientId'), query.get('fingerprint')]).toEqual(['12', RTG.fingerprint]);
  });

  it("tells 'Nie można usunąć załącznika' with the server's reason", async () => {
    start({
      handlers: [on(e.delete, () => failure(403, 'Nie masz uprawnień do wykonania tej operacji.'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń plik rtg.png' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Czy na pewno?' })).getByRole('button', {
        name: 'Tak',
      }),
    );
    expect(await screen.findByText('Nie masz uprawnień do wykonania tej operacji.')).toBeTruthy();
  });

  it('shows why the list could not be loaded', async () => {
    start({ handlers: [on(e.getAll, () => failure(404, 'Nie znaleziono pacjenta.'))] });
    expect(await screen.findByText('Nie znaleziono pacjenta.')).toBeTruthy();
  });
});

describe('upload dialog', { timeout: 60_000 }, () => {
  it('requires a file and a description and sends nothing until both are given', async () => {
    const sent = fakeUploads(() => ok(SCAN));
    start({ permissions: [VIEW, ADD] });
    const dialog = await openUpload();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Nie wybrano pliku')).toBeTruthy();
    expect(within(dialog).getByText('Nie wybrano opisu załącznika')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("offers the server's descriptions with 'Inny', which needs an own text", async () => {
    fakeUploads(() => ok(SCAN));
    start();
    const dialog = await openUpload();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Opis załącznika' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Zgoda na przetwarzanie danych osobowych',
      'Ankieta covid',
      'Umowa kredytowa',
      'Inny',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Inny' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Proszę podać własny opis.')).toBeTruthy();
  });

  it("asks a credit agreement for its kind, and for a text when the kind is 'Inne'", async () => {
    fakeUploads(() => ok(SCAN));
    start();
    const dialog = await openUpload();
    await choose(dialog, 'Opis załącznika', 'Umowa kredytowa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Proszę wybrać typ umowy kredytowej.')).toBeTruthy();
    await choose(dialog, 'Typ umowy kredytowej', 'Inne');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Proszę podać inny opis umowy kredytowej')).toBeTruthy();
  });

  it('refuses a file over 28 MB before sending it', async () => {
    const sent = fakeUploads(() => ok(SCAN));
    start();
    const dialog = await openUpload();
    await userEvent.upload(
      within(dialog).getByLabelText('Wybierz plik'),
      fileOfSize('duzy.pdf', 28 * 1024 * 1024 + 1),
    );
    await choose(dialog, 'Opis załącznika', 'Ankieta covid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(
      await within(dialog).findByText('Plik jest zbyt duży. Maksymalny rozmiar pliku to 28 MB.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the form with progress, then closes and reloads the list', async () => {
    const sent = fakeUploads(() => ok(SCAN));
    const requests = start();
    const dialog = await openUpload();
    await userEvent.upload(
      within(dialog).getByLabelText('Wybierz plik'),
      new File(['%PDF-1.4'], 'umowa.pdf'),
    );
    await choose(dialog, 'Opis załącznika', 'Umowa kredytowa');
    await choose(dialog, 'Typ umowy kredytowej', 'Umowa fundacja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Wysyłanie pliku' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Nowy załącznik' })).toBeNull();
    const { url, headers, form } = sent[0]!;
    expect([url, headers.Authorization]).toEqual([e.upload.path, 'Bearer token-7']);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      ClientId: '12',
      type: '8',
      description: '',
      creditAgreementKind: 'Umowa fundacja',
      creditAgreementOther: '',
    });
    expect((form.get('file') as File).name).toBe('umowa.pdf');
    await vi.waitFor(() => expect(requests.filter((r) => r.path === e.getAll.path)).toHaveLength(2));
  });

  it("shows the server's message when the file is refused and keeps the dialog", async () => {
    fakeUploads(() => failure(413, 'Plik jest zbyt duży. Maksymalny rozmiar pliku to 28 MB.'));
    start();
    const dialog = await openUpload();
    await userEvent.upload(within(dialog).getByLabelText('Wybierz plik'), new File(['x'], 'a.pdf'));
    await choose(dialog, 'Opis załącznika', 'Ankieta covid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Plik jest zbyt duży. Maksymalny rozmiar pliku to 28 MB.')).toBeTruthy();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Nowy załącznik' })).toBeTruthy();
  });

  it("puts the server's field message under its field", async () => {
    fakeUploads(() => ({
      status: 400,
      body: {
        result: null,
        success: false,
        error: {
          code: 400,
          errorCode: 'attachment.invalidDescription',
          message: 'Proszę podać własny opis.',
          details: null,
          validationErrors: [{ message: 'Proszę podać własny opis.', members: ['description'] }],
        },
        unAuthorizedRequest: false,
        __abp: true,
      },
    }));
    start();
    const dialog = await openUpload();
    await userEvent.upload(within(dialog).getByLabelText('Wybierz plik'), new File(['x'], 'a.pdf'));
    await choose(dialog, 'Opis załącznika', 'Inny');
    await userEvent.type(within(dialog).getByLabelText('Własny opis'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Proszę podać własny opis.')).toBeTruthy();
  });
});
