/** Patient record lists and defaults (spec 001 §3, §9). */

/** Where the patient heard of the practice; the values are the wire's. */
export const KNOWLEDGE_OF_US_SOURCES = [
  { value: 'internet', label: 'Internet' },
  { value: 'z_polecenia', label: 'Z polecenia' },
  { value: 'od_lekarza', label: 'Od lekarza' },
  { value: 'z_prasy', label: 'Z prasy' },
  { value: 'byly_pacjent', label: 'Były pacjent' },
] as const;
export type KnowledgeOfUsSource = (typeof KNOWLEDGE_OF_US_SOURCES)[number]['value'];
export const KNOWLEDGE_OF_US_VALUES = KNOWLEDGE_OF_US_SOURCES.map((s) => s.value) as [
  KnowledgeOfUsSource,
  ...KnowledgeOfUsSource[],
];

/** The 16 Polish voivodeships, stored and sent by name. */
export const VOIVODESHIPS = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;
export type Voivodeship = (typeof VOIVODESHIPS)[number];

/** Consents and flags of a new patient; the form resets to these when closed (spec 001 §3). */
export const NEW_PATIENT_DEFAULTS = {
  usePhoneForSMS: true,
  agree_receive_sms: true,
  confirm_sms: true,
  refuse_receive_email: false,
  agree_process_data: false,
  agree_for_health_services: true,
  agree_for_commercial: false,
  covidQuestionnaire: false,
  payByPayU: false,
  kredyt: false,
} as const;

/** Patient and guardian pickers: page 1, 20 results, by surname (spec 001 §9). */
export const PATIENT_PICKER_LIMIT = 20;
/** Pickers show the description cut to 19 characters. */
export const PICKER_DESCRIPTION_LENGTH = 19;
export const PATIENT_PAGE_SIZES = [20, 50, 100, 200] as const;

export function pickerDescription(description: string | null): string | null {
  return description === null ? null : [...description].slice(0, PICKER_DESCRIPTION_LENGTH).join('');
}
