import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { therapyPlanEndpoints as e } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { lastCall, PLANNER, READER, startPlans, WAIT } from './plans-test-setup.tsx';

describe('plans tab', { timeout: 60_000 }, () => {
  it('lists the plans newest first with dates, kind, status and therapist; no new plan without …Edycja', async () => {
    const requests = startPlans(READER);
    const row = (await screen.findByRole('cell', { name: '01-04-2025' })).closest('tr')!;
    for (const text of ['Ewaluacja', 'Otwarty', '30-06-2025', 'Anna Nowak']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByRole('button', { name: 'Edytuj plan z 01-04-2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nowy plan' })).toBeNull();
    const query = lastCall(requests, e.getAll.path)!.query;
    expect(Object.fromEntries(query)).toEqual({
      ClientId: '12',
      Sorting: 'dataUtworzenia DESC',
      SkipCount: '0',
      MaxResultCount: '50',
    });
  });

  it("sorts by a column, descending with ' DESC' on the second click, and offers 50/100/200/500 rows", async () => {
    const requests = startPlans(READER);
    await screen.findByText('Anna Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    await vi.waitFor(
      () => expect(lastCall(requests, e.getAll.path)!.query.get('Sorting')).toBe('status'),
      WAIT,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    await vi.waitFor(
      () => expect(lastCall(requests, e.getAll.path)!.query.get('Sorting')).toBe('status DESC'),
      WAIT,
    );
    await userEvent.click(screen.getByRole('combobox'));
    const sizes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(sizes).toEqual(['50', '100', '200', '500']);
  });

  it("shows the server's message when the plans cannot be loaded", async () => {
    startPlans(READER, [on(e.getAll, () => failure(404, 'Nie znaleziono pacjenta.'))]);
    expect(await screen.findByText('Nie znaleziono pacjenta.')).toBeTruthy();
  });

  it('prints a plan by saving the returned file under its name', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:plan');
        static override revokeObjectURL = () => undefined;
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const requests = startPlans(READER, [
      on(e.print, () => ok({ fileBase64: btoa('%PDF-1.3'), fileName: 'plan-terapii-41.pdf' })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Drukuj plan z 01-04-2025' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce(), WAIT);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('plan-terapii-41.pdf');
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.3');
    expect(lastCall(requests, e.print.path)!.query.get('planTerapiiId')).toBe('41');
    click.mockRestore();
  });

  it('says the printout could not be fetched when the file is unreadable', async () => {
    startPlans(READER, [on(e.print, () => ok({ fileBase64: '%%%', fileName: 'plan.pdf' }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Drukuj plan z 01-04-2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(dialog).getByText('Bład pobierania plany terapii do wydruku')).toBeTruthy();
  });

  it("shows the server's message when printing fails", async () => {
    startPlans(READER, [on(e.print, () => failure(404, 'Nie znaleziono planu terapii.'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Drukuj plan z 01-04-2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(dialog).getByText('Nie znaleziono planu terapii.')).toBeTruthy();
  });

  it('offers a new plan to a user with …Edycja', async () => {
    startPlans(PLANNER);
    expect(await screen.findByRole('button', { name: 'Nowy plan' })).toBeTruthy();
  });
});
