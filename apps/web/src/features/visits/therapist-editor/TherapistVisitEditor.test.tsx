import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TherapistPreviousVisit } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { bodiesOf, renderVisitUi } from '../editor/visit-test-kit.tsx';
import {
  allowRichTextTyping,
  courseEndpoints as c,
  courseOf,
  courseServer,
} from '../course/course-test-kit.ts';
import TherapistVisitEditorDialog from './TherapistVisitEditorDialog.tsx';

const THERAPIST: PermissionName[] = ['Wizytownik_Moj_Kalendarz', 'Wizytownik_Wizyty_Edycja_Przebiegu'];
const VISIT_ID = 41;

allowRichTextTyping();

async function openEditor(
  server = courseServer(courseOf(VISIT_ID)),
  {
    permissions = THERAPIST,
    previous = null,
  }: { permissions?: PermissionName[]; previous?: TherapistPreviousVisit | null } = {},
) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const requests = await renderVisitUi(
    <TherapistVisitEditorDialog visitId={VISIT_ID} onClose={onClose} onChanged={onChanged} />,
    { permissions, handlers: server.routes(previous) },
  );
  const dialog = await screen.findByRole('dialog', { name: /^Wizyta: Kowalska Anna/ });
  return { dialog, requests, onClose, onChanged, server };
}

const stepNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('tablist', { name: 'Kroki wizyty' }))
    .getAllByRole('tab')
    .map((b) => b.textContent.replace(/^\d+/, ''));
const currentStep = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 3 }).textContent;

