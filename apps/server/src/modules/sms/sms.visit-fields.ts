import { sql } from 'drizzle-orm';
import { visits } from '../visits/visits.tables.ts';
import { smsMessages } from './sms.tables.ts';

/**
 * Whether the visit's patient was ever sent the opinion request (VisitClient.sentOpinionSMS): closing
 * a visit asks about one only when not. A fragment of the visit query, read from this module's table.
 */
export const opinionSmsSentToPatient = sql<boolean>`exists (select 1 from ${smsMessages}
  where ${smsMessages.tenantId} = ${visits.tenantId} and ${smsMessages.clientId} = ${visits.clientId}
    and ${smsMessages.kind} = 'opinion' and ${smsMessages.status} <> 3)`;
