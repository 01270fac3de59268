import AddOutlined from '@mui/icons-material/AddOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { AttachmentDto } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction } from '../../../ui/RowActions.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { useAttachments, useDeleteAttachment, useDownloadAttachment } from './hooks.ts';
import { UploadDialog } from './UploadDialog.tsx';

/**
 * Tab 6 'Załączniki': the patient's files with download; adding needs `_Dodawanie`, deleting
 * `_Usuwanie` (the tab itself `_Przegladanie` and the Zalaczniki feature).
 */
export default function AttachmentsTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const access = useAccess();
  const canAdd = access.isGranted('Wizytownik_Klienci_Zalaczniki_Dodawanie');
  const canDelete = access.isGranted('Wizytownik_Klienci_Zalaczniki_Usuwanie');
  const [adding, setAdding] = useState(false);
  const attachments = useAttachments(clientId);
  const deleteAttachment = useDeleteAttachment(clientId);
  const download = useDownloadAttachment();

  const onDelete = (attachment: AttachmentDto) =>
    deleteRow(
      () => deleteAttachment.mutateAsync({ ClientId: clientId, fingerprint: attachment.fingerprint }),
      t('attachments.deleted'),
      t('attachments.deleteFailed'),
    );

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
      <ListTable
        label={t('attachments.tab')}
        columns={[
          { label: t('attachments.col.name'), cell: (a) => a.orginal_file_name },
          { label: t('attachments.col.description'), cell: (a) => a.description },
          { label: t('attachments.col.date'), cell: (a) => formatDateTime(a.date_upload) },
          { label: t('attachments.col.creator'), cell: (a) => a.creator_user },
        ]}
        rows={attachments.data ?? []}
        rowKey={(a) => a.fingerprint}
        rowActions={{
          label: t('attachments.col.actions'),
          actions: (a) => [
            {
              label: t('attachments.download', { name: a.orginal_file_name }),
              icon: <DownloadOutlined fontSize="small" />,
              onClick: () => void download({ ClientId: clientId, fingerprint: a.fingerprint }),
            },
            canDelete &&
              deleteAction(
                t('attachments.delete', { name: a.orginal_file_name }),
                t('attachments.confirmDelete', { name: a.orginal_file_name }),
                () => void onDelete(a),
              ),
          ],
        }}
        query={attachments}
        failedText={t('attachments.loadFailed')}
        emptyText={t('attachments.empty')}
      />
      {adding && <UploadDialog clientId={clientId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
