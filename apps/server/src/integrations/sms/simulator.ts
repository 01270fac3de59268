import { randomUUID } from 'node:crypto';
import { smsLength } from '@wizytownik/domain';
import { SmsGatewayError, type OutgoingSms, type SentSms, type SmsGatewayPort } from './port.ts';

/**
 * The default gateway (SMS_MODE=simulator): nothing leaves the server. It checks what SMSAPI checks
 * of one message (a number of country code and digits, a text), counts parts as operators do, refuses
 * an idx it has seen, and answers delivered; the messages are in the SMS history as sent ones.
 */
export function createSmsSimulator(): SmsGatewayPort {
  const seen = new Set<string>();
  return {
    send(message: OutgoingSms): Promise<SentSms> {
      if (!/^\d{8,15}$/.test(message.to))
        return Promise.reject(new SmsGatewayError(`Simulator: bad number ${message.to}`, false, 13));
      if (message.text.trim() === '')
        return Promise.reject(new SmsGatewayError('Simulator: empty message', false, 11));
      if (seen.has(message.idx))
        return Promise.resolve({ providerId: null, parts: 0, delivery: 'queued', duplicate: true });
      seen.add(message.idx);
      return Promise.resolve({
        providerId: `sim-${randomUUID()}`,
        parts: smsLength(message.text).parts,
        delivery: 'delivered',
        duplicate: false,
      });
    },
  };
}
