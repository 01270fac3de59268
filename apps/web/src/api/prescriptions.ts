import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DRUG_SEARCH_MIN_LENGTH,
  drugEndpoints,
  prescriptionEndpoints as e,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type GetPakietyReceptInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { useEndpointMutation } from './mutation.ts';

/** Everything of the patients' prescriptions lives under this key; a change reloads what shows it. */
const PRESCRIPTIONS_KEY = ['prescriptions'] as const;
const packagesKey = (clientId: number) => [...PRESCRIPTIONS_KEY, 'packages', clientId] as const;
const packageKey = (id: number) => [...PRESCRIPTIONS_KEY, 'package', id] as const;

/** A call after which the packages (list and details) load again. */
function useChanging<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESCRIPTIONS_KEY }),
  });
}

/** One server page of the patient's packages. */
export const usePrescriptionPackages = (clientId: number, page: Omit<GetPakietyReceptInput, 'client_id'>) =>
  useQuery({
    queryKey: [...packagesKey(clientId), page],
    queryFn: () => call(e.getPakiety, { client_id: clientId, ...page }),
    placeholderData: keepPreviousData,
  });

/** A package with its prescriptions; idle until one is chosen. */
export const usePrescriptionPackage = (id: number | null) =>
  useQuery({
    queryKey: packageKey(id ?? 0),
    queryFn: () => call(e.getPakiet, { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });

export const useCreatePrescriptionPackage = () => useChanging(e.createPakiet);
export const useUpdatePrescriptionPackage = () => useChanging(e.updatePakiet);
export const useDeletePrescriptionPackage = () => useChanging(e.deletePakiet);
/** Checking changes nothing; sending makes the package 'Wysłana do P1' with its code. */
export const useCheckPrescriptionPackage = () => useEndpointMutation(e.sprawdzPakiet);
export const useSendPrescriptionPackage = () => useChanging(e.wyslijPakiet);
/** The printout is fetched on demand, not cached. */
export const usePrintPrescriptionPackage = () => useEndpointMutation(e.drukujPakiet);
export const useSendPrescriptionCode = () => useEndpointMutation(e.wyslijKodSms);
export const useCancelPrescription = () => useChanging(e.anulujRecepte);

/**
 * The drug registry search (P1Service/GetProduktyLecznicze): asked only for more than 2 characters
 * (spec 001 §5); the registry changes rarely, so an answer is kept a while.
 */
export const useDrugSearch = (name: string) =>
  useQuery({
    queryKey: [...PRESCRIPTIONS_KEY, 'drugs', name],
    queryFn: () => call(drugEndpoints.getProduktyLecznicze, { nazwa: name }),
    enabled: name.length >= DRUG_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
