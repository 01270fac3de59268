import { act } from '@testing-library/react';
import { vi } from 'vitest';
import {
  companySettingsEndpoints,
  visitEndpoints,
  type CalendarItem,
  type CurrentLoginInformations,
  type ListVisitsOutput,
} from '@wizytownik/contracts';
import { fakeApi, ok, type FakeHandler, on, type FakeRoute } from '../../../test/fake-api.ts';
import { companySettings } from '../../../test/company-settings.ts';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

/** Today at hh:mm: inside both the Day and the Week view the calendar opens with. */
export function today(hh: number, mm = 0): Date {
  const d = new Date();
  d.setHours(hh, mm, 0, 0);
  return d;
}

export function calendarItem(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    id: 11,
    clientName: 'Kowalski Jan',
    therapistName: 'Nowak Anna',
    therapistID: 3,
    therapistColor: '#1e88e5',
    roomId: null,
    startTime: today(9).toISOString(),
    endTime: today(9, 30).toISOString(),
    status: 0,
    statusSubtype: 0,
    notes: null,
    zabieg: null,
    pacjent_obecny: false,
    payuPaid: false,
    normalPaid: false,
    isBlock: false,
    blockKind: null,
    blockDescription: null,
    allDay: false,
    ...overrides,
  };
}

export const THERAPISTS = [
  { therapistID: 3, name: 'Nowak Anna', color: '#1e88e5', isActive: true },
  { therapistID: 4, name: 'Wiśniewski Piotr', color: '#43a047', isActive: true },
];

/** Both therapists work today: Anna 08:00–12:00, Piotr 14:00–18:00. */
export const WORKING_TIME = [
  { therapistID: 3, start: today(8).toISOString(), end: today(12).toISOString() },
  { therapistID: 4, start: today(14).toISOString(), end: today(18).toISOString() },
];

/** Open 06:00–22:00 in 30-minute slots, with the payment and notes icons. */
export const SETTINGS = companySettings({
  calendarTimeScale: 30,
  showPaymentIconInCalendar: true,
  showNotesIconInCalendar: true,
});

export function listOutput(items: CalendarItem[]): ListVisitsOutput {
  return { items, therapists: THERAPISTS, workingTime: WORKING_TIME };
}

/** A reception user with the visits permission and a calendar answering `list`. */
export function startCalendar(
  list: FakeHandler,
  extra: FakeRoute[] = [],
  session: Partial<CurrentLoginInformations> = { grantedPermissions: ['Wizytownik_Wizyty'] },
) {
  storeUser();
  // jsdom has no hit testing; react-big-calendar asks on every press. Nothing is under the pointer.
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
  return fakeApi([
    ...sessionHandlers(() => sessionInfo(session)),
    on(companySettingsEndpoints.getCompanySettings, () => ok(SETTINGS)),
    on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () => ok([])),
    on(companySettingsEndpoints.getTherapistGroups, () => ok([])),
    on(visitEndpoints.list, list),
    ...extra,
  ]);
}

/**
 * jsdom has no layout: every element gets a 100 × 1000 px box at the top left, and the point under
 * the mouse is `target`. Enough for react-big-calendar's slot and drag arithmetic.
 */
export function fakeLayout(target: () => Element) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 0,
    left: 0,
    right: 100,
    bottom: 1000,
    width: 100,
    height: 1000,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => target() });
}

/** A mouse event at a page point (jsdom leaves pageX/pageY out of its events). */
export function mouse(type: 'mousedown' | 'mousemove' | 'mouseup', target: Element, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y });
  Object.defineProperty(event, 'pageX', { value: x });
  Object.defineProperty(event, 'pageY', { value: y });
  Object.defineProperty(event, 'which', { value: 1 });
  target.dispatchEvent(event);
}

/** The y of a time in the fake 1000 px column of 06:00–22:00 in 30-minute slots. */
export const slotY = (hh: number, mm = 0) => ((hh - 6) * 2 + mm / 30 + 0.5) * (1000 / 32);

/** Drags a visit in the Day view down its column (the fake layout's) from `fromY` to `toY`. */
export function dragVisit(visit: Element, fromY: number, toY: number) {
  let under: Element = visit;
  fakeLayout(() => under);
  // A browser runs React's update between the mousedown listeners, so the addon's document listener
  // sees the drag begun; a dispatched event does not, hence the drag is begun by a first press.
  act(() => mouse('mousedown', visit, 50, fromY));
  act(() => mouse('mousedown', visit, 50, fromY));
  under = document.querySelectorAll('.rbc-day-slot')[0]!;
  act(() => {
    mouse('mousemove', under, 50, (fromY + toY) / 2);
    mouse('mousemove', under, 50, toY);
  });
  act(() => mouse('mouseup', under, 50, toY));
}
