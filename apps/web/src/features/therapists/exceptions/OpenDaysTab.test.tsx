import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistExceptionEndpoints as e, type AdditionalOpenDay } from '@wizytownik/contracts';
import { ok, on } from '../../../test/fake-api.ts';
import { typeInPicker } from '../../../test/pickers.ts';
import OpenDaysTab from './OpenDaysTab.tsx';
import { renderTab, save } from './render-tab.test-kit.tsx';

const DAY: AdditionalOpenDay = {
  id: 2,
  therapistID: 3,
  start: '2026-04-01',
  end: '2026-04-03',
  timeStart: '16:00',
  timeEnd: '20:00',
};

function start() {
  return renderTab(
    <OpenDaysTab therapistId={3} />,
    ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja'],
    [
      on(e.getAdditionalOpenDays, () => ok({ totalCount: 45, items: [DAY] })),
      on(e.addAdditionalOpenDay, ({ body }) => ok({ id: 5, ...(body as Omit<AdditionalOpenDay, 'id'>) })),
    ],
  );
}

describe('additional open days tab', { timeout: 20_000 }, () => {
  it('shows dates as DD/MM/YYYY and pages on the server', async () => {
    const requests = start();
    expect(await screen.findByText('01/04/2026')).toBeTruthy();
    expect(screen.getByText('03/04/2026')).toBeTruthy();
    expect(requests.find((r) => r.path === e.getAdditionalOpenDays.path)?.query.get('limit')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: /następn|next/i }));
    const pages = requests
      .filter((r) => r.path === e.getAdditionalOpenDays.path)
      .map((r) => r.query.get('page'));
    expect(pages).toContain('2');
  });

  it('asks for both dates and both times', async () => {
    const requests = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodawanie dodatkowego dnia otwartego' });
    await save(dialog);
    for (const message of [
      'Proszę podać datę początkowa.',
      'Proszę podać datę końcową.',
      'Proszę podać godzinę początkową.',
      'Proszę podać godzinę końcową.',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(requests.some((r) => r.path === e.addAdditionalOpenDay.path)).toBe(false);
  });

  it('saves a new open day', async () => {
    const requests = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodawanie dodatkowego dnia otwartego' });
    await typeInPicker(dialog, 'Data od', '02-05-2026');
    await typeInPicker(dialog, 'Data do', '02-05-2026');
    await typeInPicker(dialog, 'Godzina od', '08:00');
    await typeInPicker(dialog, 'Godzina do', '12:00');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.addAdditionalOpenDay.path)?.body).toEqual({
      therapistID: 3,
      start: '2026-05-02',
      end: '2026-05-02',
      timeStart: '08:00',
      timeEnd: '12:00',
    });
  });
});
