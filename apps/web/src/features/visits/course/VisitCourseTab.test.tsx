import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { icdEndpoints as icd, type Icd9Item } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { ok, on } from '../../../test/fake-api.ts';
import {
  answerYes,
  bodiesOf,
  findEditor,
  openVisit,
  RECEPTION,
  renderVisitUi,
  VISIT,
} from '../editor/visit-test-kit.tsx';
import { VisitCourseTab } from './VisitCourseTab.tsx';
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

const USG: Icd9Item = {
  id: 4,
  kod: '88.761',
  opis: 'USG brzucha i przestrzeni zaotrzewnowej',
  rozdzial_kod: '88',
  rozdzial: 'Inne diagnostyczne badania radiologiczne i pokrewne',
  podrozdzial_kod: '88.7',
  podrozdzial: 'Diagnostyczna ultrasonografia',
  kategoria_glowna_kod: '88.76',
  kategoria_glowna: 'Diagnostyka ultrasonograficzna brzucha i przestrzeni zaotrzewnowej',
  kategoria_szczegolowa_kod: '88.761',
  kategoria_szczegolowa: 'USG brzucha i przestrzeni zaotrzewnowej',
  kod_opis: '88.761 USG brzucha i przestrzeni zaotrzewnowej',
};
const J069 = { id: 9, kod: 'J06.9', opis_icd: 'Ostre zakażenie górnych dróg oddechowych, nieokreślone' };

/** The ICD calls the pickers make: the ICD-9 chapters and search, the ICD-10 search. */
const ICD = [
  on(icd.getAllIcd9MainCategories, () => ok([])),
  on(icd.getTherapistIcd9DefaultMainCategories, () => ok([])),
  on(icd.getFullSearchIcd9, (r) => ok(r.query.get('term') === 'usg' ? [USG] : [])),
  on(icd.getIcd10, (r) =>
    ok(r.query.get('query') === 'J06' ? { items: [J069], totalCount: 1 } : { items: [], totalCount: 0 }),
  ),
];

/** The tab in the visit editor, opened by its name. */
async function openCourseTab(server: ReturnType<typeof courseServer>, permissions = COURSE_EDITOR) {
  const opened = await openVisit(VISIT, permissions, [...server.routes(), ...ICD]);
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Przebieg wizyty' }));
  await within(dialog).findByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
  return { ...opened, dialog };
}

/** The tab alone (what it does does not depend on the editor around it): quicker to render. */
async function renderCourseTab(server: ReturnType<typeof courseServer>) {
  const requests = await renderVisitUi(<VisitCourseTab visitId={VISIT.id} visitStart={VISIT.startTime} />, {
    permissions: COURSE_EDITOR,
    handlers: [...server.routes(), ...ICD],
  });
  await screen.findByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
  return { requests, dialog: document.body };
}

