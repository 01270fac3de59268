import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { TherapistVisitType } from '@wizytownik/contracts';
import { formatAmount } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useTherapistVisitTypes } from '../../../api/therapists.ts';
import type { TherapistEditorContext } from './tabs.ts';
import { TabState } from './TabState.tsx';
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
      <TabState query={visitTypes} failed={t('visitTypes.loadFailed')}>
        {(items) =>
          items.length === 0 ? (
            <StatusMessage title={t('visitTypes.empty')} />
          ) : (
            <Paper variant="outlined">
              <Table size="small" aria-label={t('therapists.tabVisitTypes')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('visitTypes.name')}</TableCell>
                    <TableCell align="right">{t('visitTypes.price')}</TableCell>
                    <TableCell align="right">{t('visitTypes.length')}</TableCell>
                    <TableCell>{t('visitTypes.active')}</TableCell>
                    {seesCommission && <TableCell align="right">{t('visitTypes.commission')}</TableCell>}
                    {seesCommission && (
                      <TableCell align="right">{t('visitTypes.commissionPercent')}</TableCell>
                    )}
                    {canEdit && <TableCell align="right">{t('therapists.actions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((v) => (
                    <TableRow key={v.id} hover>
                      <TableCell>{v.nazwa}</TableCell>
                      <TableCell align="right">{formatAmount(v.cena)}</TableCell>
                      <TableCell align="right">{v.dlugosc_wizyty}</TableCell>
                      <TableCell>{t(v.aktywna ? 'therapists.yes' : 'therapists.no')}</TableCell>
                      {seesCommission && <TableCell align="right">{formatAmount(v.prowizja ?? 0)}</TableCell>}
                      {seesCommission && <TableCell align="right">{v.prowizja_procent ?? 0}</TableCell>}
                      {canEdit && (
                        <TableCell align="right">
                          <Tooltip title={t('visitTypes.edit', { name: v.nazwa })}>
                            <IconButton
                              size="small"
                              aria-label={t('visitTypes.edit', { name: v.nazwa })}
                              onClick={() => setOpen({ visitType: v })}
                            >
                              <EditOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )
        }
      </TabState>
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
