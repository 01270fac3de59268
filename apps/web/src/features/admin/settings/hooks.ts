import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySettingsEndpoints as e, type AgreementTemplateDto } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { AGREEMENT_TEMPLATES_KEY, COMPANY_SETTINGS_KEY } from '../../../api/company-settings.ts';
import type { ApiError } from '../../../api/errors.ts';
import { useListMutation } from '../../../api/mutation.ts';
import { UNITS_KEY } from '../../../api/organizational-units.ts';
import { OUTPOSTS_KEY } from '../../../api/outposts.ts';
import { GROUPS_KEY } from '../../../api/therapist-groups.ts';
import { uploadForm } from '../../../api/upload.ts';

/** Each change invalidates its resource's key (api/), so every screen that shows the resource reloads. */
export const useUpdateCompanySettings = () => useListMutation(e.updateCompanySettings, COMPANY_SETTINGS_KEY);

export const useAddOrganizationalUnit = () => useListMutation(e.addOrganizationalUnit, UNITS_KEY);
export const useUpdateOrganizationalUnit = () => useListMutation(e.updateOrganizationalUnit, UNITS_KEY);

export const useInsertAdditionalOutpost = () => useListMutation(e.insertAdditionalOutpost, OUTPOSTS_KEY);
export const useUpdateAdditionalOutpost = () => useListMutation(e.updateAdditionalOutpost, OUTPOSTS_KEY);

export const useAddTherapistGroup = () => useListMutation(e.addTherapistGroup, GROUPS_KEY);
export const useUpdateTherapistGroup = () => useListMutation(e.updateTherapistGroup, GROUPS_KEY);
export const useDeleteTherapistGroup = () => useListMutation(e.deleteTherapistGroup, GROUPS_KEY);

export const useDownloadAgreeTemplate = () =>
  useMutation<string, ApiError, { type: number }>({ mutationFn: (input) => call(e.getAgreeTemplate, input) });

/** UploadAgreeTemplate (multipart); the template lists reload after it. */
export function useUploadAgreeTemplate() {
  const queryClient = useQueryClient();
  return useMutation<AgreementTemplateDto, ApiError, { type: number; file: File }>({
    mutationFn: ({ type, file }) => {
      const form = new FormData();
      form.append('type', String(type));
      form.append('file', file);
      return uploadForm(e.uploadAgreeTemplate, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENT_TEMPLATES_KEY }),
  });
}
