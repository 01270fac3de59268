import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type ConditionType, type VisitCondition } from '@wizytownik/contracts';
import { CONCURRENT_CONDITION, conditionTypeAllowed, MAIN_CONDITION } from '@wizytownik/domain';
import { useAddVisitCondition, useDeleteVisitCondition, useReloadCourse } from '../../../api/visit-course.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction } from '../../../ui/RowActions.tsx';
import { Icd10PickerDialog } from '../../icd/Icd10PickerDialog.tsx';
import { visitError } from '../editor/errors.ts';
import { LOADED } from './ProceduresList.tsx';

export interface ConditionsListProps {
  readonly visitId: number;
  readonly conditions: readonly VisitCondition[];
  readonly readOnly: boolean;
}

/**
 * The visit's diagnoses (ICD-10, §2.3 panel 2 and §2.4 step 5): a main one (at most one, as the
 * server rules) and concurrent ones, each added through the ICD-10 picker, removed after a question.
 */
export function ConditionsList({ visitId, conditions, readOnly }: ConditionsListProps) {
  const t = useTexts();
  const { showError } = useFeedback();
  const [picking, setPicking] = useState<ConditionType | null>(null);
  const add = useAddVisitCondition();
  const remove = useDeleteVisitCondition();
  const reload = useReloadCourse();
  const mainAllowed = conditionTypeAllowed(conditions, MAIN_CONDITION);

  const onPick = async (type: ConditionType, item: { kod: string; opis_icd: string }) => {
    setPicking(null);
    try {
      await add.mutateAsync({ visitID: visitId, icd10_code: item.kod, description: null, type });
      reload(visitId);
    } catch (error) {
      showError(visitError(error, t('visitCourse.addConditionFailed')));
    }
  };
  const onDelete = async (condition: VisitCondition) => {
    try {
      await remove.mutateAsync({ id: condition.id });
      reload(visitId);
    } catch (error) {
      showError(visitError(error, t('visitCourse.deleteConditionFailed')));
    }
  };
  const typeLabel = (type: number) =>
    type === MAIN_CONDITION ? t('visitCourse.conditionType1') : t('visitCourse.conditionType2');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ flex: 1 }}>
          {t('visitCourse.conditions')}
        </Typography>
        {!readOnly && (
          <>
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              disabled={!mainAllowed}
              onClick={() => setPicking(MAIN_CONDITION)}
            >
              {t('visitCourse.addMainCondition')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              onClick={() => setPicking(CONCURRENT_CONDITION)}
            >
              {t('visitCourse.addConcurrentCondition')}
            </Button>
          </>
        )}
      </Stack>
      {!readOnly && !mainAllowed && (
        <Typography variant="body2" color="text.secondary">
          {t('visitCourse.mainExists')}
        </Typography>
      )}
      <ListTable
        label={t('visitCourse.conditions')}
        query={LOADED}
        failedText={t('visitCourse.loadFailed')}
        emptyText={t('visitCourse.noConditions')}
        rows={conditions}
        rowKey={(c) => c.id}
        columns={[
          { label: t('visitCourse.code'), cell: (c) => c.icd10_code },
          { label: t('visitCourse.description'), cell: (c) => c.description ?? c.opis_icd },
          { label: t('visitCourse.type'), cell: (c) => typeLabel(c.type) },
        ]}
        {...(readOnly
          ? {}
          : {
              rowActions: {
                label: t('visitCourse.actions'),
                actions: (c: VisitCondition) => [
                  deleteAction(
                    t('visitCourse.deleteCondition', { code: c.icd10_code }),
                    t('visitCourse.deleteConditionQuestion'),
                    () => void onDelete(c),
                  ),
                ],
              },
            })}
      />
      {picking !== null && (
        <Icd10PickerDialog
          open
          onClose={() => setPicking(null)}
          onPick={(item) => void onPick(picking, item)}
        />
      )}
    </Stack>
  );
}
