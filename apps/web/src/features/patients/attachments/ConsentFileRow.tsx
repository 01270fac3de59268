import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { DOCX_MIME_TYPE } from '@wizytownik/contracts';
import { attachmentTypeDescription, formatDateTime } from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { saveBase64File } from '../credit/save-file.ts';
import { useAgreementTemplates } from '../../../api/company-settings.ts';
import { useAttachments, useDownloadAttachment, useGenerateAgreement } from './hooks.ts';
import { UploadDialog } from './UploadDialog.tsx';

export interface ConsentFileRowProps {
  /** The saved patient's id; 0 while the patient is new. */
  readonly clientId: number;
  /** The consent's attachment type (1–6, 8). */
  readonly type: number;
}

/**
 * The file row under a checked consent (spec 001 §2): the newest file of the consent's type with
 * upload (`_Dodawanie`), download, and generating the agreement from the template of that type. Shown
 * only for a saved patient, with the Zalaczniki feature and `_Przegladanie`.
 */
export function ConsentFileRow({ clientId, type }: ConsentFileRowProps) {
  const access = useAccess();
  const visible =
    clientId > 0 &&
    access.features?.has('Zalaczniki') === true &&
    access.isGranted('Wizytownik_Klienci_Zalaczniki_Przegladanie');
  return visible ? (
    <ConsentFile
      clientId={clientId}
      type={type}
      canUpload={access.isGranted('Wizytownik_Klienci_Zalaczniki_Dodawanie')}
    />
  ) : null;
}

function ConsentFile({ clientId, type, canUpload }: ConsentFileRowProps & { readonly canUpload: boolean }) {
  const t = useTexts();
  const { showError } = useFeedback();
  const [uploading, setUploading] = useState(false);
  const attachments = useAttachments(clientId);
  const templates = useAgreementTemplates();
  const download = useDownloadAttachment();
  const generate = useGenerateAgreement();
  useEffect(() => {
    if (templates.isError) showError(errorMessage(templates.error, t('attachments.templatesFailed')));
  }, [templates.isError, templates.error, showError, t]);

  const name = attachmentTypeDescription(type) ?? String(type);
  // The list comes newest first.
  const file = attachments.data?.find((a) => a.type === type);
  const template = templates.data?.find((tpl) => tpl.type === type);
  const onGenerate = async () => {
    try {
      const { fileBase64, fileName } = await generate.mutateAsync({ clientId, type });
      saveBase64File(fileBase64, fileName, DOCX_MIME_TYPE);
    } catch (error) {
      showError(errorMessage(error, t('attachments.generateFailed')));
    }
  };

  const status = attachments.isError
    ? errorMessage(attachments.error, t('attachments.loadFailed'))
    : file
      ? t('attachments.consent.file', {
          name: file.orginal_file_name,
          date: formatDateTime(file.date_upload),
        })
      : t('attachments.consent.none');
  const generateLabel = template?.id
    ? t('attachments.consent.generate', { name })
    : t('attachments.consent.noTemplate', { name: template?.typ_opis ?? name });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pl: 4 }}>
      <Typography
        variant="body2"
        color={attachments.isError ? 'error' : 'text.secondary'}
        sx={{ flexGrow: 1 }}
      >
        {t('attachments.consent.label')}: {attachments.isSuccess || attachments.isError ? status : ''}
      </Typography>
      {canUpload && (
        <IconAction label={t('attachments.consent.upload', { name })} onClick={() => setUploading(true)}>
          <UploadFileOutlined fontSize="small" />
        </IconAction>
      )}
      <IconButton
        size="small"
        aria-label={t('attachments.consent.download', { name })}
        disabled={!file}
        onClick={() => file && void download({ ClientId: clientId, fingerprint: file.fingerprint })}
      >
        <DownloadOutlined fontSize="small" />
      </IconButton>
      {template && (
        <Tooltip title={generateLabel}>
          {/* A disabled button gives the tooltip no events: the span does. */}
          <span>
            <IconButton
              size="small"
              aria-label={generateLabel}
              disabled={!template.id || generate.isPending}
              onClick={() => void onGenerate()}
            >
              <DescriptionOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {uploading && (
        <UploadDialog clientId={clientId} consentType={type} onClose={() => setUploading(false)} />
      )}
    </Stack>
  );
}
