import type { ReserveDto } from '@wizytownik/contracts';

const NO_DAYS = { mon: false, tue: false, wed: false, thu: false, fri: false, sat: false, sun: false };

/** A reserve of the drawer's tests: Anna Nowak's (therapist 3, the calendar kit's first column), VIP. */
export function reserve(overrides: Partial<ReserveDto> = {}): ReserveDto {
  return {
    id: 5,
    client: { id: 12, name: 'Ewa', surname: 'Łącka', phone: '600100200' },
    therapist: { id: 3, name: 'Anna', surname: 'Nowak' },
    therapistColor: '#1e88e5',
    priority: 2,
    visit_time: 45,
    therapistVisitType: { id: 9, nazwa: 'Masaż' },
    notes: 'Tylko rano',
    reserveSchedules: [
      {
        id: 1,
        dateStart: '2026-12-01',
        dateEnd: '2026-12-14',
        startTime: '08:00',
        endTime: '12:00',
        ...NO_DAYS,
      },
    ],
    createdAt: '2026-11-20T10:00:00Z',
    visitId: null,
    ...overrides,
  };
}

/** Jan Kowalski's reserve for any therapist, without a phone or schedules. */
export const ANY_THERAPIST = reserve({
  id: 6,
  client: { id: 13, name: 'Jan', surname: 'Kowalski', phone: null },
  therapist: null,
  therapistColor: null,
  therapistVisitType: null,
  priority: 0,
  visit_time: 30,
  notes: '',
  reserveSchedules: [],
});

/** Piotr Wiśniewski's reserve (therapist 4, the kit's second column). */
export const PIOTRS = reserve({
  id: 7,
  client: { id: 14, name: 'Olga', surname: 'Zawada', phone: '500600700' },
  therapist: { id: 4, name: 'Piotr', surname: 'Wiśniewski' },
  priority: 1,
});
