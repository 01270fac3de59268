import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { InsertProblemInput, type ProblemDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { FormDateField } from '../../../ui/DateField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useEditProblem, useInsertProblem, useProblem } from './hooks.ts';

const ProblemForm = InsertProblemInput.omit({ clientid: true });
type ProblemFormInput = z.input<typeof ProblemForm>;
type ProblemValues = z.output<typeof ProblemForm>;
const FIELDS = ['nazwa', 'opis', 'data'] as const;

interface ProblemFormDialogProps {
  readonly clientId: number;
  /** The problem to change, as just read; null adds a new one. */
  readonly problem: ProblemDto | null;
  readonly onClose: () => void;
}

/** The name, description and date of a problem, with the spec's three messages. */
function ProblemFormDialog({ clientId, problem, onClose }: ProblemFormDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<ProblemFormInput, unknown, ProblemValues>({
    resolver: zodResolver(ProblemForm),
    defaultValues: problem
      ? { nazwa: problem.nazwa, opis: problem.opis, data: problem.problem_data }
      : { nazwa: '', opis: '', data: '' },
  });
  const insertProblem = useInsertProblem(clientId);
  const editProblem = useEditProblem(clientId);
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (problem) await editProblem.mutateAsync({ ...values, id: problem.id, clientid: clientId });
      else await insertProblem.mutateAsync({ ...values, clientid: clientId });
      notify(t('problems.saved'));
      onClose();
    },
    t('problems.saveFailed'),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      title={t(problem ? 'problems.editTitle' : 'problems.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('problems.save')}
    >
      <FormTextField control={control} name="nazwa" label={t('problems.name')} required autoFocus />
      <FormTextField
        control={control}
        name="opis"
        label={t('problems.description')}
        required
        multiline
        minRows={3}
      />
      <FormDateField control={control} name="data" label={t('problems.date')} required />
    </FormDialog>
  );
}

/** Editing reads the problem by id first; when that fails, 'Błąd pobrania problemu' and no dialog. */
function EditProblemDialog({ clientId, id, onClose }: { clientId: number; id: number; onClose: () => void }) {
  const t = useTexts();
  const { showError } = useFeedback();
  const problem = useProblem(clientId, id);
  useEffect(() => {
    if (!problem.isError) return;
    showError(errorMessage(problem.error, t('problems.getFailed')));
    onClose();
  }, [problem.isError, problem.error, showError, onClose, t]);
  if (!problem.data) return null;
  return <ProblemFormDialog clientId={clientId} problem={problem.data} onClose={onClose} />;
}

export interface ProblemDialogProps {
  readonly clientId: number;
  /** The id of the problem to change; null adds a new one. */
  readonly problemId: number | null;
  readonly onClose: () => void;
}

export function ProblemDialog({ clientId, problemId, onClose }: ProblemDialogProps) {
  return problemId === null ? (
    <ProblemFormDialog clientId={clientId} problem={null} onClose={onClose} />
  ) : (
    <EditProblemDialog clientId={clientId} id={problemId} onClose={onClose} />
  );
}
