import { useQuery } from '@tanstack/react-query';
import { daysOffEndpoints } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';

/** Also the key the public-holiday offer lives under: both change when days off do. */
export const DAYS_OFF_KEY = ['days-off'] as const;

export const useDaysOff = (year: number) =>
  useQuery({ queryKey: [...DAYS_OFF_KEY, year], queryFn: () => call(daysOffEndpoints.getAll, { year }) });

export const usePublicHolidays = (year: number) =>
  useQuery({
    queryKey: [...DAYS_OFF_KEY, 'holidays', year],
    queryFn: () => call(daysOffEndpoints.getPublicHolidays, { year }),
  });

export const useCreateDayOff = () => useListMutation(daysOffEndpoints.create, DAYS_OFF_KEY);
export const useUpdateDayOff = () => useListMutation(daysOffEndpoints.update, DAYS_OFF_KEY);
export const useDeleteDayOff = () => useListMutation(daysOffEndpoints.delete, DAYS_OFF_KEY);
export const useAddPublicHolidays = () => useListMutation(daysOffEndpoints.addPublicHolidays, DAYS_OFF_KEY);
