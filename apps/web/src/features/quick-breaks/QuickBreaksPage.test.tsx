import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistExceptionEndpoints as e, type TherapistShortBreak } from '@wizytownik/contracts';
import { fakeApi, ok, on } from '../../test/fake-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';
import { save } from '../therapists/exceptions/render-tab.test-kit.tsx';

const THERAPISTS = { items: [{ therapistId: 3, name: 'Anna', surname: 'Nowak' }] };

function start(breaks: TherapistShortBreak[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Wizytownik_Terapeuci_Przerwy'] })),
    on(e.getTherapistsForBreaks, () => ok(THERAPISTS)),
    on(e.getShortBreaks, () => ok({ totalCount: breaks.length, items: breaks })),
    on(e.addTherapistShortBreak, ({ body }) => ok({ id: 9, ...(body as Omit<TherapistShortBreak, 'id'>) })),
  ]);
  renderApp('/przerwy');
  return requests;
}

async function openAddDialog() {
  await userEvent.click(await screen.findByLabelText('Terapeuta'));
  await userEvent.click(await screen.findByRole('option', { name: 'Anna Nowak' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj' }));
  return screen.findByRole('dialog', { name: 'Dodawanie przepustki' });
}

// Whole-app renders with MUI dialogs run slow on a busy machine.
describe('/przerwy quick breaks', { timeout: 20_000 }, () => {
  it("lists the picked therapist's quick breaks in the clinic's time", async () => {
    start([
      { id: 1, therapistId: 3, timeStart: '2026-01-15T11:00:00.000Z', timeEnd: '2026-01-15T11:30:00.000Z' },
    ]);
    await userEvent.click(await screen.findByLabelText('Terapeuta'));
    await userEvent.click(await screen.findByRole('option', { name: 'Anna Nowak' }));
    expect(await screen.findByText('15-01-2026 12:00')).toBeTruthy();
    expect(screen.getByText('15-01-2026 12:30')).toBeTruthy();
  });

  it('asks for the date first', async () => {
    const requests = start();
    const dialog = await openAddDialog();
    await save(dialog);
    expect(await within(dialog).findByText('Nie wybrano daty przepustki.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.addTherapistShortBreak.path)).toBe(false);
  });

  it('asks for both times', async () => {
    start();
    const dialog = await openAddDialog();
    await typeInPicker(dialog, 'Data', '15-01-2026');
    await typeInPicker(dialog, 'Godzina od', '10:00');
    await save(dialog);
    expect(await within(dialog).findByText('Godzina początkowa i końcowa muszą być określone.')).toBeTruthy();
  });

  it('refuses a start after the end', async () => {
    start();
    const dialog = await openAddDialog();
    await typeInPicker(dialog, 'Data', '15-01-2026');
    await typeInPicker(dialog, 'Godzina od', '11:00');
    await typeInPicker(dialog, 'Godzina do', '10:00');
    await save(dialog);
    expect(
      await within(dialog).findByText('Godzina początkowa nie może być wieksza niż końcowa.'),
    ).toBeTruthy();
  });

  it("sends the break as instants of the clinic's time zone", async () => {
    const requests = start();
    const dialog = await openAddDialog();
    await typeInPicker(dialog, 'Data', '15-07-2026');
    await typeInPicker(dialog, 'Godzina od', '10:00');
    await typeInPicker(dialog, 'Godzina do', '10:30');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.addTherapistShortBreak.path)?.body).toEqual({
      therapistId: 3,
      timeStart: '2026-07-15T08:00:00.000Z',
      timeEnd: '2026-07-15T08:30:00.000Z',
    });
  });
});
