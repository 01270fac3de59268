import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { therapistCertificateEndpoints, znanyLekarzEndpoints } from '@wizytownik/contracts';
import { call } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { uploadForm } from '../../api/upload.ts';
import { useListMutation } from '../../api/mutation.ts';
import { USERS_KEY } from '../../api/users.ts';

export interface CertificateUpload {
  readonly userId: number;
  readonly file: File;
  readonly password: string;
  readonly keepPassword: boolean;
  /** The share of the file sent so far, 0–1. */
  readonly onProgress?: (sent: number) => void;
}

/** UploadTherapistCertificate (multipart); the therapist's details reload after it. */
export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation<string | null, ApiError, CertificateUpload>({
    mutationFn: ({ userId, file, password, keepPassword, onProgress }) => {
      const form = new FormData();
      form.append('userid', String(userId));
      form.append('password', password);
      form.append('keepPassword', String(keepPassword));
      form.append('file', file);
      return uploadForm(therapistCertificateEndpoints.upload, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** SaveCertPassword: the signed-in therapist's own certificate password. */
export const useSaveCertPassword = () =>
  useListMutation(therapistCertificateEndpoints.saveCertPassword, USERS_KEY);

const MARKETPLACE_KEY = ['znany-lekarz'] as const;

export const useMarketplaceFacilities = (enabled: boolean) =>
  useQuery({
    queryKey: [...MARKETPLACE_KEY, 'facilities'],
    queryFn: () => call(znanyLekarzEndpoints.getFacilities, {}),
    enabled,
  });

export const useMarketplaceDoctors = (facilityId: string) =>
  useQuery({
    queryKey: [...MARKETPLACE_KEY, 'doctors', facilityId],
    queryFn: () => call(znanyLekarzEndpoints.getDoctors, { facilityId }),
    enabled: facilityId !== '',
  });
