/** Per-tenant feature flags. Names are the ones the screens check. */
export const FEATURES = {
  PayU: 'Płatności online (PayU)',
  IntegracjaP1: 'Integracja z P1',
  Vouchery: 'Vouchery',
  GroupVisits: 'Wizyty grupowe',
  Fizykoterapia: 'Fizykoterapia',
  AndroidSMS: 'Wysyłka SMS przez telefon z Androidem',
  SMS: 'Wysyłka SMS',
  Zalaczniki: 'Załączniki',
  Recepty: 'E-recepty',
  Kredyty: 'Kredyty pacjentów',
} as const;

export type FeatureName = keyof typeof FEATURES;

export const ALL_FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

export function isFeatureName(value: string): value is FeatureName {
  return Object.hasOwn(FEATURES, value);
}
