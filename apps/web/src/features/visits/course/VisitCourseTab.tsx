import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { VisitCourse } from '@wizytownik/contracts';
import { useCopyPreviousCourse, useReloadCourse, useVisitCourse } from '../../../api/visit-course.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { visitError } from '../editor/errors.ts';
import { useLoadError } from '../editor/useLoadError.ts';
import { OrderedTreatmentsPanel, usePhysiotherapyOn } from '../ordered-treatments/OrderedTreatmentsPanel.tsx';
import { CoursePart, type CoursePartId } from './CourseParts.tsx';
import { useCourseDraft } from './useCourseDraft.ts';

const TAB_FIELDS = ['process', 'recognition', 'recommendations'] as const;
const PANELS = [
  ['course', 'visitCourse.proceduresPanel'],
  ['diagnosis', 'visitCourse.diagnosisPanel'],
  ['recommendations', 'visitCourse.recommendationsPanel'],
] as const satisfies ReadonlyArray<readonly [CoursePartId, string]>;

/**
 * The visit editor's 'Przebieg wizyty' tab (§2.3), shown to users with
 * Wizytownik_Wizyty_Edycja_Przebiegu: three panels, all open, and 'Zapisz'. A closed visit's course
 * is read-only, with a note saying why. With the feature Fizykoterapia a fourth panel, 'Zlecone
 * zabiegi', follows the procedures: the visit's ordered treatments (saved at once, not by 'Zapisz').
 */
export function VisitCourseTab({
  visitId,
  visitStart,
  visitCancelled = false,
}: {
  readonly visitId: number;
  /** The visit's start (an instant): the day the order dialog opens on. */
  readonly visitStart: string;
  /** A cancelled visit orders no treatments (the server refuses it). */
  readonly visitCancelled?: boolean;
}) {
  const t = useTexts();
  const course = useVisitCourse(visitId);
  useLoadError(course.error, t('visitCourse.loadFailed'));
  if (!course.data) return course.isError ? null : <PageLoader />;
  return <CourseForm course={course.data} visitStart={visitStart} visitCancelled={visitCancelled} />;
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

interface CourseFormProps {
  readonly course: VisitCourse;
  readonly visitStart: string;
  readonly visitCancelled: boolean;
}

function CourseForm({ course, visitStart, visitCancelled }: CourseFormProps) {
  const t = useTexts();
  const physiotherapy = usePhysiotherapyOn();
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
        {PANELS.map(([part, title]) => (
          <Fragment key={part}>
            <Panel title={t(title)}>
              <CoursePart
                part={part}
                visitId={course.visitId}
                procedures={course.procedures}
                conditions={course.conditions}
                draft={draft}
                readOnly={readOnly}
              />
            </Panel>
            {part === 'course' && physiotherapy && (
              <Panel title={t('orderedTreatments.panel')}>
                <OrderedTreatmentsPanel
                  visitId={course.visitId}
                  visitStart={visitStart}
                  readOnly={readOnly || visitCancelled}
                  showTitle={false}
                />
              </Panel>
            )}
          </Fragment>
        ))}
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
