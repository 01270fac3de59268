import {
  FEATURES,
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_SIZE_MESSAGE,
} from '@wizytownik/domain';
import { Errors } from '../../platform/errors.ts';

export const CompanySettingsErrors = {
  logoNotImage: () => Errors.validation(LOGO_NOT_IMAGE_MESSAGE, ['logo_base64']),
  logoTooLarge: () => Errors.validation(LOGO_SIZE_MESSAGE, ['logo_base64']),
  logoTooBig: () => Errors.validation(LOGO_DIMENSIONS_MESSAGE, ['logo_base64']),
  calendarNeedsSystemAdmin: () =>
    Errors.forbidden('Zmiana ustawień kalendarza wymaga uprawnienia administratora systemu.'),
  outpostsNeedSystemAdmin: () =>
    Errors.forbidden('Zmiana dodatkowych placówek wymaga uprawnienia administratora systemu.'),
  payUDisabled: () => Errors.forbidden(`Funkcja „${FEATURES.PayU}” jest wyłączona dla tej firmy.`),
  outpostNotFound: () => Errors.notFound('Nie znaleziono placówki.'),
  unitNotFound: () => Errors.notFound('Nie znaleziono komórki organizacyjnej.'),
  groupNotFound: () => Errors.notFound('Nie znaleziono grupy.'),
  groupInUse: () =>
    Errors.conflict(
      'Nie można usunąć grupy, do której należą terapeuci. Najpierw przenieś ich do innej grupy.',
    ),
  unknownType: () => Errors.validation('Nieznany typ szablonu', ['type']),
  noFile: () => Errors.validation('Nie wybrano pliku', ['file']),
  notDocx: () => Errors.validation('Szablon musi być plikiem .docx', ['file']),
  fileTooLarge: () => Errors.tooLarge('Plik jest zbyt duży (maksymalnie 28 MB).'),
  templateNotUploaded: () => Errors.notFound('Nie wgrano szablonu tego typu.'),
};
