import { expect, type Locator, type Page } from '@playwright/test';

/** /clients 'Pacjenci': the searched list and the full-screen record editor. */
export class PatientsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/clients');
    await expect(this.page.getByRole('table', { name: 'Pacjenci' })).toBeVisible();
  }

  /** Types the text into the search box and runs the search with Enter. */
  async search(text: string) {
    const box = this.page.getByRole('searchbox', { name: 'Imię, nazwisko lub PESEL' });
    await box.fill(text);
    await box.press('Enter');
  }

  row(pesel: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: pesel, exact: true }) });
  }

  async add(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dodaj pacjenta' }).click();
    return this.editor('Dodawanie nowego pacjenta');
  }

  async edit(fullName: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edytuj pacjenta ${fullName}` }).click();
    const [name, surname] = fullName.split(' ');
    return this.editor(`Dane pacjenta: ${name} ${surname}`);
  }

  async editor(title: string): Promise<Locator> {
    const editor = this.page.getByRole('dialog', { name: title });
    await expect(editor).toBeVisible();
    return editor;
  }

  async tab(editor: Locator, name: string) {
    await editor.getByRole('tab', { name }).click();
  }

  /** The notice shows outside the full-screen dialog, which hides the rest from the accessibility tree. */
  saved() {
    return this.page.getByText('Zapisano', { exact: true }).first();
  }
}
