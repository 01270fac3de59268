import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { BASE_URL } from '../env.ts';
import { PatientsPage } from '../pages/patients-page.ts';
import { logInAsAdmin } from '../pages/session.ts';
import {
  smsHistory,
  SmsApi,
  SmsGatewayPage,
  SmsStatusesDialog,
  type CompanySettings,
} from '../pages/sms-page.ts';
import { clinicToday, dayAfter, isoDate, VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

/*
 * Issue 18's proof in Chromium: tomorrow's visits get their reminders through the simulator gateway,
 * the patients' replies confirm, cancel or leave a visit to be explained, and a cancellation undone in
 * time sends nothing. The suite shares one server: this spec's patients have surnames and numbers of
 * this run only, and every check looks at them alone.
 */

/** Letters of this run (patient names take no digits). */
const RUN = Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('');
/** A mobile number of this run: 6 and eight digits. */
const phoneOf = (n: number) => `6${String((Date.now() + n * 7_919) % 100_000_000).padStart(8, '0')}`;

const TOMORROW = isoDate(dayAfter(clinicToday(), 1));
/** Times tried for this spec's visits tomorrow, late enough to stay clear of the demo's mornings. */
const TIMES = Array.from(
  { length: 16 },
  (_, i) => `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** The SMS settings this spec works with: any hour of the day, a short undo window, the answer lists. */
const SMS_SETTINGS = {
  daysBeforeSendVisitSMS: 1,
  smsSendFrom: '00:00',
  smsSendTo: '23:59',
  smsUndoSeconds: 3,
  visitSMSTemplate: 'Przypominamy o wizycie %dw% o godz. %gw% (%tw%). Odpowiedz TAK lub NIE.',
  confirmAnswersVisitSMS: 'tak,potwierdzam',
  cancelAnswersVisitSMS: 'nie,odwoluje',
  szablon_sms_odwolanie: 'Wizyta %dw% o godz. %gw% została odwołana. Zapraszamy do ponownej rejestracji.',
} as const;

interface Booked {
  readonly name: string;
  readonly surname: string;
  readonly phone: string;
  readonly visitId: number;
}
/** "Name Surname", as the statuses dialog and the outbox write a patient. */
const person = (p: Booked) => `${p.name} ${p.surname}`;

/** The calendar's Day view of tomorrow, where the toolbar's SMS button counts tomorrow's reminders. */
async function calendarTomorrow(page: Page) {
  const visits = new VisitsPage(page);
  await page.goto(`/visits?widok=day&data=${TOMORROW}`);
  await expect(page.locator('.wz-calendar')).toBeVisible();
  await visits.settled();
  return visits;
}

test.describe.serial('SMS reminders and replies (issue 18)', () => {
  /** The describe's own API context: the `request` fixture of beforeAll does not live into the tests. */
  let context: APIRequestContext;
  let api: SmsApi;
  let saved: CompanySettings;
  let therapistId: number;
  /** The toolbar's 'do wyjaśnienia' count of tomorrow before the replies. */
  let toExplainBefore = 0;
  const patients: Booked[] = [];

  const book = async (name: string, n: number): Promise<Booked> => {
    const surname = `${name}${RUN}`;
    const phone = phoneOf(n);
    const clientId = await api.addSmsPatient('Pacjent', surname, phone);
    const { id } = await api.bookAtFirstFreeTime(therapistId, clientId, TOMORROW, TIMES);
    return { name: 'Pacjent', surname, phone, visitId: id };
  };

  test.beforeAll(async () => {
    context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    api = await SmsApi.as(context);
    saved = await api.updateSettings(SMS_SETTINGS);
    therapistId = await api.therapistId('Anna', 'Nowak');
  });

  test.afterAll(async () => {
    const keys = Object.keys(SMS_SETTINGS) as (keyof typeof SMS_SETTINGS)[];
    await api.updateSettings(Object.fromEntries(keys.map((k) => [k, saved[k]])));
    await context.dispose();
  });

  test("tomorrow's visits get reminders: the outbox, the statuses dialog and the patient's history", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    patients.push(await book('Potwierdza', 1), await book('Odwoluje', 2), await book('Waha', 3));

    // The server plans each patient's reminder at the booking and sends it after the undo window.
    for (const p of patients)
      await expect
        .poll(async () => (await api.messages(p.surname)).map((m) => `${m.kind}:${m.status}`), {
          timeout: 30_000,
        })
        .toEqual(['reminder:2']);

    await logInAsAdmin(page);
    const gateway = new SmsGatewayPage(page);
    await gateway.open();
    await expect(gateway.mode()).toHaveText('Tryb: symulator');
    await gateway.search(RUN);
    for (const p of patients) {
      const row = gateway.rows(person(p));
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Przypomnienie');
      await expect(row).toContainText('Dostarczony');
      await expect(row).toContainText('Przypominamy o wizycie');
      await expect(row).toContainText('Odpowiedz TAK lub NIE.');
    }
    await snapshot(page, 'sms-gateway-outbox');

    await calendarTomorrow(page);
    const statuses = new SmsStatusesDialog(page);
    const before = await statuses.counts();
    expect(before.sent).toBeGreaterThanOrEqual(patients.length);
    expect(before.total).toBeGreaterThanOrEqual(before.sent);
    toExplainBefore = before.toExplain;
    await snapshot(page, 'sms-calendar-toolbar');
    await statuses.open();
    for (const p of patients) {
      await expect(statuses.row(person(p))).toContainText('Dostarczony');
      await expect(statuses.row(person(p))).toContainText('Nowa');
    }
    await snapshot(page, 'sms-statuses-dialog');
    await statuses.close();

    const first = patients[0]!;
    const patientsPage = new PatientsPage(page);
    await patientsPage.open();
    await patientsPage.search(first.surname);
    const editor = await patientsPage.edit(person(first));
    await patientsPage.tab(editor, 'Historia SMS');
    const history = smsHistory(editor);
    await expect(history.locator('tbody tr')).toHaveCount(1);
    await expect(history.locator('tbody tr')).toContainText('Przypominamy o wizycie');
    await expect(history.locator('tbody tr')).toContainText('System');
    await snapshot(page, 'sms-patient-history');
  });

  test("replies: 'tak' confirms, 'NIE.' cancels, 'może' leaves the visit to be explained", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [confirms, cancels, hesitates] = patients as [Booked, Booked, Booked];
    await logInAsAdmin(page);
    const gateway = new SmsGatewayPage(page);
    await gateway.open();
    await gateway.search(RUN);

    // From the reminder's row (its number filled in) and from the page's button (number typed).
    await gateway.simulateReply('tak', { row: gateway.rows(person(confirms)) });
    await expect(gateway.notice('Odebrano odpowiedź: Potwierdził wizytę')).toBeVisible();
    await gateway.simulateReply('NIE.', { phone: cancels.phone });
    await expect(gateway.notice('Odebrano odpowiedź: Odwołał wizytę')).toBeVisible();
    await gateway.simulateReply('może', { phone: `+48 ${hesitates.phone}` });
    await expect(gateway.notice('Odebrano odpowiedź: Do wyjaśnienia')).toBeVisible();

    expect(await api.visitStatus(confirms.visitId)).toBe(1);
    expect(await api.visitStatus(cancels.visitId)).toBe(4);
    expect(await api.visitStatus(hesitates.visitId)).toBe(5);

    await gateway.tab('Odebrane');
    const inbox = 'Wiadomości odebrane' as const;
    await expect(gateway.rows(person(confirms), inbox)).toContainText('Potwierdził wizytę');
    await expect(gateway.rows(person(cancels), inbox)).toContainText('Odwołał wizytę');
    await expect(gateway.rows(person(hesitates), inbox)).toContainText('może');
    await expect(gateway.rows(person(hesitates), inbox)).toContainText('Do wyjaśnienia');
    await snapshot(page, 'sms-gateway-inbox');

    await calendarTomorrow(page);
    const statuses = new SmsStatusesDialog(page);
    // The demo's own visits of tomorrow may be 'Do wyjaśnienia' too: one more than before the replies.
    const { toExplain } = await statuses.counts();
    expect(toExplain).toBe(toExplainBefore + 1);
    await statuses.open();
    await expect(statuses.row(person(confirms))).toContainText('Potwierdzona');
    await expect(statuses.row(person(confirms))).toContainText('tak');
    await expect(statuses.row(person(cancels))).toContainText('Odwołana przez pacjenta');
    await expect(statuses.row(person(hesitates))).toContainText('Do wyjaśnienia');
    await expect(statuses.summary()).toContainText(`Do wyjaśnienia: ${toExplain}`);
    await statuses.filter('Do wyjaśnienia');
    await expect(statuses.row(person(hesitates))).toHaveCount(1);
    await expect(statuses.row(person(confirms))).toHaveCount(0);
    await expect(statuses.row(person(cancels))).toHaveCount(0);
    await expect(statuses.table().locator('tbody tr')).toHaveCount(toExplain);
    await snapshot(page, 'sms-statuses-to-explain');

    // The visit's own SMS tab: the reminder, the patient's answer and the visit's messages.
    await statuses.openVisit(person(hesitates));
    const editor = new VisitsPage(page).editor(`${hesitates.surname} ${hesitates.name}`);
    await expect(editor).toBeVisible();
    await editor.getByRole('tab', { name: 'SMS', exact: true }).click();
    await expect(editor.getByText('Przypomnienie o wizycie')).toBeVisible();
    await expect(editor.getByText('Odpowiedź pacjenta: może')).toBeVisible();
    const messages = editor.getByRole('table', { name: 'Wiadomości tej wizyty' });
    await expect(messages).toContainText('Przypominamy o wizycie');
    await expect(messages).toContainText('może');
    await snapshot(page, 'sms-visit-editor-tab');
    await messages.scrollIntoViewIfNeeded();
    await snapshot(page, 'sms-visit-editor-messages');
  });

  test('a cancellation undone within the window sends nothing', async ({ page }) => {
    test.setTimeout(120_000);
    await api.updateSettings({ smsUndoSeconds: 20 });
    const undone = await book('Cofniety', 4);
    // Cancelled the same way and left cancelled: its message shows the check below can fail.
    const control = await book('Odwolany', 5);

    await logInAsAdmin(page);
    const visits = await calendarTomorrow(page);
    const statuses = new SmsStatusesDialog(page);
    await statuses.open();
    await statuses.openVisit(person(undone));
    const editor = visits.editor(`${undone.surname} ${undone.name}`);
    await expect(editor).toBeVisible();
    await editor.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await page.getByRole('button', { name: 'Tak', exact: true }).click();
    const reason = page.getByRole('dialog', { name: 'Powód odwołania wizyty' });
    await reason.getByRole('radio', { name: 'Odwołana przez placówkę' }).check();
    await reason.getByRole('button', { name: 'Odwołaj wizytę' }).click();

    const notice = visits.cancelledNotice();
    await expect(notice).toContainText(/^Wizyta odwołana — SMS do pacjenta wyjdzie za (19|20) s/);
    await api.cancelVisit(control.visitId);
    await snapshot(page, 'sms-cancel-undo-notice');
    await notice.getByRole('button', { name: 'Cofnij' }).click();
    await expect(visits.notice('Cofnięto')).toBeVisible();
    await expect(editor).toHaveAccessibleName(/ — Nowa$/);
    expect(await api.visitStatus(undone.visitId)).toBe(0);

    // The control was cancelled after the undone visit: once its message left, the undone visit's
    // cancellation job has run too.
    await expect
      .poll(async () => (await api.messages(control.surname)).map((m) => m.kind), { timeout: 40_000 })
      .toContain('cancellation');
    expect((await api.messages(undone.surname)).map((m) => m.kind)).not.toContain('cancellation');
    expect(await api.visitStatus(undone.visitId)).toBe(0);

    await visits.closeEditor(editor);
    const gateway = new SmsGatewayPage(page);
    await gateway.open();
    await gateway.search(RUN);
    await expect(gateway.rows(person(control)).filter({ hasText: 'Odwołanie' })).toHaveCount(1);
    await expect(gateway.rows(person(undone)).filter({ hasText: 'Odwołanie' })).toHaveCount(0);
  });
});
