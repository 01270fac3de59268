import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AndroidQrCodeData, AndroidSmsDevice, AndroidSmsDeviceCredentials } from '@wizytownik/contracts';
import {
  androidStateDelivery,
  canMoveAndroidState,
  DEFAULT_TEXTS,
  type AndroidMessageState,
} from '@wizytownik/domain';
import type { SmsInbound } from '../../integrations/sms/port.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { decryptSecret, encryptSecret, type Keys } from '../../platform/security/keys.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { AndroidSmsErrors } from './android-sms.errors.ts';
import { androidSmsDevices, androidSmsMessages, androidSmsSettings } from './android-sms.tables.ts';
import { newSecret, sameSecret, sha256, splitToken } from './android-sms.tokens.ts';

export interface AndroidSmsDeps {
  readonly db: Db;
  readonly keys: Keys;
  readonly clock: Clock;
  /** The SMS module: delivery reports and patients' replies go there. */
  readonly smsInbound: SmsInbound;
}

/** How long a phone holds the messages GET /message gave it before they are offered again. */
export const LEASE_MS = 2 * 60_000;
/** How many times a message is offered before it fails. */
export const MAX_ATTEMPTS = 3;
/** Messages one GET /message hands out. */
const BATCH = 50;
const iso = (d: Date) => d.toISOString();

// ---------------------------------------------------------------------------------------------
// The clinic's registration token and webhook key
// ---------------------------------------------------------------------------------------------

async function qrData(
  serverUrl: string,
  registrationToken: string,
  createdAt: Date,
): Promise<AndroidQrCodeData> {
  const { default: QRCode } = await import('qrcode'); // loaded on first use
  const qrCodeImage = await QRCode.toDataURL(JSON.stringify({ serverUrl, registrationToken }), {
    margin: 1,
    width: 240,
  });
  return { serverUrl, registrationToken, qrCodeImage, createdAt: iso(createdAt) };
}

/** A new registration token for the clinic (the previous one stops working); the webhook key stays. */
async function renewToken(deps: AndroidSmsDeps, tenantId: number) {
  const token = `${tenantId}.${newSecret()}`;
  const now = deps.clock.now();
  const values = {
    registrationTokenHash: sha256(token),
    registrationTokenSealed: encryptSecret(deps.keys, token),
    registrationTokenCreatedAt: now,
  };
  await deps.db
    .insert(androidSmsSettings)
    .values({ tenantId, ...values, webhookKeySealed: encryptSecret(deps.keys, newSecret()) })
    .onConflictDoUpdate({ target: androidSmsSettings.tenantId, set: values });
  return { token, createdAt: now };
}

/** GetAndroidQrCodeData: the clinic's current pairing code, created on first use. */
export async function getQrCode(deps: AndroidSmsDeps, auth: AuthContext, serverUrl: string) {
  const [row] = await deps.db
    .select()
    .from(androidSmsSettings)
    .where(eq(androidSmsSettings.tenantId, auth.tenantId));
  if (row)
    return qrData(
      serverUrl,
      decryptSecret(deps.keys, row.registrationTokenSealed),
      row.registrationTokenCreatedAt,
    );
  const { token, createdAt } = await renewToken(deps, auth.tenantId);
  return qrData(serverUrl, token, createdAt);
}

/** GetNewAndroidQrCodeData: a new registration token; phones already paired keep working. */
export async function newQrCode(deps: AndroidSmsDeps, auth: AuthContext, serverUrl: string) {
  const { token, createdAt } = await renewToken(deps, auth.tenantId);
  return qrData(serverUrl, token, createdAt);
}

/** The clinic's webhook signing key, created with its first registration token. */
export async function webhookKey(
  deps: Pick<AndroidSmsDeps, 'db' | 'keys'>,
  tenantId: number,
): Promise<string> {
  const [row] = await deps.db
    .select({ sealed: androidSmsSettings.webhookKeySealed })
    .from(androidSmsSettings)
    .where(eq(androidSmsSettings.tenantId, tenantId));
  if (!row) throw AndroidSmsErrors.badToken();
  return decryptSecret(deps.keys, row.sealed);
}

