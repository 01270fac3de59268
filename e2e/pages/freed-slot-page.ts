import { type Locator, type Page } from '@playwright/test';
import { AdminApi, type BookedSlot } from './admin-api.ts';

/** The admin's API calls that set the scene: patients, a visit in a therapist's free time, a reserve. */
export class FreedSlotApi extends AdminApi {
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
