import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';
import { fillPicker, pickerInput } from './pickers.ts';

/** Treatments set up for a test through the API (feature Fizykoterapia, on in the demo clinic). */
export class VisitTreatmentApi extends AdminApi {
  /** A treatment of `minutes` with subtypes of their own lengths; returns its id. */
  async addTreatment(
    nazwa: string,
    minutes: number,
    subtypes: readonly { nazwa: string; minutes: number }[],
  ): Promise<number> {
    const { id } = await this.post<{ id: number }>('Zabiegi/InsertZabieg', {
      nazwa,
      cena: 5000,
      dlugoscWizyty: minutes,
    });
    for (const s of subtypes) {
      await this.post('Zabiegi/InsertPodtyp', { zabiegId: id, nazwa: s.nazwa, dlugoscWizyty: s.minutes });
    }
    return id;
  }
}

/**
 * The id of a demo treatment by name, for a visit a test books through the API: the demo clinic has
 * Fizykoterapia, where a visit needs a treatment or a therapist visit type.
 */
export async function demoTreatmentId(
  request: APIRequestContext,
  headers: Record<string, string>,
  nazwa = 'Magnetoterapia',
): Promise<number> {
  const res = await request.get('/api/services/app/Zabiegi/GetZabiegiList', {
    headers,
    params: { limit: 1000, aktywny: 'true' },
  });
  expect(res.ok()).toBe(true);
  const { items } = ((await res.json()) as { result: { items: { id: number; nazwa: string }[] } }).result;
  const found = items.find((t) => t.nazwa === nazwa);
  if (!found) throw new Error(`the demo clinic has no active treatment '${nazwa}'`);
  return found.id;
}

/** The visit editor's treatment and subtype selects. */
export async function chooseTreatment(page: Page, editor: Locator, treatment: string, subtype?: string) {
  await editor.getByRole('combobox', { name: /^Zabieg/ }).click();
  await page.getByRole('option', { name: treatment }).click();
  if (subtype === undefined) return;
  await editor.getByRole('combobox', { name: /^Podtyp zabiegu/ }).click();
  await page.getByRole('option', { name: subtype }).click();
}

/**
 * The demo clinic has Fizykoterapia, where a visit needs a treatment or a therapist visit type: for a
 * test about something else, chooses a demo treatment and puts the end back where it was.
 */
export async function chooseDemoTreatment(page: Page, editor: Locator) {
  const end = await pickerInput(editor, 'Godzina zakończenia').inputValue();
  await chooseTreatment(page, editor, 'Magnetoterapia (20 min)');
  await fillPicker(editor, 'Godzina zakończenia', end);
  await expect(pickerInput(editor, 'Godzina zakończenia')).toHaveValue(end);
}
