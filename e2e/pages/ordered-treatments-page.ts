import { expect, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';

/** The admin's calls that set the scene of ordering treatments: a treatment with its subtypes. */
export class OrderedTreatmentsApi extends AdminApi {
  /** An active treatment of `minutes` at `grosze`, in no category, at the main location. */
  async addTreatment(nazwa: string, minutes: number, grosze: number): Promise<number> {
    const added = await this.post<{ id: number }>('Zabiegi/InsertZabieg', {
      nazwa,
      cena: grosze,
      dlugoscWizyty: minutes,
      aktywny: true,
    });
    return added.id;
  }

  /** An active subtype of the treatment; 0 minutes: the treatment's length. */
  async addSubtype(zabiegId: number, nazwa: string, minutes: number): Promise<void> {
    await this.post('Zabiegi/InsertPodtyp', { zabiegId, nazwa, dlugoscWizyty: minutes, aktywny: true });
  }

  /** GetZleconeZabiegi: what the visit ordered, as the server holds it. */
  ordered(visitId: number): Promise<{ id: number; nazwaZabiegu: string; podtyp: string | null }[]> {
    return this.get('Visit/GetZleconeZabiegi', { id: visitId });
  }
}

/** The 'Zlecone zabiegi' panel of a visit editor and its 'Zleć zabieg' dialog (spec 000 §2.3, §2.4). */
export class OrderedTreatmentsPage {
  constructor(private readonly page: Page) {}

  list(scope: Locator): Locator {
    return scope.getByRole('table', { name: 'Zlecone zabiegi wizyty' });
  }

  /** The list's body rows (the heading row left out). */
  rows(scope: Locator): Locator {
    return this.list(scope).locator('tbody tr');
  }

  /** Opens 'Zleć zabieg', picks the treatment and the subtype; returns the dialog with the day's terms. */
  async openOrder(scope: Locator, treatment: string, subtype: string | null): Promise<Locator> {
    await scope.getByRole('button', { name: 'Zleć zabieg' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Zlecenie zabiegu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Zabieg/ }).click();
    await this.page.getByRole('option', { name: treatment, exact: true }).click();
    if (subtype !== null) {
      await dialog.getByRole('combobox', { name: /^Podtyp/ }).click();
      await this.page.getByRole('option', { name: subtype, exact: true }).click();
    }
    await expect(this.terms(dialog)).toBeVisible();
    return dialog;
  }

  terms(dialog: Locator): Locator {
    return dialog.getByRole('group', { name: /^Terminy zabiegu/ });
  }

  /** Chooses the day's first free term by keyboard (Tab to it, Space) and orders; returns its name. */
  async orderFirstFreeTerm(dialog: Locator): Promise<string> {
    const term = this.terms(dialog)
      .getByRole('button', { name: /^Termin \d\d:\d\d–\d\d:\d\d$/ })
      .first();
    const name = (await term.getAttribute('aria-label')) ?? '';
    await term.focus();
    await this.page.keyboard.press('Space');
    await expect(term).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Zleć', exact: true }).click();
    await expect(dialog).toBeHidden();
    return name;
  }
}
