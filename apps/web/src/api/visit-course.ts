import { useQuery, useQueryClient } from '@tanstack/react-query';
import { visitCourseEndpoints as e, type VisitCourse } from '@wizytownik/contracts';
import { call } from './client.ts';
import { useEndpointMutation } from './mutation.ts';
import { VISITS_KEY } from './visits.ts';

/**
 * The course of a visit (§2.3, §2.4) lives under the visits' key, so that a change of the visit
 * reloads it too; the therapist editor's details and the previous visit under it as well.
 */
export const VISIT_COURSE_KEY = [...VISITS_KEY, 'course'] as const;
export const visitCourseKey = (id: number) => [...VISIT_COURSE_KEY, 'process', id] as const;
export const therapistVisitKey = (id: number) => [...VISIT_COURSE_KEY, 'therapist', id] as const;
export const previousVisitKey = (id: number) => [...VISIT_COURSE_KEY, 'previous', id] as const;

/** The 'Przebieg wizyty' tab's course: texts, procedures, diagnoses. */
export const useVisitCourse = (id: number, enabled = true) =>
  useQuery({
    queryKey: visitCourseKey(id),
    queryFn: () => call(e.getProcess, { id }),
    enabled: enabled && id > 0,
    staleTime: 0,
  });

/** GetTherapistVisitDetails: the therapist editor's visit with its course and the previous visit's. */
export const useTherapistVisitDetails = (id: number) =>
  useQuery({
    queryKey: therapistVisitKey(id),
    queryFn: () => call(e.therapistDetails, { id }),
    enabled: id > 0,
    staleTime: 0,
  });

/** GetTherapistPreviousVisit: the patient's visit before this one, null when there is none. */
export const useTherapistPreviousVisit = (id: number) =>
  useQuery({
    queryKey: previousVisitKey(id),
    queryFn: () => call(e.therapistPreviousVisit, { id }),
    enabled: id > 0,
  });

/** After a change of the course the tab, the therapist editor and the quick info card read it anew. */
export function useReloadCourse() {
  const queryClient = useQueryClient();
  return (visitId: number, course?: VisitCourse) => {
    if (course) queryClient.setQueryData(visitCourseKey(visitId), course);
    void queryClient.invalidateQueries({ queryKey: VISIT_COURSE_KEY });
  };
}

export const useUpdateVisitProcess = () => useEndpointMutation(e.updateProcess);
export const useAddVisitProcedure = () => useEndpointMutation(e.addProcedure);
export const useDeleteVisitProcedure = () => useEndpointMutation(e.deleteProcedure);
export const useAddVisitCondition = () => useEndpointMutation(e.addCondition);
export const useDeleteVisitCondition = () => useEndpointMutation(e.deleteCondition);
export const useCopyPreviousCourse = () => useEndpointMutation(e.copyPreviousCourse);
