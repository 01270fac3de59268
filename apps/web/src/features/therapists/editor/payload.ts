import type { SaveTherapistInput, TherapistDetails } from '@wizytownik/contracts';

/**
 * SaveOrUpdate takes the general data and the schedule together; each tab saves its part with the
 * rest as loaded.
 */
export function savePayload(
  details: TherapistDetails,
  changes: Partial<SaveTherapistInput>,
): SaveTherapistInput {
  return {
    userID: details.userID,
    phone: details.phone,
    pwz: details.pwz,
    visitTime: details.visitTime,
    rate: details.rate,
    color: details.color,
    znanyLekarzId: details.znanyLekarzId,
    mainOrganizationalUnitID: details.mainOrganizationalUnitID,
    plMedicalProfession: details.plMedicalProfession,
    medicalChamberCode: details.medicalChamberCode,
    groupId: details.groupId,
    smsTemplate: details.smsTemplate,
    schedules: details.schedules,
    ...changes,
  };
}
