import type { PermissionName } from '../auth/permissions.ts';

/** Visit statuses (spec 000 §4.1). */
export const VisitStatus = {
  New: 0,
  Confirmed: 1,
  Cancelled: 2,
  Closed: 3,
  CancelledByPatient: 4,
  ToBeExplained: 5,
} as const;
export type VisitStatus = (typeof VisitStatus)[keyof typeof VisitStatus];
export const VISIT_STATUSES = Object.values(VisitStatus);

/**
 * Labels of §4.1. Status 4 has no Polish label in the spec ("cancelled by the patient" in one
 * reading); we name it after that reading.
 */
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  0: 'Nowa',
  1: 'Potwierdzona',
  2: 'Anulowana',
  3: 'Zakończona',
  4: 'Odwołana przez pacjenta',
  5: 'Do wyjaśnienia',
};

/** The history shows a new visit that lies ahead as planned. */
export const PLANNED_LABEL = 'Planowana';

/** Cancellation subtypes (§4.1); 1–4 are the ones the cancel dialog offers. */
export const CancelSubtype = {
  Cancelled: 0,
  ByTherapist: 1,
  ByFacility: 2,
  ExcusedAbsence: 3,
  UnexcusedAbsence: 4,
} as const;
export type CancelSubtype = (typeof CancelSubtype)[keyof typeof CancelSubtype];
export const CANCEL_SUBTYPES = Object.values(CancelSubtype);
/** What the reason dialog offers: therapist, reception, excused and unexcused absence. */
export const CANCEL_DIALOG_SUBTYPES = CANCEL_SUBTYPES.filter((s) => s !== CancelSubtype.Cancelled);

/** 0 is the spec's literal label; 1–4 are its descriptions put in Polish. */
export const CANCEL_SUBTYPE_LABELS: Record<CancelSubtype, string> = {
  0: 'Wizyta odwołana',
  1: 'Odwołana przez pracownika',
  2: 'Odwołana przez placówkę',
  3: 'Nieobecność usprawiedliwiona',
  4: 'Nieobecność nieusprawiedliwiona',
};

/**
 * The label a visit shows: a non-zero subtype overrides the status label; in the history a new
 * visit in the future reads 'Planowana'.
 */
export function visitStatusLabel(
  visit: { status: VisitStatus; statusSubtype: number; startTime: Date },
  options: { history?: boolean; now?: Date } = {},
): string {
  const subtype = visit.statusSubtype as CancelSubtype;
  if (subtype !== CancelSubtype.Cancelled && subtype in CANCEL_SUBTYPE_LABELS) {
    return CANCEL_SUBTYPE_LABELS[subtype];
  }
  if (options.history && visit.status === VisitStatus.New && visit.startTime > (options.now ?? new Date())) {
    return PLANNED_LABEL;
  }
  return VISIT_STATUS_LABELS[visit.status];
}

/**
 * Our extension of the history filter: 4–7 are taken by the cancel subtypes, so 'Do wyjaśnienia'
 * (status 5) is asked for with 8.
 */
export const HISTORY_TO_BE_EXPLAINED = 8;

/**
 * The history filter's status value: 0–3 and 5 as they are, 4–7 meaning cancelled with subtype 1–4
 * (§4.1). Returns the status and the subtype (null: any subtype).
 */
export function historyStatusFilter(value: number): { status: number; statusSubtype: number | null } {
  if (value >= 4 && value <= 7) return { status: VisitStatus.Cancelled, statusSubtype: value - 3 };
  if (value === HISTORY_TO_BE_EXPLAINED) return { status: VisitStatus.ToBeExplained, statusSubtype: null };
  return { status: value, statusSubtype: null };
}

/**
 * What a history request filters by (§7.1 ListVisitHistory): the closed-only flag forces status 3;
 * otherwise the status with the 4–7 mapping, and a subtype sent alongside applies when the mapping
 * sets none. A missing field means "any".
 */
export function historyRequestFilter(input: {
  onlyClosed?: boolean;
  status?: number;
  statusSubType?: number;
}): { status?: number; statusSubtype?: number } {
  if (input.onlyClosed) return { status: VisitStatus.Closed };
  if (input.status === undefined) return {};
  const { status, statusSubtype } = historyStatusFilter(input.status);
  const subtype = statusSubtype ?? input.statusSubType;
  return subtype === undefined ? { status } : { status, statusSubtype: subtype };
}