// ---------------------------------------------------------------------------------------------
// Devices
// ---------------------------------------------------------------------------------------------

async function createDevice(
  db: DbOrTx,
  tenantId: number,
  name: string,
  now: Date,
  extra: { createdBy?: number; pushToken?: string | null } = {},
) {
  // The id is part of the token, so the row comes first and its hash is set once the id is known.
  const [row] = await db
    .insert(androidSmsDevices)
    .values({ tenantId, name, tokenHash: '', createdAt: now, active: true, ...extra })
    .returning({ id: androidSmsDevices.id });
  const token = `${row!.id}.${newSecret()}`;
  await db
    .update(androidSmsDevices)
    .set({ tokenHash: sha256(token) })
    .where(eq(androidSmsDevices.id, row!.id));
  return { id: row!.id, token };
}

/**
 * POST /device: a phone registers with the clinic's registration token (`Authorization: Bearer`) and
 * gets its own device token. A wrong or renewed token, or a clinic without AndroidSMS, is refused.
 */
export async function registerDevice(
  deps: AndroidSmsDeps,
  registrationToken: string | null,
  input: { name?: string | undefined; pushToken?: string | undefined },
) {
  const parts = registrationToken ? splitToken(registrationToken) : null;
  if (!parts) throw AndroidSmsErrors.badToken();
  const [settings] = await deps.db
    .select({ hash: androidSmsSettings.registrationTokenHash })
    .from(androidSmsSettings)
    .where(eq(androidSmsSettings.tenantId, parts.id));
  if (!settings || !sameSecret(settings.hash, sha256(parts.token))) throw AndroidSmsErrors.badToken();
  if (!(await isFeatureEnabled(deps.db, parts.id, 'AndroidSMS'))) throw AndroidSmsErrors.featureOff();
  const now = deps.clock.now();
  const name = input.name?.trim().slice(0, 100) || DEFAULT_TEXTS['androidSms.defaultDeviceName'];
  const device = await createDevice(deps.db, parts.id, name, now, { pushToken: input.pushToken ?? null });
  await deps.db
    .update(androidSmsDevices)
    .set({ lastContactAt: now })
    .where(eq(androidSmsDevices.id, device.id));
  return device;
}

/** RegisterAndroidSmsDevice: pairs a phone by name from the page; its token is answered once. */
export async function registerDeviceFromPage(
  deps: AndroidSmsDeps,
  auth: AuthContext,
  name: string,
  serverUrl: string,
): Promise<AndroidSmsDeviceCredentials> {
  // The phone's webhooks are signed with the clinic's key, made with its first registration token.
  const [settings] = await deps.db
    .select({ tenantId: androidSmsSettings.tenantId })
    .from(androidSmsSettings)
    .where(eq(androidSmsSettings.tenantId, auth.tenantId));
  if (!settings) await renewToken(deps, auth.tenantId);
  const device = await createDevice(deps.db, auth.tenantId, name, deps.clock.now(), {
    createdBy: auth.userId,
  });
  return { id: device.id, name, serverUrl, token: device.token };
}

export interface PairedDevice {
  readonly id: number;
  readonly tenantId: number;
  readonly name: string;
}

/**
 * The phone behind a device token: active, of a clinic with AndroidSMS; its last contact becomes now.
 * Anything else is 401 (403 for a clinic whose feature was turned off).
 */
