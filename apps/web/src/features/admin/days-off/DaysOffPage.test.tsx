import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { daysOffEndpoints } from '@wizytownik/contracts';
import { fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

const YEAR = new Date().getFullYear();
/** The screen loads lazily; a busy machine needs more than the default second. */
const SCREEN_LOAD = { timeout: 15_000 };
const DAY = { id: 3, date: `${YEAR}-05-02`, description: 'Majówka' };

function openDaysOff(extra: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Wizytownik_DniWolne_Dodawanie'] })),
    on(daysOffEndpoints.getAll, () => ok([DAY])),
    ...extra,
  ]);
  renderApp('/admin/dniwolne');
  return requests;
}

describe('clinic days off', { timeout: 20_000 }, () => {
  it("lists the year's days off with their week day", async () => {
    const requests = openDaysOff();
    const row = (await screen.findByRole('cell', { name: 'Majówka' }, SCREEN_LOAD)).closest('tr')!;
    expect(within(row).getByText(`02-05-${YEAR}`)).toBeTruthy();
    expect(requests.find((r) => r.path === daysOffEndpoints.getAll.path)?.query.get('year')).toBe(
      String(YEAR),
    );
  });

  it('refuses a day off without a description and sends nothing', async () => {
    const requests = openDaysOff();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj dzień wolny' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy dzień wolny' });
    await userEvent.type(within(dialog).getByLabelText(/Opis/), '{Enter}');
    expect(await within(dialog).findByText('Podaj opis')).toBeTruthy();
    expect(requests.some((r) => r.path === daysOffEndpoints.create.path)).toBe(false);
  });

  it('offers the public holidays, marks those already added and adds the rest', async () => {
    const requests = openDaysOff([
      on(daysOffEndpoints.getPublicHolidays, () =>
        ok([
          { date: `${YEAR}-01-01`, name: 'Nowy Rok', alreadyAdded: true },
          { date: `${YEAR}-05-01`, name: 'Święto Pracy', alreadyAdded: false },
        ]),
      ),
      on(daysOffEndpoints.addPublicHolidays, () =>
        ok({ added: [{ id: 9, date: `${YEAR}-05-01`, description: 'Święto Pracy' }], skipped: 1 }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj święta ustawowe' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: `Święta ustawowe w roku ${YEAR}` });
    const newYear = (await within(dialog).findByText('Nowy Rok')).closest('li')!;
    expect(within(newYear).getByText('już dodane')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj 1' }));
    expect(await screen.findByText('Dodano dni wolne: 1')).toBeTruthy();
    expect(requests.find((r) => r.path === daysOffEndpoints.addPublicHolidays.path)?.body).toEqual({
      year: YEAR,
    });
  });

  it('closes the holiday dialog with Escape without adding anything', async () => {
    const requests = openDaysOff([
      on(daysOffEndpoints.getPublicHolidays, () =>
        ok([{ date: `${YEAR}-01-01`, name: 'Nowy Rok', alreadyAdded: true }]),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj święta ustawowe' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Wszystkie święta tego roku są już dniami wolnymi.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Dodaj 0' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.path === daysOffEndpoints.addPublicHolidays.path)).toBe(false);
  });
});
