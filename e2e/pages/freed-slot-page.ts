import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';

/** A visit the test books, and the time it takes: ISO instants. */
export interface BookedSlot {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly therapistId: number;
  readonly visitTypeId: number | null;
}

/** The admin's API calls that set the scene: patients, a visit in a therapist's free time, a reserve. */
export class FreedSlotApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async as(request: APIRequestContext) {
    const token = await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD);
    return new FreedSlotApi(request, { authorization: `Bearer ${token}` });
  }

  private async result<T>(reply: Promise<{ ok(): boolean; text(): Promise<string> }>): Promise<T> {
    const response = await reply;
    const text = await response.text();
    expect(response.ok(), text).toBe(true);
    return (JSON.parse(text) as { result: T }).result;
  }

  private get<T>(path: string, params: Record<string, string | number>) {
    return this.result<T>(this.request.get(`/api/services/app/${path}`, { headers: this.headers, params }));
  }

  private post<T>(path: string, data: object) {
    return this.result<T>(this.request.post(`/api/services/app/${path}`, { headers: this.headers, data }));
  }

  async addPatient(name: string, surname: string): Promise<number> {
    return (await this.post<{ id: number }>('Client/CreateQuick', { name, surname })).id;
  }

  async therapistId(name: string, surname: string): Promise<number> {
    const { items } = await this.get<{
      items: { therapistID: number; name: string; surname: string }[];
    }>('Therapist/GetAll', { limit: 1000 });
    return items.find((t) => t.name === name && t.surname === surname)!.therapistID;
  }

  /** The therapist's first free slot from `date` ("YYYY-MM-DD") on, for their first visit type. */
  async firstFreeSlot(therapistId: number, date: string): Promise<BookedSlot> {
    const free = await this.get<{
      freeSchedules: { date: string; hours: { startDate: string; endDate: string }[] }[];
      wybranyTyp: number | null;
    }>('Therapist/GetTherapistFreeShedules', { startDate: date, therapistId, ileDat: 1 });
    const day = free.freeSchedules[0]!;
    const hour = day.hours[0]!;
    return {
      date: day.date,
      startTime: hour.startDate,
      endTime: hour.endDate,
      therapistId,
      visitTypeId: free.wybranyTyp,
    };
  }

  async bookVisit(slot: BookedSlot, clientId: number): Promise<number> {
    return (
      await this.post<{ id: number }>('Visit/CreatePatientVisit', {
        startTime: slot.startTime,
        endTime: slot.endTime,
        therapistId: slot.therapistId,
        clientId,
        typWizytyTerapeutyId: slot.visitTypeId,
      })
    ).id;
  }

  /** A VIP reserve of the therapist and visit type, for the slot's day only. */
  async addReserve(slot: BookedSlot, clientId: number): Promise<number> {
    const day = { dateStart: slot.date, dateEnd: slot.date };
    return (
      await this.post<{ id: number }>('Reserve/Create', {
        clientId,
        therapistId: slot.therapistId,
        typWizytyTerapeutyId: slot.visitTypeId,
        priority: 2,
        reserveSchedules: [day],
      })
    ).id;
  }

  async reserve(id: number): Promise<{ visitId: number | null }> {
    return this.get('Reserve/Get', { Id: id });
  }
}

/** The calendar's 'Wolny termin — pasujące rezerwy' notice. */
export class FreedSlotNotice {
  constructor(private readonly page: Page) {}

  box(): Locator {
    return this.page.getByRole('region', { name: 'Wolny termin — pasujące rezerwy' });
  }

  /** 'Umów' of a patient's match ("Surname Name"). */
  async book(patient: string) {
    await this.box()
      .getByRole('button', { name: `Umów ${patient}`, exact: true })
      .click();
  }
}
