import { ATTACHMENT_MESSAGES } from '../attachments/attachments.ts';
import { CONTRACT_MESSAGES } from '../texts/contract-messages.ts';
import type { ErrorSection } from './catalog-types.ts';

/** The patient card: the patient, attachments, diseases, credit, problems and therapy plans. */
export const PATIENT_ERRORS = {
  'patient.notFound': { kind: 'notFound', message: 'Nie znaleziono pacjenta.' },
  'patient.unknownGuardian': { kind: 'validation', message: 'Nieznany opiekun.' },
  'patient.selfGuardian': { kind: 'validation', message: 'Pacjent nie może być swoim opiekunem.' },
  'patient.unknownTherapist': { kind: 'validation', message: 'Nieznany terapeuta.' },

  'attachment.notFound': { kind: 'notFound', message: 'Nie znaleziono załącznika.' },
  'attachment.tooLarge': { kind: 'tooLarge', message: ATTACHMENT_MESSAGES.tooLarge },
  'attachment.alreadyAttached': { kind: 'conflict', message: 'Ten plik jest już dołączony do pacjenta.' },
  'attachment.downloadLinkExpired': {
    kind: 'notFound',
    message: 'Link do pobrania załącznika wygasł lub został już użyty. Pobierz plik ponownie.',
  },
  'attachment.templateMissing': {
    kind: 'notFound',
    message: (p: { description: string }) =>
      `Nie wgrano szablonu „${p.description}”. Dodaj go w ustawieniach firmy (Szablony generowania).`,
  },
  /** The description rules of spec 001 §5 (domain attachments.ts chooses the message). */
  'attachment.invalidDescription': { kind: 'validation', message: (p: { message: string }) => p.message },

  'clientDisease.notFound': { kind: 'notFound', message: 'Nie znaleziono alergii ani choroby.' },
  'clientDisease.unknownIcd10': { kind: 'validation', message: 'Nieznany kod ICD-10.' },

  'credit.paymentNotFound': { kind: 'notFound', message: 'Nie znaleziono wpłaty.' },

  'problem.notFound': { kind: 'notFound', message: 'Nie znaleziono problemu.' },

  'plan.notFound': { kind: 'notFound', message: 'Nie znaleziono planu terapii.' },
  'plan.goalNotFound': { kind: 'notFound', message: 'Nie znaleziono celu.' },
  'plan.taskNotFound': { kind: 'notFound', message: 'Nie znaleziono zadania.' },
  /** A task's goal is missing or is not one of its plan's goals. */
  'plan.goalRequired': { kind: 'validation', message: CONTRACT_MESSAGES['contract.planGoalRequired'] },
} as const satisfies ErrorSection;
