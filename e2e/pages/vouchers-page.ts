import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';

/** /vouchery 'Vouchery': the sold vouchers with the sale dialog, and the kinds the clinic sells. */
export class VouchersPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/vouchery');
    await expect(this.sold()).toBeVisible();
  }

  sold(): Locator {
    return this.page.getByRole('table', { name: 'Sprzedane vouchery' });
  }

  kinds(): Locator {
    return this.page.getByRole('table', { name: 'Rodzaje voucherów' });
  }

  /** A row of the sold vouchers by its number. */
  soldRow(number: string): Locator {
    return this.sold()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: number, exact: true }) });
  }

  async showKinds() {
    await this.page.getByRole('tab', { name: 'Rodzaje voucherów' }).click();
    await expect(this.kinds()).toBeVisible();
  }

  async showSold() {
    await this.page.getByRole('tab', { name: 'Sprzedane vouchery' }).click();
    await expect(this.sold()).toBeVisible();
  }

  /** Adds a kind on the kinds tab: its name, type ('Wizyty', 'Czas', 'Kwota') and numbers as typed. */
  async addKind(kind: { name: string; type: string; quantity: string; price: string; days: string }) {
    await this.page.getByRole('button', { name: 'Dodaj rodzaj vouchera' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nowy rodzaj vouchera' });
    await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(kind.name);
    await dialog.getByRole('combobox', { name: 'Rodzaj' }).click();
    await this.page.getByRole('option', { name: kind.type, exact: true }).click();
    await dialog.getByRole('textbox', { name: /^(Liczba wizyt|Liczba minut|Kwota)/ }).fill(kind.quantity);
    await dialog.getByRole('textbox', { name: /^Cena/ }).fill(kind.price);
    await dialog.getByRole('textbox', { name: /^Ważność/ }).fill(kind.days);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.kinds().getByRole('row').filter({ hasText: kind.name })).toBeVisible();
  }

  /** 'Sprzedaj voucher {kind}' of a kinds row: the sale dialog with the kind chosen. */
  async sellKind(kind: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Sprzedaj voucher ${kind}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Sprzedaż vouchera' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The sale's number and one patient "Surname Name" found by surname. */
  async fillSale(dialog: Locator, sale: { number: string; patient: string }) {
    await dialog.getByRole('textbox', { name: 'Numer' }).fill(sale.number);
    await dialog.getByRole('combobox', { name: 'Dodaj pacjenta' }).fill(sale.patient.split(' ')[0]!);
    await this.page.getByRole('option', { name: new RegExp(`^${sale.patient}`) }).click();
    await expect(dialog.getByRole('listitem', { name: sale.patient })).toBeVisible();
  }

  async submitSale(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Sprzedaj', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The voucher block of the visit editor's 'Opłaty' tab: the patient's vouchers and paying with one. */
export class VoucherBlock {
  constructor(
    private readonly page: Page,
    private readonly editor: Locator,
  ) {}

  region(): Locator {
    return this.editor.getByRole('region', { name: 'Vouchery pacjenta' });
  }

  row(name: string): Locator {
    return this.region().getByRole('row').filter({ hasText: name });
  }

  payButton(name: string): Locator {
    return this.region().getByRole('button', { name: `Opłać voucherem ${name}` });
  }

  /** Pays the visit with the voucher named `name` ('Pakiet E2E E2E/1'), confirming in its dialog. */
  async pay(name: string) {
    await this.payButton(name).click();
    const dialog = this.page.getByRole('dialog', { name: `Opłata voucherem ${name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Opłać voucherem', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/**
 * A new patient and their visit of 30 minutes early on `day` with the first demo therapist, booked
 * through the API as the admin (before opening hours: no demo visit is there).
 */
export async function bookPatientVisit(
  request: APIRequestContext,
  patient: { name: string; surname: string },
  day: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const created = await request.post('/api/services/app/Client/CreateQuick', { headers, data: patient });
  expect(created.ok()).toBe(true);
  const clientId = ((await created.json()) as { result: { id: number } }).result.id;
  const therapists = await request.get('/api/services/app/Therapist/GetAll', {
    headers,
    params: { page: 1, limit: 1, IsActive: true },
  });
  const [therapist] = ((await therapists.json()) as { result: { items: { therapistID: number }[] } }).result
    .items;
  // The demo clinic has Fizykoterapia: a visit needs a treatment or a visit type.
  const treatments = await request.get('/api/services/app/Zabiegi/GetZabiegiList', {
    headers,
    params: { limit: 1000, aktywny: 'true' },
  });
  const [treatment] = ((await treatments.json()) as { result: { items: { id: number }[] } }).result.items;
  const visit = await request.post('/api/services/app/Visit/CreatePatientVisit', {
    headers,
    data: {
      startTime: `${day}T05:30:00.000Z`,
      endTime: `${day}T06:00:00.000Z`,
      therapistId: therapist!.therapistID,
      clientId,
      pomin_harmonogram: true,
      zabiegId: treatment!.id,
    },
  });
  expect(visit.ok()).toBe(true);
}
