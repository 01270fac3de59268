import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointResult } from '@wizytownik/contracts';
import { therapyPlanEndpoints as e, type GetTherapyPlansInput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import type { ApiError } from '../../../api/errors.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';

/** Everything of the plans tab lives under this key; a change reloads what shows it. */
const PLANS_KEY = ['patients', 'therapy-plans'] as const;
const plansKey = (clientId: number) => [...PLANS_KEY, 'plans', clientId] as const;
const goalsKey = (planId: number) => [...PLANS_KEY, 'goals', planId] as const;
const tasksKey = (planId: number) => [...PLANS_KEY, 'tasks', planId] as const;

/** A save after which the given lists reload. */
function useSaving<E extends Endpoint>(
  endpoint: E,
  reload: (input: EndpointInput<E>) => (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: (_result, input) =>
      Promise.all(reload(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const usePlans = (clientId: number, page: Omit<GetTherapyPlansInput, 'ClientId'>) =>
  useQuery({
    queryKey: [...plansKey(clientId), page],
    queryFn: () => call(e.getAll, { ClientId: clientId, ...page }),
    placeholderData: keepPreviousData,
  });

export const useCreatePlan = () => useSaving(e.create, (input) => [plansKey(input.clientid)]);
export const useUpdatePlan = () => useSaving(e.update, (input) => [plansKey(input.clientid)]);

export const useGoals = (planId: number) =>
  useQuery({ queryKey: goalsKey(planId), queryFn: () => call(e.getGoals, { planTerapiiCelId: planId }) });

/** A goal's name shows in its tasks' rows too. */
export const useCreateGoal = () => useSaving(e.createGoal, (input) => [goalsKey(input.planTerapiiId)]);
export const useUpdateGoal = () =>
  useSaving(e.updateGoal, (input) => [goalsKey(input.planTerapiiId), tasksKey(input.planTerapiiId)]);

export const useTasks = (planId: number) =>
  useQuery({ queryKey: tasksKey(planId), queryFn: () => call(e.getTasks, { planTerapiiId: planId }) });

export const useCreateTask = () => useSaving(e.createTask, (input) => [tasksKey(input.planTerapiiId)]);
export const useUpdateTask = () => useSaving(e.updateTask, (input) => [tasksKey(input.planTerapiiId)]);

/** The printout is fetched on demand, not cached. */
export const usePrintPlan = () => useEndpointMutation(e.print);
