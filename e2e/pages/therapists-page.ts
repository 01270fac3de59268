import { expect, type Locator, type Page } from '@playwright/test';
import { fillPicker } from './pickers.ts';

/** /therapists and its full-screen editor. */
export class TherapistsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/therapists');
    await expect(this.page.getByRole('main').getByRole('heading', { name: 'Terapeuci' })).toBeVisible();
  }

  async edit(fullName: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edytuj terapeutę ${fullName}` }).click();
    const editor = this.page.getByRole('dialog', { name: `Terapeuta: ${fullName}` });
    await expect(editor).toBeVisible();
    return editor;
  }

  async tab(editor: Locator, name: string) {
    await editor.getByRole('tab', { name }).click();
  }

  async setDay(editor: Locator, day: string, start: string, end: string) {
    const works = editor.getByRole('switch', { name: `Pracuje: ${day}` });
    if (!(await works.isChecked())) await works.click();
    await fillPicker(editor, `Od (${day})`, start);
    await fillPicker(editor, `Do (${day})`, end);
  }

  /** The notice shows outside the full-screen dialog, which hides the rest from the accessibility tree. */
  saved() {
    return this.page.getByText('Zapisano', { exact: true });
  }
}
