import { Errors } from '../../platform/errors.ts';

export const ClientDiseaseErrors = {
  unknownEntry: () => Errors.notFound('Nie znaleziono alergii ani choroby.'),
  unknownIcd10: () => Errors.validation('Nieznany kod ICD-10.', ['icd10_Id']),
};