export async function authenticateDevice(deps: AndroidSmsDeps, token: string | null): Promise<PairedDevice> {
  const parts = token ? splitToken(token) : null;
  if (!parts) throw AndroidSmsErrors.badToken();
  const [row] = await deps.db.select().from(androidSmsDevices).where(eq(androidSmsDevices.id, parts.id));
  if (!row || !row.active || !sameSecret(row.tokenHash, sha256(parts.token)))
    throw AndroidSmsErrors.badToken();
  if (!(await isFeatureEnabled(deps.db, row.tenantId, 'AndroidSMS'))) throw AndroidSmsErrors.featureOff();
  await deps.db
    .update(androidSmsDevices)
    .set({ lastContactAt: deps.clock.now() })
    .where(eq(androidSmsDevices.id, row.id));
  return { id: row.id, tenantId: row.tenantId, name: row.name };
}

/** PATCH /device: the phone's push token (kept; the server sends no pushes, the phone polls). */
export async function updateDevice(deps: AndroidSmsDeps, device: PairedDevice, pushToken: string | null) {
  await deps.db
    .update(androidSmsDevices)
    .set({ pushToken: pushToken?.slice(0, 4096) ?? null })
    .where(eq(androidSmsDevices.id, device.id));
}

/** GetAndroidSmsDevices: the clinic's paired phones, each with the clinic's waiting messages. */
export async function listDevices(deps: AndroidSmsDeps, auth: AuthContext): Promise<AndroidSmsDevice[]> {
  const [waiting] = await deps.db
    .select({ n: count() })
    .from(androidSmsMessages)
    .where(
      and(
        eq(androidSmsMessages.tenantId, auth.tenantId),
        inArray(androidSmsMessages.state, ['Pending', 'Processed']),
      ),
    );
  const rows = await deps.db
    .select()
    .from(androidSmsDevices)
    .where(and(eq(androidSmsDevices.tenantId, auth.tenantId), eq(androidSmsDevices.active, true)))
    .orderBy(asc(androidSmsDevices.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    pairedAt: iso(r.createdAt),
    lastContactAt: r.lastContactAt && iso(r.lastContactAt),
    active: r.active,
    pendingMessages: waiting?.n ?? 0,
  }));
}

/** UnpairAndroidSmsDevice: the phone's token stops working at once; its leased messages are offered again. */
export async function unpairDevice(deps: AndroidSmsDeps, auth: AuthContext, id: number): Promise<null> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(androidSmsDevices)
      .set({ active: false, unpairedAt: now })
      .where(
        and(
          eq(androidSmsDevices.id, id),
          eq(androidSmsDevices.tenantId, auth.tenantId),
          eq(androidSmsDevices.active, true),
        ),
      )
      .returning({ id: androidSmsDevices.id });
    if (!done.length) throw AndroidSmsErrors.deviceNotFound();
    await tx
      .update(androidSmsMessages)
      .set({ leaseUntil: null, deviceId: null, updatedAt: now })
      .where(
        and(
          eq(androidSmsMessages.tenantId, auth.tenantId),
          eq(androidSmsMessages.deviceId, id),
          eq(androidSmsMessages.state, 'Pending'),
        ),
      );
  });
  return null;
}

/** True when the clinic has AndroidSMS on and at least one paired phone: the SMS module then sends through it. */
export async function hasActiveAndroidDevice(db: DbOrTx, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: androidSmsDevices.id })
    .from(androidSmsDevices)
    .where(and(eq(androidSmsDevices.tenantId, tenantId), eq(androidSmsDevices.active, true)))
    .limit(1);
  return !!row && (await isFeatureEnabled(db, tenantId, 'AndroidSMS'));
}

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/** The phone dials what it is given: a number with its country code gets its '+'. */
const dialable = (number: string) => (/^\d{10,15}$/.test(number) ? `+${number}` : number);

/**
 * Messages whose lease ran out after the last allowed attempt fail: the SMS module hears it first
 * (it is idempotent), then the row changes, so a crash in between only repeats the report.
 */
