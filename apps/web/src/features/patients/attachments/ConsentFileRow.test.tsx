import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { attachmentEndpoints as e, DOCX_MIME_TYPE, type AgreementTemplateDto } from '@wizytownik/contracts';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import {
  ADD,
  SCAN,
  VIEW,
  catchLinks,
  fakeUploads,
  startWith,
  type StartOptions,
} from './attachments-test-setup.tsx';
import { ConsentFileRow } from './ConsentFileRow.tsx';

const TEMPLATES: AgreementTemplateDto[] = [
  { id: 0, type: 1, typ_opis: 'Klauzula obowiązku informacyjnego' },
  { id: 7, type: 4, typ_opis: 'Ankieta covid' },
];

function start(type: number, options: StartOptions & { clientId?: number } = {}) {
  const handlers: FakeRoute[] = [
    on(e.getAgreementTemplates, () => ok(TEMPLATES)),
    ...(options.handlers ?? []),
  ];
  return startWith(<ConsentFileRow clientId={options.clientId ?? 12} type={type} />, {
    ...options,
    handlers,
  });
}

/** Lets the session, features and lists load, then says whether the row is there. */
async function rowShown(requests: ReturnType<typeof start>) {
  await vi.waitFor(() => expect(requests.some((r) => r.path.endsWith('GetAllFeatures'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return screen.queryByText(/Plik zgody/) !== null;
}

describe('consent file row', { timeout: 60_000 }, () => {
  it.each<[string, StartOptions & { clientId?: number }]>([
    ['without the Zalaczniki feature', { features: [] }],
    ['without the viewing permission', { permissions: [ADD] }],
    ['for an unsaved patient', { clientId: 0 }],
  ])('renders nothing %s', async (_name, options) => {
    const requests = start(4, options);
    expect(await rowShown(requests)).toBe(false);
    expect(requests.some((r) => r.path === e.getAll.path)).toBe(false);
  });

  it('shows the newest file of its type and downloads it', async () => {
    const links = catchLinks();
    const requests = start(4, {
      handlers: [
        on(e.preDownload, () => ok({ token: 't1', file_name: 'skan.pdf', mime_type: 'application/pdf' })),
      ],
    });
    expect(await screen.findByText('Plik zgody: skan.pdf, dodano 01-04-2025 00:30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz plik zgody: Ankieta covid' }));
    await vi.waitFor(() => expect(links).toHaveLength(1));
    expect(requests.find((r) => r.path === e.preDownload.path)?.body).toEqual({
      ClientId: 12,
      fingerprint: SCAN.fingerprint,
    });
  });

  it('says when no file of its type was uploaded and offers no download', async () => {
    start(1);
    expect(await screen.findByText('Plik zgody: Nie wgrano pliku zgody.')).toBeTruthy();
    const download = screen.getByRole('button', {
      name: 'Pobierz plik zgody: Zgoda na przetwarzanie danych osobowych',
    });
    expect((download as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads a consent file of its type, requiring a file first', async () => {
    const sent = fakeUploads(() => ok(SCAN));
    start(4);
    await userEvent.click(await screen.findByRole('button', { name: 'Wgraj plik zgody: Ankieta covid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plik zgody: Ankieta covid' });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Nie wybrano pliku')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.upload(within(dialog).getByLabelText('Wybierz plik'), new File(['%PDF'], 'ankieta.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect([sent[0]!.form.get('ClientId'), sent[0]!.form.get('type')]).toEqual(['12', '4']);
  });

  it("does not submit the record editor's form it sits in", async () => {
    fakeUploads(() => ok(SCAN));
    const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    startWith(
      <form onSubmit={outer}>
        <ConsentFileRow clientId={12} type={4} />
      </form>,
      { handlers: [on(e.getAgreementTemplates, () => ok(TEMPLATES))] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Wgraj plik zgody: Ankieta covid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plik zgody: Ankieta covid' });
    await userEvent.upload(within(dialog).getByLabelText('Wybierz plik'), new File(['%PDF'], 'ankieta.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(outer).not.toHaveBeenCalled();
  });

  it('offers no upload without the adding permission', async () => {
    start(4, { permissions: [VIEW] });
    await screen.findByText(/skan\.pdf/);
    expect(screen.queryByRole('button', { name: /Wgraj plik zgody/ })).toBeNull();
  });

  it('generates the agreement from the template of its type and saves the .docx', async () => {
    const links = catchLinks();
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:zgoda'),
      revokeObjectURL: () => undefined,
    });
    const requests = start(4, {
      handlers: [
        on(e.generateAgreement, () =>
          ok({ fileBase64: 'UEsDBA==', fileName: 'Ankieta covid - Nowak Jan.docx' }),
        ),
      ],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Wygeneruj zgodę z szablonu: Ankieta covid' }),
    );
    await vi.waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]!.download).toBe('Ankieta covid - Nowak Jan.docx');
    expect(blobs[0]?.type).toBe(DOCX_MIME_TYPE);
    const query = requests.find((r) => r.path === e.generateAgreement.path)!.query;
    expect([query.get('clientId'), query.get('type')]).toEqual(['12', '4']);
  });

  it('cannot generate while the template of its type is not uploaded', async () => {
    start(1);
    const button = await screen.findByRole('button', {
      name: 'Nie wgrano szablonu „Klauzula obowiązku informacyjnego” w ustawieniach firmy',
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("tells 'Błąd generowania zgody' when the file cannot be made", async () => {
    start(4, {
      handlers: [on(e.generateAgreement, () => ok({ fileBase64: 'not base64!', fileName: 'a.docx' }))],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Wygeneruj zgodę z szablonu: Ankieta covid' }),
    );
    expect(await screen.findByText('Błąd generowania zgody')).toBeTruthy();
  });

  it("shows the server's reason when the templates cannot be loaded", async () => {
    start(4, {
      handlers: [
        on(e.getAgreementTemplates, () => failure(403, 'Funkcja „Załączniki” jest wyłączona dla tej firmy.')),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(dialog).getByText('Funkcja „Załączniki” jest wyłączona dla tej firmy.')).toBeTruthy();
  });
});
