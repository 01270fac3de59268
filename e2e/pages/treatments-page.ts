import { expect, type Locator, type Page } from '@playwright/test';

/** /zabiegi 'Zabiegi': the treatments with their dialog, the subtypes inside it, and the categories. */
export class TreatmentsPage {
  constructor(private readonly page: Page) {}

  /** Opens the screen from the main menu (listed only with the Fizykoterapia feature on). */
  async openFromMenu() {
    const navigation = this.page.getByRole('navigation', { name: 'Nawigacja' });
    if (!(await navigation.isVisible())) {
      await this.page.getByRole('button', { name: 'Otwórz nawigację' }).click();
    }
    await navigation.getByRole('link', { name: 'Zabiegi', exact: true }).click();
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Zabiegi' });
  }

  /** A row of a table by the text of its first cell (a name, perhaps with 'nieaktywny' after it). */
  row(table: Locator, name: string): Locator {
    return table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: new RegExp(`^${name}`) }) });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Szukaj zabiegu' }).fill(text);
  }

  /** 'Kategorie': the categories dialog, a category added by Enter, the dialog closed. */
  async addCategory(name: string) {
    await this.page.getByRole('button', { name: 'Kategorie', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Kategorie zabiegów' });
    await dialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
    const add = this.page.getByRole('dialog', { name: 'Nowa kategoria zabiegów' });
    await add.getByRole('textbox', { name: /^Nazwa kategorii/ }).fill(name);
    await add.getByRole('textbox', { name: /^Nazwa kategorii/ }).press('Enter');
    await expect(add).toBeHidden();
    await expect(this.row(dialog.getByRole('table', { name: 'Kategorie zabiegów' }), name)).toBeVisible();
    return dialog;
  }

  async closeCategories() {
    const dialog = this.page.getByRole('dialog', { name: 'Kategorie zabiegów' });
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();
  }

  async openAdd(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dodaj zabieg' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nowy zabieg' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openEdit(name: string): Promise<Locator> {
    await this.row(this.table(), name)
      .getByRole('button', { name: `Edytuj zabieg ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Edycja zabiegu' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The treatment's fields as typed; the price in złote ("85,50"), the length in minutes. */
  async fillTreatment(
    dialog: Locator,
    z: { name: string; category: string; price: string; minutes: string },
  ) {
    await dialog.getByRole('textbox', { name: /^Nazwa/ }).fill(z.name);
    await dialog.getByRole('combobox', { name: 'Kategoria' }).click();
    await this.page.getByRole('option', { name: z.category, exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Cena/ }).fill(z.price);
    await dialog.getByRole('textbox', { name: /^Długość/ }).fill(z.minutes);
  }

  /** Saves the treatment dialog with Enter in its name field. */
  async saveByEnter(dialog: Locator) {
    await dialog.getByRole('textbox', { name: /^Nazwa/ }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('Zapisano zabieg')).toBeVisible();
  }

  subtypes(dialog: Locator): Locator {
    return dialog.getByRole('table', { name: 'Podtypy' });
  }

  async addSubtype(dialog: Locator, name: string, minutes: string) {
    await dialog.getByRole('button', { name: 'Dodaj podtyp' }).click();
    const add = this.page.getByRole('dialog', { name: 'Nowy podtyp zabiegu' });
    await add.getByRole('textbox', { name: /^Nazwa podtypu/ }).fill(name);
    await add.getByRole('textbox', { name: /^Długość/ }).fill(minutes);
    await add.getByRole('button', { name: 'Zapisz' }).click();
    await expect(add).toBeHidden();
    await expect(this.row(this.subtypes(dialog), name)).toBeVisible();
  }

  async deactivateSubtype(dialog: Locator, name: string) {
    await this.row(this.subtypes(dialog), name)
      .getByRole('button', { name: `Edytuj podtyp ${name}` })
      .click();
    const edit = this.page.getByRole('dialog', { name: 'Edycja podtypu zabiegu' });
    await edit.getByRole('switch', { name: 'Aktywny' }).uncheck();
    await edit.getByRole('button', { name: 'Zapisz' }).click();
    await expect(edit).toBeHidden();
  }
}
