import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientEndpoints as e, userEndpoints, type GetClientsInput } from '@wizytownik/contracts';
import { PATIENT_PICKER_LIMIT, THERAPIST_ROLE } from '@wizytownik/domain';
import { call } from '../../api/client.ts';
import { useListMutation } from '../../api/mutation.ts';

/** Every patient query lives under this key, so a change of a patient reloads lists and pickers. */
export const PATIENTS_KEY = ['patients'] as const;
export const patientKey = (id: number) => [...PATIENTS_KEY, 'record', id] as const;

export const usePatients = (filters: GetClientsInput) =>
  useQuery({
    queryKey: [...PATIENTS_KEY, 'list', filters],
    queryFn: () => call(e.getAll, filters),
    placeholderData: keepPreviousData,
  });

/** The editor's record; a new patient (id 0) has none. */
export const usePatient = (id: number) =>
  useQuery({ queryKey: patientKey(id), queryFn: () => call(e.get, { Id: id }), enabled: id > 0 });

/** Pickers: page 1, 20 patients by surname (spec 001 §9); runs only while the picker is open. */
export const usePatientSearch = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: [...PATIENTS_KEY, 'search', query],
    queryFn: () => call(e.search, { query: query || undefined, page: 1, limit: PATIENT_PICKER_LIMIT }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useGuardianInfo = (guardianId: number) =>
  useQuery({
    queryKey: [...PATIENTS_KEY, 'guardian', guardianId],
    queryFn: () => call(e.getRepresentative, { Id: guardianId }),
  });

/** The therapist picker: active users with the role 'terapeuta', without the admin (spec 001 §6). */
export const useTherapistChoices = () =>
  useQuery({
    queryKey: ['therapist-choices'],
    queryFn: () =>
      call(userEndpoints.queryUsersWithRoles, {
        IsActive: true,
        RolesList: [THERAPIST_ROLE],
        ExcludeAdmin: true,
      }),
  });

export const useCreatePatient = () => useListMutation(e.create, PATIENTS_KEY);
export const useUpdatePatient = () => useListMutation(e.update, PATIENTS_KEY);
export const useDeletePatient = () => useListMutation(e.delete, PATIENTS_KEY);
export const useCreateQuickPatient = () => useListMutation(e.createQuick, PATIENTS_KEY);
