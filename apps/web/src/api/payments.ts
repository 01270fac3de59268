import { paymentEndpoints as e } from '@wizytownik/contracts';
import { useListMutation } from './mutation.ts';
import { visitKey } from './visits.ts';

/*
 * A visit's payments (spec 000 §2.3 'Opłaty', §7.1). They come back inside the visit's details, with
 * the outstanding amount and the patient's credit: each change reloads that visit.
 */

/** `Visit/AddPayment`; the input carries the submission's idempotency key. */
export const useAddPayment = (visitId: number) => useListMutation(e.add, visitKey(visitId));
/** `Visit/UpdatePayment`. */
export const useUpdatePayment = (visitId: number) => useListMutation(e.update, visitKey(visitId));
/** `Visit/DeletePayment?Id`. */
export const useDeletePayment = (visitId: number) => useListMutation(e.delete, visitKey(visitId));
