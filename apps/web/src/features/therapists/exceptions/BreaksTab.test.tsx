import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistExceptionEndpoints as e, type TherapistBreak } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { ok, on } from '../../../test/fake-api.ts';
import { typeInPicker } from '../../../test/pickers.ts';
import BreaksTab from './BreaksTab.tsx';
import { renderTab, save } from './render-tab.test-kit.tsx';

const LUNCH: TherapistBreak = { id: 4, therapistId: 3, day: 1, timeStart: '12:00', timeEnd: '12:30' };

function start(permissions: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja']) {
  return renderTab(<BreaksTab therapistId={3} />, permissions, [
    on(e.getTherapistBreaks, () => ok({ items: [LUNCH] })),
    on(e.addTherapistBreaks, () => ok({ items: [] })),
    on(e.deleteTherapistBreak, () => ok(null)),
  ]);
}

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj' }));
  return screen.findByRole('dialog', { name: 'Dodawanie przerwy' });
}

describe('breaks tab', { timeout: 20_000 }, () => {
  it('lists the breaks by week day', async () => {
    start();
    expect(await screen.findByText('Poniedziałek')).toBeTruthy();
    expect(screen.getByText('12:30')).toBeTruthy();
  });

  it('asks for both times and at least one day', async () => {
    const requests = start();
    const dialog = await openAdd();
    await save(dialog);
    expect(await within(dialog).findByText('Proszę podać godzinę początkową.')).toBeTruthy();
    expect(within(dialog).getByText('Proszę podać godzinę końcową.')).toBeTruthy();
    expect(within(dialog).getByText('Proszę wybrać co najmniej jeden dzień.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.addTherapistBreaks.path)).toBe(false);
  });

  it('adds the break on each checked day', async () => {
    const requests = start();
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByLabelText('Wtorek'));
    await userEvent.click(within(dialog).getByLabelText('Niedziela'));
    await typeInPicker(dialog, 'Godzina od', '13:00');
    await typeInPicker(dialog, 'Godzina do', '13:15');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.addTherapistBreaks.path)?.body).toEqual({
      therapistID: 3,
      days: [2, 0],
      startTime: '13:00',
      endTime: '13:15',
    });
  });

  it('deletes a break after the confirmation', async () => {
    const requests = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Czy na pewno chcesz usunąć tę przerwe?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    expect(requests.find((r) => r.path === e.deleteTherapistBreak.path)?.query.get('id')).toBe('4');
  });

  it('shows no changes to a user without Terapeuci_Edycja', async () => {
    start(['Wizytownik_Terapeuci']);
    expect(await screen.findByText('Poniedziałek')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
  });
});
