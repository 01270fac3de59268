/** Company-settings rules shared by the server and the settings screen (spec 002 §5, §9). */

export const LOGO_SIZE_MESSAGE = 'Przekroczono maksymalny rozmiar pliku 1MB';
export const LOGO_DIMENSIONS_MESSAGE = 'Maksymalny rozmiar loga to: 400 pikseli x 400 pikseli';
export const LOGO_NOT_IMAGE_MESSAGE = 'Logo musi być obrazem (PNG, JPEG, GIF lub WebP).';

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MAX_PIXELS = 400;
/** Calendar time scale options in minutes; 0 is read as the default 30. */
export const CALENDAR_TIME_SCALES = [15, 30, 60] as const;
export const DEFAULT_CALENDAR_TIME_SCALE = 30;

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/**
 * A Polish NIP: exactly 10 digits whose weighted sum mod 11 equals the last digit (else the catalog's
 * 'contract.nipInvalid').
 */
export function isValidNip(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  return sum % 11 === digits[9];
}

/** Empty, or the Polish NN-NNN (else the catalog's 'contract.postcodeInvalid'). */
export function isValidPostcode(value: string): boolean {
  return value === '' || /^\d{2}-\d{3}$/.test(value);
}

/** Contact and patient phone: 8 to 13 characters, digits or '+' (else the catalog's 'contract.phoneFormat'). */
export function isValidPhone(value: string): boolean {
  return /^[\d+]{8,13}$/.test(value);
}

export function calendarTimeScale(value: number): number {
  return (CALENDAR_TIME_SCALES as readonly number[]).includes(value) ? value : DEFAULT_CALENDAR_TIME_SCALE;
}

/** Placeholders an SMS template may contain, with what each one is replaced by. */
export const SMS_PLACEHOLDERS = [
  { placeholder: '%dw%', description: 'data wizyty' },
  { placeholder: '%gw%', description: 'godzina wizyty' },
  { placeholder: '%tw%', description: 'terapeuta' },
  { placeholder: '%opoznienie%', description: 'opóźnienie w minutach' },
  { placeholder: '%powod_odwolania%', description: 'powód odwołania' },
  { placeholder: '%godziny_terapeuci%', description: 'terapeuci i godziny' },
  { placeholder: '%data%', description: 'data recepty' },
  { placeholder: '%kod_recepty%', description: 'kod recepty' },
  { placeholder: '%link%', description: 'link do płatności' },
] as const;

/** Agreement template types with their descriptions (spec 002 §3). */
export const AGREEMENT_TYPES = [
  { type: 1, description: 'Klauzula obowiązku informacyjnego' },
  { type: 2, description: 'Zgoda na udzielenie świadczenia zdrowotnego' },
  { type: 3, description: 'Zgoda na komunikację e-mail/SMS' },
  { type: 4, description: 'Ankieta covid' },
  { type: 5, description: 'Zgoda opiekuna prawnego' },
  { type: 6, description: 'Zgoda na otrzymywanie informacji handlowych' },
  { type: 7, description: 'Dokumentacja medyczna' },
  { type: 9, description: 'Plan usprawniania' },
] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number]['type'];
export const AGREEMENT_TYPE_IDS = AGREEMENT_TYPES.map((a) => a.type);

/** Business types (typ_dzialanosci). */
export const BUSINESS_TYPES = [
  { value: 0, label: 'Podmiot leczniczy' },
  { value: 1, label: 'Praktyka fizjoterapeutyczna' },
  { value: 2, label: 'Praktyka lekarska' },
] as const;
