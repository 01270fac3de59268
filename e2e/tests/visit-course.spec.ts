import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../env.ts';
import { logInAs, logInAsAdmin } from '../pages/session.ts';
import { VisitCourseApi, VisitCoursePage } from '../pages/visit-course-page.ts';
import { isoDate } from '../pages/visits-page.ts';

const NAME = 'Irena';
const SURNAME = `Przebiegowa${Date.now() % 100_000}`;
const CLIENT = `${NAME} ${SURNAME}`;
const DESCRIPTION = {
  name: `Masaż kolana ${SURNAME}`,
  text: 'Masaż tkanek miękkich okolicy stawu kolanowego, 20 minut.',
};

test('a therapist walks the therapist visit editor from My calendar: procedures, diagnosis, description, end', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await VisitCourseApi.as(request);
  const clientId = await api.addPatient(NAME, SURNAME);
  const therapistId = await api.therapistId('Tomasz', 'Kowalczyk');
  const visit = await api.bookFirstFreeSlot(therapistId, clientId, isoDate(new Date()));
  await api.addDescription(DESCRIPTION.name, DESCRIPTION.text, 2);

  await logInAs(page, 'tkowalczyk', DEMO_PASSWORD, 'Tomasz');
  const course = new VisitCoursePage(page);
  await course.openCalendarDay('/mycalendar', new Date(visit.startTime));
  const editor = await course.openVisit(CLIENT, new RegExp(`^Wizyta: ${SURNAME} ${NAME}, `));

  // 1 Informacje ogólne: the patient, and no earlier visit.
  await course.expectStep(editor, 'Informacje ogólne');
  await expect(editor.getByRole('textbox', { name: 'Nazwisko' })).toHaveValue(SURNAME);
  await expect(editor.getByRole('textbox', { name: 'Poprzednia wizyta' })).toHaveValue(
    'Brak poprzednich wizyt...',
  );
  await expect(editor.getByRole('heading', { name: 'Alergie' })).toBeVisible();
  await course.shot('step-1-informacje-ogolne');

  await course.next(editor, 'Problemy pacjenta');
  await course.shot('step-2-problemy-pacjenta');
  await course.next(editor, 'Plany terapii i zdrowienia');
  await course.shot('step-3-plany-terapii');
  // Alt+→ goes on as Dalej does.
  await page.keyboard.press('Alt+ArrowRight');
  await course.expectStep(editor, 'Przebieg wizyty - badania/zabiegi');

  // 4: one procedure through the tree, one by the search, and a stored description.
  await course.addProcedureFromTree(editor, [
    '93 Fizykoterapia, respiratoroterapia, rehabilitacja i zabiegi pokrewne',
    '93.0 Diagnostyka fizjoterapeutyczna',
    '93.01 Badanie czynnościowe wraz z oceną',
    '93.0104 Ocena funkcjonalna kręgosłupa i miednicy',
  ]);
  const procedures = editor.getByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
  await expect(procedures.getByRole('cell', { name: '93.0104', exact: true })).toBeVisible();
  await course.addProcedureBySearch(editor, 'hydromasaż', '93.3306 Hydromasaż pulsacyjny');
  await expect(procedures.getByRole('cell', { name: '93.3306', exact: true })).toBeVisible();
  await course.pickDescription(editor, 'Dodatkowy opis przebiegu wizyty', DESCRIPTION.name);
  await expect(editor.getByRole('textbox', { name: 'Dodatkowy opis przebiegu wizyty' })).toContainText(
    DESCRIPTION.text,
  );
  await course.shot('step-4-przebieg-wizyty');

  // Moving on saves the course.
  await course.next(editor, 'Rozpoznanie');
  await expect.poll(async () => (await api.course(visit.id)).process).toContain(DESCRIPTION.text);

  // 5: the main diagnosis by search; a second main one is not offered.
  await course.addCondition(editor, 'zasadnicze', 'M17.1', 'M17.1 — Inne pierwotne gonartrozy');
  const conditions = editor.getByRole('table', { name: 'Rozpoznania (ICD-10)' });
  await expect(conditions.getByRole('row').filter({ hasText: 'M17.1' })).toContainText('Zasadnicze');
  await expect(editor.getByRole('button', { name: 'Dodaj rozpoznanie zasadnicze' })).toBeDisabled();
  await course.write(editor, 'Dodatkowy opis rozpoznania', 'Ból przy zginaniu kolana.');
  await course.shot('step-5-rozpoznanie');

  await course.next(editor, 'Zalecenia');
  await course.write(editor, 'Zalecenia', 'Ćwiczenia izometryczne 3 razy dziennie.');
  await course.shot('step-6-zalecenia');
  await course.next(editor, 'Zakończenie wizyty');
  await course.write(editor, 'Uwagi dla recepcji', 'Umówić kolejną wizytę za tydzień.');
  await course.shot('step-7-zakonczenie-wizyty');
  await editor.getByRole('button', { name: 'Zapisz i zakończ' }).click();
  await expect(editor).toBeHidden();

  const stored = await api.course(visit.id);
  expect(stored.procedures.map((p) => p.icd9_code).sort()).toEqual(['93.0104', '93.3306']);
  expect(stored.conditions).toEqual([expect.objectContaining({ icd10_code: 'M17.1', type: 1 })]);
  expect(stored.recognition).toContain('Ból przy zginaniu kolana.');
  expect(stored.recommendations).toContain('Ćwiczenia izometryczne 3 razy dziennie.');
  expect(stored.notesForReception).toContain('Umówić kolejną wizytę za tydzień.');

  // The quick info card of My calendar shows the course.
  await course.calendar.event(CLIENT).click({ button: 'right' });
  const info = page.getByRole('dialog', { name: 'Szczegóły wizyty' });
  await expect(info.getByRole('row', { name: /Procedury ICD-9/ })).toContainText('93.3306');
  await expect(info.getByRole('row', { name: /Rozpoznanie/ })).toContainText('M17.1');
  await expect(info.getByRole('row', { name: /Uwagi dla recepcji/ })).toContainText('Umówić kolejną wizytę');
  await course.shot('quick-info-therapist');
  await info.getByRole('button', { name: 'Zamknij' }).click();

  // The general editor's 'Przebieg wizyty' tab shows the same course (to the reception's admin).
  await logInAsAdmin(page);
  await course.openCalendarDay('/visits', new Date(visit.startTime));
  const general = await course.openVisit(CLIENT, new RegExp(`^Wizyta: ${SURNAME} ${NAME}`));
  await general.getByRole('tab', { name: 'Przebieg wizyty' }).click();
  const tabProcedures = general.getByRole('table', { name: 'Wykonane procedury medyczne (ICD-9)' });
  await expect(tabProcedures.getByRole('cell', { name: '93.0104', exact: true })).toBeVisible();
  await expect(general.getByRole('button', { name: 'Dodaj rozpoznanie zasadnicze' })).toBeDisabled();
  await course.shot('general-editor-course-tab');
});
