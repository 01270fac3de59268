import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { descriptionEndpoints, type GetDescriptionsInput } from '@wizytownik/contracts';
import { call } from './client.ts';

/** Stored descriptions and their categories; a change of either reloads both (a name shows in both). */
export const DESCRIPTIONS_KEY = ['descriptions'] as const;

/** One page of the descriptions for the visit course's picker. */
export const useDescriptionsForPicker = (filters: GetDescriptionsInput) =>
  useQuery({
    queryKey: [...DESCRIPTIONS_KEY, 'picker', filters],
    queryFn: () => call(descriptionEndpoints.getDescriptions, filters),
    placeholderData: keepPreviousData,
  });

/** One page of the descriptions for the /descriptions screen. */
export const useDescriptions = (filters: GetDescriptionsInput) =>
  useQuery({
    queryKey: [...DESCRIPTIONS_KEY, 'list', filters],
    queryFn: () => call(descriptionEndpoints.getAllDescriptions, filters),
    placeholderData: keepPreviousData,
  });

/** Every category of the clinic, by name. */
export const useDescriptionCategories = () =>
  useQuery({
    queryKey: [...DESCRIPTIONS_KEY, 'categories'],
    queryFn: () => call(descriptionEndpoints.getAllCategories, {}),
  });
