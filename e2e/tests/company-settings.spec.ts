import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeZip } from '../../apps/server/src/modules/company-settings/test-files.ts';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { AdminSettingsPage } from '../pages/admin-settings.ts';
import { apiLogin, logInAsAdmin } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

const NIP_MESSAGE = 'NIP musi składać się z 10 cyfr i mieć poprawną cyfrę kontrolną.';

test.describe.configure({ mode: 'serial' });

async function openSettings(page: Page) {
  await logInAsAdmin(page);
  const settings = new AdminSettingsPage(page);
  await settings.open();
  return settings;
}

test('company settings reject a bad postcode and NIP and save good ones', async ({ page }) => {
  const settings = await openSettings(page);
  await expect(settings.field('Nazwa firmy')).toHaveValue('Gabinet Demo');
  await snapshot(page, 'company-settings-general');

  await settings.field('Kod pocztowy').fill('31147');
  await settings.field('NIP').fill('5260250275');
  await settings.save();
  await expect(page.getByText('Błędny kod pocztowy.')).toBeVisible();
  await expect(page.getByText(NIP_MESSAGE)).toBeVisible();
  await snapshot(page, 'company-settings-invalid');

  await settings.field('Kod pocztowy').fill('31-150');
  await settings.field('NIP').fill('7251801126');
  await settings.field('Nazwa firmy').press('Enter');
  await expect(page.getByText('Zapisano')).toBeVisible();

  await page.reload();
  await expect(settings.field('Kod pocztowy')).toHaveValue('31-150');
  await expect(settings.field('NIP')).toHaveValue('7251801126');
});

test('the server refuses a bad postcode and NIP with the same messages', async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const current = await request.get('/api/services/app/CompanySettings/GetCompanySettings', { headers });
  const { result } = (await current.json()) as { result: Record<string, unknown> };
  const res = await request.put('/api/services/app/CompanySettings/UpdateCompanySettings', {
    headers,
    data: { ...result, postcode: '31147', nip: '1234567890', payUClientSecret: '', payUMD5Key: '' },
  });
  expect(res.status()).toBe(400);
  const messages = (
    (await res.json()) as { error: { validationErrors: Array<{ message: string }> } }
  ).error.validationErrors.map((v) => v.message);
  expect(messages).toEqual(expect.arrayContaining(['Błędny kod pocztowy.', NIP_MESSAGE]));
});

test('the list tabs: outposts, groups and agreement templates', async ({ page }) => {
  const settings = await openSettings(page);

  await settings.tab('SMS');
  await expect(page.getByText('%kod_recepty%')).toBeVisible();
  await snapshot(page, 'company-settings-sms');

  await settings.tab('Dodatkowe placówki');
  const outposts = settings.table('Dodatkowe placówki');
  await expect(settings.row(outposts, 'Filia Podgórze')).toContainText('TAK');
  const add = await settings.openDialog(
    page.getByRole('button', { name: 'Dodaj placówkę' }),
    'Nowa placówka',
  );
  await add.getByLabel('Nazwa').fill('ab');
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Nazwa musi posiadać minimum 3 znaki')).toBeVisible();
  await expect(add.getByText('Adres jest wymagany')).toBeVisible();
  await expect(add.getByText('Miasto jest wymagane')).toBeVisible();
  await snapshot(page, 'company-settings-outpost-dialog');
  await add.getByLabel('Nazwa').fill('Filia Bronowice');
  await add.getByLabel(/^Adres\s\*?$/).fill('ul. Bronowicka 50');
  await add.getByLabel('Miasto').fill('Kraków');
  await add.getByLabel('Miasto').press('Enter');
  await expect(add).toBeHidden();
  await expect(settings.row(outposts, 'Filia Bronowice')).toContainText('ul. Bronowicka 50');
  await snapshot(page, 'company-settings-outposts');

  await settings.tab('Grupy pracowników');
  const groups = settings.table('Grupy pracowników');
  await expect(settings.row(groups, 'Psycholodzy')).toBeVisible();
  const group = await settings.openDialog(page.getByRole('button', { name: 'Nowa grupa' }), 'Nowa grupa');
  await group.getByLabel('Nazwa').fill('Masażyści');
  await group.getByLabel('Nazwa').press('Enter');
  await expect(settings.row(groups, 'Masażyści')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń grupę Masażyści' }).click();
  await expect(page.getByText('Czy na pewno chcesz usunąć tę grupę?')).toBeVisible();
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Usunięto')).toBeVisible();
  await expect(settings.row(groups, 'Masażyści')).toHaveCount(0);

  await settings.tab('Szablony generowania');
  const templates = settings.table('Szablony generowania');
  const upload = await settings.openDialog(
    page.getByRole('button', { name: 'Wgraj szablon Ankieta covid' }),
    'Szablon: Ankieta covid',
  );
  await upload.getByRole('button', { name: 'Dodaj szablon' }).click();
  await expect(upload.getByText('Nie wybrano pliku')).toBeVisible();
  const docx = join(tmpdir(), 'ankieta-covid.docx');
  writeFileSync(docx, makeZip({ 'word/document.xml': '<w:document/>' }));
  await upload.locator('input[type=file]').setInputFiles(docx);
  await upload.getByRole('button', { name: 'Dodaj szablon' }).click();
  await expect(upload).toBeHidden();
  await expect(settings.row(templates, 'Ankieta covid').getByLabel('Wgrany')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz szablon Ankieta covid' }).click();
  expect((await download).suggestedFilename()).toBe('Ankieta covid.docx');
  await snapshot(page, 'company-settings-templates');

  await settings.tab('Ustawienia kalendarza');
  await expect(page.getByLabel('Pozwalaj na wizyty cykliczne')).toBeVisible();
  await snapshot(page, 'company-settings-calendar');
  await settings.tab('Komórki organizacyjne');
  await expect(settings.row(settings.table('Komórki organizacyjne'), 'Pracownia fizjoterapii')).toBeVisible();
  await settings.tab('Ustawienia PayU');
  await expect(page.getByLabel('Client Secret')).toBeVisible();
  await snapshot(page, 'company-settings-payu');
});
