import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';

type Headers = Record<string, string>;

/** A therapist's free slot a test books: ISO instants, the clinic day, and the visit type offered. */
export interface BookedSlot {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly therapistId: number;
  readonly visitTypeId: number | null;
}

/** A visit the scene booked: its id and the ISO instants it takes. */
export interface SceneVisit {
  readonly id: number;
  readonly startTime: string;
  readonly endTime: string;
}

/** The administrator's API calls that set a test's scene: log in once, then GET and POST with the token. */
export abstract class AdminApi {
  constructor(
    protected readonly request: APIRequestContext,
    protected readonly headers: Headers,
  ) {}

  static async as<T extends AdminApi>(
    this: new (request: APIRequestContext, headers: Headers) => T,
    request: APIRequestContext,
  ): Promise<T> {
    const token = await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD);
    return new this(request, { authorization: `Bearer ${token}` });
  }

  /** The reply's `result`; the test fails with the server's answer when the call did not succeed. */
  protected async result<T>(reply: Promise<{ ok(): boolean; text(): Promise<string> }>): Promise<T> {
    const response = await reply;
    const text = await response.text();
    expect(response.ok(), text).toBe(true);
    return (JSON.parse(text) as { result: T }).result;
  }

  protected get<T>(path: string, params: Record<string, string | number>) {
    return this.result<T>(this.request.get(`/api/services/app/${path}`, { headers: this.headers, params }));
  }

  protected post<T>(path: string, data: object) {
    return this.result<T>(this.request.post(`/api/services/app/${path}`, { headers: this.headers, data }));
  }

  /** A patient from the quick form, by name only. */
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

  /**
   * A treatment of the demo clinic (which has Fizykoterapia, where a visit needs a treatment or a
   * therapist visit type), for a visit booked by a test about something else.
   */
  async demoTreatmentId(): Promise<number> {
    const { items } = await this.get<{ items: { id: number; aktywny: boolean }[] }>(
      'Zabiegi/GetZabiegiList',
      {
        limit: 1000,
        aktywny: 'true',
      },
    );
    return items[0]!.id;
  }

  /** A visit of the patient in the slot, with the notes if any. */
  async bookSlot(slot: BookedSlot, clientId: number, notes?: string): Promise<SceneVisit> {
    const { id } = await this.post<{ id: number }>('Visit/CreatePatientVisit', {
      startTime: slot.startTime,
      endTime: slot.endTime,
      therapistId: slot.therapistId,
      clientId,
      typWizytyTerapeutyId: slot.visitTypeId,
      // Fizykoterapia: without a visit type, the visit needs a treatment.
      ...(slot.visitTypeId === null && { zabiegId: await this.demoTreatmentId() }),
      notes,
    });
    return { id, startTime: slot.startTime, endTime: slot.endTime };
  }

  /** A visit of the patient in the therapist's first free slot from `date` on. */
  async bookFirstFreeSlot(therapistId: number, clientId: number, date: string, notes?: string) {
    return this.bookSlot(await this.firstFreeSlot(therapistId, date), clientId, notes);
  }
}
