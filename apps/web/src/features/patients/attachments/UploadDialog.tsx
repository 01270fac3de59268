import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import {
  CREDIT_AGREEMENT_KINDS,
  CREDIT_AGREEMENT_OTHER_KIND,
  CREDIT_AGREEMENT_TYPE,
  OTHER_ATTACHMENT_TYPE,
  attachmentTypeDescription,
} from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useFileDescriptions, useUploadAttachment } from './hooks.ts';
import { UPLOAD_FIELDS, UploadForm, uploadBody, type UploadFormValues } from './upload-form.ts';

type FormControl = Control<UploadFormValues>;
/** A select cannot hold null: the empty value stands for "nothing chosen". */
const NONE = '';

function FileField({ control }: { readonly control: FormControl }) {
  const t = useTexts();
  const { field, fieldState } = useController({ control, name: 'file' });
  return (
    <Box sx={{ mt: 1 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
        {t('attachments.chooseFile')}
        <input hidden type="file" onChange={(e) => field.onChange(e.target.files?.[0] ?? null)} />
      </Button>
      <Typography sx={{ mt: 1 }} color={fieldState.error ? 'error' : 'text.secondary'} role="status">
        {fieldState.error?.message ?? field.value?.name ?? t('attachments.fileHint')}
      </Typography>
    </Box>
  );
}

/** The description list from the server with 'Inny' added (spec 001 §3). */
function DescriptionField({ control }: { readonly control: FormControl }) {
  const t = useTexts();
  const { showError } = useFeedback();
  const descriptions = useFileDescriptions();
  const { field, fieldState } = useController({ control, name: 'type' });
  useEffect(() => {
    if (descriptions.isError)
      showError(errorMessage(descriptions.error, t('attachments.descriptionsFailed')));
  }, [descriptions.isError, descriptions.error, showError, t]);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={t('attachments.description')}
      value={field.value ?? NONE}
      onChange={(e) => field.onChange(e.target.value === NONE ? null : Number(e.target.value))}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    >
      {(descriptions.data ?? []).map((d) => (
        <MenuItem key={d.type} value={d.type}>
          {d.description}
        </MenuItem>
      ))}
      <MenuItem value={OTHER_ATTACHMENT_TYPE}>{t('attachments.other')}</MenuItem>
    </TextField>
  );
}

function CreditKindField({ control }: { readonly control: FormControl }) {
  const t = useTexts();
  const { field, fieldState } = useController({ control, name: 'creditAgreementKind' });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={t('attachments.creditKind')}
      {...field}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    >
      {CREDIT_AGREEMENT_KINDS.map((kind) => (
        <MenuItem key={kind} value={kind}>
          {kind}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface UploadDialogProps {
  readonly clientId: number;
  /** A consent's type: the description is that type's own and no list is shown. */
  readonly consentType?: number;
  readonly onClose: () => void;
}

/** Adds an attachment or a consent file: the file (28 MB at most), its description, progress while sending. */
export function UploadDialog({ clientId, consentType, onClose }: UploadDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const upload = useUploadAttachment(clientId);
  const [progress, setProgress] = useState(0);
  const form = useForm<UploadFormValues>({
    resolver: zodResolver(UploadForm),
    defaultValues: {
      file: null,
      type: consentType ?? null,
      description: '',
      creditAgreementKind: '',
      creditAgreementOther: '',
    },
  });
  const { control, formState } = form;
  const [type, kind] = useWatch({ control, name: ['type', 'creditAgreementKind'] });
  const submit = useFormSubmit(
    form,
    UPLOAD_FIELDS,
    async (values) => {
      setProgress(0);
      await upload.mutateAsync({ form: uploadBody(clientId, values), onProgress: setProgress });
      notify(t('attachments.uploaded'));
      onClose();
    },
    t('attachments.uploadFailed'),
  );
  const consentName = consentType === undefined ? undefined : attachmentTypeDescription(consentType);
  return (
    <FormDialog
      title={
        consentName
          ? t('attachments.consentUploadTitle', { name: consentName })
          : t('attachments.uploadTitle')
      }
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('attachments.send')}
    >
      <FileField control={control} />
      {consentType === undefined && <DescriptionField control={control} />}
      {type === OTHER_ATTACHMENT_TYPE && (
        <FormTextField control={control} name="description" label={t('attachments.ownDescription')} />
      )}
      {type === CREDIT_AGREEMENT_TYPE && <CreditKindField control={control} />}
      {type === CREDIT_AGREEMENT_TYPE && kind === CREDIT_AGREEMENT_OTHER_KIND && (
        <FormTextField control={control} name="creditAgreementOther" label={t('attachments.creditOther')} />
      )}
      {upload.isPending && (
        <LinearProgress
          sx={{ mt: 2 }}
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('attachments.progress')}
        />
      )}
    </FormDialog>
  );
}
