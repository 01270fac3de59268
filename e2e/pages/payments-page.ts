import { expect, type Locator, type Page } from '@playwright/test';

/** The visit editor's 'Opłaty' tab (spec 000 §2.3): the amounts, the payments table and the add form. */
export class PaymentsTab {
  constructor(
    private readonly page: Page,
    private readonly editor: Locator,
  ) {}

  async open() {
    await this.editor.getByRole('tab', { name: 'Opłaty', exact: true }).click();
    await expect(this.addForm()).toBeVisible();
  }

  /** 'Pozostało do zapłaty: …' (money with no-break spaces, which the text matchers fold). */
  outstanding(): Locator {
    return this.editor.getByText(/^Pozostało do zapłaty:/);
  }

  table(): Locator {
    return this.editor.getByRole('table', { name: 'Opłaty' });
  }

  addForm(): Locator {
    return this.editor.getByRole('form', { name: 'Dodaj płatność' });
  }

  amount(): Locator {
    return this.addForm().getByRole('textbox', { name: /Kwota \(zł\)/ });
  }

  /** Picks the add form's payment type. */
  async chooseType(type: string) {
    await this.addForm()
      .getByRole('combobox', { name: /Rodzaj płatności/ })
      .click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  /** The add form's payment date: shown only for a transfer. */
  date(): Locator {
    return this.addForm().getByRole('group', { name: /Data płatności/ });
  }

  /** Adds a payment of `type` ('Gotówka', 'Karta', …); the amount as typed, or the form's default. */
  async add(type: string, amount?: string) {
    await this.chooseType(type);
    if (amount !== undefined) await this.amount().fill(amount);
    const rows = await this.table().getByRole('row').count();
    // Enter in the amount adds, as a person at the desk would.
    await this.amount().press('Enter');
    await expect(this.table().getByRole('row')).toHaveCount(rows === 1 ? 2 : rows + 1);
  }
}
