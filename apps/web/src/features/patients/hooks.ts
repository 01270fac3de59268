import { clientEndpoints as e } from '@wizytownik/contracts';
import { useListMutation } from '../../api/mutation.ts';
import { PATIENTS_KEY } from '../../api/patients.ts';

export const useCreatePatient = () => useListMutation(e.create, PATIENTS_KEY);
export const useUpdatePatient = () => useListMutation(e.update, PATIENTS_KEY);
export const useDeletePatient = () => useListMutation(e.delete, PATIENTS_KEY);
export const useCreateQuickPatient = () => useListMutation(e.createQuick, PATIENTS_KEY);
