import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Ferretería El Volt <no-reply@elvolt.ec>'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  TAX_RATE: z.coerce.number().min(0).max(1).default(0.15),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-* from these proxies only (e.g. 'loopback' or '10.0.0.0/8,127.0.0.1'). */
  TRUST_PROXY: z.string().optional(),
  /** Sign-ups and password-reset requests allowed per client IP and hour (each). */
  AUTH_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(10),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentProvider: 'sandbox';
  redisUrl: string | undefined;
  taxRate: number;
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built web app; served with index.html as fallback when it exists. */
  webDist: string;
  /** Fastify's trustProxy: false unless TRUST_PROXY names the proxies in front of the shop. */
  trustProxy: boolean | string;
  /** Sign-ups and password-reset requests per client IP and hour (each). */
  authIpHourlyLimit: number;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad variable throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER,
    redisUrl: e.REDIS_URL,
    taxRate: e.TAX_RATE,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authIpHourlyLimit: e.AUTH_IP_HOURLY_LIMIT,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** A JWT secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
