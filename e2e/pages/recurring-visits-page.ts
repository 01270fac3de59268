import { expect, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';
import { fillPicker } from './pickers.ts';

/** The admin's API calls the recurring-visit test needs: the company setting and a clinic day off. */
export class RecurringVisitsApi extends AdminApi {
  /** Turns the company setting allowRegularVisits on or off, the other settings kept. */
  async allowRegularVisits(on: boolean) {
    const settings = await this.result<Record<string, unknown>>(
      this.request.get('/api/services/app/CompanySettings/GetCompanySettings', { headers: this.headers }),
    );
    await this.result(
      this.request.put('/api/services/app/CompanySettings/UpdateCompanySettings', {
        headers: this.headers,
        data: { ...settings, allowRegularVisits: on },
      }),
    );
  }

  /** A clinic day off on `date` ("YYYY-MM-DD"); answers its id. */
  async addDayOff(date: string, description: string): Promise<number> {
    return (
      await this.result<{ id: number }>(
        this.request.post('/api/services/app/DniWolne/Create', {
          headers: this.headers,
          data: { date, description },
        }),
      )
    ).id;
  }

  async removeDayOff(id: number) {
    await this.result(
      this.request.delete('/api/services/app/DniWolne/Delete', { headers: this.headers, params: { Id: id } }),
    );
  }
}

/** The new visit's recurring settings in the editor (spec 000 §4.3) and its dates dialog. */
export class RecurringVisitPanel {
  constructor(
    private readonly page: Page,
    private readonly editor: Locator,
  ) {}

  switch(): Locator {
    return this.editor.getByRole('switch', { name: 'Wizyta cykliczna' });
  }

  /** Turns the series on, sets its end date ("DD-MM-YYYY") and chooses the period: Verify runs. */
  async setUp(endDate: string, period: 'Codziennie' | 'Co tydzień' | 'Co 2 tygodnie' | 'Co miesiąc') {
    await this.switch().check();
    await fillPicker(this.editor, 'Data zakończenia', endDate);
    const verified = this.page.waitForResponse((r) => r.url().includes('/Visit/CheckRegularVisit'));
    await this.editor.getByRole('combobox', { name: 'Powtarzaj' }).click();
    await this.page.getByRole('option', { name: period, exact: true }).click();
    expect((await verified).ok()).toBe(true);
  }

  /** The line naming the dates to be fixed, with their reasons. */
  exceptions(): Locator {
    return this.editor.getByText(/^Terminy do poprawy /);
  }

  dates(): Locator {
    return this.editor.getByText(/^Terminy wizyt /);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Terminy wizyty cyklicznej' });
  }

  async openDates() {
    await this.editor.getByRole('button', { name: 'Terminy', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** The dates dialog's row of an exception ("DD-MM-YYYY HH:mm–HH:mm" and its reason). */
  exception(date: string): Locator {
    return this.dialog().getByRole('listitem').filter({ hasText: date });
  }

  /** Moves the exception of `date` to the first free hour offered; answers that hour's name. */
  async moveToFirstFree(date: string): Promise<string> {
    await this.exception(date).getByRole('button', { name: 'Przenieś' }).click();
    const hour = this.exception(date).getByRole('region').getByRole('button').first();
    await expect(hour).toBeVisible();
    const name = (await hour.getAttribute('aria-label'))!;
    await hour.click();
    await expect(this.dialog().getByText('Wszystkie terminy są wolne.')).toBeVisible();
    return name;
  }

  async ok() {
    await this.dialog().getByRole('button', { name: 'OK', exact: true }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