async function failExhausted(deps: AndroidSmsDeps, tenantId: number, now: Date) {
  const exhausted = await deps.db
    .select()
    .from(androidSmsMessages)
    .where(
      and(
        eq(androidSmsMessages.tenantId, tenantId),
        eq(androidSmsMessages.state, 'Pending'),
        lte(androidSmsMessages.leaseUntil, now),
        gte(androidSmsMessages.attempts, MAX_ATTEMPTS),
      ),
    );
  for (const m of exhausted) {
    const error = DEFAULT_TEXTS['androidSms.leaseExhausted'].replace('{attempts}', String(m.attempts));
    await deps.smsInbound.delivery({ tenantId, idx: m.idx, delivery: 'failed', error, at: now });
    await deps.db
      .update(androidSmsMessages)
      .set({ state: 'Failed', error, leaseUntil: null, updatedAt: now })
      .where(and(eq(androidSmsMessages.id, m.id), eq(androidSmsMessages.state, 'Pending')));
  }
}

/**
 * GET /message: the clinic's pending messages not leased to anyone (or whose lease ran out), leased to
 * this phone for {@link LEASE_MS}, in capcom6's message shape.
 */
export async function leaseMessages(deps: AndroidSmsDeps, device: PairedDevice) {
  const now = deps.clock.now();
  await failExhausted(deps, device.tenantId, now);
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const leased = await deps.db.transaction(async (tx) => {
    const free = await tx
      .select({ id: androidSmsMessages.id })
      .from(androidSmsMessages)
      .where(
        and(
          eq(androidSmsMessages.tenantId, device.tenantId),
          eq(androidSmsMessages.state, 'Pending'),
          lt(androidSmsMessages.attempts, MAX_ATTEMPTS),
          or(isNull(androidSmsMessages.leaseUntil), lte(androidSmsMessages.leaseUntil, now)),
        ),
      )
      .orderBy(asc(androidSmsMessages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!free.length) return [];
    const rows = await tx
      .update(androidSmsMessages)
      .set({
        leaseUntil,
        deviceId: device.id,
        updatedAt: now,
        attempts: sql`${androidSmsMessages.attempts} + 1`,
      })
      .where(
        inArray(
          androidSmsMessages.id,
          free.map((f) => f.id),
        ),
      )
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  });
  return leased.map((m) => ({
    id: String(m.id),
    message: m.text,
    textMessage: { text: m.text },
    phoneNumbers: [dialable(m.phoneNumber)],
    simNumber: null,
    withDeliveryReport: true,
    isEncrypted: false,
    validUntil: null,
    scheduleAt: null,
    priority: 0,
  }));
}

export interface StateReport {
  readonly messageId: string;
  readonly state: AndroidMessageState;
  readonly error?: string | undefined;
  readonly at?: Date | undefined;
}

/**
 * One state report of a phone (PATCH /message or an sms:sent/delivered/failed webhook) for a message
 * of its clinic: applied only forwards; Sent, Delivered and Failed go to the SMS module first. A
 * report about another clinic's or an unknown message changes nothing.
 */
export async function applyReport(deps: AndroidSmsDeps, tenantId: number, report: StateReport) {
  if (!/^\d{1,10}$/.test(report.messageId) || Number(report.messageId) > 2_147_483_647) return;
  const [m] = await deps.db
    .select()
    .from(androidSmsMessages)
    .where(
      and(eq(androidSmsMessages.id, Number(report.messageId)), eq(androidSmsMessages.tenantId, tenantId)),
    );
  if (!m) return;
  const from = m.state as AndroidMessageState;
  if (!canMoveAndroidState(from, report.state)) return;
  const now = deps.clock.now();
  const at = report.at ?? now;
  const error = report.state === 'Failed' ? (report.error?.slice(0, 500) ?? null) : null;
  const delivery = androidStateDelivery(report.state);
  if (delivery)
    await deps.smsInbound.delivery({
      tenantId,
      idx: m.idx,
      delivery,
      ...(error ? { error } : {}),
      at,
    });
  await deps.db
    .update(androidSmsMessages)
    .set({ state: report.state, error, leaseUntil: null, updatedAt: now })
    .where(and(eq(androidSmsMessages.id, m.id), eq(androidSmsMessages.state, from)));
}
