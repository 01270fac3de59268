import { expect, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';
import { isoDate, VisitsPage } from './visits-page.ts';

/** A term of a treatment's day, as GetWolneTerminyZabiegu gives it. */
export interface TreatmentTerm {
  readonly data_start: string;
  readonly data_koniec: string;
  readonly isBlocked: boolean;
  readonly powod: string | null;
}

/** /fizykoterapia: the treatments calendar, a column per treatment; its grid is the visits calendar's. */
export class PhysiotherapyCalendarPage {
  readonly visits: VisitsPage;

  constructor(private readonly page: Page) {
    this.visits = new VisitsPage(page);
  }

  /** A view of `day` straight from the address, once loaded. */
  async open(day: Date, view: 'day' | 'week' = 'day') {
    await this.page.goto(`/fizykoterapia?widok=${view}&data=${isoDate(day)}`);
    await expect(this.page.locator('.wz-calendar')).toBeVisible();
    await this.settled();
  }

  async settled() {
    await expect(this.page.getByRole('progressbar', { name: 'Wczytywanie kalendarza zabiegów' })).toHaveCount(
      0,
    );
  }

  /** The events of the Day view's column titled `title` (a treatment). */
  async eventsIn(title: string): Promise<Locator> {
    const index = (await this.visits.columnTitles()).indexOf(title);
    expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
    return this.visits.column(index).locator('.rbc-event');
  }

  /** The index of the slot of the column `title` an event's top is in. */
  async slotOf(title: string, event: Locator): Promise<number> {
    await event.scrollIntoViewIfNeeded();
    const top = (await event.boundingBox())?.y;
    if (top === undefined) throw new Error('no such event');
    const tops = await this.slotTops(title);
    return tops.findLastIndex((slotTop) => slotTop <= top + 1);
  }

  /**
   * Drags an event by its top edge to slot `slot` of its treatment's column `title`, the edge let go
   * in the middle of the slot (on its border the grid may take the slot before).
   */
  async dragToSlot(title: string, event: Locator, slot: number) {
    const index = (await this.visits.columnTitles()).indexOf(title);
    await this.visits.drag(event, this.visits.slot(index, slot), 'middle');
  }

  private async slotTops(title: string): Promise<number[]> {
    const index = (await this.visits.columnTitles()).indexOf(title);
    return this.visits
      .column(index)
      .locator('.rbc-time-slot')
      .evaluateAll((slots) => slots.map((s) => s.getBoundingClientRect().top));
  }
}

/** The scene of the treatments calendar: a treatment, a visit and the treatments it orders. */
export class PhysiotherapyApi extends AdminApi {
  async addTreatment(nazwa: string, minutes: number): Promise<number> {
    return (
      await this.post<{ id: number }>('Zabiegi/InsertZabieg', { nazwa, cena: 60_00, dlugoscWizyty: minutes })
    ).id;
  }

  /** The treatment's terms of `day` for the visit's patient. */
  terms(zabiegId: number, day: Date, minutes: number, visitId: number): Promise<TreatmentTerm[]> {
    return this.get<TreatmentTerm[]>('Visit/GetWolneTerminyZabiegu', {
      Date: isoDate(day),
      ZabiegId: zabiegId,
      DlugoscZabiegu: minutes,
      CurrentVisitId: visitId,
    });
  }

  async order(zabiegId: number, sourceVisitId: number, term: TreatmentTerm): Promise<number> {
    return (
      await this.post<{ id: number }>('Visit/InsertZleconyZabieg', {
        zabiegId,
        sourceVisitId,
        startTime: term.data_start,
        endTime: term.data_koniec,
        podtypZabieguId: 0,
      })
    ).id;
  }

  /** The first therapist of the clinic's list. */
  async anyTherapist(): Promise<number> {
    const { items } = await this.get<{ items: { therapistID: number }[] }>('Therapist/GetAll', {
      limit: 1000,
    });
    return items[0]!.therapistID;
  }
}
