import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';
import { demoTreatmentId } from './visit-treatment-page.ts';
import { VisitsPage } from './visits-page.ts';

const V = '/api/services/app/Visit';
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** /visitsrooms: the calendar with a column per room; the rest as on /visits. */
export class RoomsCalendarPage {
  readonly visits: VisitsPage;

  constructor(private readonly page: Page) {
    this.visits = new VisitsPage(page);
  }

  /** The Day view of `day`, by rooms or by therapists, straight from the address. */
  async openDay(day: Date, byRooms = true) {
    await this.page.goto(`${byRooms ? '/visitsrooms' : '/visits'}?widok=day&data=${isoDay(day)}`);
    await expect(this.page.locator('.wz-calendar')).toBeVisible();
    await this.visits.settled();
  }

  /** The toolbar's 'Terapeuci / Gabinety' switch. */
  switchTo(name: 'Terapeuci' | 'Gabinety'): Promise<void> {
    return this.page.getByRole('group', { name: 'Kolumny kalendarza' }).getByRole('button', { name }).click();
  }

  /** The index of the Day view's column titled `title` (a room, or 'Bez gabinetu'). */
  async columnIndex(title: string): Promise<number> {
    const index = (await this.visits.columnTitles()).indexOf(title);
    expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
    return index;
  }

  /** The events shown in the column titled `title`. */
  async eventsIn(title: string): Promise<Locator> {
    return this.visits.column(await this.columnIndex(title)).locator('.rbc-event');
  }

  /** Drags an event, at the same time (the slot its top is in), into the column titled `title`. */
  async dragToColumn(event: Locator, title: string) {
    await event.scrollIntoViewIfNeeded();
    const top = (await event.boundingBox())?.y;
    if (top === undefined) throw new Error('nothing to drag');
    const column = await this.columnIndex(title);
    const slotTops = await this.visits
      .column(column)
      .locator('.rbc-time-slot')
      .evaluateAll((slots) => slots.map((s) => s.getBoundingClientRect().top));
    const slot = slotTops.findLastIndex((slotTop) => slotTop <= top + 1);
    await this.visits.drag(event, this.visits.slot(column, slot));
  }
}

interface Room {
  readonly roomId: number;
  readonly name: string;
}

/** The calls the rooms calendar's test sets up its visits with, as the administrator. */
export class RoomsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async as(request: APIRequestContext) {
    const token = await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD);
    return new RoomsApi(request, { authorization: `Bearer ${token}` });
  }

  private async post<T>(path: string, data: object): Promise<T> {
    const res = await this.request.post(`${V}/${path}`, { headers: this.headers, data });
    const body = (await res.json()) as { result: T; error?: { message: string } };
    expect(res.ok(), body.error?.message).toBe(true);
    return body.result;
  }

  /** The rooms of the clinic (all outposts) on a day (dd-MM-yyyy). */
  async rooms(day: string): Promise<Room[]> {
    return (await this.post<{ rooms: Room[] }>('ListVisitsByRooms', { startDate: day, endDate: day })).rooms;
  }

  /** The ids of the clinic's therapists (the calendar's columns of a day). */
  async therapists(day: string): Promise<number[]> {
    const result = await this.post<{ therapists: { therapistID: number }[] }>('ListVisits', {
      startDate: day,
      endDate: day,
    });
    return result.therapists.map((t) => t.therapistID);
  }

  async addPatient(name: string, surname: string): Promise<number> {
    const res = await this.request.post('/api/services/app/Client/CreateQuick', {
      headers: this.headers,
      data: { name, surname },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { result: { id: number } }).result.id;
  }

  /** Books a visit in a room, schedule or not. */
  async book(visit: { therapistId: number; clientId: number; roomId: number; start: Date; end: Date }) {
    return this.post<{ id: number }>('CreatePatientVisit', {
      zabiegId: await demoTreatmentId(this.request, this.headers),
      therapistId: visit.therapistId,
      clientId: visit.clientId,
      roomId: visit.roomId,
      startTime: visit.start.toISOString(),
      endTime: visit.end.toISOString(),
      pomin_harmonogram: true,
    });
  }

  async roomOf(visitId: number): Promise<number | null> {
    const res = await this.request.get(`${V}/GetPatientVisitDetails`, {
      headers: this.headers,
      params: { id: visitId },
    });
    return ((await res.json()) as { result: { roomId: number | null } }).result.roomId;
  }
}
