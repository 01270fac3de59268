import { type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';

/** A visit the test books, and the time it takes: ISO instants. */
export interface BookedSlot {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly therapistId: number;
  readonly visitTypeId: number | null;
}

/** The admin's API calls that set the scene: patients, a visit in a therapist's free time, a reserve. */
export class FreedSlotApi extends AdminApi {
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
