import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TherapistVisitDetails } from '@wizytownik/contracts';
import { formatDateTime, VisitStatus } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import PlansTab from '../../patients/plans/PlansTab.tsx';
import ProblemsTab from '../../patients/problems/ProblemsTab.tsx';
import { CoursePart } from '../course/CourseParts.tsx';
import { CourseTextField } from '../course/CourseTextField.tsx';
import { useCourseDraft } from '../course/useCourseDraft.ts';
import { visitError } from '../editor/errors.ts';
import { OrderedTreatmentsPanel } from '../ordered-treatments/OrderedTreatmentsPanel.tsx';
import { GeneralInfoStep } from './GeneralInfoStep.tsx';
import { isSaveKey, stepByKey, visibleSteps, type StepId } from './steps.ts';

const EDITOR_FIELDS = ['process', 'recognition', 'recommendations', 'notesForReception'] as const;

export interface TherapistVisitEditorProps {
  readonly details: TherapistVisitDetails;
  readonly onClose: () => void;
  /** After the course or the visit type was saved. */
  readonly onChanged?: () => void;
}

/**
 * The therapist visit editor (§2.4): a full-screen dialog with a non-linear stepper (any step can be
 * opened), 'Wstecz', 'Dalej', 'Zapisz i zakończ' and 'Zapisz' in the bar. Going to any step after the
 * first saves the course texts when they changed; a failed save shows 'Błąd zapisu przebiegu wizyty'
 * and closes the editor. Keys: Ctrl+S saves, Alt+→ / Alt+← go to the next / previous step.
 */
