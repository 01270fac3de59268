import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { P1Config } from './integrations/p1/index.ts';
import { P1_FAULT_MAJORS } from './integrations/p1/port.ts';
import type { PayUConfig } from './integrations/payu/index.ts';
import type { SmsGatewayConfig } from './integrations/sms/index.ts';
import type { ZnanyLekarzConfig } from './integrations/znany-lekarz/index.ts';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  DEMO_DATA: flag,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET musi mieć co najmniej 32 znaki').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ZNANY_LEKARZ_MODE: z.enum(['simulator', 'http']).default('simulator'),
  ZNANY_LEKARZ_URL: z.url().default('https://www.znanylekarz.pl'),
  ZNANY_LEKARZ_CLIENT_ID: z.string().min(1).optional(),
  ZNANY_LEKARZ_CLIENT_SECRET: z.string().min(1).optional(),
  PAYU_MODE: z.enum(['simulator', 'http']).default('simulator'),
  PAYU_URL: z.url().default('https://secure.payu.com'),
  PUBLIC_URL: z.url().optional(),
  PAYU_CUSTOMER_IP: z.union([z.ipv4(), z.ipv6()]).optional(),
  ICD_DATA_DIR: z.string().min(1).optional(),
  DRUGS_DATA_DIR: z.string().min(1).optional(),
  SMS_MODE: z.enum(['simulator', 'smsapi']).default('simulator'),
  SMSAPI_URL: z.url().default('https://api.smsapi.pl'),
  SMSAPI_TOKEN: z.string().min(1).optional(),
  SMSAPI_FROM: z.string().min(1).max(11).default('2way'),
  SMS_CALLBACK_SECRET: z.string().min(32, 'SMS_CALLBACK_SECRET musi mieć co najmniej 32 znaki').optional(),
  /*
   * P1 e-prescriptions (integrations/p1): P1_MODE simulator (default) | soap. With soap: P1_URL (the
   * ObslugaReceptyWS address; default the integration environment, production host unconfirmed),
   * P1_OID_ROOT (the organisation's OID root from P1 registration, required), P1_WSS_P12 and
   * P1_WSS_P12_PASSWORD (the organisation's WSS certificate file that signs the messages; without it the
   * prescriber's certificate signs), P1_TLS_P12 and P1_TLS_P12_PASSWORD (the client certificate for
   * mutual TLS), P1_TLS_CA (a PEM file of authorities trusted for P1's server certificate besides the
   * system's), P1_TIMEOUT_MS, P1_CONTEXT_URN_PREFIX (the context attributes' prefix), P1_CDA_IG_VERSION
   * (the CDA guide's version in the documents' templateId) and P1_CDA_CANCELLATION_NODE (the OID node of
   * the cancellation documents under P1_OID_ROOT), both unconfirmed, P1_ZM_URL (the FHIR address medical
   * events (ZM) of closed visits are posted to as a transaction Bundle; unconfirmed, so settable; the
   * same TLS certificate). Simulator:
   * P1_CHECK_PWZ_DIGIT (0 makes a wrong PWZ check digit a warning), P1_SIMULATOR_FAULT (every call
   * fails with this kodBleduMajor, e.g. bladWewnetrzny), P1_OID_ROOT (its numbers' root).
   */
  P1_MODE: z.enum(['simulator', 'soap']).default('simulator'),
  P1_URL: z.url().default('https://isus.ezdrowie.gov.pl/services/ObslugaReceptyWS'),
  P1_OID_ROOT: z
    .string()
    .regex(/^\d+(\.\d+)+$/, 'P1_OID_ROOT musi być identyfikatorem OID, np. 2.16.840.1.113883.3.4424.2.7.123')
    .optional(),
  P1_ZM_URL: z.url().default('https://isus.ezdrowie.gov.pl/fhir'),
  P1_CONTEXT_URN_PREFIX: z.string().min(1).default('urn:csioz:p1:erecepta:kontekst:'),
  P1_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  P1_CDA_IG_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'P1_CDA_IG_VERSION ma postać 1.3.1')
    .default('1.3.1'),
  P1_CDA_CANCELLATION_NODE: z
    .string()
    .regex(/^\d+(\.\d+)*$/, 'P1_CDA_CANCELLATION_NODE ma postać 2.9')
    .default('2.9'),
  P1_WSS_P12: z.string().min(1).optional(),
  P1_WSS_P12_PASSWORD: z.string().optional(),
  P1_TLS_P12: z.string().min(1).optional(),
  P1_TLS_P12_PASSWORD: z.string().optional(),
  P1_TLS_CA: z.string().min(1).optional(),
  P1_CHECK_PWZ_DIGIT: flag,
  P1_SIMULATOR_FAULT: z.enum(P1_FAULT_MAJORS).optional(),
  BACKUP_KEEP: z.coerce.number().int('BACKUP_KEEP musi być liczbą całkowitą').min(0).max(1000).default(7),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[\da-fA-F.:/]+(,[\da-fA-F.:/]+)*)$/,
      'TRUST_PROXY: true, false lub lista adresów pośredników (np. 127.0.0.1,10.0.0.0/8)',
    )
    .optional(),
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_TIME musi być godziną w postaci GG:MM, np. 02:00')
    .default('02:00'),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly adminPassword: string | undefined;
  /** Demo clinic on first start: on by default for the embedded database, opt-in for a server. */
  readonly demoData: boolean;
  readonly jwtSecret: string | undefined;
  readonly logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  readonly webDist: string | undefined;
  readonly znanyLekarz: ZnanyLekarzConfig;
  /**
   * The card-payment provider: the mode, the address PayU and patients reach this server at (its
   * notifyUrl and continueUrl; when absent, the address the link was created through) and the
   * customerIp PayU's orders carry (when absent, the address of the request creating the link).
   */
  readonly payU: PayUConfig & { readonly publicUrl?: string; readonly customerIp?: string };
  /**
   * The server's SMS gateway: the simulator, or SMSAPI.pl with its token and sender; the secret that
   * makes each clinic's SMSAPI callback path unguessable (SMSAPI signs nothing).
   */
  readonly sms: SmsGatewayConfig & { readonly callbackSecret?: string };
  /** P1 e-prescriptions: the simulator (default) or the SOAP client of ObslugaReceptyWS. */
  readonly p1: P1Config;
  /** Where the ICD dictionaries are loaded from at start when the database has none. */
  readonly icdDataDir: string | undefined;
  /** Where the drug registry (RPL) is loaded from at start when the database has none. */
  readonly drugsDataDir: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): off by default, so a client
   * reaching the server directly cannot pick the address the login attempt limit counts.
   */
  readonly trustProxy: boolean | string;
  /** The nightly backup into DATA_DIR/backups: local time of day and how many to keep; 0 turns it off. */
  readonly backup: { readonly time: string; readonly keep: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Nieprawidłowa konfiguracja:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    adminPassword: c.ADMIN_PASSWORD,
    demoData: c.DEMO_DATA ?? c.DATABASE_URL === undefined,
    jwtSecret: c.JWT_SECRET,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST,
    znanyLekarz: znanyLekarzConfig(c),
    payU: {
      ...(c.PAYU_MODE === 'http' ? { mode: 'http', baseUrl: c.PAYU_URL } : { mode: 'simulator' }),
      ...(c.PUBLIC_URL && { publicUrl: c.PUBLIC_URL.replace(/\/+$/, '') }),
      ...(c.PAYU_CUSTOMER_IP && { customerIp: c.PAYU_CUSTOMER_IP }),
    },
    sms: smsConfig(c),
    p1: p1Config(c),
    icdDataDir: c.ICD_DATA_DIR,
    drugsDataDir: c.DRUGS_DATA_DIR,
    trustProxy: trustProxy(c.TRUST_PROXY),
    backup: { time: c.BACKUP_TIME, keep: c.BACKUP_KEEP },
  };
}

