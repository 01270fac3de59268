import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { AttachmentDto } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { useAttachments, useDeleteAttachment, useDownloadAttachment } from './hooks.ts';
import { UploadDialog } from './UploadDialog.tsx';

/**
 * Tab 6 'Załączniki': the patient's files with download; adding needs `_Dodawanie`, deleting
 * `_Usuwanie` (the tab itself `_Przegladanie` and the Zalaczniki feature).
 */
export default function AttachmentsTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const access = useAccess();
  const canAdd = access.isGranted('Wizytownik_Klienci_Zalaczniki_Dodawanie');
  const canDelete = access.isGranted('Wizytownik_Klienci_Zalaczniki_Usuwanie');
  const [adding, setAdding] = useState(false);
  const attachments = useAttachments(clientId);
  const deleteAttachment = useDeleteAttachment(clientId);
  const download = useDownloadAttachment();

  const onDelete = async (attachment: AttachmentDto) => {
    if (!(await confirm(t('attachments.confirmDelete', { name: attachment.orginal_file_name })))) return;
    try {
      await deleteAttachment.mutateAsync({ ClientId: clientId, fingerprint: attachment.fingerprint });
      notify(t('attachments.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('attachments.deleteFailed')));
    }
  };

  const items = attachments.data ?? [];
  return (
    <Stack spacing={2}>
      {canAdd && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setAdding(true)}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('attachments.add')}
        </Button>
      )}
      <ListPanel
        query={attachments}
        failedText={t('attachments.loadFailed')}
        emptyText={t('attachments.empty')}
        isEmpty={items.length === 0}
      >
        <Table size="small" aria-label={t('attachments.tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('attachments.col.name')}</TableCell>
              <TableCell>{t('attachments.col.description')}</TableCell>
              <TableCell>{t('attachments.col.date')}</TableCell>
              <TableCell>{t('attachments.col.creator')}</TableCell>
              <TableCell align="right">{t('attachments.col.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((a) => (
              <TableRow key={a.fingerprint} hover>
                <TableCell>{a.orginal_file_name}</TableCell>
                <TableCell>{a.description}</TableCell>
                <TableCell>{formatDateTime(a.date_upload)}</TableCell>
                <TableCell>{a.creator_user}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconAction
                    label={t('attachments.download', { name: a.orginal_file_name })}
                    onClick={() => void download({ ClientId: clientId, fingerprint: a.fingerprint })}
                  >
                    <DownloadOutlined fontSize="small" />
                  </IconAction>
                  {canDelete && (
                    <IconAction
                      label={t('attachments.delete', { name: a.orginal_file_name })}
                      onClick={() => void onDelete(a)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconAction>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPanel>
      {adding && <UploadDialog clientId={clientId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
