import type { ReactNode } from 'react';
import type { VisitCondition, VisitProcedure } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ConditionsList } from './ConditionsList.tsx';
import { CourseTextField } from './CourseTextField.tsx';
import { ProceduresList } from './ProceduresList.tsx';
import type { useCourseDraft } from './useCourseDraft.ts';

/** The parts of a visit course, each one panel of the course tab and one step of the therapist editor. */
export type CoursePartId = 'course' | 'diagnosis' | 'recommendations';

export interface CoursePartProps {
  readonly part: CoursePartId;
  readonly visitId: number;
  readonly procedures: readonly VisitProcedure[];
  readonly conditions: readonly VisitCondition[];
  readonly draft: ReturnType<typeof useCourseDraft>;
  readonly readOnly: boolean;
  /** Shown between the procedures and the process text (the therapist editor's ordered treatments). */
  readonly afterProcedures?: ReactNode;
}

/**
 * One part of the course: the procedures (ICD-9) and the process text, the diagnoses (ICD-10) and the
 * recognition text, or the recommendations; each text with its stored descriptions (type 2, 0, 1).
 */
export function CoursePart({
  part,
  visitId,
  procedures,
  conditions,
  draft,
  readOnly,
  afterProcedures,
}: CoursePartProps) {
  const t = useTexts();
  switch (part) {
    case 'course':
      return (
        <>
          <ProceduresList visitId={visitId} procedures={procedures} readOnly={readOnly} />
          {afterProcedures}
          <CourseTextField
            label={t('visitCourse.processText')}
            value={draft.texts.process}
            onChange={draft.set('process')}
            descriptionType={2}
            readOnly={readOnly}
          />
        </>
      );
    case 'diagnosis':
      return (
        <>
          <ConditionsList visitId={visitId} conditions={conditions} readOnly={readOnly} />
          <CourseTextField
            label={t('visitCourse.recognitionText')}
            value={draft.texts.recognition}
            onChange={draft.set('recognition')}
            descriptionType={0}
            readOnly={readOnly}
          />
        </>
      );
    case 'recommendations':
      return (
        <CourseTextField
          label={t('visitCourse.recommendationsText')}
          value={draft.texts.recommendations}
          onChange={draft.set('recommendations')}
          descriptionType={1}
          readOnly={readOnly}
        />
      );
  }
}
