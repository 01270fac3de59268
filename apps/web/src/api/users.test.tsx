import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  therapistEndpoints,
  therapistExceptionEndpoints,
  userEndpoints,
  type UpdateUserInput,
  type UserDto,
} from '@wizytownik/contracts';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRoutes } from '../app/routes.tsx';
import { fakeApi, ok, on } from '../test/fake-api.ts';
import { sessionHandlers, sessionInfo, storeUser } from '../test/session.ts';
import { therapistChoicesQuery, therapistOptionsQuery, therapistsForBreaksQuery } from './therapists.ts';

/** A whole screen with typing: slower than the default 5 s on a busy machine. */
const SLOW = { timeout: 20_000 };

describe('users cache', SLOW, () => {
  it("editing a user in the administration refreshes every therapist picker that showed the user's name", async () => {
    let user: UserDto = {
      id: 7,
      userName: 'akowalska',
      name: 'Anna',
      surname: 'Kowalska',
      emailAddress: 'anna@x.pl',
      isActive: true,
      roleNames: ['terapeuta'],
      additionalOutposts: [],
      forceResetPasswordAtLogin: false,
      forceSet2FAAtLogin: false,
      twoFactorEnabled: false,
    };
    const therapist = () => ({
      therapistID: 3,
      userID: user.id,
      name: user.name,
      surname: user.surname,
      phone: null,
      color: null,
      visitTime: null,
      isActive: user.isActive,
      mainOrganizationalUnitID: null,
    });
    storeUser();
    fakeApi([
      ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Pages.Users'] })),
      on(userEndpoints.getAll, () => ok({ totalCount: 1, items: [user] })),
      on(userEndpoints.getRoles, () => ok([{ id: 3, name: 'terapeuta', displayName: 'Terapeuta' }])),
      on(userEndpoints.getAdditionalOutposts, () => ok([])),
      on(userEndpoints.update, (request) => {
        user = { ...user, ...(request.body as UpdateUserInput) };
        return ok(user);
      }),
      on(therapistEndpoints.getAll, () => ok({ totalCount: 1, items: [therapist()] })),
      on(userEndpoints.queryUsersWithRoles, () =>
        ok([{ id: user.id, name: user.name, surname: user.surname }]),
      ),
      on(therapistExceptionEndpoints.getTherapistsForBreaks, () =>
        ok({ items: [{ therapistId: 3, name: user.name, surname: user.surname }] }),
      ),
    ]);
    const client = createQueryClient();
    // The visit editor, the patient editor and the quick breaks have shown their therapist pickers.
    const visitPicker = therapistOptionsQuery(true, null);
    await Promise.all([
      client.fetchQuery(visitPicker),
      client.fetchQuery(therapistChoicesQuery),
      client.fetchQuery(therapistsForBreaksQuery),
    ]);

    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/admin/users'] });
    render(<App router={router} queryClient={client} />);
    const row = (await screen.findByRole('cell', { name: 'akowalska' }, { timeout: 15_000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Akcje użytkownika akowalska' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja użytkownika akowalska' });
    const surname = within(dialog).getByLabelText('Nazwisko');
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Nowak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('cell', { name: 'Nowak' })).toBeTruthy();

    for (const key of [
      visitPicker.queryKey,
      therapistChoicesQuery.queryKey,
      therapistsForBreaksQuery.queryKey,
    ])
      await waitFor(() => expect(client.getQueryState(key)?.isInvalidated).toBe(true));
    // Asked for again, each picker shows the new surname.
    expect((await client.fetchQuery(visitPicker)).items[0]?.surname).toBe('Nowak');
    expect((await client.fetchQuery(therapistChoicesQuery))[0]?.surname).toBe('Nowak');
    expect((await client.fetchQuery(therapistsForBreaksQuery)).items[0]?.surname).toBe('Nowak');
  });
});
