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
 * it again; a link or a refund reloads the visits (details, calendar icons) and the orders. PayU's
 * notifications change them behind the user's back (a link paid, a refund finalized): each is asked
 * for again whenever it is shown anew, not kept for the app's usual half-minute.
 */
export const PAYU_KEY = ['payu'] as const;
export const visitPayUKey = (visitId: number) => [...visitKey(visitId), 'payu'] as const;
const listKey = [...PAYU_KEY, 'list'] as const;

/** The visit editor's switch and card-payment block: the switch, what is left to pay and the last link. */
export const useVisitPayU = (visitId: number, enabled: boolean) =>
  useQuery({
    queryKey: visitPayUKey(visitId),
    queryFn: () => call(e.visitState, { visitId }),
    enabled,
    staleTime: 0,
  });

/** `/payu`: one page of the orders. */
export const usePayUPayments = (filters: GetPayUPaymentsInput) =>
  useQuery({
    queryKey: [...listKey, filters],
    queryFn: () => call(e.payments, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Asks for the shown page of orders again (after an order's details: a refund may have been finalized). */
export function useReloadPayUPayments() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: listKey });
}

/** One order with its refunds (the details dialog). */
export const usePayUPaymentDetails = (orderId: string) =>
  useQuery({
    queryKey: [...PAYU_KEY, 'details', orderId],
    queryFn: () => call(e.details, { orderId }),
    staleTime: 0,
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
