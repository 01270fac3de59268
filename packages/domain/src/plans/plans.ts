import { clinicDateTime } from '../therapist-time.ts';
import type { ContractMessageKey } from '../texts/contract-messages.ts';

/**
 * Therapy and recovery plans (spec 001 §3–§5): a plan of a patient, its goals ('cele') and each goal's
 * tasks ('zadania'). Kinds and statuses are the numbers the wire carries; the labels are the screens'.
 */

export const PLAN_KINDS = [
  { value: 0, label: 'Nowy' },
  { value: 1, label: 'Ewaluacja' },
] as const;
export type PlanKind = (typeof PLAN_KINDS)[number]['value'];

export const PLAN_STATUSES = [
  { value: 0, label: 'Wersja robocza' },
  { value: 1, label: 'Otwarty' },
  { value: 2, label: 'Zrealizowany' },
  { value: 3, label: 'Anulowany' },
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number]['value'];

/** The status of a goal and of a task alike. */
export const PLAN_ITEM_STATUSES = [
  { value: 0, label: 'Planowany' },
  { value: 1, label: 'Realizowany' },
  { value: 2, label: 'Zrealizowany' },
  { value: 3, label: 'Anulowany' },
] as const;
export type PlanItemStatus = (typeof PLAN_ITEM_STATUSES)[number]['value'];

/** A new plan is a draft of kind Nowy; a new goal or task is Planowany (spec 001 §4). */
export const NEW_PLAN = { rodzajPlanu: 0, status: 0 } as const satisfies {
  rodzajPlanu: PlanKind;
  status: PlanStatus;
};
export const NEW_PLAN_ITEM_STATUS: PlanItemStatus = 0;

type Labelled = readonly { readonly value: number; readonly label: string }[];

function labelOf(list: Labelled, value: number): string {
  return list.find((x) => x.value === value)?.label ?? String(value);
}

export const planKindLabel = (value: number) => labelOf(PLAN_KINDS, value);
export const planStatusLabel = (value: number) => labelOf(PLAN_STATUSES, value);
export const planItemStatusLabel = (value: number) => labelOf(PLAN_ITEM_STATUSES, value);

/** Zrealizowany (2) and Anulowany (3) end a plan, a goal or a task: both lists share the numbers. */
export function isClosingStatus(status: number): boolean {
  return status === 2 || status === 3;
}

export interface StatusHistory {
  readonly status: number;
  readonly closedAt: Date | null;
}

/**
 * The completion or cancellation date ('dataZakoczeniaAnulowania' / 'dataZakoczeniaAnulacji') after a
 * save with `status`. Transitions are free (spec 001 §4), so the date follows the status: it is set
 * when the status becomes Zrealizowany or Anulowany, kept while that status stays, and cleared when
 * the item is reopened. `previous` is null for a new item.
 */
export function closingDate(previous: StatusHistory | null, status: number, now: Date): Date | null {
  if (!isClosingStatus(status)) return null;
  if (previous && previous.status === status && previous.closedAt) return previous.closedAt;
  return now;
}

/** Spec 001 §5 and §9: a goal's or a task's name and description need at least 3 characters. */
export const PLAN_ITEM_TEXT_MIN = 3;

/** A plan item's messages, as keys of the text catalog (a name's are the contracts' common ones). */
export const PLAN_ITEM_MESSAGES = {
  nazwa: { required: 'contract.nameRequired', tooShort: 'contract.nameMin3' },
  opis: { required: 'contract.planDescriptionRequired', tooShort: 'contract.planDescriptionMin3' },
  celRequired: 'contract.planGoalRequired',
} as const satisfies {
  nazwa: Record<'required' | 'tooShort', ContractMessageKey>;
  opis: Record<'required' | 'tooShort', ContractMessageKey>;
  celRequired: ContractMessageKey;
};

type PlanItemTextMessage = (typeof PLAN_ITEM_MESSAGES)['nazwa' | 'opis']['required' | 'tooShort'];

/** The key of the one message for a goal's or a task's name or description, or null when it is valid. */
export function planItemTextError(
  field: 'nazwa' | 'opis',
  value: string | null | undefined,
): PlanItemTextMessage | null {
  const text = (value ?? '').trim();
  if (text.length === 0) return PLAN_ITEM_MESSAGES[field].required;
  if (text.length < PLAN_ITEM_TEXT_MIN) return PLAN_ITEM_MESSAGES[field].tooShort;
  return null;
}

/** Spec 001 §4: a task belongs to one goal, so one can be added only once the plan has a goal. */
export function canAddTask(goalCount: number): boolean {
  return goalCount > 0;
}

/**
 * A plan's date as the screens and the printout show it, DD-MM-YYYY: a calendar date "YYYY-MM-DD" as
 * it is, an ISO instant on its day in the clinic's time zone; a missing date is a dash.
 */
export function planDate(value: string | null): string {
  if (!value) return '—';
  const date = value.length === 10 ? value : clinicDateTime(new Date(value)).date;
  return date.split('-').reverse().join('-');
}
