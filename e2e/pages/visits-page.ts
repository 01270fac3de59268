import { expect, type Locator, type Page } from '@playwright/test';
import { fillPicker } from './pickers.ts';

/** "dd-MM-yyyy", the calendar's and the date pickers' format. */
export const displayDate = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;

/** "YYYY-MM-DD" of a local date, as the API takes dates. */
export const isoDate = (d: Date) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** A free, working slot of the Day view: its column (therapist) and its index from the opening hour. */
export interface DaySlot {
  readonly column: number;
  readonly therapist: string;
  readonly slot: number;
}

/** /visits 'Wizyty': the calendar's toolbar and views, the visit search and the visit editor. */
export class VisitsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/visits');
    await expect(this.page.locator('.wz-calendar')).toBeVisible();
    await this.settled();
  }

  /** Waits until no visit list is loading. */
  async settled() {
    await expect(this.page.getByRole('progressbar', { name: 'Wczytywanie wizyt…' })).toHaveCount(0);
  }

  async view(name: 'Dzień' | 'Tydzień' | 'Miesiąc') {
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByRole('button', { name, exact: true })).toHaveClass(/rbc-active/);
    await this.settled();
  }

  toolbarLabel(): Locator {
    return this.page.locator('.rbc-toolbar-label');
  }

  /** 'Dalej' (the next day, week or month), once shown and loaded. */
  async next() {
    const shown = await this.toolbarLabel().innerText();
    await this.page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await expect(this.toolbarLabel()).not.toHaveText(shown);
    await this.settled();
  }

  /** The toolbar's therapist selector. */
  therapistField(): Locator {
    return this.page.getByRole('combobox', { name: 'Terapeuta' });
  }

  /** Narrows the calendar to one therapist ("Name Surname"), once loaded. */
  async chooseTherapist(name: string) {
    await this.therapistField().click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.therapistField()).toHaveValue(name);
    await this.settled();
  }

  /** In the Day view: from today forward with 'Dalej' until the toolbar shows `day`. */
  async goToDay(day: Date) {
    await this.page.getByRole('button', { name: 'Dziś', exact: true }).click();
    const label = this.toolbarLabel();
    // One step at a time: with the neighbouring days fetched ahead, clicks outrun the label's change.
    for (let i = 0; i < 62 && !(await label.innerText()).includes(displayDate(day)); i += 1)
      await this.next();
    await expect(label).toContainText(displayDate(day));
    await this.settled();
  }

  /** The Day view's therapist columns, in their order. */
  columnTitles(): Promise<string[]> {
    return this.page.locator('.rbc-time-header .rbc-row-resource .rbc-header').allInnerTexts();
  }

  column(index: number): Locator {
    return this.page.locator('.rbc-time-content .rbc-day-slot').nth(index);
  }

  slot(column: number, slot: number): Locator {
    return this.column(column).locator('.rbc-time-slot').nth(slot);
  }

  /** Clicks a slot where a person would: the events layer lies over the slots and passes the click on. */
  async clickSlot(column: number, slot: number) {
    const target = this.slot(column, slot);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('slot not shown');
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /**
   * The first column where the therapist works, with no visit, through slots `from`…`to` of the day
   * (slots count from the opening hour), other than the column of therapist `except`; null when none.
   */
  async freeColumn(from: number, to: number, except?: string): Promise<DaySlot | null> {
    const titles = await this.columnTitles();
    const skipped = titles.indexOf(except ?? '');
    const found = await this.page.locator('.rbc-time-content .rbc-day-slot').evaluateAll(
      (columns, [a, b, skip]) =>
        columns.findIndex((col, i) => {
          if (i === skip) return false;
          const slots = Array.from(col.querySelectorAll('.rbc-time-slot'));
          const span = slots.slice(a, b + 1);
          if (span.length !== b - a + 1 || span.some((s) => s.classList.contains('wz-slot-off')))
            return false;
          const top = span[0]!.getBoundingClientRect().top;
          const bottom = span[span.length - 1]!.getBoundingClientRect().bottom;
          return Array.from(col.querySelectorAll('.rbc-event')).every((e) => {
            const r = e.getBoundingClientRect();
            return r.bottom <= top || r.top >= bottom;
          });
        }),
      [from, to, skipped] as const,
    );
    return found < 0 ? null : { column: found, therapist: titles[found] ?? '', slot: from };
  }

  /** An event (visit) by the text of its title, e.g. the patient's "Surname Name". */
  event(text: string | RegExp): Locator {
    return this.page.locator('.rbc-event').filter({ has: this.page.getByText(text) });
  }

  /**
   * Drags an event by its top edge onto a slot with the mouse, in small steps as a person would; the
   * edge is let go near the slot's top, or in its middle (`dropAt`).
   */
  async drag(event: Locator, target: Locator, dropAt: 'top' | 'middle' = 'top') {
    // Hovered first: in view, and taking the pointer (not under a closing dialog's backdrop, which
    // the raw mouse below would press instead).
    await event.hover();
    const from = await event.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + 4);
    await mouse.down();
    await mouse.move(from.x + from.width / 2, from.y + 14, { steps: 3 });
    const dropY = to.y + (dropAt === 'middle' ? to.height / 2 : 0) + 4;
    await mouse.move(to.x + to.width / 2, dropY, { steps: 12 });
    await mouse.up();
  }

  /** The visit search popup, filled and run. */
  async search(criteria: { patient?: string; from?: Date; to?: Date }) {
    await this.page.getByRole('button', { name: 'Szukaj wizyt' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Wyszukiwanie wizyt' });
    await expect(dialog).toBeVisible();
    if (criteria.patient) await this.pickPatient(dialog, criteria.patient);
    if (criteria.from) await fillPicker(dialog, 'Data od', displayDate(criteria.from));
    if (criteria.to) await fillPicker(dialog, 'Data do', displayDate(criteria.to));
    await dialog.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(dialog).toBeHidden();
    const results = this.page.getByRole('table', { name: 'Wyniki wyszukiwania wizyt' });
    await expect(results).toBeVisible();
    return results;
  }

  /** Types a surname into a patient search and picks the patient "Surname Name". */
  async pickPatient(scope: Locator, patient: string) {
    const box = scope.getByRole('combobox', { name: /Pacjent/ });
    await box.fill(patient.split(' ')[0]!);
    await this.page.getByRole('option', { name: new RegExp(`^${patient}`) }).click();
    await expect(box).toHaveValue(patient);
  }

  /** The editor of a saved visit ('Wizyta: Surname Name — status'), or of a new one. */
  editor(patient?: string): Locator {
    return this.page.getByRole('dialog', {
      name: patient ? new RegExp(`^Wizyta: ${patient} — `) : 'Nowa wizyta',
    });
  }

  /** A status action in the editor's bar, answered 'Tak' to 'Czy na pewno?'. */
  async act(editor: Locator, action: string, notice: string) {
    await editor.getByRole('button', { name: action, exact: true }).click();
    await this.page.getByRole('button', { name: 'Tak', exact: true }).click();
    await expect(this.notice(notice)).toBeVisible();
  }

  /** 'Zamknij' in the editor's bar (not the close button of an alert inside it). */
  async closeEditor(editor: Locator) {
    await editor.getByRole('banner').getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(editor).toBeHidden();
  }

  /**
   * The notice of a cancellation: 'Wizyta odwołana', with 'Cofnij' while the company's undo window
   * lasts and the seconds left before the patient's SMS when one is to go (issue 18).
   */
  cancelledNotice(): Locator {
    return this.page
      .getByRole('status')
      .filter({ hasText: /^Wizyta odwołana/ })
      .first();
  }

  /** A success notice (shown outside the full-screen editor). */
  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }
}

/** Today in the clinic's time zone (Europe/Warsaw), as a local midnight, whatever the runner's zone. */
export function clinicToday(): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(y!, m! - 1, d!);
}

/** `days` after `day`; Monday to Friday only when `workDay`. */
export function dayAfter(day: Date, days: number, workDay = false): Date {
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
  while (workDay && (d.getDay() === 0 || d.getDay() === 6)) d.setDate(d.getDate() + 1);
  return d;
}
