import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  CANCEL_DIALOG_SUBTYPES,
  CANCEL_SUBTYPE_LABELS,
  historyRequestFilter,
  historyStatusFilter,
  isActionAllowed,
  transitionVisit,
  VISIT_STATUS_LABELS,
  visitStatusLabel,
  type VisitAction,
  type VisitStatus,
} from './status.ts';
import { validateVisitFields, VISIT_MESSAGES, visitEndTime } from './validation.ts';

const REOPEN = new Set(['Wizytownik_Wizyty_Otwarcie']);
const at = (iso: string) => new Date(iso);

describe('status labels', () => {
  it('has the labels of §4.1 for statuses 0–5 and subtype 0', () => {
    expect(VISIT_STATUS_LABELS).toMatchObject({
      0: 'Nowa',
      1: 'Potwierdzona',
      2: 'Anulowana',
      3: 'Zakończona',
      5: 'Do wyjaśnienia',
    });
    expect(CANCEL_SUBTYPE_LABELS[0]).toBe('Wizyta odwołana');
    expect(CANCEL_DIALOG_SUBTYPES).toEqual([1, 2, 3, 4]);
  });

  const now = at('2025-03-10T12:00:00Z');
  it.each([
    [0, 0, '2025-03-11T08:00:00Z', false, 'Nowa'],
    [0, 0, '2025-03-11T08:00:00Z', true, 'Planowana'],
    [0, 0, '2025-03-09T08:00:00Z', true, 'Nowa'],
    [1, 0, '2025-03-11T08:00:00Z', true, 'Potwierdzona'],
    [2, 0, '2025-03-09T08:00:00Z', false, 'Anulowana'],
    [2, 3, '2025-03-09T08:00:00Z', false, 'Nieobecność usprawiedliwiona'],
    [2, 4, '2025-03-09T08:00:00Z', true, 'Nieobecność nieusprawiedliwiona'],
  ] as const)(
    'status %s subtype %s at %s (history %s) reads %s',
    (status, subtype, start, history, label) => {
      expect(
        visitStatusLabel({ status, statusSubtype: subtype, startTime: at(start) }, { history, now }),
      ).toBe(label);
    },
  );

  it.each([
    [0, { status: 0, statusSubtype: null }],
    [3, { status: 3, statusSubtype: null }],
    [4, { status: 2, statusSubtype: 1 }],
    [7, { status: 2, statusSubtype: 4 }],
    [8, { status: 5, statusSubtype: null }],
  ])('history filter value %s is %o', (value, expected) => {
    expect(historyStatusFilter(value)).toEqual(expected);
  });
});

describe('history request filter', () => {
  it.each([
    [{}, {}],
    [{ status: 0 }, { status: 0 }],
    [{ status: 3 }, { status: 3 }],
    [{ status: 2 }, { status: 2 }],
    [
      { status: 2, statusSubType: 3 },
      { status: 2, statusSubtype: 3 },
    ],
    [{ status: 4 }, { status: 2, statusSubtype: 1 }],
    [
      { status: 7, statusSubType: 2 },
      { status: 2, statusSubtype: 4 },
    ],
    [{ status: 5 }, { status: 2, statusSubtype: 2 }],
    [{ status: 6, onlyClosed: true }, { status: 3 }],
    [{ onlyClosed: true }, { status: 3 }],
    [{ onlyClosed: false, status: 1 }, { status: 1 }],
  ])('%o filters by %o', (input, expected) => {
    expect(historyRequestFilter(input)).toEqual(expected);
  });
});

describe('allowed actions (§4.2)', () => {
  const table: [VisitAction, VisitStatus[]][] = [
    ['save', [0, 1, 4, 5]],
    ['sendInvitation', [0, 4, 5]],
    ['confirm', [0, 4, 5]],
    ['close', [0, 1, 4, 5]],
    ['cancel', [0, 1, 4, 5]],
    ['verifyP1', [0, 1, 4, 5]],
    ['reopen', [3]],
    ['changeVisitType', [0, 1]],
    ['toggleSwitch', [0, 1, 4, 5]],
  ];
  it.each(table)('%s is allowed exactly in statuses %j', (action, statuses) => {
    for (const status of [0, 1, 2, 3, 4, 5] as VisitStatus[]) {
      expect(isActionAllowed(action, status, REOPEN), `status ${status}`).toBe(statuses.includes(status));
    }
  });

  it('refuses reopening without Wizytownik_Wizyty_Otwarcie', () => {
    expect(isActionAllowed('reopen', 3, new Set())).toBe(false);
    expect(allowedActions(3, new Set())).toEqual([]);
    expect(allowedActions(3, REOPEN)).toEqual(['reopen']);
  });
});

