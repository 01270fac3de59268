import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visits } from './visits.tables.ts';
import { at, useVisitsClinic, V } from './visits.test-kit.ts';

const s = useVisitsClinic();

/**
 * §4.2 and §4.3 as a table, written out here rather than taken from the domain: the statuses an action
 * is allowed in, the status it leads to, and the error catalogue's message when it is refused.
 */
const ACTIONS = [
  { name: 'ConfirmVisit', body: {}, allowed: [0, 4, 5], to: 1, refused: 'Nie można potwierdzić wizyty' },
  { name: 'CloseVisit', body: {}, allowed: [0, 1, 4, 5], to: 3, refused: 'Nie można zamknąć wizyty' },
  {
    name: 'CancelVisit',
    body: { status_subtype: 4 },
    allowed: [0, 1, 4, 5],
    to: 2,
    refused: 'Błąd anulowanie wizyty',
  },
  { name: 'OpenVisit', body: {}, allowed: [3], to: 0, refused: 'Nie można otworzyć wizyty' },
  {
    name: 'UpdatePatientvisitDetails',
    body: {},
    allowed: [0, 1, 4, 5],
    to: null,
    refused: 'Nie można zapisać wizyty',
  },
  { name: 'ShiftVisit', body: {}, allowed: [0, 1, 4, 5], to: null, refused: 'Nie można zapisać wizyty' },
] as const;

const cases = ACTIONS.flatMap((a) => [0, 1, 2, 3, 4, 5].map((status) => [a.name, status, a] as const));

describe('every status × action (§4.2)', () => {
  it.each(cases)('%s from status %i', async (_name, status, a) => {
    const caller = await s.c.as([
      'Wizytownik_Wizyty',
      'Wizytownik_Wizyty_Edycja',
      'Wizytownik_Wizyty_Otwarcie',
    ]);
    const therapist = await s.c.addTherapist();
    const id = await s.c.book({ therapistId: therapist.id });
    await s.c.setStatus(id, status, status === 2 ? 1 : 0);
    const body =
      a.name === 'UpdatePatientvisitDetails'
        ? { ...s.c.visit({ therapistId: therapist.id, startTime: at('11:00'), endTime: at('12:00') }), id }
        : a.name === 'ShiftVisit'
          ? { visitId: id, startTime: at('11:00'), endTime: at('12:00') }
          : { id, ...a.body };
    const reply = await caller({
      method: a.name === 'UpdatePatientvisitDetails' ? 'PUT' : 'POST',
      url: `${V}/${a.name}`,
      body,
    });
    const [after] = await s.t.db.select().from(visits).where(eq(visits.id, id));
    if ((a.allowed as readonly number[]).includes(status)) {
      expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
      if (a.to !== null) expect(after!.status).toBe(a.to);
      else expect(after!.startTime.toISOString()).toBe('2030-01-07T10:00:00.000Z');
    } else {
      expect(reply.status).toBe(409);
      expect(reply.body.error?.message).toBe(a.refused);
      expect(after!.status).toBe(status);
      expect(after!.startTime.toISOString()).toBe('2030-01-07T08:00:00.000Z');
    }
  });
});
