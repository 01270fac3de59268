import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ATTACHMENT_DOWNLOAD_PATH,
  attachmentEndpoints as e,
  type AttachmentDto,
  type AttachmentRefInput,
} from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { patientPartKey } from '../../../api/patients.ts';
import { errorMessage, type ApiError } from '../../../api/errors.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';
import { uploadForm } from '../../../api/upload.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';

/** The attachments of one patient (the tab and the consent rows share them). */
const attachmentsKey = (clientId: number) => patientPartKey(clientId, 'attachments');

export const useAttachments = (clientId: number, enabled = true) =>
  useQuery({
    queryKey: attachmentsKey(clientId),
    queryFn: () => call(e.getAll, { ClientId: clientId }),
    enabled,
  });

export const useFileDescriptions = () =>
  useQuery({
    queryKey: ['attachments', 'descriptions'],
    queryFn: () => call(e.getFileDescriptions, {}),
    staleTime: Infinity,
  });

export interface UploadInput {
  readonly form: FormData;
  readonly onProgress: (fraction: number) => void;
}

/** Upload with progress; the patient's list reloads after it. */
export function useUploadAttachment(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation<AttachmentDto, ApiError, UploadInput>({
    mutationFn: ({ form, onProgress }) => uploadForm(e.upload, form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentsKey(clientId) }),
  });
}

export function useDeleteAttachment(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation<null, ApiError, AttachmentRefInput>({
    mutationFn: (input) => call(e.delete, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentsKey(clientId) }),
  });
}

/**
 * Download in two steps: PreDownload gives a one-time token, then the browser itself fetches the
 * file by a link (no bearer header there), so even a large file never passes through script memory.
 * A failure shows 'Błąd pobierania załącznika' (or the server's message).
 */
export function useDownloadAttachment() {
  const t = useTexts();
  const { showError } = useFeedback();
  return async (input: AttachmentRefInput) => {
    try {
      const { token, file_name } = await call(e.preDownload, input);
      const link = document.createElement('a');
      link.href = `${ATTACHMENT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
      link.download = file_name;
      link.click();
    } catch (error) {
      showError(errorMessage(error, t('attachments.downloadFailed')));
    }
  };
}

export const useGenerateAgreement = () => useEndpointMutation(e.generateAgreement);