describe('transitions (§4.3)', () => {
  it.each([
    [0, { action: 'confirm' }, { ok: true, status: 1, statusSubtype: 0 }],
    [5, { action: 'confirm' }, { ok: true, status: 1, statusSubtype: 0 }],
    [1, { action: 'confirm' }, { ok: false, message: 'Nie można potwierdzić wizyty' }],
    [1, { action: 'close' }, { ok: true, status: 3, statusSubtype: 0 }],
    [2, { action: 'close' }, { ok: false, message: 'Nie można zamknąć wizyty' }],
    [3, { action: 'close' }, { ok: false, message: 'Nie można zamknąć wizyty' }],
    [3, { action: 'reopen' }, { ok: true, status: 0, statusSubtype: 0 }],
    [1, { action: 'reopen' }, { ok: false, message: 'Nie można otworzyć wizyty' }],
    [4, { action: 'cancel', subtype: 2 }, { ok: true, status: 2, statusSubtype: 2 }],
    [2, { action: 'cancel', subtype: 1 }, { ok: false, message: 'Błąd anulowanie wizyty' }],
    [3, { action: 'cancel', subtype: 1 }, { ok: false, message: 'Błąd anulowanie wizyty' }],
  ] as const)('from %s, %o gives %o', (status, transition, expected) => {
    expect(transitionVisit(status, transition, REOPEN)).toEqual(expected);
  });

  it('refuses reopening a closed visit without the permission', () => {
    expect(transitionVisit(3, { action: 'reopen' }, new Set())).toEqual({
      ok: false,
      message: 'Nie można otworzyć wizyty',
    });
  });
});

describe('visit fields (§5)', () => {
  const full = {
    startTime: at('2025-03-10T08:00:00Z'),
    endTime: at('2025-03-10T09:00:00Z'),
    therapistId: 1,
    clientId: 2,
  };
  it.each([
    ['complete', full, []],
    ['without start', { ...full, startTime: null }, [VISIT_MESSAGES.startRequired]],
    ['without end', { ...full, endTime: null }, [VISIT_MESSAGES.endRequired]],
    ['without therapist', { ...full, therapistId: null }, ['Nie wybrano terapeuty.']],
    ['without patient', { ...full, clientId: 0 }, ['Nie wybrano pacjenta.']],
    [
      'ending before it starts',
      { ...full, endTime: at('2025-03-10T07:59:00Z') },
      [VISIT_MESSAGES.endBeforeStart],
    ],
    ['ending when it starts', { ...full, endTime: full.startTime }, []],
    ['lasting exactly a day', { ...full, endTime: at('2025-03-11T08:00:00Z') }, []],
    [
      'lasting a day and a minute',
      { ...full, endTime: at('2025-03-11T08:01:00Z') },
      [VISIT_MESSAGES.tooLong],
    ],
    [
      'empty',
      {},
      [
        'Nie określono godziny początkowej.',
        'Nie określono godziny końcowej.',
        'Nie wybrano terapeuty.',
        'Nie wybrano pacjenta.',
      ],
    ],
  ])('%s', (_name, visit, messages) => {
    expect(validateVisitFields(visit).map((e) => e.message)).toEqual(messages);
  });
});

describe('end time from lengths (§4.3)', () => {
  const start = at('2025-03-10T08:00:00Z');
  it.each([
    [{ visitType: 45 }, '2025-03-10T08:45:00.000Z'],
    [{ treatment: 30, treatmentSubtype: 20, visitType: 45 }, '2025-03-10T08:20:00.000Z'],
    [{ treatment: 30, treatmentSubtype: 0 }, '2025-03-10T08:30:00.000Z'],
    [{ visitType: 0, therapistDefault: 50 }, '2025-03-10T08:50:00.000Z'],
    [{ visitType: null }, null],
  ])('%o ends at %s', (lengths, end) => {
    expect(visitEndTime(start, lengths)?.toISOString() ?? null).toBe(end);
  });
});
