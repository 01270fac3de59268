import type {
  AdditionalTherapistInput,
  CheckVisitTimeStatusOutput,
  CreatePatientVisitInput,
} from '@wizytownik/contracts';
import { VISIT_MESSAGES } from '@wizytownik/domain';
import { hasErrorCode } from '../../../api/errors.ts';
import type { Translate } from '../../../app/texts.ts';
import type { VisitForm } from './visit-form.ts';

/** The server's answer to a new visit outside the therapist's schedule: ask, then send with the flag. */
const isScheduleMismatch = (error: unknown): boolean => hasErrorCode(error, 'visit.scheduleMismatch');

/**
 * Books a visit; one outside the therapist's schedule is sent again with `pomin_harmonogram` once the
 * user accepts it. Undefined: the user did not.
 */
export async function createAskingSchedule<T>(
  create: (input: CreatePatientVisitInput) => Promise<T>,
  input: CreatePatientVisitInput,
  confirm: (message: string) => Promise<boolean>,
): Promise<T | undefined> {
  try {
    return await create({ ...input, pomin_harmonogram: false });
  } catch (error) {
    if (!isScheduleMismatch(error)) throw error;
  }
  if (!(await confirm(VISIT_MESSAGES.scheduleMismatch))) return undefined;
  return create({ ...input, pomin_harmonogram: true });
}

/**
 * The additional therapists a save sends (create and update replace the visit's list). The form
 * holds the visit's list even while the panel is hidden, so a save never drops them unseen.
 */
export function additionalTherapistsInput(
  form: Pick<VisitForm, 'additionalTherapists'>,
): AdditionalTherapistInput[] {
  return form.additionalTherapists.map((a) => ({ id: a.id, therapistVisitTypeId: a.typWizytyId }));
}

/** What CheckVisitTimeStatus found busy among the visit's therapist, room and patient. */
export function clashesOf(
  t: Translate,
  check: CheckVisitTimeStatusOutput,
  visit: {
    readonly therapistId: number | null;
    readonly roomId: number | null;
    readonly clientId: number | null;
    readonly zabiegId?: number | null;
  },
): string[] {
  const clashes: string[] = [];
  if (visit.therapistId !== null && check.therapistCheck.some((c) => c.therapistId === visit.therapistId)) {
    clashes.push(t('visitEditor.clashTherapist'));
  }
  if (visit.roomId !== null && check.roomCheck.includes(visit.roomId))
    clashes.push(t('visitEditor.clashRoom'));
  if (visit.clientId !== null && check.clientCheck.includes(visit.clientId))
    clashes.push(t('visitEditor.clashPatient'));
  if (visit.zabiegId != null && check.zabiegCheck.includes(visit.zabiegId))
    clashes.push(t('visitEditor.clashTreatment'));
  return clashes;
}
