import { useQuery } from '@tanstack/react-query';
import { companySettingsEndpoints } from '@wizytownik/contracts';
import { call } from './client.ts';

/** The organizational units: the settings' list and the pickers of the therapist and visit editors. */
export const UNITS_KEY = ['organizational-units'] as const;

export const useOrganizationalUnits = (enabled = true) =>
  useQuery({
    queryKey: UNITS_KEY,
    // Spec 002 §7: the screens ask with companySettingsId 0.
    queryFn: () => call(companySettingsEndpoints.getOrganizationalUnits, { companySettingsId: 0 }),
    enabled,
  });
