import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  companySettingsEndpoints as cs,
  therapistEndpoints as e,
  znanyLekarzEndpoints as zl,
  type EndpointResult,
  type TherapistDetails,
} from '@wizytownik/contracts';
import { createQueryClient } from '../../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { companySettings } from '../../../test/company-settings.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import { therapistDetails } from './details.test-kit.ts';
import GeneralTab from './GeneralTab.tsx';

const FACILITIES = [
  { id: '240101', name: 'Gabinet Kraków' },
  { id: '240102', name: 'Filia Nowa Huta' },
];
const DOCTORS: Record<string, EndpointResult<typeof zl.getDoctors>> = {
  '240101': [{ id: '551001', name: 'Anna', surname: 'Nowak' }],
  '240102': [
    { id: '551004', name: 'Tomasz', surname: 'Kowalczyk' },
    { id: '551005', name: 'Magdalena', surname: 'Kamińska' },
  ],
};

function start(options: {
  enabled: boolean;
  details?: Partial<TherapistDetails>;
  marketplace?: FakeRoute[];
}) {
  storeUser();
  const details = therapistDetails(options.details);
  const requests = fakeApi([
    ...sessionHandlers(() =>
      sessionInfo({ grantedPermissions: ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja'] }),
    ),
    on(e.getDetails, () => ok(details)),
    on(e.saveOrUpdate, (r) => ok({ ...details, ...(r.body as object) })),
    on(e.getMedicalProfessions, () => ok([])),
    on(e.getMedicalChambers, () => ok([])),
    on(e.getIcd9MainCategories, () => ok([])),
    on(cs.getTherapistGroups, () => ok([])),
    on(cs.getCompanySettings, () =>
      ok(companySettings({ znanyLekarzEnabled: options.enabled, znanyLekarzPlacowkaId: '240102' })),
    ),
    ...(options.marketplace ?? []),
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <GeneralTab therapistId={details.therapistID} userId={details.userID} />
    </QueryClientProvider>,
  );
  return requests;
}

/** The tab loads the details, then the settings, then the marketplace: slow under jsdom. */
const SLOW = { timeout: 10_000 };

const MARKETPLACE: FakeRoute[] = [
  on(zl.getFacilities, () => ok(FACILITIES)),
  on(zl.getDoctors, (r) => ok(DOCTORS[r.query.get('facilityId') ?? ''] ?? [])),
];

describe('general tab: marketplace doctor', { timeout: 30_000 }, () => {
  it("links the therapist to a doctor of the settings' facility", async () => {
    const requests = start({ enabled: true, marketplace: MARKETPLACE });
    const facility = await screen.findByRole('combobox', { name: 'Placówka ZnanyLekarz' }, SLOW);
    await waitFor(() => expect(facility.textContent).toBe('Filia Nowa Huta'), SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: 'Lekarz w ZnanyLekarz' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kamińska Magdalena' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano', {}, SLOW)).toBeTruthy();
    const saved = requests.find((r) => r.path === e.saveOrUpdate.path)?.body as { znanyLekarzId: string };
    expect(saved.znanyLekarzId).toBe('551005');
  });

  it('lists the doctors of another facility when it is picked, and unlinks with Brak', async () => {
    const requests = start({ enabled: true, details: { znanyLekarzId: '551004' }, marketplace: MARKETPLACE });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Placówka ZnanyLekarz' }, SLOW));
    await userEvent.click(await screen.findByRole('option', { name: 'Gabinet Kraków' }, SLOW));
    await userEvent.click(screen.getByRole('combobox', { name: 'Lekarz w ZnanyLekarz' }));
    expect(await screen.findByRole('option', { name: 'Nowak Anna' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Lekarz o identyfikatorze 551004' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Brak' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano', {}, SLOW)).toBeTruthy();
    const saved = requests.find((r) => r.path === e.saveOrUpdate.path)?.body as { znanyLekarzId: unknown };
    expect(saved.znanyLekarzId).toBeNull();
  });

  it('offers no marketplace field while the integration is off and asks the marketplace nothing', async () => {
    start({ enabled: false });
    expect(await screen.findByLabelText('Telefon', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Lekarz w ZnanyLekarz' })).toBeNull();
  });

  it("says the marketplace data could not be loaded, with the server's reason", async () => {
    start({
      enabled: true,
      marketplace: [
        on(zl.getFacilities, () =>
          failure(502, 'Serwis ZnanyLekarz nie odpowiada. Spróbuj ponownie później.'),
        ),
      ],
    });
    expect(
      await screen.findByText(
        'Błąd pobierania danych ze znanego lekarza. Serwis ZnanyLekarz nie odpowiada. Spróbuj ponownie później.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('shows the certificate section with the validity date', async () => {
    start({
      enabled: false,
      details: { czyCertyfikatWgrany: true, dataWaznosciCertyfikatu: '2031-01-15T10:00:00.000Z' },
    });
    expect(await screen.findByText('Certyfikat ważny do: 15-01-2031', {}, SLOW)).toBeTruthy();
  });
});