export function TherapistVisitEditor({ details, onClose, onChanged }: TherapistVisitEditorProps) {
  const t = useTexts();
  const titleId = useId();
  const access = useAccess();
  const { notify, showError, confirm } = useFeedback();
  const steps = visibleSteps(access.isGranted);
  const [active, setActive] = useState(0);
  const draft = useCourseDraft(details.visitId, details, EDITOR_FIELDS);
  const readOnly = details.readOnly;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a move the step's heading takes the focus, so that Tab goes on through the new step.
    if (moved.current) heading.current?.focus();
  }, [active]);

  /** Saves the course; a failure is told and closes the editor (§8). */
  const saveCourse = async (): Promise<boolean> => {
    if (readOnly) return true;
    try {
      await draft.save();
      onChanged?.();
      return true;
    } catch (error) {
      showError(visitError(error, t('visitCourse.saveFailed')));
      onClose();
      return false;
    }
  };
  const goTo = async (index: number) => {
    if (index === active || index < 0 || index >= steps.length) return;
    if (index > 0 && draft.dirty && !(await saveCourse())) return;
    moved.current = true;
    setActive(index);
  };
  const save = async () => {
    if (await saveCourse()) notify(t('visitCourse.saved'));
  };
  const saveAndEnd = async () => {
    if (await saveCourse()) onClose();
  };
  const requestClose = async () => {
    if (draft.dirty && !readOnly && !(await confirm(t('visitCourse.unsavedQuestion')))) return;
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isSaveKey(event)) {
      event.preventDefault();
      if (!readOnly && !draft.saving) void save();
      return;
    }
    const target = stepByKey(event, active, steps.length);
    if (target !== null) {
      event.preventDefault();
      void goTo(target);
    }
  };

  // Step 1 needs no permission: there is always one.
  const step = steps[active] ?? steps[0];
  if (!step) return null;
  const title = t('therapistEditor.title', {
    surname: details.clientSurname,
    name: details.clientName,
    date: formatDateTime(details.startTime),
  });
  const last = active === steps.length - 1;

  return (
    <Dialog
      fullScreen
      open
      onClose={() => void requestClose()}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }} noWrap>
            {title}
          </Typography>
          {!readOnly && (
            <Button color="inherit" variant="outlined" loading={draft.saving} onClick={() => void save()}>
              {t('therapistEditor.save')}
            </Button>
          )}
          <IconButton
            color="inherit"
            edge="end"
            aria-label={t('common.close')}
            onClick={() => void requestClose()}
          >
            <CloseOutlined />
          </IconButton>
        </Toolbar>
        {/* Under the bar, so that the steps stay in sight while a long step scrolls. */}
        <Box
          sx={{
            px: { xs: 1, md: 3 },
            py: 1.5,
            overflowX: 'auto',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Stepper nonLinear activeStep={active} alternativeLabel aria-label={t('therapistEditor.steps')}>
            {steps.map((s, index) => (
              <Step key={s.id}>
                <StepButton
                  onClick={() => void goTo(index)}
                  aria-current={index === active ? 'step' : undefined}
                >
                  {t(s.label)}
                </StepButton>
              </Step>
            ))}
          </Stepper>
        </Box>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, width: '100%', mx: 'auto', flex: 1 }}>
        <Stack spacing={2}>
          <Typography ref={heading} tabIndex={-1} variant="h5" component="h3" sx={{ outline: 'none' }}>
            {t(step.label)}
          </Typography>
          {readOnly && (
            <Alert severity="info">{details.readOnlyReason ?? t('therapistEditor.closedNote')}</Alert>
          )}
          <StepContent
            id={step.id}
            details={details}
            draft={draft}
            readOnly={readOnly}
            onChanged={onChanged}
          />
        </Stack>
      </Box>
      <Paper square elevation={3} sx={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
            {t('therapistEditor.keys')}
          </Typography>
          <Button disabled={active === 0} onClick={() => void goTo(active - 1)}>
            {t('therapistEditor.back')}
          </Button>
          <Button
            variant={last ? 'outlined' : 'contained'}
            disabled={last}
            onClick={() => void goTo(active + 1)}
          >
            {t('therapistEditor.next')}
          </Button>
          {readOnly ? (
            <Button variant="contained" onClick={onClose}>
              {t('therapistEditor.close')}
            </Button>
          ) : (
            <Button
              variant={last ? 'contained' : 'outlined'}
              loading={draft.saving}
              onClick={() => void saveAndEnd()}
            >
              {t('therapistEditor.saveAndEnd')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Dialog>
  );
}

interface StepContentProps {
  readonly id: StepId;
  readonly details: TherapistVisitDetails;
  readonly draft: ReturnType<typeof useCourseDraft>;
  readonly readOnly: boolean;
  readonly onChanged: (() => void) | undefined;
}

function StepContent({ id, details, draft, readOnly, onChanged }: StepContentProps) {
  const t = useTexts();
  switch (id) {
    case 'general':
      return <GeneralInfoStep details={details} readOnly={readOnly} onChanged={onChanged} />;
    case 'problems':
      return <ProblemsTab clientId={details.client_id} />;
    case 'plans':
      return <PlansTab clientId={details.client_id} />;
    case 'course':
      // Step 4: the procedures, the ordered treatments (physiotherapy), the process text.
      return (
        <CoursePart
          part="course"
          visitId={details.visitId}
          procedures={details.procedures}
          conditions={details.conditions}
          draft={draft}
          readOnly={readOnly}
          afterProcedures={
            <OrderedTreatmentsPanel
              visitId={details.visitId}
              visitStart={details.startTime}
              readOnly={readOnly || details.status === VisitStatus.Cancelled}
            />
          }
        />
      );
    case 'diagnosis':
    case 'recommendations':
      return (
        <CoursePart
          part={id}
          visitId={details.visitId}
          procedures={details.procedures}
          conditions={details.conditions}
          draft={draft}
          readOnly={readOnly}
        />
      );
    case 'end':
      return (
        <CourseTextField
          label={t('visitCourse.notesForReception')}
          value={draft.texts.notesForReception}
          onChange={draft.set('notesForReception')}
          readOnly={readOnly}
        />
      );
  }
}
