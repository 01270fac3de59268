import { DEFAULT_TEXTS, smsLength } from '@wizytownik/domain';
import {
  SmsGatewayError,
  type OutgoingSms,
  type SentSms,
  type SmsGatewayPort,
} from '../../integrations/sms/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { hasActiveAndroidDevice } from './android-sms.service.ts';
import { androidSmsMessages } from './android-sms.tables.ts';
import type { SmsWiring } from '../sms/sms.transport.ts';

/**
 * The clinic's Android phone as an SMS gateway (design/integrations.md §2.3): `send` queues the
 * message for the clinic's phones, which fetch it by GET /message; what becomes of it reaches the SMS
 * module through its SmsInbound (the routes of this module). A clinic without a paired phone (or
 * without AndroidSMS) is refused as transient: pairing a phone makes a later try succeed.
 */
export function createAndroidSmsGateway(db: Db, clock: Clock): SmsGatewayPort {
  return {
    async send(message: OutgoingSms): Promise<SentSms> {
      if (!(await hasActiveAndroidDevice(db, message.tenantId)))
        throw new SmsGatewayError(DEFAULT_TEXTS['androidSms.noDevice'], true);
      const now = clock.now();
      const [row] = await db
        .insert(androidSmsMessages)
        .values({
          tenantId: message.tenantId,
          idx: message.idx,
          phoneNumber: message.to,
          text: message.text,
          state: 'Pending',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [androidSmsMessages.tenantId, androidSmsMessages.idx] })
        .returning({ id: androidSmsMessages.id });
      const parts = smsLength(message.text).parts;
      return row
        ? { providerId: String(row.id), parts, delivery: 'queued', duplicate: false }
        : { providerId: null, parts, delivery: 'queued', duplicate: true };
    },
  };
}

/** The server's gateway with each clinic's own phone beside it (the AndroidSMS feature and a paired phone). */
export function withAndroidPhones(wiring: SmsWiring, db: Db, clock: Clock): SmsWiring {
  return {
    ...wiring,
    android: {
      gateway: createAndroidSmsGateway(db, clock),
      hasDevice: (tenantId) => hasActiveAndroidDevice(db, tenantId),
    },
  };
}
