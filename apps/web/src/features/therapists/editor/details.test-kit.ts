import type { TherapistDetails } from '@wizytownik/contracts';

/** A therapist as GetTherapistDetails answers, for the editor's tab tests. */
export function therapistDetails(overrides: Partial<TherapistDetails> = {}): TherapistDetails {
  return {
    therapistID: 3,
    userID: 7,
    name: 'Anna',
    surname: 'Nowak',
    emailAddress: 'anowak@example.pl',
    isActive: true,
    phone: null,
    pwz: null,
    visitTime: 50,
    rate: 18000,
    color: '#1e88e5',
    znanyLekarzId: null,
    mainOrganizationalUnitID: null,
    plMedicalProfession: null,
    medicalChamberCode: null,
    groupId: null,
    smsTemplate: null,
    schedules: [{ id: 1, day: 1, timeStart: '08:00', timeEnd: '16:00', isEnabled: true }],
    icD9Categories: [],
    czyCertyfikatWgrany: false,
    dataWaznosciCertyfikatu: null,
    czyWymagaHaslaCertyfikatu: false,
    ...overrides,
  };
}
