import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PRESCRIPTION_PACKAGE_PAGE_SIZES } from '@wizytownik/contracts';
import { usePrescriptionPackages } from '../../api/prescriptions.ts';
import { useTexts } from '../../app/texts.ts';
import { FullScreenDialog } from '../../ui/FullScreenDialog.tsx';
import { PackageDetailsDialog } from './PackageDetailsDialog.tsx';
import { PackageDialog } from './PackageDialog.tsx';
import { PackagesTable } from './PackagesTable.tsx';
import { usePackageActions } from './usePackageActions.tsx';

export interface PrescriptionsDialogProps {
  readonly clientId: number;
  /** The patient's name in the title. */
  readonly patientName: string;
  /** The prescriber: the signed-in user's therapist (spec 001 §2: therapist = current user). */
  readonly therapistId: number;
  readonly onClose: () => void;
}

/** Which package dialog is open: a new package (id null), an edited one, or one's prescriptions. */
type Open = { readonly edit: number | null } | { readonly view: number } | null;

/** 'Recepty pacjenta': the patient's prescription packages, server-paged, newest first, and their actions. */
export function PrescriptionsDialog({
  clientId,
  patientName,
  therapistId,
  onClose,
}: PrescriptionsDialogProps) {
  const t = useTexts();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PRESCRIPTION_PACKAGE_PAGE_SIZES[0]);
  const [open, setOpen] = useState<Open>(null);
  const packages = usePrescriptionPackages(clientId, {
    Sorting: 'createDate DESC',
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
  });
  const actions = usePackageActions();

  return (
    <FullScreenDialog
      title={t('prescriptions.title', { name: patientName })}
      onClose={onClose}
      maxWidth={1400}
    >
      <Stack spacing={2}>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ edit: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('prescriptions.add')}
        </Button>
        <PackagesTable
          rows={packages.data?.items ?? []}
          query={packages}
          failedText={t('prescriptions.loadFailed')}
          emptyText={t('prescriptions.empty')}
          paging={{
            count: packages.data?.totalCount ?? 0,
            page,
            pageSize,
            pageSizes: PRESCRIPTION_PACKAGE_PAGE_SIZES,
            onPage: setPage,
            onPageSize: (size) => {
              setPageSize(size);
              setPage(0);
            },
          }}
          onEdit={(pakiet) => setOpen({ edit: pakiet.id })}
          onView={(pakiet) => setOpen({ view: pakiet.id })}
          onDelete={(pakiet) => void actions.remove(pakiet)}
          onCheck={(pakiet) => void actions.check(pakiet)}
          onSend={(pakiet) => void actions.send(pakiet)}
          onPrint={(pakiet) => void actions.print(pakiet)}
          onSms={(pakiet) => void actions.sms(pakiet)}
        />
      </Stack>
      {open && 'edit' in open && (
        <PackageDialog
          clientId={clientId}
          therapistId={therapistId}
          packageId={open.edit}
          onClose={() => setOpen(null)}
        />
      )}
      {open && 'view' in open && (
        <PackageDetailsDialog
          packageId={open.view}
          onCancel={(pakiet, recepta) => void actions.cancel(pakiet, recepta)}
          onClose={() => setOpen(null)}
        />
      )}
      {actions.dialogs}
    </FullScreenDialog>
  );
}
