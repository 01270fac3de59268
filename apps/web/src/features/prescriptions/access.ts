import type { CurrentLoginInformations } from '@wizytownik/contracts';
import type { Access } from '../../api/platform.ts';
import { useAccess } from '../../api/platform.ts';
import { useCurrentSession } from '../../api/session.ts';

/**
 * Spec 001 §6 and issue 19: the patient's prescriptions are offered when the tenant has the Recepty
 * feature and the user is a system administrator, or a therapist whose profession allows prescriptions
 * and who has uploaded a certificate. The server enforces the same rule on every call.
 */
export function mayPrescribe(
  access: Pick<Access, 'isGranted' | 'features'>,
  therapist: CurrentLoginInformations['therapist'] | undefined,
): boolean {
  if (!access.features?.has('Recepty')) return false;
  if (access.isGranted('Wizytownik_SystemAdmin')) return true;
  return therapist?.recepty === true && therapist.czyCertyfikatWgrany === true;
}

/** Whether the signed-in user may open the patients' prescriptions. */
export function useMayPrescribe(): boolean {
  const access = useAccess();
  const session = useCurrentSession();
  return mayPrescribe(access, session.data?.therapist);
}