describe('the therapist visit editor', () => {
  it('has the seven steps, Problemy pacjenta and Plany terapii only with their permissions', async () => {
    const { dialog } = await openEditor(undefined, {
      permissions: [...THERAPIST, 'Wizytownik_KlienciProblemy', 'Wizytownik_PlanyZdrowienia'],
    });
    expect(stepNames(dialog)).toEqual([
      'Informacje ogólne',
      'Problemy pacjenta',
      'Plany terapii i zdrowienia',
      'Przebieg wizyty - badania/zabiegi',
      'Rozpoznanie',
      'Zalecenia',
      'Zakończenie wizyty',
    ]);
  });

  it("shows the visit and the patient on the first step, and 'Brak poprzednich wizyt...' without one", async () => {
    const { dialog } = await openEditor();
    expect(stepNames(dialog)).toEqual([
      'Informacje ogólne',
      'Przebieg wizyty - badania/zabiegi',
      'Rozpoznanie',
      'Zalecenia',
      'Zakończenie wizyty',
    ]);
    expect(currentStep(dialog)).toBe('Informacje ogólne');
    expect(within(dialog).getByRole('textbox', { name: 'PESEL' })).toHaveProperty('value', '02070803628');
    expect(within(dialog).getByRole('textbox', { name: 'Terapeuta' })).toHaveProperty(
      'value',
      'Piotr Wiśniewski',
    );
    const previous = within(dialog).getByRole('textbox', { name: 'Poprzednia wizyta' });
    await waitFor(() => expect(previous).toHaveProperty('value', 'Brak poprzednich wizyt...'));
    expect(within(dialog).getByRole('button', { name: 'Wstecz' })).toHaveProperty('disabled', true);
  });

  it('names the previous visit by its date and therapist', async () => {
    const previous: TherapistPreviousVisit = {
      id: 30,
      startTime: '2026-02-03T09:00:00+00:00',
      endTime: '2026-02-03T09:30:00+00:00',
      status: 3,
      therapistId: 4,
      therapistName: 'Ewa Nowak',
      process: null,
      recognition: null,
      recommendations: null,
      procedures: [],
      conditions: [],
    };
    const { dialog } = await openEditor(undefined, { previous });
    const field = within(dialog).getByRole('textbox', { name: 'Poprzednia wizyta' });
    await waitFor(() =>
      expect(field).toHaveProperty('value', '03-02-2026 10:00–10:30, terapeuta: Ewa Nowak'),
    );
  });

  it('goes by Dalej, Wstecz and any step, and saves the course on leaving a changed step', async () => {
    const { dialog, requests, server } = await openEditor(
      courseServer(courseOf(VISIT_ID, { process: null })),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(currentStep(dialog)).toBe('Przebieg wizyty - badania/zabiegi');
    // Nothing was changed: moving on saves nothing.
    expect(bodiesOf(requests, c.updateProcess.path)).toEqual([]);
    within(dialog).getByText('93.11');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Dodatkowy opis przebiegu wizyty' }));
    await userEvent.keyboard('Masaż kolana');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Zakończenie wizyty' }));
    expect(currentStep(dialog)).toBe('Zakończenie wizyty');
    expect(bodiesOf(requests, c.updateProcess.path)).toEqual([
      {
        id: VISIT_ID,
        process: '<p>Masaż kolana</p>',
        recognition: null,
        recommendations: null,
        notesForReception: null,
      },
    ]);
    expect(server.current().process).toBe('<p>Masaż kolana</p>');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Wstecz' }));
    expect(currentStep(dialog)).toBe('Zalecenia');
    expect(within(dialog).getByRole('button', { name: 'Dalej' })).toHaveProperty('disabled', false);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Informacje ogólne' }));
    expect(currentStep(dialog)).toBe('Informacje ogólne');
    expect(bodiesOf(requests, c.updateProcess.path)).toHaveLength(1);
  });

  it('moves with Alt+→ and Alt+← and saves with Ctrl+S', async () => {
    const { dialog, requests } = await openEditor(courseServer(courseOf(VISIT_ID, { process: null })));
    await userEvent.click(within(dialog).getByRole('heading', { level: 3 }));
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(currentStep(dialog)).toBe('Przebieg wizyty - badania/zabiegi');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(currentStep(dialog)).toBe('Rozpoznanie');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(currentStep(dialog)).toBe('Przebieg wizyty - badania/zabiegi');
    // The step's heading has the focus after a move: Tab goes on through the step.
    expect(document.activeElement?.textContent).toBe('Przebieg wizyty - badania/zabiegi');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Dodatkowy opis przebiegu wizyty' }));
    await userEvent.keyboard('Masaż!');
    await userEvent.keyboard('{Control>}s{/Control}');
    await screen.findByText('Zapisano przebieg wizyty');
    expect(bodiesOf(requests, c.updateProcess.path).map((b) => b.process)).toEqual(['<p>Masaż!</p>']);
  });

  it("writes 'Uwagi dla recepcji' and closes with 'Zapisz i zakończ'", async () => {
    const { dialog, requests, onClose, onChanged } = await openEditor();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Zakończenie wizyty' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Uwagi dla recepcji' }));
    await userEvent.keyboard('Zapłaci kartą');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz i zakończ' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onChanged).toHaveBeenCalled();
    expect(bodiesOf(requests, c.updateProcess.path).map((b) => b.notesForReception)).toEqual([
      '<p>Zapłaci kartą</p>',
    ]);
  });

  it("shows 'Błąd zapisu przebiegu wizyty' and closes when the automatic save fails", async () => {
    const server = courseServer(courseOf(VISIT_ID), { updateProcess: ' ' });
    const { dialog, onClose } = await openEditor(server);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Zalecenia' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Zalecenia' }));
    await userEvent.keyboard('Odpoczynek');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Zakończenie wizyty' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Błąd zapisu przebiegu wizyty');
    expect(onClose).toHaveBeenCalled();
    expect(server.current().recommendations).toBeNull();
  });

  it('is read-only for a closed visit: no Zapisz, nothing saved on the way', async () => {
    const server = courseServer(
      courseOf(VISIT_ID, { readOnly: true, readOnlyReason: 'Wizyta jest zamknięta.' }),
    );
    const { dialog, requests } = await openEditor(server);
    within(dialog).getByText('Wizyta jest zamknięta.');
    expect(within(dialog).queryByRole('button', { name: 'Zapisz' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Zapisz i zakończ' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(within(dialog).queryByRole('button', { name: 'Dodaj procedurę ICD-9' })).toBeNull();
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(bodiesOf(requests, c.updateProcess.path)).toEqual([]);
  });
});
