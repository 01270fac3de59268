import { z } from 'zod';
import { attachmentDescription, attachmentFileError } from '@wizytownik/domain';

/**
 * The upload dialog's form, checked with the same rules as the server (spec 001 §5), the 28 MB limit
 * included, so that a refused file is not sent at all.
 */
export const UploadForm = z
  .object({
    file: z.custom<File | null>((v) => v === null || v instanceof File),
    /** A listed type, 0 for 'Inny', null while nothing is chosen. */
    type: z.number().int().nullable(),
    description: z.string(),
    creditAgreementKind: z.string(),
    creditAgreementOther: z.string(),
  })
  .superRefine((values, ctx) => {
    const described = attachmentDescription(values);
    if (!described.ok) ctx.addIssue({ code: 'custom', path: [described.field], message: described.message });
    const fileError = attachmentFileError(values.file?.size);
    if (fileError) ctx.addIssue({ code: 'custom', path: ['file'], message: fileError });
  });
export type UploadFormValues = z.infer<typeof UploadForm>;

export const UPLOAD_FIELDS = [
  'file',
  'type',
  'description',
  'creditAgreementKind',
  'creditAgreementOther',
] as const;

/** The multipart body of Upload: the form's fields by their wire names, then the file. */
export function uploadBody(clientId: number, values: UploadFormValues): FormData {
  const form = new FormData();
  form.append('ClientId', String(clientId));
  form.append('type', String(values.type));
  form.append('description', values.description);
  form.append('creditAgreementKind', values.creditAgreementKind);
  form.append('creditAgreementOther', values.creditAgreementOther);
  if (values.file) form.append('file', values.file, values.file.name);
  return form;
}
