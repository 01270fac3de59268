import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONCURRENT, courseOf, courseServer, KNEE, MAIN } from '../course/course-test-kit.ts';
import { renderVisitUi, VISIT } from '../editor/visit-test-kit.tsx';
import VisitQuickInfoDialog from './VisitQuickInfoDialog.tsx';

describe('visit quick info in the therapist mode (My calendar)', { timeout: 60_000 }, () => {
  it('adds the diagnosis, course, recommendations, ICD-9 list and notes for reception, as plain text', async () => {
    const server = courseServer(
      courseOf(VISIT.id, {
        conditions: [MAIN, CONCURRENT],
        procedures: [KNEE],
        recognition: '<p>Ból przy <b>zginaniu</b></p>',
        process: '<p>Masaż</p><img src=x onerror="alert(1)">',
        recommendations: '<ul><li>Chłodzić</li><li>Odpoczynek</li></ul>',
        notesForReception: '<p>Zapłaci kartą</p>',
      }),
    );
    await renderVisitUi(<VisitQuickInfoDialog visitId={VISIT.id} therapistMode onClose={() => undefined} />, {
      handlers: server.routes(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wizyty' });
    await within(dialog).findByText('Kowalska Anna');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(7)).toEqual([
      'NotatkiBól kolana',
      'RozpoznanieM17 – Choroba zwyrodnieniowa stawu kolanowego\nI10 – Nadciśnienie\nBól przy zginaniu',
      'Przebieg wizytyMasaż',
      'ZaleceniaChłodzić\nOdpoczynek',
      'Procedury ICD-9' + '93.11 – Ćwiczenia czynne',
      'Uwagi dla recepcjiZapłaci kartą',
    ]);
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows no course outside the therapist mode and does not ask for it', async () => {
    const requests = await renderVisitUi(
      <VisitQuickInfoDialog visitId={VISIT.id} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły wizyty' });
    await within(dialog).findByText('Kowalska Anna');
    expect(within(dialog).queryByText('Uwagi dla recepcji')).toBeNull();
    expect(requests.some((r) => r.path.includes('GetTherapistVisitDetails'))).toBe(false);
  });
});
