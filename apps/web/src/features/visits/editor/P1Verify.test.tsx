import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companySettingsEndpoints as cs, p1VisitEndpoints as p1 } from '@wizytownik/contracts';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import VisitEditorDialog from './VisitEditorDialog.tsx';
import { findEditor, RECEPTION, renderVisitUi, VISIT } from './visit-test-kit.tsx';

/** The saved visit's editor in a clinic with (or without) the P1 integration. */
async function openEditor(options: { withP1?: boolean; status?: number; handlers?: FakeRoute[] } = {}) {
  const { withP1 = true, status = 0, handlers = [] } = options;
  const requests = await renderVisitUi(<VisitEditorDialog open visitId={VISIT.id} onClose={vi.fn()} />, {
    visit: { ...VISIT, status },
    permissions: RECEPTION,
    features: withP1 ? ['IntegracjaP1'] : [],
    // The feature also brings the organizational unit select.
    handlers: withP1 ? [on(cs.getOrganizationalUnits, () => ok([])), ...handlers] : handlers,
  });
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  return { requests, dialog };
}

const verifyButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: 'Weryfikuj dane P1' });

describe('visit editor: P1 verification', { timeout: 60_000 }, () => {
  it('is not offered without IntegracjaP1', async () => {
    expect(verifyButton((await openEditor({ withP1: false })).dialog)).toBeNull();
  });

  it('is not offered for a closed visit', async () => {
    expect(verifyButton((await openEditor({ status: 3 })).dialog)).toBeNull();
  });

  it('shows “Wszystkie dane są poprawne” for a correct visit', async () => {
    const { dialog, requests } = await openEditor({
      handlers: [on(p1.verifyVisit, () => ok({ isCorrect: true, errors: [] }))],
    });
    await userEvent.click(verifyButton(dialog)!);
    const result = await screen.findByRole('dialog', { name: 'Weryfikacja danych P1' });
    expect(await within(result).findByText('Wszystkie dane są poprawne')).toBeTruthy();
    expect(
      requests.some((r) => r.path === p1.verifyVisit.path && r.query.get('visitID') === String(VISIT.id)),
    ).toBe(true);
    await userEvent.click(within(result).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weryfikacja danych P1' })).toBeNull());
  });

  it('lists the problems of an incomplete visit', async () => {
    const errors = ['Pacjent nie ma numeru PESEL.', 'Wizyta nie ma rozpoznania ICD-10.'];
    const { dialog } = await openEditor({
      handlers: [on(p1.verifyVisit, () => ok({ isCorrect: false, errors }))],
    });
    await userEvent.click(verifyButton(dialog)!);
    const result = await screen.findByRole('dialog', { name: 'Weryfikacja danych P1' });
    expect(await within(result).findByText('Przed wysłaniem do P1 popraw:')).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(errors);
  });

  it('shows the server’s reason for a refused check', async () => {
    const reason = 'Dane P1 można weryfikować tylko dla wizyty, która nie jest zakończona ani anulowana.';
    const { dialog } = await openEditor({ handlers: [on(p1.verifyVisit, () => failure(409, reason))] });
    await userEvent.click(verifyButton(dialog)!);
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('closes with “Nie można pobrac statusu weryfikacji P1” when the check fails', async () => {
    const { dialog } = await openEditor({
      handlers: [on(p1.verifyVisit, () => failure(500, 'Wewnętrzny błąd serwera.'))],
    });
    await userEvent.click(verifyButton(dialog)!);
    expect(await screen.findByText('Nie można pobrac statusu weryfikacji P1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weryfikacja danych P1' })).toBeNull());
  });
});
