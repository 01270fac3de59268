import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import { answerYes, bodiesOf, findEditor, openVisit, RECEPTION, VISIT } from '../editor/visit-test-kit.tsx';
import {
  allowRichTextTyping,
  CONCURRENT,
  courseEndpoints as c,
  courseOf,
  courseServer,
  KNEE,
  MAIN,
} from './course-test-kit.ts';

const COURSE_EDITOR: PermissionName[] = [...RECEPTION, 'Wizytownik_Wizyty_Edycja_Przebiegu'];

allowRichTextTyping();

async function openCourseTab(server: ReturnType<typeof courseServer>, permissions = COURSE_EDITOR) {
  const opened = await openVisit(VISIT, permissions, server.routes());
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Przebieg wizyty' }));
  await within(dialog).findByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
  return { ...opened, dialog };
}

describe("the visit editor's 'Przebieg wizyty' tab", () => {
  it('is not there without Wizytownik_Wizyty_Edycja_Przebiegu', async () => {
    await openVisit(VISIT, RECEPTION, courseServer(courseOf(VISIT.id)).routes());
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect(within(dialog).getByRole('tab', { name: 'Ogólne' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Przebieg wizyty' })).toBeNull();
  });

  it('shows its three panels open, the procedures and diagnoses, and saves the texts with Zapisz', async () => {
    const server = courseServer(courseOf(VISIT.id, { conditions: [MAIN] }));
    const { dialog, requests } = await openCourseTab(server);
    for (const panel of ['Badania i zabiegi (ICD-9)', 'Rozpoznanie (ICD-10)', 'Zalecenia']) {
      const summary = within(dialog).getByRole('button', { name: panel });
      expect(summary.getAttribute('aria-expanded')).toBe('true');
    }
    const procedures = within(dialog).getByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
    within(procedures).getByText('93.11');
    within(procedures).getByText('Ćwiczenia czynne');
    const conditions = within(dialog).getByRole('table', { name: 'Rozpoznania (ICD-10)' });
    within(conditions).getByText('Zasadnicze');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Zalecenia' }));
    await userEvent.keyboard('Chłodzić kolano');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz przebieg wizyty' }));
    await screen.findByText('Zapisano przebieg wizyty');
    expect(bodiesOf(requests, c.updateProcess.path)).toEqual([
      {
        id: VISIT.id,
        process: '<p>Masaż</p>',
        recognition: null,
        recommendations: '<p>Chłodzić kolano</p>',
      },
    ]);
    expect(server.current().recommendations).toBe('<p>Chłodzić kolano</p>');
  });

  it("removes a procedure after 'Czy na pewno…?'", async () => {
    const second = { ...KNEE, id: 2, icd9_code: '88.71', opis: 'USG' };
    const server = courseServer(courseOf(VISIT.id, { procedures: [KNEE, second] }), {});
    const { dialog } = await openCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń procedurę 93.11' }));
    await answerYes('Czy na pewno chcesz usunąć tę procedure medyczną?');
    await waitFor(() => expect(within(dialog).queryByText('93.11')).toBeNull());
    expect(server.current().procedures).toEqual([second]);
  });

  it("shows 'Błąd usuwania procedury medycznej.' when the server gives no message", async () => {
    const server = courseServer(courseOf(VISIT.id), { deleteProcedure: ' ' });
    const { dialog } = await openCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń procedurę 93.11' }));
    await answerYes('Czy na pewno chcesz usunąć tę procedure medyczną?');
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Błąd usuwania procedury medycznej.');
    expect(server.current().procedures).toEqual([KNEE]);
  });

  it("shows the server's message when the save fails", async () => {
    const server = courseServer(courseOf(VISIT.id), { updateProcess: 'Wizyta jest zamknięta.' });
    const { dialog } = await openCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz przebieg wizyty' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Wizyta jest zamknięta.');
  });

  it('offers a main diagnosis only while the visit has none', async () => {
    const server = courseServer(courseOf(VISIT.id, { conditions: [MAIN, CONCURRENT] }));
    const { dialog } = await openCourseTab(server);
    const addMain = within(dialog).getByRole('button', { name: 'Dodaj rozpoznanie zasadnicze' });
    expect(addMain).toHaveProperty('disabled', true);
    within(dialog).getByText('Wizyta ma już rozpoznanie zasadnicze; usuń je, aby wybrać inne.');
    expect(within(dialog).getByRole('button', { name: 'Dodaj rozpoznanie współistniejące' })).toHaveProperty(
      'disabled',
      false,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń rozpoznanie M17' }));
    await answerYes('Czy na pewno chcesz usunąć to rozpoznanie?');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Dodaj rozpoznanie zasadnicze' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(server.current().conditions).toEqual([CONCURRENT]);
  });

  it('is read-only, with a note, for a closed visit', async () => {
    const reason = 'Wizyta jest zamknięta: przebiegu wizyty nie można zmieniać.';
    const server = courseServer(courseOf(VISIT.id, { readOnly: true, readOnlyReason: reason }));
    const { dialog } = await openCourseTab(server);
    within(dialog).getByText(reason);
    expect(within(dialog).queryByRole('button', { name: 'Zapisz przebieg wizyty' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj procedurę ICD-9' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Usuń procedurę/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Wstaw opis z bazy/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Zalecenia' }).getAttribute('aria-readonly')).toBe(
      'true',
    );
  });
});
