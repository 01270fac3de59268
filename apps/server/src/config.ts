import { z } from 'zod';

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
  };
}
