import { therapistEndpoints as e } from '@wizytownik/contracts';
import { useListMutation } from '../../api/mutation.ts';
import { USERS_KEY } from '../../api/users.ts';

/** Saving reloads every user and therapist query (api/users.ts): the lists, the editor's details, the pickers. */
export const useSaveTherapist = () => useListMutation(e.saveOrUpdate, USERS_KEY);
export const useAddIcd9Category = () => useListMutation(e.addIcd9Category, USERS_KEY);
export const useDeleteIcd9Category = () => useListMutation(e.deleteIcd9Category, USERS_KEY);

export const useInsertVisitType = () => useListMutation(e.insertVisitType, USERS_KEY);
export const useUpdateVisitType = () => useListMutation(e.updateVisitType, USERS_KEY);
