import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  medicalDocumentationEndpoints,
  visitEndpoints,
  type ListVisitHistoryInput,
  type MedicalDocumentationInput,
} from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { VISITS_KEY } from '../../../api/visits.ts';

/** A patient's visit history, one server page. */
export const useVisitHistory = (input: ListVisitHistoryInput) =>
  useQuery({
    queryKey: [...VISITS_KEY, 'history', input],
    queryFn: () => call(visitEndpoints.history, input),
    placeholderData: keepPreviousData,
  });

/** The agreement template types and which are uploaded (type 7: the documentation is a .docx). */
export const useDocumentationTemplates = () =>
  useQuery({
    queryKey: [...VISITS_KEY, 'documentation-templates'],
    queryFn: () => call(medicalDocumentationEndpoints.getAgreeTemplates, {}),
    // Asked again each time the dialog opens: an administrator may have uploaded one meanwhile.
    refetchOnMount: 'always',
  });

/** Generates the medical documentation of the chosen visits (a .docx or a .pdf, base64). */
export const usePrintDocumentation = () =>
  useMutation({
    mutationFn: (input: MedicalDocumentationInput) => call(medicalDocumentationEndpoints.print, input),
  });
