import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_NO_FILE_MESSAGE,
  CERTIFICATE_WRONG_PASSWORD_MESSAGE,
} from '@wizytownik/contracts';
import { Errors } from '../../platform/errors.ts';

export const CertificateErrors = {
  noFile: () => Errors.validation(CERTIFICATE_NO_FILE_MESSAGE, ['file']),
  notPkcs12: () => Errors.validation('Plik musi być certyfikatem PKCS#12 (.p12 lub .pfx).', ['file']),
  tooLarge: () =>
    Errors.tooLarge(`Plik certyfikatu jest zbyt duży (maksymalnie ${CERTIFICATE_MAX_BYTES / 1024} KB).`),
  /** Contains 'hasło certyfikatu': the web then forgets a password it remembered (spec 001 §4). */
  wrongPassword: () => Errors.validation(CERTIFICATE_WRONG_PASSWORD_MESSAGE, ['password']),
  noKeyPair: () =>
    Errors.validation('Plik PKCS#12 nie zawiera certyfikatu z pasującym kluczem prywatnym.', ['file']),
  unreadable: () => Errors.validation('Nie można odczytać certyfikatu z pliku PKCS#12.', ['file']),
  expired: (date: string) => Errors.validation(`Certyfikat utracił ważność ${date}.`, ['file']),
  notAllowed: () => Errors.forbidden('Nie masz uprawnień do wgrania certyfikatu tego terapeuty.'),
  notUploaded: () => Errors.validation('Nie wgrano certyfikatu.'),
};
