import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { ProblemDto } from '@wizytownik/contracts';
import { formatDate, formatDateTime } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../../ui/RowActions.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { useDeleteProblem, useProblems } from './hooks.ts';
import { problemPreview } from './preview.ts';
import { ProblemDialog } from './ProblemDialog.tsx';

type Open = { problemId: number | null } | null;

/** Tab 8 'Problemy': the patient's problems; adding, editing and deleting need `ProblemyEdycja`. */
export default function ProblemsTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const canEdit = useAccess().isGranted('Wizytownik_KlienciProblemyEdycja');
  const problems = useProblems(clientId);
  const deleteProblem = useDeleteProblem(clientId);
  const [open, setOpen] = useState<Open>(null);

  const onDelete = (problem: ProblemDto) =>
    deleteRow(
      () => deleteProblem.mutateAsync({ Id: problem.id }),
      t('problems.deleted'),
      t('problems.deleteFailed'),
    );

  return (
    <Stack spacing={2}>
      {canEdit && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ problemId: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('problems.add')}
        </Button>
      )}
      <ListTable
        label={t('problems.tab')}
        columns={[
          { label: t('problems.name'), cell: (problem) => problem.nazwa },
          {
            label: t('problems.description'),
            cell: (problem) => (
              <Tooltip title={problem.opis}>
                <span>{problemPreview(problem.opis)}</span>
              </Tooltip>
            ),
          },
          { label: t('problems.date'), cell: (problem) => formatDate(problem.problem_data) },
          { label: t('problems.created'), cell: (problem) => formatDateTime(problem.createdate) },
          { label: t('problems.therapist'), cell: (problem) => problem.terapeuta },
        ]}
        rows={problems.data ?? []}
        rowKey={(problem) => problem.id}
        rowActions={
          canEdit
            ? {
                label: t('problems.actions'),
                actions: (problem) => [
                  editAction(t('problems.edit', { name: problem.nazwa }), () =>
                    setOpen({ problemId: problem.id }),
                  ),
                  deleteAction(
                    t('problems.delete', { name: problem.nazwa }),
                    t('problems.confirmDelete', { name: problem.nazwa }),
                    () => void onDelete(problem),
                  ),
                ],
              }
            : undefined
        }
        query={problems}
        failedText={t('problems.loadFailed')}
        emptyText={t('problems.empty')}
      />
      {open && <ProblemDialog clientId={clientId} problemId={open.problemId} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
