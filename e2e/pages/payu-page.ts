import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';

/**
 * The clinic's PayU settings through the API, as the administrator would save them on the 'Ustawienia
 * PayU' tab: a POS for the simulator (PAYU_MODE=simulator, the default), links living 3 days, paid
 * visits confirmed, and the calendar's payment icons on.
 */
export async function configurePayU(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const current = await request.get('/api/services/app/CompanySettings/GetCompanySettings', { headers });
  const { result } = (await current.json()) as { result: Record<string, unknown> };
  const saved = await request.put('/api/services/app/CompanySettings/UpdateCompanySettings', {
    headers,
    data: {
      ...result,
      payUClientId: '300746',
      payUPosId: '300746',
      payUClientSecret: 'e2e-client-secret',
      payUMD5Key: 'e2e-second-key',
      payUConfirmVisitsByPayment: true,
      payUPaymentLinkLifetime: 3,
      hoursBeforeVisitForPayURefund: 24,
      showPaymentIconInCalendar: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The 'Opłaty' tab's card-payment block of the visit editor (spec 000 §2.3). */
export class PayULinkBlock {
  constructor(private readonly editor: Locator) {}

  section(): Locator {
    return this.editor.getByRole('region', { name: 'Link do płatności PayU' });
  }

  /** 'Utwórz link PayU na …'; answers the link's address once shown. */
  async createLink(): Promise<string> {
    await this.section()
      .getByRole('button', { name: /^Utwórz link PayU na / })
      .click();
    const address = this.section().getByRole('textbox', { name: 'Link do płatności' });
    await expect(address).toHaveValue(/^http/);
    return address.inputValue();
  }

  status(): Locator {
    return this.section().getByText(/^Status: /);
  }
}

/** The simulator's pay page (PAYU_MODE=simulator) in a tab of its own, as the patient opens the SMS link. */
export async function payOnSimulator(context: BrowserContext, link: string) {
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'Symulator płatności PayU' })).toBeVisible();
  await tab.getByRole('button', { name: 'Zapłać' }).click();
  await expect(tab.getByRole('status')).toHaveText('Płatność przyjęta. Możesz zamknąć to okno.');
  await tab.close();
}

/** The refund dialog (spec 000 §5 Refund, 400 px). */
export class RefundDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Zwrot płatności PayU' });
  }

  amount(): Locator {
    return this.dialog().getByRole('textbox', { name: /Kwota zwrotu/ });
  }

  /** Fills the amount (as typed, "50,00") and the reason and sends it; waits for the dialog to close. */
  async refund(amount: string, reason: string) {
    await this.amount().fill(amount);
    await this.dialog()
      .getByRole('textbox', { name: /Powód zwrotu/ })
      .fill(reason);
    await this.dialog().getByRole('button', { name: 'Zwróć', exact: true }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

/** /payu 'Płatności online': the card-payment orders and an order's details. */
export class PayUOverview {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/payu');
    await expect(
      this.page.getByRole('main').getByRole('heading', { name: 'Płatności online' }),
    ).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Płatności PayU' });
  }

  /** Narrows the list to a patient ("Surname Name" or a part of it). */
  async search(patient: string) {
    await this.page.getByRole('searchbox', { name: /Pacjent/ }).fill(patient);
  }

  row(patient: string): Locator {
    return this.table().getByRole('row').filter({ hasText: patient });
  }

  /** Opens the patient's order's details dialog. */
  async details(patient: string): Promise<Locator> {
    await this.table()
      .getByRole('button', { name: `Szczegóły płatności ${patient}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: /^Płatność PayU / });
    await expect(dialog.getByRole('table', { name: 'Zwroty' })).toBeVisible();
    return dialog;
  }

  async closeDetails(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
