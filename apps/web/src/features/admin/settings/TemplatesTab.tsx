import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { AgreementTemplateDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { AgreementPlaceholders } from '../../patients/attachments/AgreementPlaceholders.tsx';
import { useAgreeTemplates } from '../../../api/company-settings.ts';
import { useDownloadAgreeTemplate, useUploadAgreeTemplate } from './hooks.ts';
import { ListTab } from './ListTab.tsx';
import { MedicalDocumentationPlaceholders } from './MedicalDocumentationPlaceholders.tsx';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function UploadDialog({
  template,
  onClose,
}: {
  readonly template: AgreementTemplateDto;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const upload = useUploadAgreeTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      await upload.mutateAsync({ type: template.type, file });
      notify(t('companySettings.saved'));
      onClose();
    } catch (error) {
      showError(errorMessage(error, t('companySettings.templates.uploadFailed')));
    }
  };
  // Not the shared FormDialog: the spec names this dialog's buttons 'Dodaj szablon' and 'Zamknij'.
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 500, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {t('companySettings.templates.uploadTitle', { name: template.typ_opis })}
        </DialogTitle>
        <DialogContent dividers>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {t('companySettings.templates.choose')}
            <input
              hidden
              type="file"
              accept={`.docx,${DOCX_TYPE}`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setMissing(false);
              }}
            />
          </Button>
          <Typography sx={{ mt: 1 }} color={missing ? 'error' : 'text.secondary'}>
            {missing
              ? t('companySettings.templates.noFile')
              : (file?.name ?? t('companySettings.templates.hint'))}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" loading={upload.isPending}>
            {t('companySettings.templates.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Saves the base64 the server returns as '{description}.docx'. */
function saveDocx(base64: string, description: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: DOCX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${description}.docx`;
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Szablony generowania': each agreement type, whether a template is uploaded, upload and download. */
export function TemplatesTab() {
  const t = useTexts();
  const { showError } = useFeedback();
  const templates = useAgreeTemplates();
  const download = useDownloadAgreeTemplate();
  const [uploading, setUploading] = useState<AgreementTemplateDto | null>(null);
  const onDownload = async (template: AgreementTemplateDto) => {
    try {
      saveDocx(await download.mutateAsync({ type: template.type }), template.typ_opis);
    } catch (error) {
      showError(errorMessage(error, t('companySettings.templates.downloadFailed')));
    }
  };
  return (
    <>
      <ListTab
        label={t('companySettings.tab.templates')}
        query={templates}
        rowKey={(row) => row.type}
        failedText={t('companySettings.templates.loadFailed')}
        emptyText=""
        columns={[
          { label: t('companySettings.templates.type'), cell: (row) => row.typ_opis },
          {
            label: t('companySettings.templates.uploaded'),
            cell: (row) =>
              row.id > 0 && (
                <CheckOutlined color="success" aria-label={t('companySettings.templates.uploaded')} />
              ),
          },
        ]}
        actions={(row) => [
          {
            label: t('companySettings.templates.upload', { name: row.typ_opis }),
            icon: <UploadFileOutlined fontSize="small" />,
            onClick: () => setUploading(row),
          },
          {
            label: t('companySettings.templates.download', { name: row.typ_opis }),
            icon: <DownloadOutlined fontSize="small" />,
            onClick: () => void onDownload(row),
            disabled: row.id === 0,
          },
        ]}
      />
      <AgreementPlaceholders />
      <MedicalDocumentationPlaceholders />
      {uploading && <UploadDialog template={uploading} onClose={() => setUploading(null)} />}
    </>
  );
}
