import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';
import { VisitsPage } from './visits-page.ts';

/** What GetVisitProcess answers, as far as the test reads it. */
export interface StoredCourse {
  readonly process: string | null;
  readonly recognition: string | null;
  readonly recommendations: string | null;
  readonly notesForReception: string | null;
  readonly procedures: { icd9_code: string }[];
  readonly conditions: { icd10_code: string; type: number }[];
}

/** The admin's calls that set the scene: a patient, a visit of the therapist, a stored description. */
export class VisitCourseApi extends AdminApi {
  /** A shared stored description of `type` (0 diagnosis, 1 recommendations, 2 course). */
  async addDescription(name: string, description: string, type: 0 | 1 | 2): Promise<void> {
    await this.post('Description/AddNewDescription', { name, description, type, is_private: false });
  }

  course(visitId: number): Promise<StoredCourse> {
    return this.get('Visit/GetVisitProcess', { id: visitId });
  }
}

const shotsDir = process.env.E2E_SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));

/** My calendar's therapist visit editor (§2.4) and the general editor's 'Przebieg wizyty' tab (§2.3). */
export class VisitCoursePage {
  readonly calendar: VisitsPage;

  constructor(private readonly page: Page) {
    this.calendar = new VisitsPage(page);
  }

  /** A full-page screenshot for a person to look at (E2E_SHOTS_DIR, else e2e/screenshots/). */
  async shot(name: string) {
    mkdirSync(shotsDir, { recursive: true });
    await this.page.waitForTimeout(300);
    await this.page.screenshot({ path: `${shotsDir}/${name}.png`, animations: 'disabled' });
  }

  /** A calendar page ('/mycalendar' or '/visits') on the visit's day, in the Day view. */
  async openCalendarDay(path: '/mycalendar' | '/visits', day: Date) {
    await this.page.goto(path);
    await expect(this.page.locator('.wz-calendar')).toBeVisible();
    await this.calendar.settled();
    await this.calendar.view('Dzień');
    await this.calendar.goToDay(day);
  }

  /** Double-clicks the patient's visit; returns the dialog it opens, named `title`. */
  async openVisit(patient: string, title: RegExp): Promise<Locator> {
    await this.calendar.event(patient).dblclick();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The stepper's step tab. */
  step(editor: Locator, name: string): Locator {
    return editor.getByRole('tablist', { name: 'Kroki wizyty' }).getByRole('tab', { name });
  }

  /** The step shown: its heading. */
  async expectStep(editor: Locator, name: string) {
    await expect(editor.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(this.step(editor, name)).toHaveAttribute('aria-selected', 'true');
  }

  async next(editor: Locator, to: string) {
    await editor.getByRole('button', { name: 'Dalej', exact: true }).click();
    await this.expectStep(editor, to);
  }

  /** The ICD-9 picker's tree: each level's option by its label, then 'Wybierz'. */
  async addProcedureFromTree(scope: Locator, path: readonly string[]) {
    await scope.getByRole('button', { name: 'Dodaj procedurę ICD-9' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Wybierz procedurę ICD9' });
    const levels = ['Rozdział', 'Podrozdział', 'Kategoria główna', 'Kategoria szczegółowa'];
    for (const [i, option] of path.entries()) {
      await picker.getByRole('combobox', { name: levels[i] }).click();
      await this.page.getByRole('option', { name: option, exact: true }).first().click();
    }
    await picker.getByRole('button', { name: 'Wybierz', exact: true }).click();
    await expect(picker).toBeHidden();
  }

  /** The ICD-9 picker's full search: the result chosen picks it. */
  async addProcedureBySearch(scope: Locator, term: string, option: string) {
    await scope.getByRole('button', { name: 'Dodaj procedurę ICD-9' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Wybierz procedurę ICD9' });
    await picker.getByLabel('Szukaj procedury (kod lub nazwa)').fill(term);
    await this.page.getByRole('option', { name: option }).click();
    await expect(picker).toBeHidden();
  }

  /** A diagnosis through the ICD-10 picker's search: 'zasadnicze' (main) or 'współistniejące'. */
  async addCondition(scope: Locator, kind: 'zasadnicze' | 'współistniejące', term: string, option: string) {
    await scope.getByRole('button', { name: `Dodaj rozpoznanie ${kind}` }).click();
    const picker = this.page.getByRole('dialog', { name: 'Wybierz rozpoznanie ICD10' });
    await picker.getByLabel('Kod ICD-10 (wpisz kod lub nazwę)').fill(term);
    await this.page.getByRole('option', { name: option }).click();
    await picker.getByRole('button', { name: 'Wybierz', exact: true }).click();
    await expect(picker).toBeHidden();
  }

  /** 'Wstaw opis z bazy' of the field `label`: the stored description ticked and inserted. */
  async pickDescription(scope: Locator, label: string, name: string) {
    await scope.getByRole('button', { name: `Wstaw opis z bazy: ${label}` }).click();
    const picker = this.page.getByRole('dialog', { name: /^Wybierz opis:/ });
    await picker.getByRole('checkbox', { name: `Wybierz opis ${name}` }).check();
    await picker.getByRole('button', { name: 'Wstaw wybrane' }).click();
    await expect(picker).toBeHidden();
  }

  /** Types into a rich-text field at its end. */
  async write(scope: Locator, label: string, text: string) {
    const box = scope.getByRole('textbox', { name: label });
    await box.click();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.type(text);
  }
}
