import { normaliseSearchText } from '../patients/search-text.ts';

export type SmsAnswer = 'confirm' | 'cancel' | 'unclear';

/** Lowercase, no Polish diacritics, without the punctuation and spaces around it ('  NIE. ' → 'nie'). */
const fold = (text: string) => normaliseSearchText(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** The answers of a comma-separated list from the company settings, folded; empty entries dropped. */
export const answerList = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map(fold)
    .filter((a) => a !== '');

/**
 * What a patient's reply to a reminder means: it confirms when, folded, it is one of the confirm
 * answers, cancels when one of the cancel answers, and anything else (or an answer on both lists) is
 * left for reception to clarify ('Do wyjaśnienia').
 */
export function matchSmsAnswer(
  reply: string,
  confirmAnswers: string | null | undefined,
  cancelAnswers: string | null | undefined,
): SmsAnswer {
  const answer = fold(reply);
  if (answer === '') return 'unclear';
  const confirms = answerList(confirmAnswers).includes(answer);
  const cancels = answerList(cancelAnswers).includes(answer);
  if (confirms === cancels) return 'unclear';
  return confirms ? 'confirm' : 'cancel';
}
