import { expect, type Locator, type Page } from '@playwright/test';

/** 'Dostepne terminy' (spec 000 §2.1): the calendar toolbar's free-slot dialog and its slot picker. */
export class FreeSlotsPage {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Dostepne terminy' });
  }

  /** Opens the dialog from the toolbar (a therapist must be chosen) and waits for its first page. */
  async open() {
    await this.page.getByRole('button', { name: 'Dostepne terminy', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    await this.settled();
  }

  async settled() {
    await expect(
      this.dialog().getByRole('progressbar', { name: 'Wczytywanie wolnych terminów…' }),
    ).toHaveCount(0);
  }

  /** The dates shown ("Pon 07-01-2030"), in order. */
  days(): Locator {
    return this.dialog().getByRole('region');
  }

  /** The hour buttons, each named "DD-MM-YYYY, godz. HH:mm". */
  hours(): Locator {
    return this.days().getByRole('button');
  }

  slot(name: string): Locator {
    return this.dialog().getByRole('button', { name, exact: true });
  }

  async next() {
    const first = await this.days().first().getAttribute('aria-label');
    await this.dialog().getByRole('button', { name: 'Następne terminy' }).click();
    await expect(this.days().first()).not.toHaveAttribute('aria-label', first ?? '');
    await this.settled();
  }

  async previous() {
    const first = await this.days().first().getAttribute('aria-label');
    await this.dialog().getByRole('button', { name: 'Poprzednie terminy' }).click();
    await expect(this.days().first()).not.toHaveAttribute('aria-label', first ?? '');
    await this.settled();
  }

  visitType(): Locator {
    return this.dialog().getByRole('combobox', { name: 'Typ wizyty' });
  }

  async chooseVisitType(name: string) {
    await this.visitType().click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.visitType()).toHaveText(name);
    await this.settled();
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
