import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companySettingsEndpoints,
  roomEndpoints,
  therapistEndpoints,
  visitEndpoints as e,
  type VisitDetails,
} from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';

/** Every visit query lives under this key, so a change of a visit reloads the editor and the lists. */
export const VISITS_KEY = ['visits'] as const;
export const visitKey = (id: number) => [...VISITS_KEY, 'details', id] as const;

/** The spec's therapist lists for pickers hold up to 1000 therapists (§9). */
const THERAPIST_PICKER_LIMIT = 1000;

export const useVisit = (id: number | null | undefined) =>
  useQuery({
    queryKey: visitKey(id ?? 0),
    queryFn: () => call(e.get, { id: id ?? 0 }),
    enabled: (id ?? 0) > 0,
    staleTime: 0,
  });

/** Puts a visit returned by a call into the cache, so that the editor shows it without a reload. */
export function useStoreVisit() {
  const queryClient = useQueryClient();
  return (visit: VisitDetails) => {
    queryClient.setQueryData(visitKey(visit.id), visit);
    void queryClient.invalidateQueries({ queryKey: [...VISITS_KEY, 'history'] });
  };
}

export const useCreateVisit = () => useEndpointMutation(e.create);
export const useUpdateVisit = () => useEndpointMutation(e.update);
export const useConfirmVisit = () => useEndpointMutation(e.confirm);
export const useCloseVisit = () => useEndpointMutation(e.close);
export const useOpenVisit = () => useEndpointMutation(e.open);
export const useCancelVisit = () => useEndpointMutation(e.cancel);
export const useTogglePresent = () => useEndpointMutation(e.togglePresent);
export const useToggleNoSms = () => useEndpointMutation(e.toggleNoSms);
export const useChangeVisitType = () => useEndpointMutation(e.updateVisitType);
export const useCheckVisitTime = () => useEndpointMutation(e.checkTimeStatus);

/** The therapist picker: only active therapists for a new visit, all of them for an existing one. */
/** The therapists to pick from: only active ones, and only those of an outpost, when asked. */
export const useTherapistOptions = (onlyActive: boolean, outpostId: number | null) =>
  useQuery({
    queryKey: ['therapists', 'visit-picker', onlyActive, outpostId],
    queryFn: () =>
      call(therapistEndpoints.getAll, {
        page: 1,
        limit: THERAPIST_PICKER_LIMIT,
        IsActive: onlyActive ? 'true' : undefined,
        placowkaId: outpostId ?? undefined,
      }),
  });

/** Visit types of a therapist, by the therapist's user id (0: none chosen). */
export const useVisitTypeOptions = (userId: number) =>
  useQuery({
    queryKey: ['therapists', 'visit-types', userId],
    queryFn: () => call(therapistEndpoints.getVisitTypes, { userId }),
    enabled: userId > 0,
  });

/** The company settings the editor reads (additional therapists); the calendar's query, shared. */
export const useEditorCompanySettings = () =>
  useQuery({
    queryKey: ['calendar', 'company-settings'],
    queryFn: () => call(companySettingsEndpoints.getCompanySettings, {}),
    staleTime: 60_000,
  });

export const useRoomOptions = (outpostId: number | null) =>
  useQuery({
    queryKey: ['rooms', 'picker', outpostId],
    queryFn: () => call(roomEndpoints.getRooms, { placowkaId: outpostId ?? undefined }),
  });

export const useUnitOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['organizational-units', 'picker'],
    queryFn: () => call(companySettingsEndpoints.getOrganizationalUnits, { companySettingsId: 0 }),
    enabled,
  });
