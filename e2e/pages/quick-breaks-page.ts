import { expect, type Locator, type Page } from '@playwright/test';

/** /przerwy 'Szybkie przerwy', and the 'Dodawanie przepustki' dialog it shares with the therapist editor. */
export class QuickBreaksPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/przerwy');
    await expect(this.page.getByRole('main').getByRole('heading', { name: 'Szybkie przerwy' })).toBeVisible();
  }

  async pickTherapist(fullName: string) {
    await this.page.getByLabel('Terapeuta').click();
    await this.page.getByRole('option', { name: fullName }).click();
  }

  async add(date: string, start: string, end: string) {
    await this.page.getByRole('button', { name: 'Dodaj' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Dodawanie przepustki' });
    await dialog.getByLabel('Data').fill(date);
    await dialog.getByLabel('Godzina od').fill(start);
    await dialog.getByLabel('Godzina do').fill(end);
    return dialog;
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