function trustProxy(value: string | undefined): boolean | string {
  return value === undefined || value === 'false' ? false : value === 'true' || value;
}

/** The real marketplace client needs the vendor's OAuth credentials; the simulator needs nothing. */
function znanyLekarzConfig(c: z.output<typeof ConfigSchema>): ZnanyLekarzConfig {
  if (c.ZNANY_LEKARZ_MODE === 'simulator') return { mode: 'simulator' };
  if (!c.ZNANY_LEKARZ_CLIENT_ID || !c.ZNANY_LEKARZ_CLIENT_SECRET)
    throw new Error(
      'Nieprawidłowa konfiguracja:\n  ZNANY_LEKARZ_MODE=http wymaga ZNANY_LEKARZ_CLIENT_ID i ZNANY_LEKARZ_CLIENT_SECRET',
    );
  return {
    mode: 'http',
    baseUrl: c.ZNANY_LEKARZ_URL,
    clientId: c.ZNANY_LEKARZ_CLIENT_ID,
    clientSecret: c.ZNANY_LEKARZ_CLIENT_SECRET,
  };
}

/** SMSAPI needs its token and the callback secret (replies and delivery reports come back by callbacks). */
function smsConfig(c: z.output<typeof ConfigSchema>): Config['sms'] {
  if (c.SMS_MODE === 'simulator') return { mode: 'simulator' };
  if (!c.SMSAPI_TOKEN || !c.SMS_CALLBACK_SECRET)
    throw new Error(
      'Nieprawidłowa konfiguracja:\n  SMS_MODE=smsapi wymaga SMSAPI_TOKEN i SMS_CALLBACK_SECRET',
    );
  return {
    mode: 'smsapi',
    baseUrl: c.SMSAPI_URL,
    token: c.SMSAPI_TOKEN,
    from: c.SMSAPI_FROM,
    callbackSecret: c.SMS_CALLBACK_SECRET,
  };
}

