import { Errors } from '../../platform/errors.ts';

export const TherapistErrors = {
  unknownTherapist: () => Errors.notFound('Nie znaleziono terapeuty.'),
  unknownVisitType: () => Errors.notFound('Nie znaleziono typu wizyty.'),
  unknownCategory: () => Errors.notFound('Nie znaleziono kategorii ICD-9 terapeuty.'),
  unknownGroup: () => Errors.validation('Nieznana grupa pracowników.', ['groupId']),
  unknownUnit: () => Errors.validation('Nieznana komórka organizacyjna.', ['mainOrganizationalUnitID']),
  unknownProfession: () => Errors.validation('Nieznana grupa zawodowa.', ['plMedicalProfession']),
  unknownChamber: () => Errors.validation('Nieznana izba lekarska.', ['medicalChamberCode']),
  unknownIcd9: () => Errors.validation('Nieznana kategoria główna ICD-9.', ['category']),
  duplicateIcd9: () => Errors.conflict('Terapeuta ma już tę kategorię ICD-9.'),
  commissionForbidden: () => Errors.forbidden('Nie masz uprawnień do edycji prowizji.'),
};
