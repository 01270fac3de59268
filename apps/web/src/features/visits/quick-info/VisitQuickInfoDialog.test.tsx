import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { renderVisitUi, v, VISIT } from '../editor/visit-test-kit.tsx';
import VisitQuickInfoDialog from './VisitQuickInfoDialog.tsx';

describe('visit quick info', { timeout: 60_000 }, () => {
  it('shows the patient, time, therapist, service, status, payment and notes', async () => {
    await renderVisitUi(<VisitQuickInfoDialog visitId={41} onClose={() => undefined} />, {
      handlers: [on(v.get, () => ok({ ...VISIT, status: 1, visitTypeName: 'Konsultacja' }))],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wizyty' });
    await within(dialog).findByText('Kowalska Anna');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'PacjentKowalska Anna',
      'Data10-03-2026',
      'Godziny09:00–10:00',
      'TerapeutaPiotr Wiśniewski',
      'Rodzaj usługiKonsultacja',
      'StatusPotwierdzona',
      'PłatnośćBrak płatności',
      'NotatkiBól kolana',
    ]);
  });

  it('shows the treatment and its subtype of a physiotherapy visit', async () => {
    const visit = {
      ...VISIT,
      zabiegId: 5,
      zabiegNazwa: 'Laseroterapia',
      zabiegPodtypId: 51,
      podTypZabieguNazwa: 'dwa pola',
    };
    await renderVisitUi(<VisitQuickInfoDialog visitId={41} onClose={() => undefined} />, {
      handlers: [on(v.get, () => ok(visit))],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wizyty' });
    const treatment = await within(dialog).findByRole('rowheader', { name: 'Zabieg' });
    expect(treatment.nextElementSibling?.textContent).toBe('Laseroterapia – dwa pola');
  });

  it('shows a dash without a visit type', async () => {
    await renderVisitUi(<VisitQuickInfoDialog visitId={41} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wizyty' });
    const service = await within(dialog).findByRole('rowheader', { name: 'Rodzaj usługi' });
    expect(service.nextElementSibling?.textContent).toBe('—');
  });

  it('closes with the spec’s error when the visit cannot be loaded', async () => {
    const onClose = vi.fn();
    await renderVisitUi(<VisitQuickInfoDialog visitId={41} onClose={onClose} />, {
      handlers: [on(v.get, () => failure(500, ''))],
    });
    expect(await screen.findByText('Błąd pobierania informacji o wizycie.')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays closed without a visit', async () => {
    const requests = await renderVisitUi(<VisitQuickInfoDialog visitId={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.path === v.get.path)).toEqual([]);
  });
});
