import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistCertificateEndpoints as e, type TherapistDetails } from '@wizytownik/contracts';
import { createQueryClient } from '../../../app/query-client.ts';
import { failure, fakeApi, ok, on } from '../../../test/fake-api.ts';
import { fakeUploads } from '../../../test/fake-upload.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { storeUser } from '../../../test/session.ts';
import { CertificateSection } from './CertificateSection.tsx';
import { therapistDetails } from './details.test-kit.ts';

/** The signed-in user is 7; a colleague's certificate belongs to user 8. */
const COLLEAGUE = { userID: 8 };
const VERIFIED = {
  czyCertyfikatWgrany: true,
  dataWaznosciCertyfikatu: '2031-06-30T21:59:59.000Z',
  czyWymagaHaslaCertyfikatu: false,
};

function show(details: Partial<TherapistDetails>, canEdit = true) {
  storeUser();
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <CertificateSection details={therapistDetails(details)} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

const chooseFile = (name = 'anna.p12') =>
  userEvent.upload(screen.getByLabelText('Wybierz plik (.p12, .pfx)'), new File(['p12'], name));
const passwordField = () => screen.getByLabelText<HTMLInputElement>('Hasło certyfikatu');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const errorDialog = () => screen.findByRole('dialog', { name: 'Błąd' });

describe('certificate section', { timeout: 20_000 }, () => {
  it('shows the validity date of a verified certificate as DD-MM-YYYY', () => {
    show(VERIFIED);
    expect(screen.getByText('Certyfikat ważny do: 30-06-2031')).toBeTruthy();
    expect(screen.getByText('Hasło certyfikatu jest zapamiętane.')).toBeTruthy();
  });

  it('says when the certificate is unverified or missing', () => {
    show({ czyCertyfikatWgrany: true, czyWymagaHaslaCertyfikatu: true, ...COLLEAGUE });
    expect(screen.getByText('Certyfikat wgrany (niezweryfikowany)')).toBeTruthy();
    expect(screen.getByText('Hasło certyfikatu będzie potrzebne przy każdym użyciu.')).toBeTruthy();
  });

  it('uploads the chosen file with its password and the remember flag, then says Zapisano', async () => {
    fakeApi([]);
    const uploads = fakeUploads([on(e.upload, () => ok(VERIFIED.dataWaznosciCertyfikatu))]);
    show(COLLEAGUE);
    expect(screen.getByText('Nie wgrano certyfikatu.')).toBeTruthy();
    await chooseFile();
    expect(screen.getByText('Wybrany plik: anna.p12')).toBeTruthy();
    type(passwordField(), 'Tajne-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zapamiętaj hasło' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wgraj certyfikat' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    const form = uploads[0]!.form;
    expect([form.get('userid'), form.get('password'), form.get('keepPassword')]).toEqual([
      '8',
      'Tajne-1',
      'true',
    ]);
    expect((form.get('file') as File).name).toBe('anna.p12');
    expect(passwordField().value).toBe('');
  });

  it("answers 'Nie wybrano pliku' without a file and uploads nothing", async () => {
    const uploads = fakeUploads([]);
    show(COLLEAGUE);
    await userEvent.click(screen.getByRole('button', { name: 'Wgraj certyfikat' }));
    expect(within(await errorDialog()).getByText('Nie wybrano pliku')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('shows the server’s message and clears a wrong certificate password', async () => {
    fakeUploads([
      on(e.upload, () => failure(400, 'Nieprawidłowe hasło certyfikatu.', null, 'certificate.wrongPassword')),
    ]);
    show(COLLEAGUE);
    await chooseFile();
    type(passwordField(), 'zle');
    await userEvent.click(screen.getByRole('button', { name: 'Wgraj certyfikat' }));
    expect(within(await errorDialog()).getByText('Nieprawidłowe hasło certyfikatu.')).toBeTruthy();
    expect(passwordField().value).toBe('');
  });

  it("offers no upload to a reader of someone else's certificate", () => {
    show({ ...VERIFIED, ...COLLEAGUE }, false);
    expect(screen.queryByRole('button', { name: 'Wgraj certyfikat' })).toBeNull();
  });

  it('lets the therapist upload and remember the password of their own certificate', async () => {
    const requests = fakeApi([on(e.saveCertPassword, () => ok(VERIFIED.dataWaznosciCertyfikatu))]);
    show({ czyCertyfikatWgrany: true, czyWymagaHaslaCertyfikatu: true }, false);
    expect(screen.getByRole('button', { name: 'Wgraj certyfikat' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Zapamiętaj hasło certyfikatu' });
    await userEvent.click(within(form).getByRole('button', { name: 'Zapamiętaj hasło certyfikatu' }));
    expect(await within(form).findByText('Hasło nie może być puste')).toBeTruthy();
    expect(requests).toEqual([]);
    type(within(form).getByLabelText('Hasło certyfikatu'), 'Tajne-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapamiętaj hasło certyfikatu' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ password: 'Tajne-1' });
  });
});
