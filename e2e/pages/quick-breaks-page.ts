import { expect, type Locator, type Page } from '@playwright/test';
import { fillPicker } from './pickers.ts';

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

  /** Fills the dialog: `date` as DD-MM-YYYY, the times as HH:mm. */
  async add(date: string, start: string, end: string) {
    await this.page.getByRole('button', { name: 'Dodaj' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Dodawanie przepustki' });
    await fillPicker(dialog, 'Data', date);
    await fillPicker(dialog, 'Godzina od', start);
    await fillPicker(dialog, 'Godzina do', end);
    return dialog;
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