describe("the visit editor's 'Przebieg wizyty' tab", () => {
  it('is not there without Wizytownik_Wizyty_Edycja_Przebiegu', async () => {
    await openVisit(VISIT, RECEPTION, courseServer(courseOf(VISIT.id)).routes());
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect(within(dialog).getByRole('tab', { name: 'Ogólne' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Przebieg wizyty' })).toBeNull();
  });

  it('shows its three panels open with the procedures and diagnoses', async () => {
    const server = courseServer(courseOf(VISIT.id, { conditions: [MAIN] }));
    const { dialog } = await openCourseTab(server);
    for (const panel of ['Badania i zabiegi (ICD-9)', 'Rozpoznanie (ICD-10)', 'Zalecenia']) {
      const summary = within(dialog).getByRole('button', { name: panel });
      expect(summary.getAttribute('aria-expanded')).toBe('true');
    }
    const procedures = within(dialog).getByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
    within(procedures).getByText('93.11');
    within(procedures).getByText('Ćwiczenia czynne');
    const conditions = within(dialog).getByRole('table', { name: 'Rozpoznania (ICD-10)' });
    within(conditions).getByText('Zasadnicze');
    // The whole editor renders first: slow on a busy machine.
  }, 40_000);

  it("saves the texts with 'Zapisz przebieg wizyty'", async () => {
    const server = courseServer(courseOf(VISIT.id));
    const { dialog, requests } = await renderCourseTab(server);
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

  it('adds a procedure found by the ICD-9 search', async () => {
    const server = courseServer(courseOf(VISIT.id));
    const { dialog, requests } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj procedurę ICD-9' }));
    const icd9 = await screen.findByRole('dialog', { name: 'Wybierz procedurę ICD9' });
    await userEvent.type(within(icd9).getByLabelText('Szukaj procedury (kod lub nazwa)'), 'usg');
    await userEvent.click(await screen.findByRole('option', { name: USG.kod_opis }));
    const procedures = within(dialog).getByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
    await within(procedures).findByText('88.761');
    expect(bodiesOf(requests, c.addProcedure.path)).toEqual([
      { visitID: VISIT.id, icd9_code: '88.761', description: null },
    ]);
  });

  it('adds a main diagnosis found by the ICD-10 search, after which no second main one is offered', async () => {
    const server = courseServer(courseOf(VISIT.id));
    const { dialog, requests } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj rozpoznanie zasadnicze' }));
    const icd10 = await screen.findByRole('dialog', { name: 'Wybierz rozpoznanie ICD10' });
    await userEvent.type(within(icd10).getByLabelText('Kod ICD-10 (wpisz kod lub nazwę)'), 'J06');
    await userEvent.click(await screen.findByRole('option', { name: `J06.9 — ${J069.opis_icd}` }));
    await userEvent.click(within(icd10).getByRole('button', { name: 'Wybierz' }));
    const conditions = within(dialog).getByRole('table', { name: 'Rozpoznania (ICD-10)' });
    await within(conditions).findByText('J06.9');
    within(conditions).getByText('Zasadnicze');
    expect(bodiesOf(requests, c.addCondition.path)).toEqual([
      { visitID: VISIT.id, icd10_code: 'J06.9', description: null, type: 1 },
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Dodaj rozpoznanie zasadnicze' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it("shows 'Błąd dodawania rozpoznania.' when the diagnosis cannot be added", async () => {
    const server = courseServer(courseOf(VISIT.id), { addCondition: ' ' });
    const { dialog } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj rozpoznanie współistniejące' }));
    const icd10 = await screen.findByRole('dialog', { name: 'Wybierz rozpoznanie ICD10' });
    await userEvent.type(within(icd10).getByLabelText('Kod ICD-10 (wpisz kod lub nazwę)'), 'J06');
    await userEvent.click(await screen.findByRole('option', { name: `J06.9 — ${J069.opis_icd}` }));
    await userEvent.click(within(icd10).getByRole('button', { name: 'Wybierz' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Błąd dodawania rozpoznania.');
    expect(server.current().conditions).toEqual([]);
  });

  it("removes a procedure after 'Czy na pewno…?'", async () => {
    const second = { ...KNEE, id: 2, icd9_code: '88.71', opis: 'USG' };
    const server = courseServer(courseOf(VISIT.id, { procedures: [KNEE, second] }), {});
    const { dialog } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń procedurę 93.11' }));
    await answerYes('Czy na pewno chcesz usunąć tę procedure medyczną?');
    await waitFor(() => expect(within(dialog).queryByText('93.11')).toBeNull());
    expect(server.current().procedures).toEqual([second]);
  });

  it("shows 'Błąd usuwania procedury medycznej.' when the server gives no message", async () => {
    const server = courseServer(courseOf(VISIT.id), { deleteProcedure: ' ' });
    const { dialog } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń procedurę 93.11' }));
    await answerYes('Czy na pewno chcesz usunąć tę procedure medyczną?');
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Błąd usuwania procedury medycznej.');
    expect(server.current().procedures).toEqual([KNEE]);
  });

  it("shows the server's message when the save fails", async () => {
    const server = courseServer(courseOf(VISIT.id), { updateProcess: 'Wizyta jest zamknięta.' });
    const { dialog } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz przebieg wizyty' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Wizyta jest zamknięta.');
  });

  it('offers a main diagnosis only while the visit has none', async () => {
    const server = courseServer(courseOf(VISIT.id, { conditions: [MAIN, CONCURRENT] }));
    const { dialog } = await renderCourseTab(server);
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
    const { dialog } = await renderCourseTab(server);
    within(dialog).getByText(reason);
    expect(within(dialog).queryByRole('button', { name: 'Zapisz przebieg wizyty' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj procedurę ICD-9' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Usuń procedurę/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Wstaw opis z bazy/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Zalecenia' }).getAttribute('aria-readonly')).toBe(
      'true',
    );
  });

  it("copies the previous visit's course after a question, saving what was typed first", async () => {
    const server = courseServer(courseOf(VISIT.id, { process: null }));
    const { dialog, requests } = await renderCourseTab(server);
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Dodatkowy opis przebiegu wizyty' }));
    await userEvent.keyboard('Masaż');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skopiuj z poprzedniej wizyty' }));
    await answerYes(
      'Skopiować procedury, rozpoznania i opisy z poprzedniej wizyty pacjenta? Obecne opisy zostaną zastąpione.',
    );
    await screen.findByText('Skopiowano przebieg poprzedniej wizyty');
    expect(bodiesOf(requests, c.updateProcess.path).map((b) => b.process)).toEqual(['<p>Masaż</p>']);
    expect(bodiesOf(requests, c.copyPreviousCourse.path)).toEqual([{ id: VISIT.id }]);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Zalecenia' }).textContent).toBe(
        'Z poprzedniej wizyty',
      ),
    );
    const conditions = within(dialog).getByRole('table', { name: 'Rozpoznania (ICD-10)' });
    await within(conditions).findByText('I10');
  });
});
