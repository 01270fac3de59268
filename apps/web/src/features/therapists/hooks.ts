import { therapistEndpoints as e } from '@wizytownik/contracts';
import { useListMutation } from '../../api/mutation.ts';
import { THERAPISTS_KEY } from '../../api/therapists.ts';

/** Saving reloads every therapist query: the list, the editor's details and the pickers. */
export const useSaveTherapist = () => useListMutation(e.saveOrUpdate, THERAPISTS_KEY);
export const useAddIcd9Category = () => useListMutation(e.addIcd9Category, THERAPISTS_KEY);
export const useDeleteIcd9Category = () => useListMutation(e.deleteIcd9Category, THERAPISTS_KEY);

export const useInsertVisitType = () => useListMutation(e.insertVisitType, THERAPISTS_KEY);
export const useUpdateVisitType = () => useListMutation(e.updateVisitType, THERAPISTS_KEY);
