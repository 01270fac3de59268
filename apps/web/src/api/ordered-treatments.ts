import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderedTreatmentEndpoints as e,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type GetWolneTerminyZabieguInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { VISITS_KEY } from './visits.ts';

/*
 * Ordered treatments (spec 000 §2.3, §2.4 step 4, §7.1) and the patient's physiotherapy day summary
 * (§2.3 'Opłaty'). They live under the visits' key: ordering or deleting a treatment changes the
 * visit's outstanding amount, the day summary, the visits and treatments calendars and the history,
 * so a change reloads everything under VISITS_KEY, and the live visit events (which the ordered
 * treatments' trigger feeds too) reload these lists when someone else changes them.
 */
export const ORDERED_TREATMENTS_KEY = [...VISITS_KEY, 'orderedTreatments'] as const;
export const orderedTreatmentsKey = (visitId: number) =>
  [...ORDERED_TREATMENTS_KEY, 'list', visitId] as const;
export const treatmentTermsKey = (input: GetWolneTerminyZabieguInput) =>
  [...ORDERED_TREATMENTS_KEY, 'terms', input] as const;
export const patientDaySummaryKey = (clientId: number, date: string) =>
  [...ORDERED_TREATMENTS_KEY, 'summary', clientId, date] as const;

/** GetZleconeZabiegi: the treatments a visit ordered, by start. */
export const useOrderedTreatments = (visitId: number, enabled = true) =>
  useQuery({
    queryKey: orderedTreatmentsKey(visitId),
    queryFn: () => call(e.listOrdered, { id: visitId }),
    enabled: enabled && visitId > 0,
  });

/**
 * GetWolneTerminyZabiegu: a day's terms of a treatment for a length, blocked ones with the reason.
 * Null input (no treatment, day or valid length yet): nothing asked. Always read afresh: a term is
 * free only for as long as nobody else takes it.
 */
export const useTreatmentTerms = (input: GetWolneTerminyZabieguInput | null) =>
  useQuery({
    queryKey: treatmentTermsKey(input ?? { Date: '', ZabiegId: 0, DlugoscZabiegu: 0 }),
    queryFn: () => call(e.freeTerms, input!),
    enabled: input !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** getPodsumowaniePacjenta: the patient's treatments of one day ("YYYY-MM-DD") with prices and sum. */
export const usePatientDaySummary = (clientId: number, date: string, enabled = true) =>
  useQuery({
    queryKey: patientDaySummaryKey(clientId, date),
    queryFn: () => call(e.patientSummary, { Client: clientId, Data: date }),
    enabled: enabled && clientId > 0 && date !== '',
  });

/** A call that books or frees a treatment's time: every visit query reloads after it succeeds. */
function useVisitsMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
  });
}

/** InsertZleconyZabieg: orders a treatment from a visit into a free term. */
export const useOrderTreatment = () => useVisitsMutation(e.insertOrdered);
/** DeleteZleconyZabieg: deletes an ordered treatment. */
export const useDeleteOrderedTreatment = () => useVisitsMutation(e.deleteOrdered);
