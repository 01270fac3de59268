import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { TherapistVisitType } from '@wizytownik/contracts';
import { formatAmount } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable, type ListColumn } from '../../../ui/ListTable.tsx';
import { editAction } from '../../../ui/RowActions.tsx';
import { useTherapistVisitTypes } from '../../../api/therapists.ts';
import type { TherapistEditorContext } from './tabs.ts';
import { VisitTypeDialog } from './VisitTypeDialog.tsx';

type Open = { visitType: TherapistVisitType | null } | null;

/** 'Typy wizyt': the therapist's visit types; commission columns only with ProwizjaEdycja. */
export default function VisitTypesTab({ therapistId, userId }: TherapistEditorContext) {
  const t = useTexts();
  const access = useAccess();
  const canEdit = access.isGranted('Wizytownik_Edycja_TypowWizyt_Terapeuty');
  const seesCommission = access.isGranted('Wizytownik_Terapeuci_ProwizjaEdycja');
  const visitTypes = useTherapistVisitTypes(userId);
  const [open, setOpen] = useState<Open>(null);
  const commissionColumns: ReadonlyArray<ListColumn<TherapistVisitType>> = [
    { label: t('visitTypes.commission'), cell: (v) => formatAmount(v.prowizja ?? 0), align: 'right' },
    { label: t('visitTypes.commissionPercent'), cell: (v) => v.prowizja_procent ?? 0, align: 'right' },
  ];

  return (
    <Stack spacing={2}>
      {canEdit && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ visitType: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('visitTypes.add')}
        </Button>
      )}
      <ListTable
        label={t('therapists.tabVisitTypes')}
        columns={[
          { label: t('visitTypes.name'), cell: (v) => v.nazwa },
          { label: t('visitTypes.price'), cell: (v) => formatAmount(v.cena), align: 'right' },
          { label: t('visitTypes.length'), cell: (v) => v.dlugosc_wizyty, align: 'right' },
          { label: t('visitTypes.active'), cell: (v) => t(v.aktywna ? 'therapists.yes' : 'therapists.no') },
          ...(seesCommission ? commissionColumns : []),
        ]}
        rows={visitTypes.data ?? []}
        rowKey={(v) => v.id}
        rowActions={
          canEdit
            ? {
                label: t('therapists.actions'),
                actions: (v) => [
                  editAction(t('visitTypes.edit', { name: v.nazwa }), () => setOpen({ visitType: v })),
                ],
              }
            : undefined
        }
        query={visitTypes}
        failedText={t('visitTypes.loadFailed')}
        emptyText={t('visitTypes.empty')}
      />
      {open && (
        <VisitTypeDialog
          therapistId={therapistId}
          visitType={open.visitType}
          seesCommission={seesCommission}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
