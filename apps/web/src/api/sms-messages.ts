import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  smsEndpoints as e,
  type EndpointInput,
  type GetSmsMessagesInput,
  type SmsMessage,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { PATIENTS_KEY, patientPartKey } from './patients.ts';
import { VISITS_KEY } from './visits.ts';

/*
 * The SMS gateway page `/sms` (outbox, inbox, a message written by hand, the simulator's reply) and a
 * patient's 'Historia SMS' (spec 001). The outbox and inbox live under SMS_MESSAGES_KEY, a patient's
 * history under the patient's key, so that deleting a patient drops it too. The gateway changes them
 * behind the user's back (a message leaves, is delivered, a reply arrives): they are asked for again
 * whenever they are shown anew. A message sent or a reply played reloads them.
 */
export const SMS_MESSAGES_KEY = ['smsMessages'] as const;
const listKey = [...SMS_MESSAGES_KEY, 'list'] as const;
const HISTORY_PART = 'smsHistory';
export const smsHistoryKey = (clientId: number) => patientPartKey(clientId, HISTORY_PART);

/** Any patient's 'Historia SMS' (a reply may belong to whoever has the number). */
const isSmsHistory = (query: Query) =>
  query.queryKey[0] === PATIENTS_KEY[0] && query.queryKey[2] === HISTORY_PART;

/** `/sms`: one page of the outbox or the inbox, newest first. */
export const useSmsMessages = (filters: GetSmsMessagesInput) =>
  useQuery({
    queryKey: [...listKey, filters],
    queryFn: () => call(e.messages, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The gateway in use: its name on the page, and whether a reply may be played (the simulator). */
export const useSmsGateway = () =>
  useQuery({
    queryKey: [...SMS_MESSAGES_KEY, 'gateway'],
    queryFn: () => call(e.gateway, {}),
    staleTime: Infinity,
  });

/** A patient's 'Historia SMS': one server page. */
export const useSmsHistory = (clientId: number, page: { SkipCount: number; MaxResultCount: number }) =>
  useQuery({
    queryKey: [...smsHistoryKey(clientId), page],
    queryFn: () => call(e.history, { ClientID: clientId, ...page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `Sms/SendSMS`: a message written by hand; the outbox and the patient's history reload. */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation<SmsMessage, ApiError, EndpointInput<typeof e.send>>({
    mutationFn: (input) => call(e.send, input),
    onSuccess: (_message, { clientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SMS_MESSAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: smsHistoryKey(clientId) }),
      ]),
  });
}

/**
 * `Sms/SimulateReply` (the simulator): the reply may confirm or cancel a visit, so the visits reload
 * with the inbox and the patients' histories.
 */
export function useSimulateSmsReply() {
  const queryClient = useQueryClient();
  return useMutation<SmsMessage, ApiError, EndpointInput<typeof e.simulateReply>>({
    mutationFn: (input) => call(e.simulateReply, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SMS_MESSAGES_KEY }),
        queryClient.invalidateQueries({ predicate: isSmsHistory }),
        queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
      ]),
  });
}
