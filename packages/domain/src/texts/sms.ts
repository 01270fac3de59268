/** Interface texts of SMS messages and templates (issue 18). */
export const SMS_TEXTS = {
  // Under a message or template: its length as operators count it and how many SMS it takes.
  'sms.lengthGsm': 'Długość: {units} · SMS: {parts}',
  'sms.lengthUcs': 'Długość: {units} · SMS: {parts} (z polskimi znakami do {perPart} znaków w jednym)',
  'sms.templateLength': 'Szablon przed wstawieniem danych — {length}',
} as const;
