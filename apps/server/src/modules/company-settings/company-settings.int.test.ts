import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettingsDto, UpdateCompanySettingsInput } from '@wizytownik/contracts';
import {
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_SIZE_MESSAGE,
  CONTRACT_MESSAGES,
  type FeatureName,
  type PermissionName,
} from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoCompany } from './company-settings.demo.ts';
import { companySettings } from './company-settings.tables.ts';
import { dataUrl, makePng } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CS = '/api/services/app/CompanySettings';
const SETTINGS: PermissionName = 'Wizytownik_Ustawienia_Firmy';
const NIP_MESSAGE = CONTRACT_MESSAGES['contract.nipInvalid'];
const PHONE_MESSAGE = CONTRACT_MESSAGES['contract.phoneFormat'];
const POSTCODE_MESSAGE = CONTRACT_MESSAGES['contract.postcodeInvalid'];

async function settingsUser(permissions: PermissionName[] = [SETTINGS], features: FeatureName[] = []) {
  const clinic = await createTestClinic(t, { features });
  const user = await clinic.addUser({ permissions });
  return { clinic, token: await clinic.login(user.userName) };
}

async function load(token: string) {
  const res = await t.call<CompanySettingsDto>({ method: 'GET', url: `${CS}/GetCompanySettings`, token });
  expect(res.status).toBe(200);
  return res.body.result!;
}

/** The form's payload: what was read, with the changes. */
function payload(
  dto: CompanySettingsDto,
  changes: Partial<UpdateCompanySettingsInput>,
): UpdateCompanySettingsInput {
  const { id: _id, znanyLekarzEnabled: _z, payUClientSecretSet: _s, payUMD5KeySet: _m, ...fields } = dto;
  return { ...fields, payUClientSecret: '', payUMD5Key: '', ...changes };
}

async function save(token: string, changes: Partial<UpdateCompanySettingsInput>) {
  const body = payload(await load(token), changes);
  return t.call<CompanySettingsDto>({ method: 'PUT', url: `${CS}/UpdateCompanySettings`, token, body });
}

describe('GetCompanySettings', () => {
  it('creates the settings with the defaults on first read', async () => {
    const { token } = await settingsUser();
    const dto = await load(token);
    expect(dto).toMatchObject({
      godzina_otwarcia_start: '06:00',
      godzina_otwarcia_koniec: '22:00',
      daysBeforeSendVisitSMS: 1,
      calendarTimeScale: 30,
      typ_dzialanosci: 0,
      znanyLekarzEnabled: false,
      payUClientSecretSet: false,
    });
  });

  it('is readable by any logged-in user (other screens need it)', async () => {
    const { token } = await settingsUser([]);
    expect((await load(token)).id).toBeGreaterThan(0);
  });
});

describe('UpdateCompanySettings', () => {
  it('saves valid data and reads it back', async () => {
    const { token } = await settingsUser();
    const res = await save(token, {
      companyName: 'Gabinet Test',
      postcode: '31-042',
      nip: '5260250274',
      contactNumber: '+48123456789',
      contactEmail: 'biuro@gabinet.pl',
      godzina_otwarcia_start: '07:00',
    });
    expect(res.status).toBe(200);
    expect(await load(token)).toMatchObject({
      companyName: 'Gabinet Test',
      postcode: '31-042',
      nip: '5260250274',
    });
  });

  it.each([
    ['postcode', '31042', POSTCODE_MESSAGE],
    ['iD_PostCode', '3-1042', POSTCODE_MESSAGE],
    ['inspektor_danych_kod_pocztowy', 'abcdef', POSTCODE_MESSAGE],
    ['nip', '123456789', NIP_MESSAGE],
    ['nip', '5260250275', NIP_MESSAGE],
    ['contactNumber', '1234567', PHONE_MESSAGE],
    ['contactNumber', '12 345 678', PHONE_MESSAGE],
    ['contactEmail', 'nie-email', 'Nieprawidłowy adres e-mail'],
    ['iD_Email', 'a@', 'Nieprawidłowy adres e-mail'],
    ['inspektor_danych_email', 'x', 'Nieprawidłowy adres e-mail'],
    ['daysBeforeSendVisitSMS', -1, 'Podaj liczbę całkowitą nie mniejszą niż 0'],
    ['daysBeforeSendVisitSMS', 1.5, 'Podaj liczbę całkowitą nie mniejszą niż 0'],
    ['calendarEventHeight', -5, 'Podaj liczbę całkowitą nie mniejszą niż 0'],
  ])('refuses %s = %j with "%s" and keeps the old data', async (field, value, message) => {
    const { token } = await settingsUser(['Wizytownik_Ustawienia_Firmy', 'Wizytownik_SystemAdmin'], ['PayU']);
    const res = await save(token, { [field]: value, companyName: 'Zmienione' });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [field] });
    expect((await load(token)).companyName).toBe('');
  });

  it('refuses PayU reminder days below 0', async () => {
    const { token } = await settingsUser([SETTINGS], ['PayU']);
    const res = await save(token, { daysBeforeVisitForPayUReminder: -1 });
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(['daysBeforeVisitForPayUReminder']);
  });

  it('needs Wizytownik_Ustawienia_Firmy', async () => {
    const { token } = await settingsUser([]);
    expect((await save(token, { companyName: 'X' })).status).toBe(403);
  });

  it('keeps each tenant to its own settings', async () => {
    const a = await settingsUser();
    const b = await settingsUser();
    await save(a.token, { companyName: 'Firma A' });
    expect((await load(b.token)).companyName).toBe('');
    expect((await load(a.token)).id).not.toBe((await load(b.token)).id);
  });
});

