import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companySettingsEndpoints as e,
  type AgreementTemplateDto,
  type Envelope,
} from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { ApiError, errorText } from '../../../api/errors.ts';
import { getStoredUser } from '../../../api/stored-user.ts';
import { useListMutation } from '../users/hooks.ts';

const SETTINGS_KEY = ['admin', 'company-settings'] as const;
const UNITS_KEY = ['admin', 'organizational-units'] as const;
const OUTPOSTS_KEY = ['admin', 'additional-outposts'] as const;
const GROUPS_KEY = ['admin', 'therapist-groups'] as const;
const TEMPLATES_KEY = ['admin', 'agreement-templates'] as const;

export const useCompanySettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => call(e.getCompanySettings, {}) });
export const useUpdateCompanySettings = () => useListMutation(e.updateCompanySettings, SETTINGS_KEY);

export const useOrganizationalUnits = () =>
  useQuery({ queryKey: UNITS_KEY, queryFn: () => call(e.getOrganizationalUnits, { companySettingsId: 0 }) });
export const useAddOrganizationalUnit = () => useListMutation(e.addOrganizationalUnit, UNITS_KEY);
export const useUpdateOrganizationalUnit = () => useListMutation(e.updateOrganizationalUnit, UNITS_KEY);

export const useAdditionalOutposts = () =>
  useQuery({ queryKey: OUTPOSTS_KEY, queryFn: () => call(e.getAdditionalOutposts, {}) });
export const useInsertAdditionalOutpost = () => useListMutation(e.insertAdditionalOutpost, OUTPOSTS_KEY);
export const useUpdateAdditionalOutpost = () => useListMutation(e.updateAdditionalOutpost, OUTPOSTS_KEY);

export const useTherapistGroups = () =>
  useQuery({ queryKey: GROUPS_KEY, queryFn: () => call(e.getTherapistGroups, {}) });
export const useAddTherapistGroup = () => useListMutation(e.addTherapistGroup, GROUPS_KEY);
export const useUpdateTherapistGroup = () => useListMutation(e.updateTherapistGroup, GROUPS_KEY);
export const useDeleteTherapistGroup = () => useListMutation(e.deleteTherapistGroup, GROUPS_KEY);

export const useAgreeTemplates = () =>
  useQuery({ queryKey: TEMPLATES_KEY, queryFn: () => call(e.getAgreeTemplates, {}) });
export const useDownloadAgreeTemplate = () =>
  useMutation<string, ApiError, { type: number }>({ mutationFn: (input) => call(e.getAgreeTemplate, input) });

/** UploadAgreeTemplate is multipart, which `call` (JSON) does not send; the list reloads after it. */
export function useUploadAgreeTemplate() {
  const queryClient = useQueryClient();
  return useMutation<AgreementTemplateDto, ApiError, { type: number; file: File }>({
    mutationFn: async ({ type, file }) => {
      const form = new FormData();
      form.append('type', String(type));
      form.append('file', file);
      const token = getStoredUser()?.accessToken;
      const response = await fetch(e.uploadAgreeTemplate.path, {
        method: 'POST',
        body: form,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      const body = (await response.json().catch(() => null)) as Partial<
        Envelope<AgreementTemplateDto>
      > | null;
      if (!response.ok || !body?.success || !body.result)
        throw new ApiError(errorText(body?.error, response.statusText), response.status, body?.error ?? null);
      return body.result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
