import { descriptionEndpoints } from '@wizytownik/contracts';
import { DESCRIPTIONS_KEY } from '../../api/descriptions.ts';
import { useListMutation } from '../../api/mutation.ts';

// A change of a category or a description reloads both lists (a category's name shows in the descriptions).
export const useAddDescription = () =>
  useListMutation(descriptionEndpoints.addNewDescription, DESCRIPTIONS_KEY);
export const useUpdateDescription = () =>
  useListMutation(descriptionEndpoints.updateDescription, DESCRIPTIONS_KEY);
export const useDeleteDescription = () =>
  useListMutation(descriptionEndpoints.deleteDescription, DESCRIPTIONS_KEY);
export const useAddCategory = () => useListMutation(descriptionEndpoints.addCategory, DESCRIPTIONS_KEY);
export const useUpdateCategory = () => useListMutation(descriptionEndpoints.updateCategory, DESCRIPTIONS_KEY);
export const useDeleteCategory = () => useListMutation(descriptionEndpoints.deleteCategory, DESCRIPTIONS_KEY);
