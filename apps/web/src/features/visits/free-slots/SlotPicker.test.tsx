import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schedulingEndpoints, type FreeSchedulesOutput } from '@wizytownik/contracts';
import { addDays } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { fakeApi, ok, on, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { SlotPicker, type PickedSlot } from './SlotPicker.tsx';

const TODAY = '2030-01-07';
const TYPES = [
  { id: 7, nazwa: 'Konsultacja' },
  { id: 8, nazwa: 'Terapia' },
];

/**
 * A therapist free on every day from the asked date on, with one hour (09:00, or 10:00 for type 8),
 * `hasMoreDates` always: each page is the 5 days from `startDate`.
 */
function page(request: FakeRequest, over: Partial<FreeSchedulesOutput> = {}): FreeSchedulesOutput {
  const start = request.query.get('startDate')!;
  const type = Number(request.query.get('typWizyty') ?? 7);
  const hour = type === 8 ? '10:00' : '09:00';
  return {
    freeSchedules: [0, 1, 2, 3, 4].map((i) => {
      const date = addDays(start, i);
      return {
        date,
        hours: [
          { hour, startDate: `${date}T${hour}:00+01:00`, endDate: `${date}T${hour.slice(0, 2)}:45:00+01:00` },
        ],
      };
    }),
    hasMoreDates: true,
    typyWizyt: TYPES,
    wybranyTyp: type,
    dlugoscWizyty: 45,
    hidePreviousDate: start <= TODAY,
    passedDate: false,
    ...over,
  };
}

function renderPicker(reply: (request: FakeRequest) => FreeSchedulesOutput = page) {
  const requests = fakeApi([on(schedulingEndpoints.freeSchedules, (r) => ok(reply(r)))]);
  const onPick = vi.fn<(slot: PickedSlot) => void>();
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <SlotPicker therapistId={3} today={TODAY} onPick={onPick} />
    </QueryClientProvider>,
  );
  const asked = () => requests.map((r) => [r.query.get('startDate'), r.query.get('typWizyty')]);
  return { asked, onPick };
}

const shownDays = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
const button = (name: string) => screen.getByRole('button', { name });
const firstDay = async (label: string) => screen.findByRole('region', { name: label });

describe('SlotPicker', () => {
  it('shows 5 dates at a time; next goes on after the last date shown, previous comes back by the history', async () => {
    const { asked } = renderPicker();
    await firstDay('Pon 07-01-2030');
    expect(shownDays()).toEqual([
      'Pon 07-01-2030',
      'Wt 08-01-2030',
      'Śr 09-01-2030',
      'Czw 10-01-2030',
      'Pt 11-01-2030',
    ]);
    expect(screen.getByText('07-01-2030 – 11-01-2030')).toBeTruthy();
    expect((button('Poprzednie terminy') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(button('Następne terminy'));
    await firstDay('Sob 12-01-2030');
    await waitFor(() => expect((button('Następne terminy') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button('Następne terminy'));
    await firstDay('Czw 17-01-2030');
    expect(asked().map(([start]) => start)).toEqual(['2030-01-07', '2030-01-12', '2030-01-17']);

    await waitFor(() => expect((button('Poprzednie terminy') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button('Poprzednie terminy'));
    await firstDay('Sob 12-01-2030');
    await waitFor(() => expect((button('Poprzednie terminy') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button('Poprzednie terminy'));
    await firstDay('Pon 07-01-2030');
    expect((button('Poprzednie terminy') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's visit type without asking again, and asks again for the same dates when it changes", async () => {
    const { asked } = renderPicker();
    await firstDay('Pon 07-01-2030');
    await userEvent.click(button('Następne terminy'));
    await firstDay('Sob 12-01-2030');
    const select = screen.getByRole('combobox', { name: 'Typ wizyty' });
    expect(select.textContent).toBe('Konsultacja');
    expect(asked()).toEqual([
      ['2030-01-07', null],
      ['2030-01-12', null],
    ]);

    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Konsultacja' }));
    expect(asked()).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Typ wizyty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Terapia' }));
    expect(await screen.findByRole('button', { name: '12-01-2030, godz. 10:00' })).toBeTruthy();
    expect(asked().at(-1)).toEqual(['2030-01-12', '8']);
  });

  it('shows the visit length when the therapist has no visit types', async () => {
    renderPicker((r) => page(r, { typyWizyt: [], wybranyTyp: null, dlugoscWizyty: 45 }));
    expect(await screen.findByText('Długość wizyty: 45 min')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Typ wizyty' })).toBeNull();
  });

  it('says when the searched days have no free slot, and next searches the days after them', async () => {
    const { asked } = renderPicker((r) => page(r, { freeSchedules: [], hasMoreDates: false }));
    expect(await screen.findByText('Brak wolnych terminów od 07-01-2030 do 07-03-2030.')).toBeTruthy();
    await userEvent.click(button('Następne terminy'));
    expect(await screen.findByText('Brak wolnych terminów od 08-03-2030 do 06-05-2030.')).toBeTruthy();
    expect(asked().map(([start]) => start)).toEqual(['2030-01-07', '2030-03-08']);
  });

  it('gives the picked hour with its therapist and visit type', async () => {
    const { onPick } = renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: '08-01-2030, godz. 09:00' }));
    expect(onPick).toHaveBeenCalledWith({
      start: new Date('2030-01-08T09:00:00+01:00'),
      end: new Date('2030-01-08T09:45:00+01:00'),
      therapistId: 3,
      typWizytyTerapeutyId: 7,
    });
    const day = screen.getByRole('region', { name: 'Wt 08-01-2030' });
    expect(within(day).getAllByRole('button')).toHaveLength(1);
  });
});
