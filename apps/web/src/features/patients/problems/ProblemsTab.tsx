import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { ProblemDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { displayDate } from '../../admin/days-off/hooks.ts';
import { dateTime } from '../../therapists/exceptions/format.ts';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { useDeleteProblem, useProblems } from './hooks.ts';
import { problemPreview } from './preview.ts';
import { ProblemDialog } from './ProblemDialog.tsx';

type Open = { problemId: number | null } | null;

/** Tab 8 'Problemy': the patient's problems; adding, editing and deleting need `ProblemyEdycja`. */
export default function ProblemsTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const canEdit = useAccess().isGranted('Wizytownik_KlienciProblemyEdycja');
  const problems = useProblems(clientId);
  const deleteProblem = useDeleteProblem(clientId);
  const [open, setOpen] = useState<Open>(null);

  const onDelete = async (problem: ProblemDto) => {
    if (!(await confirm(t('problems.confirmDelete', { name: problem.nazwa })))) return;
    try {
      await deleteProblem.mutateAsync({ Id: problem.id });
      notify(t('problems.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('problems.deleteFailed')));
    }
  };

  const items = problems.data ?? [];
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
      <ListPanel
        query={problems}
        failedText={t('problems.loadFailed')}
        emptyText={t('problems.empty')}
        isEmpty={items.length === 0}
      >
        <Table size="small" aria-label={t('problems.tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('problems.name')}</TableCell>
              <TableCell>{t('problems.description')}</TableCell>
              <TableCell>{t('problems.date')}</TableCell>
              <TableCell>{t('problems.created')}</TableCell>
              <TableCell>{t('problems.therapist')}</TableCell>
              {canEdit && <TableCell align="right">{t('problems.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((problem) => (
              <TableRow key={problem.id} hover>
                <TableCell>{problem.nazwa}</TableCell>
                <TableCell>
                  <Tooltip title={problem.opis}>
                    <span>{problemPreview(problem.opis)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell>{displayDate(problem.problem_data)}</TableCell>
                <TableCell>{dateTime(problem.createdate)}</TableCell>
                <TableCell>{problem.terapeuta}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconAction
                      label={t('problems.edit', { name: problem.nazwa })}
                      onClick={() => setOpen({ problemId: problem.id })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconAction>
                    <IconAction
                      label={t('problems.delete', { name: problem.nazwa })}
                      onClick={() => void onDelete(problem)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconAction>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPanel>
      {open && <ProblemDialog clientId={clientId} problemId={open.problemId} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
