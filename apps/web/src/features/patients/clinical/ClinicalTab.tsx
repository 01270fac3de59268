import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ClientDiseaseDto } from '@wizytownik/contracts';
import { DISEASE_KIND, type DiseaseKind, formatDate } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { editAction } from '../../../ui/RowActions.tsx';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { ClinicalEntryDialog } from './ClinicalEntryDialog.tsx';
import { DeleteEntryDialog } from './DeleteEntryDialog.tsx';
import { useDiseaseSubtypes } from '../../../api/dictionaries.ts';
import { useClientDiseases } from './hooks.ts';
import { icdLabel } from './Icd10Field.tsx';
import { entryName, KIND_TEXTS } from './kinds.ts';

type Open = { edit: ClientDiseaseDto | null } | { delete: ClientDiseaseDto } | null;

/** A cured disease reads as done: struck through and greyed, with a 'Wyleczona' chip. */
const cured = (entry: ClientDiseaseDto, text: string | null) =>
  entry.isCured ? (
    <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
      {text}
    </Box>
  ) : (
    text
  );

export interface ClinicalTabProps extends PatientEditorContext {
  readonly kind: DiseaseKind;
}

/**
 * Tabs 4 'Alergie' and 5 'Choroby': the patient's entries of one kind with add and edit
 * (`_Choroby_Edycja`) and delete with a reason (`_Choroby_Usuwanie`).
 */
export default function ClinicalTab({ clientId, kind }: ClinicalTabProps) {
  const t = useTexts();
  const texts = KIND_TEXTS[kind];
  const access = useAccess();
  const canEdit = access.isGranted('Wizytownik_Klienci_Choroby_Edycja');
  const canDelete = access.isGranted('Wizytownik_Klienci_Choroby_Usuwanie');
  const isDisease = kind === DISEASE_KIND.disease;
  const entries = useClientDiseases(clientId, kind);
  const subtypes = useDiseaseSubtypes(isDisease);
  const [open, setOpen] = useState<Open>(null);
  const subtypeName = (id: number | null) => subtypes.data?.find((s) => s.id === id)?.description ?? '';

  const curedCell = (entry: ClientDiseaseDto) =>
    entry.curedTime && (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
        <span>{formatDate(entry.curedTime)}</span>
        <Chip size="small" label={t('clinical.cured')} />
      </Stack>
    );

  return (
    <Stack spacing={2}>
      {canEdit && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ edit: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(texts.add)}
        </Button>
      )}
      {isDisease && subtypes.isError && <Alert severity="error">{t('clinical.subtypesFailed')}</Alert>}
      <ListTable
        label={t(texts.tab)}
        columns={[
          { label: t('clinical.icd'), cell: (entry) => cured(entry, entry.icd ? icdLabel(entry.icd) : '') },
          { label: t('clinical.description'), cell: (entry) => cured(entry, entry.description) },
          ...(isDisease
            ? [
                {
                  label: t('clinical.subtype'),
                  cell: (entry: ClientDiseaseDto) => subtypeName(entry.subtype),
                },
              ]
            : []),
          { label: t('clinical.recognitionTime'), cell: (entry) => formatDate(entry.recognitionTime) },
          ...(isDisease ? [{ label: t('clinical.curedTime'), cell: curedCell }] : []),
        ]}
        rows={entries.data ?? []}
        rowKey={(entry) => entry.id}
        rowActions={
          canEdit || canDelete
            ? {
                label: t('clinical.actions'),
                actions: (entry) => [
                  canEdit &&
                    editAction(t('clinical.edit', { name: entryName(entry) }), () =>
                      setOpen({ edit: entry }),
                    ),
                  // The delete asks in its own dialog, which also takes the reason.
                  canDelete && {
                    label: t('clinical.delete', { name: entryName(entry) }),
                    icon: <DeleteOutlined fontSize="small" />,
                    onClick: () => setOpen({ delete: entry }),
                  },
                ],
              }
            : undefined
        }
        query={entries}
        failedText={t('clinical.loadFailed')}
        emptyText={t(texts.empty)}
      />
      {open && 'edit' in open && (
        <ClinicalEntryDialog
          clientId={clientId}
          kind={kind}
          entry={open.edit}
          onClose={() => setOpen(null)}
        />
      )}
      {open && 'delete' in open && (
        <DeleteEntryDialog
          clientId={clientId}
          kind={kind}
          entry={open.delete}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
