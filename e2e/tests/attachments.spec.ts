import { readFileSync } from 'node:fs';
import PizZip from 'pizzip';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeDocx } from '../../apps/server/src/platform/documents/test-docx.ts';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin, logInAsAdmin } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

test.describe.configure({ mode: 'serial' });

const SURNAME = 'Załącznikowa';
const PATIENT = `Zofia ${SURNAME}`;

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
}

/** The patient of these tests, added once through the API; later tests find the same one. */
async function ensurePatient(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const found = await request.get('/api/services/app/Client/GetAll', {
    headers,
    params: { query: SURNAME, page: 1, limit: 20 },
  });
  const { result } = (await found.json()) as { result: { totalCount: number } };
  if (result.totalCount > 0) return;
  const res = await request.post('/api/services/app/Client/CreateQuick', {
    headers,
    data: { name: 'Zofia', surname: SURNAME },
  });
  expect(res.ok()).toBe(true);
}

/** Opens the patient's record editor from the patient list. */
async function openPatient(page: Page) {
  await logInAsAdmin(page);
  await page.goto('/clients');
  const search = page.getByRole('searchbox', { name: 'Imię, nazwisko lub PESEL' });
  await search.fill(SURNAME);
  await search.press('Enter');
  await page.getByRole('button', { name: `Edytuj pacjenta ${PATIENT}` }).click();
  return page.getByRole('dialog', { name: `Dane pacjenta: ${PATIENT}` });
}

test('uploads an attachment, downloads the same bytes and deletes it', async ({ page, request }) => {
  await ensurePatient(request);
  const editor = await openPatient(page);
  await editor.getByRole('tab', { name: 'Załączniki' }).click();
  await editor.getByRole('button', { name: 'Dodaj załącznik' }).click();

  const upload = page.getByRole('dialog', { name: 'Nowy załącznik' });
  await upload.getByRole('button', { name: 'Wyślij' }).click();
  await expect(upload.getByText('Nie wybrano pliku')).toBeVisible();
  await expect(upload.getByText('Nie wybrano opisu załącznika')).toBeVisible();
  await snapshot(page, 'attachments-upload-invalid');

  const bytes = Buffer.from(`%PDF-1.4\n% wynik badania ${Date.now()}\n%%EOF\n`);
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'wynik-rtg.pdf', mimeType: 'text/plain', buffer: bytes });
  await upload.getByRole('combobox', { name: 'Opis załącznika' }).click();
  await page.getByRole('option', { name: 'Inny' }).click();
  await upload.getByLabel('Własny opis').fill('Wynik RTG kolana');
  await upload.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText('Zapisano')).toBeVisible();

  const row = editor.getByRole('row', { name: /wynik-rtg\.pdf/ });
  await expect(row).toContainText('Wynik RTG kolana');
  await expect(row).toContainText('Administrator Systemu');
  await snapshot(page, 'attachments-tab');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Pobierz plik wynik-rtg.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wynik-rtg.pdf');
  expect(readFileSync((await download.path())!).equals(bytes)).toBe(true);

  await row.getByRole('button', { name: 'Usuń plik wynik-rtg.pdf' }).click();
  await page.getByRole('dialog', { name: 'Czy na pewno?' }).getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Usunięto')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('generates a consent from its template, filled with the patient', async ({ page, request }) => {
  await ensurePatient(request);
  const template = makeDocx(['Ankieta dla: {imie} {nazwisko}', 'Placówka: {nazwa_firmy}, dnia {data}']);
  const uploaded = await request.post('/api/services/app/CompanySettings/UploadAgreeTemplate', {
    headers: await adminHeaders(request),
    multipart: {
      type: '4',
      file: { name: 'ankieta.docx', mimeType: 'application/octet-stream', buffer: template },
    },
  });
  expect(uploaded.ok()).toBe(true);

  const editor = await openPatient(page);
  await editor.getByRole('tab', { name: 'Zgody' }).click();
  await editor.getByRole('checkbox', { name: 'Ankieta covid' }).check();
  // The new-patient defaults check the health services and SMS consents: their rows show too.
  await expect(editor.getByText('Plik zgody: Nie wgrano pliku zgody.')).toHaveCount(3);
  await expect(editor.getByRole('button', { name: 'Pobierz plik zgody: Ankieta covid' })).toBeDisabled();
  await snapshot(page, 'attachments-consent-row');

  const downloading = page.waitForEvent('download');
  await editor.getByRole('button', { name: 'Wygeneruj zgodę z szablonu: Ankieta covid' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Ankieta covid - ${SURNAME} Zofia.docx`);
  const documentXml = new PizZip(readFileSync((await download.path())!)).file('word/document.xml')!.asText();
  expect(documentXml).toContain(`Ankieta dla: ${PATIENT}`);
  expect(documentXml).toContain('Placówka: Gabinet Demo');
});
