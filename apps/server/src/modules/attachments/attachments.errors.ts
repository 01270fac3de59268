import { ATTACHMENT_MESSAGES } from '@wizytownik/domain';
import { Errors } from '../../platform/errors.ts';

export const AttachmentErrors = {
  noFile: () => Errors.validation(ATTACHMENT_MESSAGES.noFile, ['file']),
  tooLarge: () => Errors.tooLarge(ATTACHMENT_MESSAGES.tooLarge),
  alreadyAttached: () => Errors.conflict('Ten plik jest już dołączony do pacjenta.'),
  unknownAttachment: () => Errors.notFound('Nie znaleziono załącznika.'),
  tokenInvalid: () =>
    Errors.notFound('Link do pobrania załącznika wygasł lub został już użyty. Pobierz plik ponownie.'),
  templateMissing: (description: string) =>
    Errors.notFound(
      `Nie wgrano szablonu „${description}”. Dodaj go w ustawieniach firmy (Szablony generowania).`,
    ),
};
