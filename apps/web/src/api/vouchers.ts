import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentEndpoints,
  userEndpoints,
  voucherEndpoints as e,
  type AddPaymentInput,
  type EndpointResult,
  type ListVouchersInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { useListMutation } from './mutation.ts';
import { visitKey } from './visits.ts';

/*
 * Vouchers (spec 000 §7.2 Vouchery/, spec 001 §7 Client vouchers): the kinds, the sold vouchers of
 * `/vouchery`, a patient's 'Vouchery' tab and the vouchers a visit may be paid with. Every query lives
 * under one key, so a sale, an edit or a voucher payment reloads each place that shows vouchers.
 */
export const VOUCHERS_KEY = ['vouchers'] as const;
const kindsKey = [...VOUCHERS_KEY, 'kinds'] as const;

/** The kinds the clinic sells, by name. */
export const useVoucherKinds = () => useQuery({ queryKey: kindsKey, queryFn: () => call(e.kinds, {}) });

/** `/vouchery`: one page of the sold vouchers, newest sale first. */
export const useSoldVouchers = (filters: ListVouchersInput) =>
  useQuery({
    queryKey: [...VOUCHERS_KEY, 'sold', filters],
    queryFn: () => call(e.list, filters),
    placeholderData: keepPreviousData,
  });

/** The patient editor's tab: the patient's vouchers, the used ones only when asked. */
export const useClientVouchers = (clientId: number, showUsed: boolean) =>
  useQuery({
    queryKey: [...VOUCHERS_KEY, 'client', clientId, showUsed],
    queryFn: () => call(e.clientTab, { clientid: clientId, showZuzyte: showUsed ? 'true' : 'false' }),
  });

/**
 * The visit's voucher block: the patient's vouchers usable today. `payments` names the visit's
 * payments as they stand: a payment added or deleted (here or in the payments table) asks again.
 */
export const usePayableVouchers = (clientId: number, payments: string, enabled: boolean) =>
  useQuery({
    queryKey: [...VOUCHERS_KEY, 'payable', clientId, payments],
    queryFn: () => call(e.clientVouchers, { clientid: clientId }),
    enabled,
  });

/** The users a voucher may be sold by (the sale's seller): the active ones. */
export const useVoucherSellers = (enabled: boolean) =>
  useQuery({
    queryKey: [...VOUCHERS_KEY, 'sellers'],
    queryFn: () => call(userEndpoints.queryUsersWithRoles, { IsActive: true }),
    enabled,
  });

export const useAddVoucherKind = () => useListMutation(e.addKind, VOUCHERS_KEY);
export const useUpdateVoucherKind = () => useListMutation(e.updateKind, VOUCHERS_KEY);
export const useDeleteVoucherKind = () => useListMutation(e.deleteKind, VOUCHERS_KEY);
export const useSellVoucher = () => useListMutation(e.sell, VOUCHERS_KEY);
export const useUpdateClientVoucher = () => useListMutation(e.update, VOUCHERS_KEY);
export const useDeleteClientVoucher = () => useListMutation(e.delete, VOUCHERS_KEY);
export const useAddOverpayment = () => useListMutation(e.addOverpayment, VOUCHERS_KEY);

/**
 * `Visit/AddPayment` with a voucher (type 4): the visit reloads (its payments, the outstanding amount)
 * and so does every list of vouchers (what is left on the one used).
 */
export function usePayWithVoucher(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<typeof paymentEndpoints.add>, ApiError, AddPaymentInput>({
    mutationFn: (input) => call(paymentEndpoints.add, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visitKey(visitId) }),
        queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY }),
      ]),
  });
}
