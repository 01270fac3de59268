import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { VisitProcedure } from '@wizytownik/contracts';
import { useAddVisitProcedure, useDeleteVisitProcedure, useReloadCourse } from '../../../api/visit-course.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction } from '../../../ui/RowActions.tsx';
import { Icd9PickerDialog } from '../../icd/Icd9PickerDialog.tsx';
import { visitError } from '../editor/errors.ts';

/** The list is the visit's own, read with the course: no loading or failure state of its own. */
export const LOADED = { isFetching: false, isError: false, isSuccess: true, error: null } as const;

export interface ProceduresListProps {
  readonly visitId: number;
  readonly procedures: readonly VisitProcedure[];
  readonly readOnly: boolean;
}

/**
 * The visit's performed procedures and examinations (ICD-9, §2.3 panel 1 and §2.4 step 4): added
 * through the ICD-9 picker (its tree or its search) at once, removed after a question.
 */
export function ProceduresList({ visitId, procedures, readOnly }: ProceduresListProps) {
  const t = useTexts();
  const { showError } = useFeedback();
  const [picking, setPicking] = useState(false);
  const add = useAddVisitProcedure();
  const remove = useDeleteVisitProcedure();
  const reload = useReloadCourse();

  const onPick = async (item: { kod: string; opis: string }) => {
    setPicking(false);
    try {
      await add.mutateAsync({ visitID: visitId, icd9_code: item.kod, description: null });
      reload(visitId);
    } catch (error) {
      showError(visitError(error, t('visitCourse.addProcedureFailed')));
    }
  };
  const onDelete = async (procedure: VisitProcedure) => {
    try {
      await remove.mutateAsync({ id: procedure.id });
      reload(visitId);
    } catch (error) {
      showError(visitError(error, t('visitCourse.deleteProcedureFailed')));
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h4" sx={{ flex: 1 }}>
          {t('visitCourse.procedures')}
        </Typography>
        {!readOnly && (
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            loading={add.isPending}
            onClick={() => setPicking(true)}
          >
            {t('visitCourse.addProcedure')}
          </Button>
        )}
      </Stack>
      <ListTable
        label={t('visitCourse.procedures')}
        query={LOADED}
        failedText={t('visitCourse.loadFailed')}
        emptyText={t('visitCourse.noProcedures')}
        rows={procedures}
        rowKey={(p) => p.id}
        columns={[
          { label: t('visitCourse.code'), cell: (p) => p.icd9_code },
          { label: t('visitCourse.description'), cell: (p) => p.description ?? p.opis },
        ]}
        {...(readOnly
          ? {}
          : {
              rowActions: {
                label: t('visitCourse.actions'),
                actions: (p: VisitProcedure) => [
                  deleteAction(
                    t('visitCourse.deleteProcedure', { code: p.icd9_code }),
                    t('visitCourse.deleteProcedureQuestion'),
                    () => void onDelete(p),
                  ),
                ],
              },
            })}
      />
      {picking && (
        <Icd9PickerDialog
          open
          visitId={visitId}
          onClose={() => setPicking(false)}
          onPick={(item) => void onPick(item)}
        />
      )}
    </Stack>
  );
}
