import { useQuery } from '@tanstack/react-query';
import { problemEndpoints } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { patientPartKey } from '../../../api/patients.ts';
import { useListMutation } from '../../../api/mutation.ts';

const problemsKey = (clientId: number) => patientPartKey(clientId, 'problems');

export const useProblems = (clientId: number) =>
  useQuery({
    queryKey: problemsKey(clientId),
    queryFn: () => call(problemEndpoints.getAll, { clientId }),
  });

/** One problem for the edit dialog, read fresh by id. */
export const useProblem = (clientId: number, id: number) =>
  useQuery({
    queryKey: [...problemsKey(clientId), id],
    queryFn: () => call(problemEndpoints.get, { Id: id }),
    gcTime: 0,
    retry: false,
  });

export const useInsertProblem = (clientId: number) =>
  useListMutation(problemEndpoints.insert, problemsKey(clientId));
export const useEditProblem = (clientId: number) =>
  useListMutation(problemEndpoints.edit, problemsKey(clientId));
export const useDeleteProblem = (clientId: number) =>
  useListMutation(problemEndpoints.delete, problemsKey(clientId));
