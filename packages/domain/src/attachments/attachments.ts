import { CREDIT_BASES, CREDIT_OTHER_BASIS } from '../patients/credit.ts';

/**
 * Patient attachments and consent files (spec 001 §3, §5). The server lists the described types; the
 * interface adds 'Inny' (type 0) with a description of the user's own.
 */
export const ATTACHMENT_TYPES = [
  { type: 1, description: 'Zgoda na przetwarzanie danych osobowych' },
  { type: 2, description: 'Zgoda na udzielenie świadczeń zdrowotnych' },
  { type: 3, description: 'Zgoda na kontakt SMS lub e-mail' },
  { type: 4, description: 'Ankieta covid' },
  { type: 5, description: 'Zgoda opiekuna prawnego' },
  { type: 6, description: 'Zgoda na otrzymywanie informacji handlowych' },
  { type: 8, description: 'Umowa kredytowa' },
] as const;

/**
 * The consent checkboxes of the record (wire names) whose file row holds an attachment of that type.
 * 'confirm_sms' and 'refuse_receive_email' are settings rather than signed consents: no file.
 */
const CONSENT_FILE_TYPES: ReadonlyMap<string, number> = new Map([
  ['agree_process_data', 1],
  ['agree_for_health_services', 2],
  ['agree_receive_sms', 3],
  ['covidQuestionnaire', 4],
  ['agree_for_commercial', 6],
]);

export function consentFileType(consentField: string): number | undefined {
  return CONSENT_FILE_TYPES.get(consentField);
}

export const OTHER_ATTACHMENT_TYPE = 0;
export const OTHER_ATTACHMENT_DESCRIPTION = 'Inny';
export const CREDIT_AGREEMENT_TYPE = 8;

/** The kinds of a credit agreement are the credit bases of the record (spec 001 §3), 'Inne' included. */
export const CREDIT_AGREEMENT_KINDS = CREDIT_BASES;
export const CREDIT_AGREEMENT_OTHER_KIND = CREDIT_OTHER_BASIS;

/** The upload limit (spec 001 §9): the same 28 MB as every other uploaded file. */
export const ATTACHMENT_MAX_BYTES = 28 * 1024 * 1024;

export const ATTACHMENT_MESSAGES = {
  noDescription: 'Nie wybrano opisu załącznika',
  noOwnDescription: 'Proszę podać własny opis.',
  noCreditKind: 'Proszę wybrać typ umowy kredytowej.',
  noCreditOther: 'Proszę podać inny opis umowy kredytowej',
  noFile: 'Nie wybrano pliku',
  tooLarge: 'Plik jest zbyt duży. Maksymalny rozmiar pliku to 28 MB.',
} as const;

/** What the upload form chose; the names are the multipart fields'. */
export interface AttachmentChoice {
  /** A listed type, 0 for 'Inny', null when nothing was chosen. */
  readonly type: number | null;
  /** The own description (type 0). */
  readonly description: string | null;
  /** A credit agreement kind (type 8). */
  readonly creditAgreementKind: string | null;
  /** The text when the kind is 'Inne'. */
  readonly creditAgreementOther: string | null;
}

export type AttachmentChoiceField = keyof AttachmentChoice;

export type AttachmentDescription =
  | { readonly ok: true; readonly type: number; readonly description: string }
  | { readonly ok: false; readonly field: AttachmentChoiceField; readonly message: string };

export function attachmentTypeDescription(type: number): string | undefined {
  return ATTACHMENT_TYPES.find((a) => a.type === type)?.description;
}

const refuse = (field: AttachmentChoiceField, message: string): AttachmentDescription => ({
  ok: false,
  field,
  message,
});

/**
 * The description stored with an attachment, or the first rule the choice breaks. A listed type keeps
 * its own description; a credit agreement adds ': ' and its kind or the text given for 'Inne'.
 */
export function attachmentDescription(choice: AttachmentChoice): AttachmentDescription {
  const { type } = choice;
  if (type === OTHER_ATTACHMENT_TYPE) {
    const own = choice.description?.trim();
    return own
      ? { ok: true, type, description: own }
      : refuse('description', ATTACHMENT_MESSAGES.noOwnDescription);
  }
  const listed = type === null ? undefined : attachmentTypeDescription(type);
  if (type === null || !listed) return refuse('type', ATTACHMENT_MESSAGES.noDescription);
  if (type !== CREDIT_AGREEMENT_TYPE) return { ok: true, type, description: listed };
  const kind = choice.creditAgreementKind?.trim() ?? '';
  if (!(CREDIT_AGREEMENT_KINDS as readonly string[]).includes(kind)) {
    return refuse('creditAgreementKind', ATTACHMENT_MESSAGES.noCreditKind);
  }
  if (kind !== CREDIT_AGREEMENT_OTHER_KIND) return { ok: true, type, description: `${listed}: ${kind}` };
  const other = choice.creditAgreementOther?.trim();
  return other
    ? { ok: true, type, description: `${listed}: ${other}` }
    : refuse('creditAgreementOther', ATTACHMENT_MESSAGES.noCreditOther);
}

/** The message for a chosen file of `size` bytes (undefined: none chosen), or null when it may be sent. */
export function attachmentFileError(size: number | undefined): string | null {
  if (!size) return ATTACHMENT_MESSAGES.noFile;
  return size > ATTACHMENT_MAX_BYTES ? ATTACHMENT_MESSAGES.tooLarge : null;
}
