import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  smsEndpoints as s,
  visitEndpoints,
  type EndpointInput,
  type EndpointResult,
  type Endpoint,
  type GetAllSmsInput,
  type SmsVisitsInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { visitKey, VISITS_KEY } from './visits.ts';

/**
 * The visits' SMS (issue 18). Under VISITS_KEY, so a change of a visit (and the live events) reloads
 * them with the calendar; one key per resource below it.
 */
export const SMS_VISITS_KEY = [...VISITS_KEY, 'sms'] as const;
/** The calendar button's counts of one day ('' for the server's next reminder day). */
export const smsDailyKey = (forDay: string) => [...SMS_VISITS_KEY, 'daily', forDay] as const;
export const smsVisitStatusKey = (visitId: number) => [...SMS_VISITS_KEY, 'status', visitId] as const;
export const smsVisitsKey = (input: SmsVisitsInput) => [...SMS_VISITS_KEY, 'visits', input] as const;
export const smsVisitsSummaryKey = (input: SmsVisitsInput) => [...SMS_VISITS_KEY, 'summary', input] as const;
export const smsInvitationsKey = (visitId: number) => [...SMS_VISITS_KEY, 'invitations', visitId] as const;
/** A visit's messages; the patient's 'Historia SMS' has its own key. */
export const smsVisitHistoryKey = (visitId: number) => [...SMS_VISITS_KEY, 'history', visitId] as const;

/** Reminders sent and to send, and visits 'Do wyjaśnienia', of the day `forDay` (YYYY-MM-DD). */
export const useSmsDailyStatus = (forDay: string, enabled = true) =>
  useQuery({
    queryKey: smsDailyKey(forDay),
    queryFn: () => call(s.dailyStatus, { forDay }),
    placeholderData: keepPreviousData,
    refetchInterval: 300_000,
    enabled,
  });

export const useSmsVisits = (input: SmsVisitsInput, enabled = true) =>
  useQuery({
    queryKey: smsVisitsKey(input),
    queryFn: () => call(s.visits, input),
    enabled,
  });

export const useSmsVisitsSummary = (input: SmsVisitsInput, enabled = true) =>
  useQuery({
    queryKey: smsVisitsSummaryKey(input),
    queryFn: () => call(s.visitsSummary, input),
    enabled,
  });

export const useVisitSmsStatus = (visitId: number) =>
  useQuery({
    queryKey: smsVisitStatusKey(visitId),
    queryFn: () => call(s.visitStatus, { visitid: visitId }),
  });

export const useVisitInvitations = (visitId: number) =>
  useQuery({
    queryKey: smsInvitationsKey(visitId),
    queryFn: () => call(s.invitations, { visitId }),
  });

type Page = Pick<GetAllSmsInput, 'SkipCount' | 'MaxResultCount'>;
export const useVisitSmsHistory = (visitId: number, page: Page) =>
  useQuery({
    queryKey: [...smsVisitHistoryKey(visitId), page] as const,
    queryFn: () => call(s.history, { visitId, ...page }),
    placeholderData: keepPreviousData,
  });

/** After a message about a visit (or its undo): the visit, its SMS and the day's counts reload. */
function useVisitSmsMutation<E extends Endpoint>(endpoint: E, visitOf: (input: EndpointInput<E>) => number) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: (_result, input) => {
      const visitId = visitOf(input);
      void queryClient.invalidateQueries({ queryKey: visitKey(visitId) });
      void queryClient.invalidateQueries({ queryKey: smsVisitHistoryKey(visitId) });
      void queryClient.invalidateQueries({ queryKey: smsVisitStatusKey(visitId) });
      void queryClient.invalidateQueries({ queryKey: smsInvitationsKey(visitId) });
      void queryClient.invalidateQueries({ queryKey: [...SMS_VISITS_KEY, 'daily'] });
    },
  });
}

export const useSendInvitation = () => useVisitSmsMutation(s.sendInvitation, (i) => i.visitId);
export const useSendDelaySms = () => useVisitSmsMutation(s.sendDelay, (i) => i.visitId);
export const useUndoCancelVisit = () => useVisitSmsMutation(visitEndpoints.undoCancel, (i) => i.id);
