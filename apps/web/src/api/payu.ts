import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  payuEndpoints as e,
  type EndpointInput,
  type EndpointResult,
  type GetPayUPaymentsInput,
  type VisitPayUState,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { visitKey, VISITS_KEY } from './visits.ts';

/*
 * The card-payment link (feature PayU; spec 000 §4.3, §5 Refund; spec 002 'Card-payment review'): a
 * visit's pay-by-link switch and latest link, the `/payu` orders and their refunds. A visit's link
 * lives under that visit's key, so a payment added or deleted there (the outstanding amount) asks for
 * it again; a link or a refund reloads the visits (details, calendar icons) and the orders.
 */
export const PAYU_KEY = ['payu'] as const;
export const visitPayUKey = (visitId: number) => [...visitKey(visitId), 'payu'] as const;

/** The visit editor's switch and card-payment block: the switch, what is left to pay and the last link. */
export const useVisitPayU = (visitId: number, enabled: boolean) =>
  useQuery({
    queryKey: visitPayUKey(visitId),
    queryFn: () => call(e.visitState, { visitId }),
    enabled,
  });

/** `/payu`: one page of the orders. */
export const usePayUPayments = (filters: GetPayUPaymentsInput) =>
  useQuery({
    queryKey: [...PAYU_KEY, 'list', filters],
    queryFn: () => call(e.payments, filters),
    placeholderData: keepPreviousData,
  });

/** One order with its refunds (the details dialog). */
export const usePayUPaymentDetails = (orderId: string) =>
  useQuery({
    queryKey: [...PAYU_KEY, 'details', orderId],
    queryFn: () => call(e.details, { orderId }),
  });

/** Reloads what a link or a refund changes: the visits (details, calendar icons) and the orders. */
function useReloadPayU() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
      queryClient.invalidateQueries({ queryKey: PAYU_KEY }),
    ]);
}

/** `Visit/SetPayByPayu?visitid`: the switch's new value is kept with the visit's link. */
export function useSetPayByPayu(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<typeof e.setPayByPayu>, ApiError, void>({
    mutationFn: () => call(e.setPayByPayu, { visitid: visitId }),
    onSuccess: ({ value }) =>
      queryClient.setQueryData<VisitPayUState>(visitPayUKey(visitId), (state) =>
        state ? { ...state, payByPayu: value } : state,
      ),
  });
}

/** `Visit/CreatePayULink`: a link for the outstanding amount (a live one comes back as it is). */
export function useCreatePayULink(visitId: number) {
  const queryClient = useQueryClient();
  const reload = useReloadPayU();
  return useMutation<VisitPayUState, ApiError, void>({
    mutationFn: () => call(e.createLink, { visitId }),
    onSuccess: (state) => {
      queryClient.setQueryData(visitPayUKey(visitId), state);
      return reload();
    },
  });
}

/** `PayU/RefundPayment`: PENDING until PayU's notification finalizes it. */
export function useRefundPayU() {
  const reload = useReloadPayU();
  return useMutation<EndpointResult<typeof e.refund>, ApiError, EndpointInput<typeof e.refund>>({
    mutationFn: (input) => call(e.refund, input),
    onSuccess: () => reload(),
  });
}
