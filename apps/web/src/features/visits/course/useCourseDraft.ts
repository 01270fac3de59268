import { useState } from 'react';
import type { UpdateVisitProcessInput, VisitCourse } from '@wizytownik/contracts';
import { useReloadCourse, useUpdateVisitProcess } from '../../../api/visit-course.ts';

/** The course texts the user edits before 'Zapisz' (rich text, '' when empty). */
export interface CourseTexts {
  readonly process: string;
  readonly recognition: string;
  readonly recommendations: string;
  readonly notesForReception: string;
}

type Stored = Pick<VisitCourse, 'process' | 'recognition' | 'recommendations' | 'notesForReception'>;

export const courseTextsOf = (stored: Stored): CourseTexts => ({
  process: stored.process ?? '',
  recognition: stored.recognition ?? '',
  recommendations: stored.recommendations ?? '',
  notesForReception: stored.notesForReception ?? '',
});

/**
 * The course texts being edited and the last saved ones. `save` sends the texts of `fields` (the tab
 * leaves the notes for reception out, the therapist editor sends them too) and, once saved, they count
 * as unchanged; it rejects when the call fails, the caller tells the user.
 */
export function useCourseDraft(visitId: number, stored: Stored, fields: ReadonlyArray<keyof CourseTexts>) {
  const [saved, setSaved] = useState(() => courseTextsOf(stored));
  const [texts, setTexts] = useState(saved);
  const update = useUpdateVisitProcess();
  const reload = useReloadCourse();
  const dirty = fields.some((field) => texts[field] !== saved[field]);

  const set = (field: keyof CourseTexts) => (html: string) =>
    setTexts((current) => ({ ...current, [field]: html }));

  const save = async () => {
    const sent = texts;
    const input: UpdateVisitProcessInput = { id: visitId };
    for (const field of fields) input[field] = sent[field] || null;
    const course = await update.mutateAsync(input);
    setSaved(sent);
    reload(visitId, course);
    return course;
  };

  /** The server's course replaces what is shown (after 'Skopiuj z poprzedniej wizyty'). */
  const replace = (course: Stored) => {
    const next = courseTextsOf(course);
    setSaved(next);
    setTexts(next);
  };

  return { texts, set, dirty, save, saving: update.isPending, replace };
}
