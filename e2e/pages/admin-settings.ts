import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/settings 'Ustawienia firmy': the settings form's tabs and the list tabs with their dialogs. */
export class AdminSettingsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/settings');
    await expect(
      this.page.getByRole('main').getByRole('heading', { name: 'Ustawienia firmy' }),
    ).toBeVisible();
  }

  async tab(name: string) {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  row(table: Locator, name: string): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async openDialog(button: Locator, title: string): Promise<Locator> {
    await button.click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
