/** Messages of a visit save (spec 000 §5); the literal ones are the spec's. */
export const VISIT_MESSAGES = {
  startRequired: 'Nie określono godziny początkowej.',
  endRequired: 'Nie określono godziny końcowej.',
  therapistRequired: 'Nie wybrano terapeuty.',
  patientRequired: 'Nie wybrano pacjenta.',
  /** The spec says only that the end cannot be before the start; the wording is ours. */
  endBeforeStart: 'Godzina końcowa nie może być wcześniejsza niż początkowa.',
  /** Ours too: the calendar reads visits at most a day back from the range it shows. */
  tooLong: 'Wizyta nie może trwać dłużej niż 24 godziny.',
  therapistDisabled: 'Nie można zapisać wizyty z tym terapeutą.',
  scheduleMismatch: 'Niezgodnosć z hamornogramem',
  saved: 'Zapisono',
  closed: 'Zamknięto',
  opened: 'Otwarto',
  confirmed: 'Potwierdzono',
} as const;

/** The longest a visit may last (the database holds the same limit). */
export const MAX_VISIT_MS = 24 * 60 * 60 * 1000;

export interface VisitFields {
  readonly startTime?: Date | null;
  readonly endTime?: Date | null;
  readonly therapistId?: number | null;
  readonly clientId?: number | null;
}

export interface VisitFieldError {
  readonly message: string;
  /** The wire field the message belongs to. */
  readonly field: 'startTime' | 'endTime' | 'therapistId' | 'clientId';
}

/** Every problem of a visit's required fields, in the order the editor checks them. */
export function validateVisitFields(visit: VisitFields): VisitFieldError[] {
  const errors: VisitFieldError[] = [];
  if (!visit.startTime) errors.push({ message: VISIT_MESSAGES.startRequired, field: 'startTime' });
  if (!visit.endTime) errors.push({ message: VISIT_MESSAGES.endRequired, field: 'endTime' });
  if (visit.startTime && visit.endTime && visit.endTime < visit.startTime) {
    errors.push({ message: VISIT_MESSAGES.endBeforeStart, field: 'endTime' });
  }
  if (
    visit.startTime &&
    visit.endTime &&
    visit.endTime.getTime() - visit.startTime.getTime() > MAX_VISIT_MS
  ) {
    errors.push({ message: VISIT_MESSAGES.tooLong, field: 'endTime' });
  }
  if (!visit.therapistId) errors.push({ message: VISIT_MESSAGES.therapistRequired, field: 'therapistId' });
  if (!visit.clientId) errors.push({ message: VISIT_MESSAGES.patientRequired, field: 'clientId' });
  return errors;
}

/** Lengths in minutes that may set a visit's end (§4.3); 0 or missing means "not set". */
export interface VisitLengths {
  readonly visitType?: number | null;
  readonly treatment?: number | null;
  readonly treatmentSubtype?: number | null;
  /** The therapist's default visit time, used for a new visit. */
  readonly therapistDefault?: number | null;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/**
 * The end of a visit from its start and what was chosen (§4.3): a treatment subtype's length
 * overrides its treatment's; a visit type's length applies when no treatment is chosen (the type
 * selector is shown only then); otherwise the therapist's default. Null when nothing sets a length.
 */
export function visitEndTime(start: Date, lengths: VisitLengths): Date | null {
  const minutes = [
    lengths.treatmentSubtype,
    lengths.treatment,
    lengths.visitType,
    lengths.therapistDefault,
  ].find(positive);
  return minutes === undefined ? null : new Date(start.getTime() + minutes * 60_000);
}
