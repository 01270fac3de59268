import {
  CANCEL_DIALOG_SUBTYPES,
  HISTORY_TO_BE_EXPLAINED,
  CANCEL_SUBTYPE_LABELS,
  VISIT_STATUS_LABELS,
  VisitStatus,
} from '@wizytownik/domain';

/**
 * The history's status filter (§2.6, §4.1): 0–3 as they are, then 4–7 for a cancelled visit with
 * subtype 1–4, and 8 for 'Do wyjaśnienia' (the domain's historyStatusFilter reads them back).
 */
export const HISTORY_STATUS_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  ...([VisitStatus.New, VisitStatus.Confirmed, VisitStatus.Cancelled, VisitStatus.Closed] as const).map(
    (status) => ({ value: status, label: VISIT_STATUS_LABELS[status] }),
  ),
  ...CANCEL_DIALOG_SUBTYPES.map((subtype) => ({ value: subtype + 3, label: CANCEL_SUBTYPE_LABELS[subtype] })),
  { value: HISTORY_TO_BE_EXPLAINED, label: VISIT_STATUS_LABELS[VisitStatus.ToBeExplained] },
];
