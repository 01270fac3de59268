import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PLAN_PAGE_SIZES, type PlanSorting, type TherapyPlanDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { saveBase64File } from '../credit/save-file.ts';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { usePlans, usePrintPlan } from './hooks.ts';
import { PlanDialog } from './PlanDialog.tsx';
import { PlansTable, sortingOf, type PlanSort } from './PlansTable.tsx';

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Open = { plan: TherapyPlanDto | null } | null;

/**
 * Tab 11 'Plany terapii i zdrowienia': the patient's plans, server-paged and sorted (newest first);
 * 'Nowy plan' needs `…Edycja`, editing and printing only the tab's permission (spec 001 §6).
 */
export default function PlansTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const { showError } = useFeedback();
  const canCreate = useAccess().isGranted('Wizytownik_PlanyZdrowieniaEdycja');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PLAN_PAGE_SIZES[0]);
  const [sort, setSort] = useState<PlanSort>({ column: 'dataUtworzenia', descending: true });
  const [open, setOpen] = useState<Open>(null);
  const plans = usePlans(clientId, {
    Sorting: sortingOf(sort),
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
  });
  const print = usePrintPlan();

  const onSort = (column: PlanSorting) => {
    setSort((s) => ({ column, descending: s.column === column && !s.descending }));
    setPage(0);
  };
  const onPrint = async (plan: TherapyPlanDto) => {
    if (print.isPending) return;
    try {
      const file = await print.mutateAsync({ planTerapiiId: plan.id });
      saveBase64File(file.fileBase64, file.fileName, file.fileName.endsWith('.docx') ? DOCX_TYPE : PDF_TYPE);
    } catch (error) {
      showError(errorMessage(error, t('plans.printFailed')));
    }
  };

  return (
    <Stack spacing={2}>
      {canCreate && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ plan: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('plans.add')}
        </Button>
      )}
      <PlansTable
        rows={plans.data?.items ?? []}
        query={plans}
        failedText={t('plans.loadFailed')}
        emptyText={t('plans.empty')}
        paging={{
          count: plans.data?.totalCount ?? 0,
          page,
          pageSize,
          pageSizes: PLAN_PAGE_SIZES,
          onPage: setPage,
          onPageSize: setPageSize,
        }}
        sort={sort}
        onSort={onSort}
        onEdit={(plan) => setOpen({ plan })}
        onPrint={(plan) => void onPrint(plan)}
      />
      {open && <PlanDialog clientId={clientId} plan={open.plan} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
