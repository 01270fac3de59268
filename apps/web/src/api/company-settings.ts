import { queryOptions, useQuery } from '@tanstack/react-query';
import { attachmentEndpoints, companySettingsEndpoints } from '@wizytownik/contracts';
import { call } from './client.ts';

/** The company settings: the settings screen, the calendar (hours, icons) and the visit editor share them. */
export const COMPANY_SETTINGS_KEY = ['company-settings'] as const;

export const companySettingsQuery = queryOptions({
  queryKey: COMPANY_SETTINGS_KEY,
  queryFn: () => call(companySettingsEndpoints.getCompanySettings, {}),
  staleTime: 60_000,
});

export const useCompanySettings = () => useQuery(companySettingsQuery);

/** The consent templates: the settings' list and the patient's consent rows. */
export const AGREEMENT_TEMPLATES_KEY = ['agreement-templates'] as const;

export const useAgreeTemplates = () =>
  useQuery({
    queryKey: [...AGREEMENT_TEMPLATES_KEY, 'settings'],
    queryFn: () => call(companySettingsEndpoints.getAgreeTemplates, {}),
  });

export const useAgreementTemplates = () =>
  useQuery({
    queryKey: [...AGREEMENT_TEMPLATES_KEY, 'attachments'],
    queryFn: () => call(attachmentEndpoints.getAgreementTemplates, {}),
  });