/** What can be done with a visit (§4.2). */
export type VisitAction =
  | 'save'
  | 'sendInvitation'
  | 'confirm'
  | 'close'
  | 'cancel'
  | 'verifyP1'
  | 'reopen'
  | 'changeVisitType'
  | 'toggleSwitch';

const ALLOWED: Record<VisitAction, readonly VisitStatus[]> = {
  save: [0, 1, 4, 5],
  sendInvitation: [0, 4, 5],
  confirm: [0, 4, 5],
  close: [0, 1, 4, 5],
  cancel: [0, 1, 4, 5],
  verifyP1: [0, 1, 4, 5],
  reopen: [3],
  // The visit-type selector is disabled from status 2 on.
  changeVisitType: [0, 1],
  // The editor's switches (patient present, no confirmation SMS) follow the fields: not when closed
  // or cancelled.
  toggleSwitch: [0, 1, 4, 5],
};

/** Actions that also need a permission besides the status. */
const ACTION_PERMISSION: Partial<Record<VisitAction, PermissionName>> = {
  reopen: 'Wizytownik_Wizyty_Otwarcie',
};

export function isActionAllowed(
  action: VisitAction,
  status: VisitStatus,
  permissions?: ReadonlySet<string>,
): boolean {
  const permission = ACTION_PERMISSION[action];
  if (permission && !permissions?.has(permission)) return false;
  return ALLOWED[action].includes(status);
}

/** The actions allowed for a status, for the screens. */
export function allowedActions(status: VisitStatus, permissions?: ReadonlySet<string>): VisitAction[] {
  return (Object.keys(ALLOWED) as VisitAction[]).filter((a) => isActionAllowed(a, status, permissions));
}

/** The error catalogue's message per refused action (§8). */
export const VISIT_ACTION_REFUSED: Record<'save' | 'confirm' | 'close' | 'cancel' | 'reopen', string> = {
  save: 'Nie można zapisać wizyty',
  confirm: 'Nie można potwierdzić wizyty',
  close: 'Nie można zamknąć wizyty',
  cancel: 'Błąd anulowanie wizyty',
  reopen: 'Nie można otworzyć wizyty',
};

export type VisitTransition =
  | { readonly action: 'confirm' }
  | { readonly action: 'close' }
  | { readonly action: 'reopen' }
  | { readonly action: 'cancel'; readonly subtype: CancelSubtype };

export type TransitionResult =
  | { readonly ok: true; readonly status: VisitStatus; readonly statusSubtype: CancelSubtype }
  | { readonly ok: false; readonly message: string };

/**
 * The status a visit moves to (§4.3). Reopening puts a closed visit back to 'Nowa'; the spec does not
 * name the target, and 'Nowa' is the status a visit is edited in.
 */
export function transitionVisit(
  status: VisitStatus,
  transition: VisitTransition,
  permissions?: ReadonlySet<string>,
): TransitionResult {
  const { action } = transition;
  if (!isActionAllowed(action, status, permissions)) {
    return { ok: false, message: VISIT_ACTION_REFUSED[action] };
  }
  switch (action) {
    case 'confirm':
      return { ok: true, status: VisitStatus.Confirmed, statusSubtype: CancelSubtype.Cancelled };
    case 'close':
      return { ok: true, status: VisitStatus.Closed, statusSubtype: CancelSubtype.Cancelled };
    case 'reopen':
      return { ok: true, status: VisitStatus.New, statusSubtype: CancelSubtype.Cancelled };
    case 'cancel':
      return { ok: true, status: VisitStatus.Cancelled, statusSubtype: transition.subtype };
  }
}

/**
 * Statuses that hold the therapist's time: all but cancelled. Status 4 may still be confirmed or
 * closed (§4.2), so it keeps its time until reception cancels it. The no-overlap constraint in the
 * database lists the same statuses.
 */
export const ACTIVE_VISIT_STATUSES: readonly VisitStatus[] = [0, 1, 3, 4, 5];
