import {
  orderedTreatmentEndpoints as o,
  treatmentEndpoints as tr,
  type OrderedTreatment,
  type PatientDayTreatment,
  type Treatment,
  type TreatmentTerm,
} from '@wizytownik/contracts';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';

export { o as orderedEndpoints };

const treatment = (
  id: number,
  nazwa: string,
  minutes: number,
  overrides: Partial<Treatment> = {},
): Treatment => ({
  id,
  nazwa,
  cena: 8000,
  aktywny: true,
  dlugoscWizyty: minutes,
  additionalOutpostId: null,
  additionalOutpostNazwa: null,
  kategoriaId: null,
  kategoriaNazwa: null,
  podtypy: [],
  ...overrides,
});

/** Masaż (30 min) with a 20-minute subtype, one of the treatment's length and an inactive one. */
export const MASSAGE = treatment(1, 'Masaż', 30, {
  podtypy: [
    { id: 11, zabiegId: 1, nazwa: 'Częściowy', aktywny: true, dlugoscWizyty: 20 },
    { id: 12, zabiegId: 1, nazwa: 'Całościowy', aktywny: true, dlugoscWizyty: 0 },
    { id: 13, zabiegId: 1, nazwa: 'Stary', aktywny: false, dlugoscWizyty: 45 },
  ],
});
export const LASER = treatment(2, 'Laser', 15, { cena: 5000 });
export const CRYO = treatment(3, 'Krioterapia', 10, { aktywny: false });
export const TREATMENTS = [CRYO, LASER, MASSAGE];

/** 10-03-2026 in the clinic (UTC+1): terms from 08:00 every 20 minutes; the 08:20 one is taken. */
export const DAY = '2026-03-10';
const TERM_STARTS = ['07:00', '07:20', '07:40', '08:00'];
export const BLOCKED_REASON = 'Zabieg zajęty przez innego pacjenta';

export function termsOf(date: string, minutes: number): TreatmentTerm[] {
  if (date !== DAY) return [];
  return TERM_STARTS.map((hm, i) => {
    const start = new Date(`${DAY}T${hm}:00.000Z`);
    return {
      data_start: start.toISOString(),
      data_koniec: new Date(start.getTime() + minutes * 60_000).toISOString(),
      isBlocked: i === 1,
      powod: i === 1 ? BLOCKED_REASON : null,
    };
  });
}

export const ORDERED: OrderedTreatment = {
  id: 501,
  zabiegId: 2,
  nazwaZabiegu: 'Laser',
  podtypId: null,
  podtyp: null,
  start: '2026-03-10T09:00:00.000Z',
  koniec: '2026-03-10T09:15:00.000Z',
  sourceVisitId: 41,
  clientId: 12,
  clientName: 'Kowalska Anna',
  cena: 5000,
};

/** The visit's own treatment that day (done at the visit, 80 zł): the summary lists it first. */
export const DONE_AT_VISIT: PatientDayTreatment = {
  zrodlo: 'wizyta',
  id: 41,
  nazwaZabiegu: 'Masaż',
  podtyp: 'Częściowy',
  start: '2026-03-10T08:00:00.000Z',
  koniec: '2026-03-10T08:20:00.000Z',
  cena: 8000,
};

type Call = 'list' | 'insert' | 'delete' | 'treatments' | 'terms' | 'summary';

/**
 * A fake of the ordered-treatment calls over one visit's orders kept in memory: an order adds to the
 * list, a delete takes from it, the day summary counts what is listed. `fail` makes the named calls
 * fail with the given message ('' : a failure without the server's words).
 */
export function orderedServer(start: OrderedTreatment[] = [], fail: Partial<Record<Call, string>> = {}) {
  let list = start;
  let nextId = 600;
  const refused = (name: Call) => {
    const message = fail[name];
    return message === undefined ? null : failure(message === '' ? 500 : 409, message);
  };
  const routes: FakeRoute[] = [
    on(tr.getList, () => refused('treatments') ?? ok({ items: TREATMENTS, totalCount: TREATMENTS.length })),
    on(o.listOrdered, () => refused('list') ?? ok(list)),
    on(
      o.freeTerms,
      (r) =>
        refused('terms') ?? ok(termsOf(r.query.get('Date') ?? '', Number(r.query.get('DlugoscZabiegu')))),
    ),
    on(o.insertOrdered, (r) => {
      const no = refused('insert');
      if (no) return no;
      const body = r.body as {
        zabiegId: number;
        startTime: string;
        endTime: string;
        podtypZabieguId: number;
      };
      const chosen = TREATMENTS.find((x) => x.id === body.zabiegId)!;
      const subtype = chosen.podtypy.find((s) => s.id === body.podtypZabieguId) ?? null;
      const added: OrderedTreatment = {
        ...ORDERED,
        id: nextId++,
        zabiegId: chosen.id,
        nazwaZabiegu: chosen.nazwa,
        podtypId: subtype?.id ?? null,
        podtyp: subtype?.nazwa ?? null,
        start: body.startTime,
        koniec: body.endTime,
        cena: chosen.cena,
      };
      list = [...list, added].sort((a, b) => a.start.localeCompare(b.start));
      return ok(added);
    }),
    on(o.deleteOrdered, (r) => {
      const no = refused('delete');
      if (no) return no;
      list = list.filter((x) => x.id !== Number(r.query.get('id')));
      return ok(null);
    }),
    on(o.patientSummary, () => {
      const no = refused('summary');
      if (no) return no;
      const items: PatientDayTreatment[] = [DONE_AT_VISIT];
      items.push(
        ...list.map(
          (x) =>
            ({
              zrodlo: 'zlecony',
              id: x.id,
              nazwaZabiegu: x.nazwaZabiegu,
              podtyp: x.podtyp,
              start: x.start,
              koniec: x.koniec,
              cena: x.cena,
            }) as const,
        ),
      );
      return ok({ items, suma: items.reduce((sum, x) => sum + x.cena, 0) });
    }),
  ];
  return { routes, list: () => list };
}
