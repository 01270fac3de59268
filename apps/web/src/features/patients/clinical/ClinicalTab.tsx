import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { ClientDiseaseDto } from '@wizytownik/contracts';
import { DISEASE_KIND, type DiseaseKind, formatDate } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { ClinicalEntryDialog } from './ClinicalEntryDialog.tsx';
import { DeleteEntryDialog } from './DeleteEntryDialog.tsx';
import { useDiseaseSubtypes } from '../../../api/dictionaries.ts';
import { useClientDiseases } from './hooks.ts';
import { icdLabel } from './Icd10Field.tsx';
import { entryName, KIND_TEXTS } from './kinds.ts';

type Open = { edit: ClientDiseaseDto | null } | { delete: ClientDiseaseDto } | null;

/** A cured disease reads as done: struck through and greyed, with a 'Wyleczona' chip. */
const CURED_SX = { color: 'text.secondary', textDecoration: 'line-through' } as const;

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

  const items = entries.data ?? [];
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
      <ListPanel
        query={entries}
        failedText={t('clinical.loadFailed')}
        emptyText={t(texts.empty)}
        isEmpty={items.length === 0}
      >
        <Table size="small" aria-label={t(texts.tab)}>
          <TableHead>
            <TableRow>
              <TableCell>{t('clinical.icd')}</TableCell>
              <TableCell>{t('clinical.description')}</TableCell>
              {isDisease && <TableCell>{t('clinical.subtype')}</TableCell>}
              <TableCell>{t('clinical.recognitionTime')}</TableCell>
              {isDisease && <TableCell>{t('clinical.curedTime')}</TableCell>}
              {(canEdit || canDelete) && <TableCell align="right">{t('clinical.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((entry) => {
              const name = entryName(entry);
              const text = entry.isCured ? CURED_SX : undefined;
              return (
                <TableRow key={entry.id} hover>
                  <TableCell sx={text}>{entry.icd ? icdLabel(entry.icd) : ''}</TableCell>
                  <TableCell sx={text}>{entry.description}</TableCell>
                  {isDisease && <TableCell>{subtypeName(entry.subtype)}</TableCell>}
                  <TableCell>{formatDate(entry.recognitionTime)}</TableCell>
                  {isDisease && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {entry.curedTime && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{formatDate(entry.curedTime)}</span>
                          <Chip size="small" label={t('clinical.cured')} />
                        </Stack>
                      )}
                    </TableCell>
                  )}
                  {(canEdit || canDelete) && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {canEdit && (
                        <IconAction
                          label={t('clinical.edit', { name })}
                          onClick={() => setOpen({ edit: entry })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconAction>
                      )}
                      {canDelete && (
                        <IconAction
                          label={t('clinical.delete', { name })}
                          onClick={() => setOpen({ delete: entry })}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconAction>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ListPanel>
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
