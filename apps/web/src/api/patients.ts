import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientEndpoints, type GetClientsInput } from '@wizytownik/contracts';
import { PATIENT_PICKER_LIMIT } from '@wizytownik/domain';
import { call } from './client.ts';

/**
 * Every patient query lives under this key (the list, the record, the pickers and the record's tabs:
 * `patientPartKey`), so a change of a patient reloads them.
 */
export const PATIENTS_KEY = ['patients'] as const;
export const patientKey = (id: number) => [...PATIENTS_KEY, 'record', id] as const;
/** One tab's data of a patient's record (diseases, credit, attachments, problems). */
export const patientPartKey = (clientId: number, part: string) => [...PATIENTS_KEY, clientId, part] as const;

export const usePatients = (filters: GetClientsInput) =>
  useQuery({
    queryKey: [...PATIENTS_KEY, 'list', filters],
    queryFn: () => call(clientEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });

/** The editor's record; a new patient (id 0) has none. */
export const usePatient = (id: number) =>
  useQuery({
    queryKey: patientKey(id),
    queryFn: () => call(clientEndpoints.get, { Id: id }),
    enabled: id > 0,
  });

/** Pickers: page 1, 20 patients by surname (spec 001 §9); runs only while the picker is open. */
export const usePatientSearch = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: [...PATIENTS_KEY, 'search', query],
    queryFn: () =>
      call(clientEndpoints.search, { query: query || undefined, page: 1, limit: PATIENT_PICKER_LIMIT }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useGuardianInfo = (guardianId: number) =>
  useQuery({
    queryKey: [...PATIENTS_KEY, 'guardian', guardianId],
    queryFn: () => call(clientEndpoints.getRepresentative, { Id: guardianId }),
  });
