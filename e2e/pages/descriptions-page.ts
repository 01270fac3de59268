import { expect, type Locator, type Page } from '@playwright/test';

/** /descriptions 'Opisy' and /categories 'Kategorie opisów': the lists with their dialogs. */
export class DescriptionsPage {
  constructor(private readonly page: Page) {}

  async openCategories() {
    await this.page.goto('/categories');
    await expect(this.page.getByRole('table', { name: 'Kategorie opisów' })).toBeVisible();
  }

  async openDescriptions() {
    await this.page.goto('/descriptions');
    await expect(this.page.getByRole('table', { name: 'Opisy' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async addCategory(name: string) {
    await this.page.getByRole('button', { name: 'Dodaj kategorię' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nowa kategoria opisów' });
    await dialog.getByLabel('Nazwa kategorii').fill(name);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('Zapisano kategorię')).toBeVisible();
  }

  /** Opens the add dialog; fill it with {@link fillDescription} and save with {@link save}. */
  async openAddDescription(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dodaj opis' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nowy opis' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openEditDescription(name: string): Promise<Locator> {
    await this.row(name)
      .getByRole('button', { name: `Edytuj opis ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Edycja opisu' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async fillDescription(
    dialog: Locator,
    d: { name: string; text: string; type: 'Rozpoznanie' | 'Zalecenia' | 'Przebieg'; category?: string },
  ) {
    await dialog.getByLabel('Nazwa').fill(d.name);
    await dialog.getByRole('combobox', { name: 'Rodzaj' }).click();
    await this.page.getByRole('option', { name: d.type, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Opis' }).fill(d.text);
    if (d.category) {
      await dialog.getByRole('combobox', { name: 'Kategorie' }).click();
      await this.page.getByRole('option', { name: d.category, exact: true }).click();
    }
  }

  async save(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('Zapisano opis')).toBeVisible();
  }

  async search(name: string) {
    await this.page.getByLabel('Szukaj po nazwie').fill(name);
  }

  async deleteConfirmed(name: string) {
    await this.row(name)
      .getByRole('button', { name: `Usuń opis ${name}` })
      .click();
    await this.page.getByRole('button', { name: 'Tak' }).click();
    await expect(this.page.getByText('Usunięto opis')).toBeVisible();
  }
}
