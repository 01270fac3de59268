import { expect, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';

/** A message of the outbox or the inbox, as `Sms/GetMessages` answers it. */
export interface SmsMessageRow {
  readonly id: number;
  readonly kind: string;
  readonly clientName: string | null;
  readonly visitId: number | null;
  readonly phone: string;
  readonly text: string;
  readonly status: number;
  readonly outcome: string | null;
}

/** Company settings as the API answers them (the fields this page object changes, and the rest). */
export type CompanySettings = Record<string, unknown>;

/** The instant of a clinic wall-clock time ("YYYY-MM-DD", "HH:mm", Europe/Warsaw), as an ISO string. */
export function clinicInstant(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const wall = (zone: string) => new Date(guess.toLocaleString('en-US', { timeZone: zone })).getTime();
  return new Date(guess.getTime() - (wall('Europe/Warsaw') - wall('UTC'))).toISOString();
}

/** The administrator's API calls that set the SMS scene: settings, patients with numbers, visits, replies. */
export class SmsApi extends AdminApi {
  settings(): Promise<CompanySettings> {
    return this.get('CompanySettings/GetCompanySettings', {});
  }

  /** Saves the settings with `changes` over what is stored now; answers what was stored before. */
  async updateSettings(changes: CompanySettings): Promise<CompanySettings> {
    const before = await this.settings();
    await this.result(
      this.request.put('/api/services/app/CompanySettings/UpdateCompanySettings', {
        headers: this.headers,
        data: { ...before, ...changes },
      }),
    );
    return before;
  }

  /** A patient with a mobile number used for SMS and the SMS consent. */
  async addSmsPatient(name: string, surname: string, phone: string): Promise<number> {
    const patient = await this.post<{ id: number }>('Client/CreateQuick', {
      name,
      surname,
      phone,
      usePhoneForSMS: true,
      patientAgreeToReceiveSMS: true,
    });
    return patient.id;
  }

  /**
   * A 30-minute visit of the therapist on `date` at the first of `times` (clinic "HH:mm") the therapist
   * has free; the schedule check is waived, as reception does when it confirms 'poza harmonogramem'.
   */
  async bookAtFirstFreeTime(therapistId: number, clientId: number, date: string, times: readonly string[]) {
    for (const time of times) {
      const start = clinicInstant(date, time);
      const response = await this.request.post('/api/services/app/Visit/CreatePatientVisit', {
        headers: this.headers,
        data: {
          startTime: start,
          endTime: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
          therapistId,
          clientId,
          pomin_harmonogram: true,
          // The demo clinic has Fizykoterapia: a visit needs a treatment or a visit type.
          zabiegId: await this.demoTreatmentId(),
        },
      });
      if (response.status() === 409) continue; // another visit of the therapist holds the time
      const text = await response.text();
      expect(response.ok(), text).toBe(true);
      return { id: (JSON.parse(text) as { result: { id: number } }).result.id, start };
    }
    throw new Error(`no free time for therapist ${therapistId} on ${date}`);
  }

  async visitStatus(id: number): Promise<number> {
    return (await this.get<{ status: number }>('Visit/GetPatientVisitDetails', { id })).status;
  }

  async cancelVisit(id: number) {
    await this.post('Visit/CancelVisit', { id, status_subtype: 2, reason: 'Test e2e' });
  }

  /** The outbox (or inbox) messages found by `filter` (a patient's name, a number or a text). */
  async messages(filter: string, direction: 'out' | 'in' = 'out'): Promise<SmsMessageRow[]> {
    const page = await this.get<{ items: SmsMessageRow[] }>('Sms/GetMessages', {
      direction,
      Filter: filter,
      MaxResultCount: 100,
    });
    return page.items;
  }

  /** A patient's reply played on the simulator, as the gateway would pass it on. */
  simulateReply(phone: string, text: string): Promise<SmsMessageRow> {
    return this.post('Sms/SimulateReply', { phone, text });
  }
}

/** /sms 'Bramka SMS': the outbox and the inbox, and the simulator's reply dialog. */
export class SmsGatewayPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/sms');
    await expect(this.page.getByRole('heading', { name: 'Bramka SMS', level: 2 })).toBeVisible();
  }

  mode(): Locator {
    return this.page.getByText(/^Tryb: /);
  }

  async tab(name: 'Wysłane' | 'Odebrane') {
    const tab = this.page.getByRole('tablist', { name: 'Skrzynki SMS' }).getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  table(which: 'Wiadomości wysłane' | 'Wiadomości odebrane' = 'Wiadomości wysłane'): Locator {
    return this.page.getByRole('table', { name: which });
  }

  async search(text: string) {
    const box = this.page.getByRole('searchbox', { name: 'Szukaj (pacjent, numer, treść)' });
    await box.fill(text);
    await box.press('Enter');
  }

  /** The table's body rows that mention `text` (a patient's name, a number, a kind…). */
  rows(text: string | RegExp, which?: Parameters<SmsGatewayPage['table']>[0]): Locator {
    return this.table(which).locator('tbody tr').filter({ hasText: text });
  }

  /**
   * Plays a patient's reply: from a sent message's row ('Symuluj odpowiedź z numeru …', number filled
   * in) when `phone` is that row's number, else from the page's 'Symuluj odpowiedź pacjenta' button.
   */
  async simulateReply(text: string, from: { row: Locator } | { phone: string }) {
    if ('row' in from) await from.row.getByRole('button', { name: /^Symuluj odpowiedź z numeru / }).click();
    else await this.page.getByRole('button', { name: 'Symuluj odpowiedź pacjenta' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Symuluj odpowiedź pacjenta' });
    await expect(dialog).toBeVisible();
    const phone = dialog.getByRole('textbox', { name: 'Numer telefonu pacjenta' });
    if ('phone' in from) await phone.fill(from.phone);
    else await expect(phone).not.toHaveValue('');
    await dialog.getByRole('textbox', { name: 'Treść odpowiedzi' }).fill(text);
    await dialog.getByRole('button', { name: 'Odbierz odpowiedź' }).click();
    await expect(dialog).toBeHidden();
  }

  /** A notice shown after an action, e.g. 'Odebrano odpowiedź: Potwierdził wizytę'. */
  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }
}

/** The calendar toolbar's SMS button and the full-screen 'Statusy SMS wizyt' dialog it opens. */
export class SmsStatusesDialog {
  constructor(private readonly page: Page) {}

  /** The toolbar's button, 'SMS sent/total' (its accessible name adds 'do wyjaśnienia: n'). */
  button(): Locator {
    return this.page.getByRole('button', { name: /^SMS \d+\/\d+, do wyjaśnienia: \d+$/ });
  }

  /** The button's counts: reminders sent and to send on the shown day, visits to be explained. */
  async counts(): Promise<{ sent: number; total: number; toExplain: number }> {
    const label = (await this.button().getAttribute('aria-label')) ?? '';
    const [, sent, total, toExplain] = /^SMS (\d+)\/(\d+), do wyjaśnienia: (\d+)$/.exec(label) ?? [];
    return { sent: Number(sent), total: Number(total), toExplain: Number(toExplain) };
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Statusy SMS wizyt' });
  }

  async open() {
    await this.button().click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.table()).toBeVisible();
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Zamknij' }).first().click();
    await expect(this.dialog()).toBeHidden();
  }

  async filter(name: 'Wszystkie' | 'Niewysłane' | 'Do wyjaśnienia') {
    const tab = this.dialog().getByRole('tablist', { name: 'Filtr wizyt' }).getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  summary(): Locator {
    return this.dialog().getByRole('group', { name: 'Podsumowanie' });
  }

  table(): Locator {
    return this.dialog().getByRole('table', { name: 'Wizyty i ich przypomnienia SMS' });
  }

  /** The row of a patient's visit ("Name Surname", as the dialog writes it). */
  row(patient: string): Locator {
    return this.table().locator('tbody tr').filter({ hasText: patient });
  }

  /** Opens the row's visit in the visit editor ('Otwórz wizytę: …'). */
  async openVisit(patient: string) {
    await this.row(patient)
      .getByRole('button', { name: new RegExp(`^Otwórz wizytę: ${patient}, `) })
      .click();
  }
}

/** The patient editor's 'Historia SMS' tab table. */
export function smsHistory(editor: Locator): Locator {
  return editor.getByRole('table', { name: 'Historia SMS' });
}
