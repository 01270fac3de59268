import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/rooms 'Gabinety' and /admin/dniwolne 'Dni wolne': lists with their dialogs. */
export class AdminRoomsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/rooms');
    await expect(this.page.getByRole('table', { name: 'Gabinety' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async openDialog(button: Locator, title: string): Promise<Locator> {
    await button.click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Saves with Enter and waits for the dialog to close with 'Zapisano'. */
  async saveWithEnter(dialog: Locator, field: Locator) {
    await field.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('Zapisano')).toBeVisible();
  }

  /** Clicks a row's delete button and answers 'Tak' to 'Czy na pewno?'. */
  async deleteConfirmed(button: Locator) {
    await button.click();
    await this.page.getByRole('button', { name: 'Tak' }).click();
    await expect(this.page.getByText('Usunięto')).toBeVisible();
  }
}

export class AdminDaysOffPage {
  constructor(private readonly page: Page) {}

  async open(year: number) {
    await this.page.goto('/admin/dniwolne');
    const table = this.page.getByRole('table', { name: 'Dni wolne' });
    await expect(table).toBeVisible();
    await this.page.getByRole('combobox', { name: 'Rok' }).click();
    await this.page.getByRole('option', { name: String(year), exact: true }).click();
    return table;
  }

  row(description: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: description, exact: true }) });
  }
}