/** The simulator's numbers are issued under a root of its own unless one is given. */
export const SIMULATOR_OID_ROOT = '2.16.840.1.113883.3.4424.2.7.0';

/** The SOAP client needs the organisation's OID root; certificate files are read at start. */
function p1Config(c: z.output<typeof ConfigSchema>): P1Config {
  if (c.P1_MODE === 'simulator')
    return {
      mode: 'simulator',
      oidRoot: c.P1_OID_ROOT ?? SIMULATOR_OID_ROOT,
      checkPwzDigit: c.P1_CHECK_PWZ_DIGIT ?? true,
      ...(c.P1_SIMULATOR_FAULT && { fault: c.P1_SIMULATOR_FAULT }),
    };
  if (!c.P1_OID_ROOT) throw new Error('Nieprawidłowa konfiguracja:\n  P1_MODE=soap wymaga P1_OID_ROOT');
  const read = (file: string | undefined, name: string) => {
    if (!file) return null;
    try {
      return readFileSync(file);
    } catch {
      throw new Error(`Nieprawidłowa konfiguracja:\n  ${name}: nie można odczytać pliku ${file}`);
    }
  };
  const certificate = (file: string | undefined, password: string | undefined, name: string) => {
    const pkcs12 = read(file, name);
    return pkcs12 && { pkcs12, password: password ?? '' };
  };
  return {
    mode: 'soap',
    url: c.P1_URL,
    zmUrl: c.P1_ZM_URL,
    oidRoot: c.P1_OID_ROOT,
    contextUrnPrefix: c.P1_CONTEXT_URN_PREFIX,
    timeoutMs: c.P1_TIMEOUT_MS,
    cda: { igVersion: c.P1_CDA_IG_VERSION, cancellationNode: c.P1_CDA_CANCELLATION_NODE },
    wssCertificate: certificate(c.P1_WSS_P12, c.P1_WSS_P12_PASSWORD, 'P1_WSS_P12'),
    tlsCertificate: certificate(c.P1_TLS_P12, c.P1_TLS_P12_PASSWORD, 'P1_TLS_P12'),
    serverCa: read(c.P1_TLS_CA, 'P1_TLS_CA'),
  };
}
