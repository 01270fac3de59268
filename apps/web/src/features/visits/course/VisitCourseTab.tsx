import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { VisitCourse } from '@wizytownik/contracts';
import { useCopyPreviousCourse, useReloadCourse, useVisitCourse } from '../../../api/visit-course.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { visitError } from '../editor/errors.ts';
import { useLoadError } from '../editor/useLoadError.ts';
import { ConditionsList } from './ConditionsList.tsx';
import { CourseTextField } from './CourseTextField.tsx';
import { ProceduresList } from './ProceduresList.tsx';
import { useCourseDraft } from './useCourseDraft.ts';

const TAB_FIELDS = ['process', 'recognition', 'recommendations'] as const;

/**
 * The visit editor's 'Przebieg wizyty' tab (§2.3), shown to users with
 * Wizytownik_Wizyty_Edycja_Przebiegu: three panels, all open, and 'Zapisz'. A closed visit's course
 * is read-only, with a note saying why.
 */
export function VisitCourseTab({ visitId }: { readonly visitId: number }) {
  const t = useTexts();
  const course = useVisitCourse(visitId);
  useLoadError(course.error, t('visitCourse.loadFailed'));
  if (!course.data) return course.isError ? null : <PageLoader />;
  return <CourseForm course={course.data} />;
}

function Panel({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function CourseForm({ course }: { readonly course: VisitCourse }) {
  const t = useTexts();
  const { notify, showError, confirm } = useFeedback();
  const draft = useCourseDraft(course.visitId, course, TAB_FIELDS);
  const copy = useCopyPreviousCourse();
  const reload = useReloadCourse();
  const readOnly = course.readOnly;

  const save = async () => {
    try {
      await draft.save();
      notify(t('visitCourse.saved'));
    } catch (error) {
      showError(visitError(error, t('visitCourse.saveFailed')));
    }
  };
  const copyPrevious = async () => {
    if (!(await confirm(t('visitCourse.copyQuestion')))) return;
    try {
      // What is typed and not saved goes first, so that the copy fills only what stays empty.
      if (draft.dirty) await draft.save();
      const copied = await copy.mutateAsync({ id: course.visitId });
      draft.replace(copied);
      // The copied procedures and diagnoses show at once.
      reload(course.visitId, copied);
      notify(t('visitCourse.copied'));
    } catch (error) {
      showError(visitError(error, t('visitCourse.copyFailed')));
    }
  };

  return (
    <Stack spacing={2}>
      {readOnly && <Alert severity="info">{course.readOnlyReason ?? t('visitCourse.readOnlyClosed')}</Alert>}
      <div>
        <Panel title={t('visitCourse.proceduresPanel')}>
          <ProceduresList visitId={course.visitId} procedures={course.procedures} readOnly={readOnly} />
          <CourseTextField
            label={t('visitCourse.processText')}
            value={draft.texts.process}
            onChange={draft.set('process')}
            descriptionType={2}
            readOnly={readOnly}
          />
        </Panel>
        <Panel title={t('visitCourse.diagnosisPanel')}>
          <ConditionsList visitId={course.visitId} conditions={course.conditions} readOnly={readOnly} />
          <CourseTextField
            label={t('visitCourse.recognitionText')}
            value={draft.texts.recognition}
            onChange={draft.set('recognition')}
            descriptionType={0}
            readOnly={readOnly}
          />
        </Panel>
        <Panel title={t('visitCourse.recommendationsPanel')}>
          <CourseTextField
            label={t('visitCourse.recommendationsText')}
            value={draft.texts.recommendations}
            onChange={draft.set('recommendations')}
            descriptionType={1}
            readOnly={readOnly}
          />
        </Panel>
      </div>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" loading={copy.isPending} onClick={() => void copyPrevious()}>
            {t('visitCourse.copyPrevious')}
          </Button>
          <Button variant="contained" loading={draft.saving} onClick={() => void save()}>
            {t('visitCourse.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
