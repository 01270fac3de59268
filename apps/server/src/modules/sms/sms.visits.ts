import { aliasedTable, and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { smsNumber } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { fullName } from '../visits/sql-fields.ts';
import { visits } from '../visits/visits.tables.ts';

/** A visit as the SMS messages need it: its patient's number and consents, its therapist. */
export interface SmsVisitRow {
  readonly id: number;
  readonly tenantId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly status: number;
  readonly statusSubtype: number;
  readonly cancelReason: string | null;
  readonly doNotSendSms: boolean;
  readonly modifiedAt: Date | null;
  readonly therapistName: string;
  /** The therapist's own reminder template (spec 002 'SMS template'), '' or null when none. */
  readonly therapistTemplate: string | null;
  readonly phone: string | null;
  readonly usePhoneForSms: boolean;
  readonly agreeReceiveSms: boolean;
}

const therapistUsers = aliasedTable(users, 'sms_therapist_users');

/** The tenant's visits that `where` picks, by start, of patients that were not deleted. */
export function smsVisits(db: DbOrTx, tenantId: number, where: SQL | undefined): Promise<SmsVisitRow[]> {
  return db
    .select({
      id: visits.id,
      tenantId: visits.tenantId,
      clientId: visits.clientId,
      clientName: fullName(clients),
      startTime: visits.startTime,
      endTime: visits.endTime,
      status: visits.status,
      statusSubtype: visits.statusSubtype,
      cancelReason: visits.cancelReason,
      doNotSendSms: visits.doNotSendSms,
      modifiedAt: visits.modifiedAt,
      therapistName: fullName(therapistUsers),
      therapistTemplate: therapists.smsTemplate,
      phone: clients.phone,
      usePhoneForSms: clients.usePhoneForSms,
      agreeReceiveSms: clients.agreeReceiveSms,
    })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(and(eq(visits.tenantId, tenantId), isNull(clients.deletedAt), where))
    .orderBy(asc(visits.startTime), asc(visits.id));
}

export type SkipReason = 'noConsent' | 'noPhone' | 'doNotSend';

/**
 * Where a visit's automatic messages go: the patient's mobile number, or why none goes — no SMS
 * consent, no number fit for SMS (or not to be used for SMS), or the visit's 'do not send' switch.
 */
export function recipientOf(
  v: Pick<SmsVisitRow, 'phone' | 'usePhoneForSms' | 'agreeReceiveSms' | 'doNotSendSms'>,
): { phone: string; skip: null } | { phone: string | null; skip: SkipReason } {
  const phone = v.usePhoneForSms ? smsNumber(v.phone) : null;
  if (v.doNotSendSms) return { phone, skip: 'doNotSend' };
  if (!v.agreeReceiveSms) return { phone, skip: 'noConsent' };
  if (!phone) return { phone: null, skip: 'noPhone' };
  return { phone, skip: null };
}

/** The visit as the domain's SMS values take it. */
export const asSmsVisit = (v: Pick<SmsVisitRow, 'startTime' | 'therapistName'>) => ({
  start: v.startTime,
  therapistName: v.therapistName,
});