describe('logo', () => {
  it('accepts a PNG of 400×400 px', async () => {
    const { token } = await settingsUser();
    const logo = dataUrl(makePng(400, 400));
    expect((await save(token, { logo_base64: logo })).status).toBe(200);
    expect((await load(token)).logo_base64).toBe(logo);
  });

  it.each([
    ['wider than 400 px', () => dataUrl(makePng(401, 20)), LOGO_DIMENSIONS_MESSAGE],
    ['not an image', () => dataUrl(Buffer.from('%PDF-1.4 nie obraz'), 'image/png'), LOGO_NOT_IMAGE_MESSAGE],
    [
      'over 1 MB',
      () => dataUrl(Buffer.concat([makePng(20, 20), Buffer.alloc(1024 * 1024)])),
      LOGO_SIZE_MESSAGE,
    ],
  ])('refuses a logo %s', async (_name, logo, message) => {
    const { token } = await settingsUser();
    const res = await save(token, { logo_base64: logo() });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(message);
    expect((await load(token)).logo_base64).toBe('');
  });
});

describe('calendar options (Wizytownik_SystemAdmin)', () => {
  it('refuses a change without SystemAdmin but accepts them sent unchanged', async () => {
    const { token } = await settingsUser();
    expect((await save(token, { calendarTimeScale: 15 })).status).toBe(403);
    expect((await save(token, { allowRegularVisits: true })).status).toBe(403);
    expect((await save(token, { companyName: 'Bez zmian kalendarza' })).status).toBe(200);
  });

  it('saves them with SystemAdmin', async () => {
    const { token } = await settingsUser([SETTINGS, 'Wizytownik_SystemAdmin']);
    const res = await save(token, {
      calendarTimeScale: 60,
      calendarEventHeight: 40,
      allowRegularVisits: true,
    });
    expect(res.status).toBe(200);
    expect(await load(token)).toMatchObject({
      calendarTimeScale: 60,
      calendarEventHeight: 40,
      allowRegularVisits: true,
    });
  });
});

describe('PayU options', () => {
  it('are refused while the PayU feature is off', async () => {
    const { token } = await settingsUser();
    expect((await save(token, { payUClientId: '123' })).status).toBe(403);
    expect((await save(token, { payUClientSecret: 'sekret' })).status).toBe(403);
  });

  it('store the secrets encrypted, never return them, and keep them when sent empty', async () => {
    const { clinic, token } = await settingsUser([SETTINGS], ['PayU']);
    const res = await save(token, {
      payUClientId: '4711',
      payUClientSecret: 'tajny-klucz',
      payUMD5Key: 'md5-klucz',
    });
    expect(res.status).toBe(200);
    expect(res.raw.body).not.toContain('tajny-klucz');
    expect(res.raw.body).not.toContain('md5-klucz');
    const dto = await load(token);
    expect(dto).toMatchObject({ payUClientId: '4711', payUClientSecretSet: true, payUMD5KeySet: true });
    expect(JSON.stringify(dto)).not.toContain('tajny-klucz');
    const stored = await t.db.select().from(companySettings);
    const row = stored.find((r) => r.tenantId === clinic.tenant.id)!;
    expect(row.payuClientSecret).not.toContain('tajny-klucz');

    await save(token, { payUClientSecret: '', payUMD5Key: '' });
    const after = (await t.db.select().from(companySettings)).find((r) => r.tenantId === clinic.tenant.id)!;
    expect(after.payuClientSecret).toBe(row.payuClientSecret);
    expect(after.payuMd5Key).toBe(row.payuMd5Key);
  });
});

describe('demo company', () => {
  it('fills valid settings, two outposts and two groups', async () => {
    const { clinic, token } = await settingsUser();
    await seedDemoCompany(t.db, clinic.tenant.id);
    const dto = await load(token);
    expect(dto).toMatchObject({
      companyName: 'Gabinet Demo',
      city: 'Kraków',
      godzina_otwarcia_start: '07:00',
    });
    // What the seed wrote passes the form's own validation.
    expect((await save(token, {})).status).toBe(200);
    const outposts = await t.call<unknown[]>({
      method: 'GET',
      url: `${CS}/GetAdditionalOutpostsForDropdown`,
      token,
    });
    expect(outposts.body.result).toHaveLength(2);
    const groups = await t.call<unknown[]>({
      method: 'GET',
      url: '/api/services/app/Therapist/GetTherapistGroups',
      token,
    });
    expect(groups.body.result).toHaveLength(2);
  });
});
