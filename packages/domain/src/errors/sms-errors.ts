import type { ErrorSection } from './catalog-types.ts';

/** SMS: invitations, delay and hand-written messages, the simulator's replies (issue 18; spec 000 §8, 001). */
export const SMS_ERRORS = {
  /** 'Bład wysyłki zaproszenia' (spec 000 §8); details say why (no phone, no consent, no template, the gateway). */
  'sms.invitationFailed': { kind: 'conflict', message: 'Bład wysyłki zaproszenia' },
  /** 'Nie wysłano sms' (spec 001): a delay or hand-written message that could not leave; details say why. */
  'sms.notSent': { kind: 'conflict', message: 'Nie wysłano sms' },
  /** The gateway refused or did not answer. */
  'sms.gatewayFailed': { kind: 'badGateway', message: 'Nie wysłano sms' },
  /** Playing a patient's reply is the simulator's alone. */
  'sms.notSimulator': {
    kind: 'conflict',
    message: 'Odpowiedź pacjenta można symulować tylko w trybie symulatora SMS.',
  },
  /** The send window's end is not after its start. */
  'sms.windowOrder': {
    kind: 'validation',
    message: 'Godzina końca wysyłki musi być późniejsza niż godzina początku.',
  },
  /** UndoCancelVisit after the window, or of a visit that is not cancelled. */
  'sms.undoExpired': { kind: 'conflict', message: 'Nie można już cofnąć odwołania wizyty.' },
} as const satisfies ErrorSection;

/** Why a message was not sent: the details of the errors above. */
export const SMS_REFUSAL_TEXTS = {
  unknownPatient: 'Nie znaleziono pacjenta.',
  noPhone: 'Pacjent nie ma numeru telefonu do SMS.',
  badPhone: 'Numer telefonu pacjenta nie nadaje się do SMS.',
  noConsent: 'Pacjent nie zgodził się na SMS.',
  noTemplate: 'Szablon tej wiadomości w ustawieniach firmy jest pusty.',
  visitState: 'Stan wizyty nie pozwala na tę wiadomość.',
  noLink: 'Wizyta nie ma aktywnego linku PayU.',
} as const;
export type SmsRefusal = keyof typeof SMS_REFUSAL_TEXTS;
