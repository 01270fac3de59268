import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { fillPicker } from './pickers.ts';
import { apiLogin } from './session.ts';

/** /rezerwy 'Rezerwy': the waiting list, the full-screen reserve editor and its add-schedule dialog. */
export class ReservesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/rezerwy');
    await expect(this.page.getByRole('heading', { name: 'Rezerwy', level: 2 })).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('table', { name: 'Rezerwy' });
  }

  /** The list's row of a patient ('Surname Name'). */
  row(patient: string): Locator {
    return this.list().getByRole('row').filter({ hasText: patient });
  }

  editor(title: 'Nowa rezerwa' | 'Edycja rezerwy' | 'Podgląd rezerwy'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async add(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dodaj rezerwę' }).click();
    const editor = this.editor('Nowa rezerwa');
    await expect(editor).toBeVisible();
    return editor;
  }

  async edit(patient: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edytuj rezerwę ${patient}` }).click();
    const editor = this.editor('Edycja rezerwy');
    await expect(editor.getByRole('textbox', { name: 'Pacjent' })).toHaveValue(patient);
    return editor;
  }

  /** Picks the patient in the editor's search picker by a part of the name. */
  async choosePatient(editor: Locator, typed: string, patient: string) {
    await editor.getByRole('combobox', { name: /Pacjent/ }).fill(typed);
    await this.page
      .getByRole('option', { name: new RegExp(patient) })
      .first()
      .click();
  }

  /** Chooses an option of one of the editor's selects ('Terapeuta', 'Priorytet', …). */
  async choose(editor: Locator, label: string, option: string) {
    await editor.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Opens 'Dodaj termin': the add-schedule dialog. */
  async openScheduleDialog(editor: Locator): Promise<Locator> {
    await editor.getByRole('button', { name: 'Dodaj termin' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Dodaj termin rezerwy' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the schedule: dates 'DD-MM-YYYY' and hours 'HH:mm' as typed. */
  async fillSchedule(dialog: Locator, s: { from: string; to: string; startTime: string; endTime: string }) {
    await fillPicker(dialog, 'Data od', s.from);
    await fillPicker(dialog, 'Data do', s.to);
    await fillPicker(dialog, 'Godzina od', s.startTime);
    await fillPicker(dialog, 'Godzina do', s.endTime);
  }

  day(dialog: Locator, name: string): Locator {
    return dialog.getByRole('checkbox', { name, exact: true });
  }

  async save(editor: Locator) {
    await editor.getByRole('button', { name: 'Zapisz' }).click();
    await expect(editor).toBeHidden();
  }

  async delete(patient: string) {
    await this.page.getByRole('button', { name: `Usuń rezerwę ${patient}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Czy na pewno?' });
    await confirm.getByRole('button', { name: 'Tak' }).click();
    await expect(this.row(patient)).toHaveCount(0);
  }
}

/** A new patient added through the API as the admin. */
export async function createPatient(
  request: APIRequestContext,
  patient: { name: string; surname: string },
): Promise<void> {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const created = await request.post('/api/services/app/Client/CreateQuick', { headers, data: patient });
  expect(created.ok()).toBe(true);
}
