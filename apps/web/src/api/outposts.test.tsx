import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  companySettingsEndpoints as e,
  type AdditionalOutpostDto,
  type UpdateAdditionalOutpostInput,
} from '@wizytownik/contracts';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRoutes } from '../app/routes.tsx';
import { companySettings } from '../test/company-settings.ts';
import { fakeApi, ok, on } from '../test/fake-api.ts';
import { sessionHandlers, sessionInfo, storeUser } from '../test/session.ts';
import { outpostOptionsQuery } from './outposts.ts';

/** A whole screen with typing: slower than the default 5 s on a busy machine. */
const SLOW = { timeout: 20_000 };

describe('outposts cache', SLOW, () => {
  it("editing an outpost in the settings refreshes the calendar's outpost picker", async () => {
    let outpost: AdditionalOutpostDto = {
      id: 3,
      companySettingsId: 1,
      name: 'Filia Kraków',
      city: 'Kraków',
      addressLine1: 'ul. Długa 1',
      addressLine2: '',
      postcode: '31-147',
      isActive: true,
    };
    storeUser();
    fakeApi([
      ...sessionHandlers(() =>
        sessionInfo({ grantedPermissions: ['Wizytownik_Ustawienia_Firmy', 'Wizytownik_SystemAdmin'] }),
      ),
      on(e.getCompanySettings, () => ok(companySettings())),
      on(e.getAdditionalOutposts, () => ok([outpost])),
      on(e.getAdditionalOutpostsForDropdown, () => ok([{ id: outpost.id, name: outpost.name }])),
      on(e.updateAdditionalOutpost, (request) => {
        outpost = { ...outpost, ...(request.body as UpdateAdditionalOutpostInput) };
        return ok(outpost);
      }),
    ]);
    const client = createQueryClient();
    // The calendar has shown its outpost picker before the administrator opens the settings.
    await client.fetchQuery(outpostOptionsQuery);

    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/admin/settings'] });
    render(<App router={router} queryClient={client} />);
    await userEvent.click(
      await screen.findByRole('tab', { name: 'Dodatkowe placówki' }, { timeout: 15_000 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj placówkę Filia Kraków' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja placówki' });
    const name = within(dialog).getByLabelText(/^Nazwa/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Filia Nowa Huta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Filia Nowa Huta')).toBeTruthy();
    await waitFor(() => expect(client.getQueryState(outpostOptionsQuery.queryKey)?.isInvalidated).toBe(true));
    // Still within its minute of freshness, the picker's data is asked for again and shows the new name.
    expect(await client.fetchQuery(outpostOptionsQuery)).toEqual([{ id: 3, name: 'Filia Nowa Huta' }]);
  });
});
