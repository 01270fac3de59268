import { z } from 'zod';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { id, text } from './input.ts';
import { message } from './messages.ts';

/*
 * The Android phone as the clinic's SMS gateway (feature AndroidSMS; spec 002 `/admin/sendsmsconfiguration`,
 * GetNewAndroidQrCodeData, RegisterAndroidSmsDevice; design/integrations.md §2.3). Every call needs the
 * permission Wizytownik_AndroidWysylkaSMSKOnfiguracja and the AndroidSMS feature. The phone itself
 * speaks the device API under `/api/mobile/v1` (a subset of capcom6's "SMS Gateway for Android"
 * mobile API), authenticated by its own tokens, not by these calls.
 */

const Instant = z.iso.datetime({ offset: true });

/** The device API's base address the phone's app is given ("private server" address). */
export const ANDROID_MOBILE_API_BASE = '/api/mobile/v1';

/**
 * The pairing code: the address of the device API and the clinic's registration token, as text and as
 * a QR code (a data-URL PNG of the JSON `{serverUrl, registrationToken}`).
 */
export const AndroidQrCodeData = z.object({
  serverUrl: z.string(),
  registrationToken: z.string(),
  qrCodeImage: z.string(),
  createdAt: Instant,
});
export type AndroidQrCodeData = z.infer<typeof AndroidQrCodeData>;

/** A phone paired with the clinic; `active` false once unpaired (unpaired phones are not listed). */
export const AndroidSmsDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  pairedAt: Instant,
  /** The phone's last call of the device API; null before its first. */
  lastContactAt: Instant.nullable(),
  active: z.boolean(),
  /** Messages waiting for the clinic's phones (pending or taken but not yet reported sent). */
  pendingMessages: z.number().int(),
});
export type AndroidSmsDevice = z.infer<typeof AndroidSmsDevice>;

export const GetAndroidSmsDevicesOutput = z.object({ items: z.array(AndroidSmsDevice) });

const NAME_REQUIRED = message('contract.androidDeviceNameRequired');

/** Pairs a phone from the page (for an app that cannot register itself with the registration token). */
export const RegisterAndroidSmsDeviceInput = z.object({
  name: text(NAME_REQUIRED).trim().min(1, NAME_REQUIRED).max(100),
});

/**
 * The new phone's credentials, shown once: `token` is the device's bearer token for the device API
 * (only its hash is stored), `serverUrl` where that API is.
 */
export const AndroidSmsDeviceCredentials = z.object({
  id: z.number().int(),
  name: z.string(),
  serverUrl: z.string(),
  token: z.string(),
});
export type AndroidSmsDeviceCredentials = z.infer<typeof AndroidSmsDeviceCredentials>;

export const UnpairAndroidSmsDeviceInput = z.object({ id: id() });

const base = '/api/services/app/CompanySettings';
const tag = 'AndroidSms';

export const androidSmsEndpoints = {
  qrCode: endpoint({
    method: 'GET',
    path: `${base}/GetAndroidQrCodeData`,
    input: NoInput,
    result: AndroidQrCodeData,
    summary: "The clinic's current pairing code (created on first use)",
    tag,
  }),
  newQrCode: endpoint({
    method: 'GET',
    path: `${base}/GetNewAndroidQrCodeData`,
    input: NoInput,
    result: AndroidQrCodeData,
    summary: 'A new pairing code; the previous registration token stops working',
    tag,
  }),
  register: endpoint({
    method: 'POST',
    path: `${base}/RegisterAndroidSmsDevice`,
    input: RegisterAndroidSmsDeviceInput,
    result: AndroidSmsDeviceCredentials,
    summary: 'Pairs a phone by name and answers its device token once',
    tag,
  }),
  devices: endpoint({
    method: 'GET',
    path: `${base}/GetAndroidSmsDevices`,
    input: NoInput,
    result: GetAndroidSmsDevicesOutput,
    summary: "The clinic's paired phones with their last contact and the messages waiting",
    tag,
  }),
  unpair: endpoint({
    method: 'POST',
    path: `${base}/UnpairAndroidSmsDevice`,
    input: UnpairAndroidSmsDeviceInput,
    result: NoResult,
    summary: 'Unpairs a phone: its device token stops working at once',
    tag,
  }),
};
