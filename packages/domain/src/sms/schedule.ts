import { addDays } from '../calendar/time-zone.ts';
import { clinicDateTime, clinicInstant } from '../therapist-time.ts';

export interface SendWindow {
  /** "HH:mm" of the clinic's day: reminders leave from this hour… */
  readonly from: string;
  /** …until this one (not at night). */
  readonly to: string;
}

/**
 * The clinic dates whose visits get their reminder planned now: from tomorrow to `daysBefore` days
 * ahead (a visit booked after its reminder day is still reminded), or today alone with 0.
 */
export function reminderDays(today: string, daysBefore: number): string[] {
  if (daysBefore <= 0) return [today];
  return Array.from({ length: daysBefore }, (_, i) => addDays(today, i + 1));
}

/**
 * When a patient's reminder of a day leaves: `daysBefore` days before, at the window's start. Planned
 * late (that moment passed), it leaves now when now is inside the window, else at the next window's
 * start — unless that is not before the first visit, when no reminder goes (null). `notBefore` (the end
 * of an action's undo window) delays it.
 */
export function reminderSendAt(input: {
  readonly visitDay: string;
  readonly firstVisit: Date;
  readonly daysBefore: number;
  readonly window: SendWindow;
  readonly now: Date;
  readonly notBefore?: Date;
}): Date | null {
  const { window, now } = input;
  const planned = clinicInstant(addDays(input.visitDay, -Math.max(0, input.daysBefore)), window.from);
  let at: Date;
  if (now < planned) at = planned;
  else {
    const { date, time } = clinicDateTime(now);
    if (time >= window.from && time < window.to) at = now;
    else
      at =
        time < window.from ? clinicInstant(date, window.from) : clinicInstant(addDays(date, 1), window.from);
  }
  if (input.notBefore && at < input.notBefore) at = input.notBefore;
  return at < input.firstVisit ? at : null;
}
