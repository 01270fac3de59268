import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEndpoints, roomEndpoints } from '@wizytownik/contracts';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setFrontendText } from './texts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OWN_WORDING = 'Gabinet musi mieć nazwę.';

describe("the contracts' messages in the text catalog", () => {
  it("answers a failed request check in the tenant's own wording, and the catalog's elsewhere", async () => {
    const own = await createTestClinic(t);
    const other = await createTestClinic(t);
    await setFrontendText(t.db, own.tenant.id, 'contract.roomNameRequired', OWN_WORDING);
    const body = { name: '', placowkaId: null, color: '#1976d2' };

    const refused = await t.call({ url: roomEndpoints.create.path, token: await own.login('admin'), body });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.errorCode).toBe('validation.invalidInput');
    expect(refused.body.error?.validationErrors).toEqual([{ message: OWN_WORDING, members: ['name'] }]);
    expect(refused.body.error?.details).toBe(OWN_WORDING);

    const elsewhere = await t.call({
      url: roomEndpoints.create.path,
      token: await other.login('admin'),
      body,
    });
    expect(elsewhere.body.error?.validationErrors).toEqual([
      { message: CONTRACT_MESSAGES['contract.roomNameRequired'], members: ['name'] },
    ]);
    expect(CONTRACT_MESSAGES['contract.roomNameRequired']).toBe('Podaj nazwę gabinetu');
  });

  it("answers a domain rule's message (PESEL, credit basis) in the tenant's own wording", async () => {
    const own = await createTestClinic(t);
    const other = await createTestClinic(t);
    await setFrontendText(t.db, own.tenant.id, 'contract.peselInvalid', 'PESEL się nie zgadza.');
    await setFrontendText(
      t.db,
      own.tenant.id,
      'contract.creditOtherBasisRequired',
      'Opisz podstawę kredytu.',
    );
    const body = {
      name: 'Jan',
      surname: 'Nowak',
      pesel: '44051401358',
      kredyt: true,
      kredyt_podstawa: 'Inne',
    };
    const errors = async (token: string) =>
      (await t.call({ url: clientEndpoints.create.path, token, body })).body.error?.validationErrors;

    expect(await errors(await own.login('admin'))).toEqual(
      expect.arrayContaining([
        { message: 'PESEL się nie zgadza.', members: ['pesel'] },
        { message: 'Opisz podstawę kredytu.', members: ['kredyt_podstawa_inna'] },
      ]),
    );
    expect(await errors(await other.login('admin'))).toEqual(
      expect.arrayContaining([
        { message: 'Niepoprawny numer PESEL', members: ['pesel'] },
        { message: 'Nie podano innej podstawy kredytu', members: ['kredyt_podstawa_inna'] },
      ]),
    );
  });
});
