import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passwordSchema } from '@sabora/contract';
import { z } from 'zod';
// Installs the common-password list into the contract's password schema (lib/common-passwords.ts).
import './lib/common-passwords.js';
import { isCronExpression } from './jobs/scheduled.js';
import { isTimeZone } from './lib/i18n/messages.js';
import { isPhoneRegion } from './lib/phones.js';

/** Thrown for a bad environment value; main prints its message as the one line and exits. */
export class ConfigError extends Error {}

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine(
      (v) => protocols.some((p) => v.startsWith(`${p}:`)),
      `must start with ${protocols.join(': or ')}:`,
    )
    .optional();

/** The school's clock unless SCHOOL_TIME_ZONE names another: the demo school keeps it. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Africa/Cairo';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: passwordSchema.optional(),
  SEED_DEMO: flag.optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Sabora <no-reply@sabora.local>'),
  PUBLIC_URL: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  REGISTRATION_LINK: z.string().url().default('https://wa.me/201000000000'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a hop count or proxy addresses',
    )
    .optional(),
  MISSING_WORK_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  SCHOOL_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be a time zone such as Africa/Cairo')
    .default(DEFAULT_SCHOOL_TIME_ZONE),
  PHONE_REGION: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isPhoneRegion, 'must be a country code such as EG or SA')
    .default('EG'),
  MALFORMED_REQUEST_LIMIT: z.coerce.number().int().min(1).default(20),
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  DATABASE_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4_096),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .refine(
      (v) => v === 'off' || (v !== '' && isCronExpression(v)),
      'must be a cron expression such as "30 2 * * *", or off',
    )
    .default('30 2 * * *'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  BACKUP_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  s3:
    | { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string }
    | undefined;
  registrationLink: string;
  /** Sign-in and password-reset attempts allowed per minute per client address, and per account. */
  authRateLimit: number;
  /**
   * Whether X-Forwarded-For names the client (Fastify's trustProxy): off unless set, because a
   * client can write that header itself; true, a hop count, or the proxies' addresses.
   */
  trustProxy: boolean | number | string;
  /** How often work that went missing is looked for, to tell the parents; 0: never (tests). */
  missingWorkCheckSeconds: number;
  /** The clock mail and notices name moments on (an IANA time zone). */
  schoolTimeZone: string;
  /** The country of phone numbers written without a country code (ISO 3166 alpha-2). */
  phoneRegion: string;
  /** Malformed requests (refused at the edge) an address may send in 10 s before it is made to wait. */
  malformedRequestLimit: number;
  /** How long a request body other than an upload may take to arrive (docs/operations.md, "Limits"). */
  bodyTimeoutSeconds: number;
  /**
   * The longest a request waits for the database (a connection, then each statement) before it
   * is answered 503 (docs/operations.md, "When the database fails").
   */
  databaseWaitMs: number;
  /** A scraper's bearer token for GET /metrics from anywhere (unset: this machine only). */
  metricsToken: string | undefined;
  /**
   * Connections the kernel may hold for the server before it accepts them (listen's backlog; the
   * kernel caps it at net.core.somaxconn): a class pressing Start together opens hundreds at once.
   */
  listenBacklog: number;
  /** After a stop signal, how long open requests may finish before their connections are closed. */
  shutdownGraceSeconds: number;
  /**
   * Scheduled backups (docs/operations.md, "Backups"): when, on the school's clock (undefined:
   * off), how many archives to keep, and where.
   */
  backups: { schedule: string | undefined; keep: number; dir: string };
  logLevel: string;
  /** The built web app; undefined → the API only. */
  webDist: string | undefined;
}

/** Environment → typed config. Any bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const webDist = e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    registrationLink: e.REGISTRATION_LINK,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    missingWorkCheckSeconds: e.MISSING_WORK_CHECK_SECONDS,
    schoolTimeZone: e.SCHOOL_TIME_ZONE,
    phoneRegion: e.PHONE_REGION,
    malformedRequestLimit: e.MALFORMED_REQUEST_LIMIT,
    bodyTimeoutSeconds: e.BODY_TIMEOUT_SECONDS,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    metricsToken: e.METRICS_TOKEN,
    listenBacklog: e.LISTEN_BACKLOG,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    backups: {
      schedule: e.BACKUP_SCHEDULE === 'off' ? undefined : e.BACKUP_SCHEDULE,
      keep: e.BACKUP_KEEP,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    },
    logLevel: e.LOG_LEVEL,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
  };
}

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Without JWT_SECRET, one is generated once and kept in DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
