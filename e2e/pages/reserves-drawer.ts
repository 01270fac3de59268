import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';

/** A new patient and their reserve for a demo therapist ("Name Surname"), booked through the API as the admin. */
export async function addReserve(
  request: APIRequestContext,
  reserve: {
    readonly patient: { readonly name: string; readonly surname: string };
    readonly therapist: string;
    readonly visitTime: number;
    readonly notes: string;
    /** The schedule's dates, "YYYY-MM-DD", and hours "HH:mm". */
    readonly schedule: { dateStart: string; dateEnd: string; startTime: string; endTime: string };
  },
): Promise<void> {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD)}` };
  const result = async <T>(pending: ReturnType<APIRequestContext['get']>): Promise<T> => {
    const res = await pending;
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { result: T }).result;
  };
  const client = await result<{ id: number }>(
    request.post('/api/services/app/Client/CreateQuick', { headers, data: reserve.patient }),
  );
  const therapists = await result<{ items: { therapistID: number; name: string; surname: string }[] }>(
    request.get('/api/services/app/Therapist/GetAll', { headers, params: { page: 1, limit: 100 } }),
  );
  const therapist = therapists.items.find((th) => `${th.name} ${th.surname}` === reserve.therapist);
  if (!therapist) throw new Error(`no therapist ${reserve.therapist}`);
  await result(
    request.post('/api/services/app/Reserve/Create', {
      headers,
      data: {
        clientId: client.id,
        therapistId: therapist.therapistID,
        visit_time: reserve.visitTime,
        priority: 2,
        notes: reserve.notes,
        reserveSchedules: [reserve.schedule],
      },
    }),
  );
}

/** The Day view's drawer 'Dostępne rezerwy' (spec 000 §2.1). */
export class ReservesDrawer {
  constructor(private readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('button', { name: 'Dostępne rezerwy', exact: true });
  }

  drawer(): Locator {
    return this.page.getByRole('complementary', { name: 'Dostępne rezerwy' });
  }

  async open() {
    await this.button().click();
    await expect(this.drawer()).toBeVisible();
  }

  /** A reserve's card by the patient's "Surname Name". */
  card(patient: string): Locator {
    return this.drawer().getByRole('listitem').filter({ hasText: patient }).locator('[draggable]');
  }

  /**
   * Drags a card onto a calendar slot with the mouse, as a person would: Chromium turns the moves
   * into the HTML5 drag events the card and react-big-calendar listen to.
   */
  async drag(card: Locator, slot: Locator) {
    await slot.scrollIntoViewIfNeeded();
    await card.scrollIntoViewIfNeeded();
    const from = await card.boundingBox();
    const to = await slot.boundingBox();
    if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    await mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 3 });
    await mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
    // Chromium drops only after a dragover the page has answered: one more move over the target, after a pause.
    await this.page.waitForTimeout(100);
    await mouse.move(to.x + to.width / 2, to.y + 5);
    await this.page.waitForTimeout(100);
    await mouse.up();
  }
}
