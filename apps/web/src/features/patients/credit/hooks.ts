import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { creditEndpoints } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { patientPartKey } from '../../../api/patients.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';
import { useListMutation } from '../../../api/mutation.ts';

/** Every page and the balance of one patient's account. */
const creditKey = (clientId: number) => patientPartKey(clientId, 'credit');

/** One page of the account, server-paged. */
export const useCreditPayments = (clientId: number, page: { SkipCount: number; MaxResultCount: number }) =>
  useQuery({
    queryKey: [...creditKey(clientId), page],
    queryFn: () => call(creditEndpoints.getPayments, { ClientId: clientId, ...page }),
    placeholderData: keepPreviousData,
  });

export const useAddCreditPayment = (clientId: number) =>
  useListMutation(creditEndpoints.addPayment, creditKey(clientId));
export const useDeleteCreditPayment = (clientId: number) =>
  useListMutation(creditEndpoints.deletePayment, creditKey(clientId));
export const useExportCredit = () => useEndpointMutation(creditEndpoints.export);
