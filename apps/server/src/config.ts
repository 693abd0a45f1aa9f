import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { KushkiConfig } from './config-kushki.js';

export type { KushkiConfig } from './config-kushki.js';

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
  /** Encrypts the SRI certificate's password in the database; unset: a key kept in DATA_DIR. */
  SRI_CERT_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Ferretería El Volt <no-reply@elvolt.ec>'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'kushki']).default('sandbox'),
  /** Kushki (ADR 067): the API's base URL (UAT by default; the simulator's for demos). */
  KUSHKI_URL: z.url().default('https://api-uat.kushkipagos.com'),
  KUSHKI_PUBLIC_MERCHANT_ID: z.string().min(1).optional(),
  KUSHKI_PRIVATE_MERCHANT_ID: z.string().min(1).optional(),
  /** The "Webhook signature" of Kushki's console: the HMAC key of its notifications. */
  KUSHKI_WEBHOOK_SECRET: z.string().min(8).optional(),
  KUSHKI_TIMEOUT_MS: z.coerce.number().int().min(100).default(29_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  TAX_RATE: z.coerce.number().min(0).max(1).default(0.15),
  /** How often the payment reconciler finishes or voids attempts left open by a crash; 0 = only at start. */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-* from these proxies only (e.g. 'loopback' or '10.0.0.0/8,127.0.0.1'). */
  TRUST_PROXY: z.string().optional(),
  /** Most products a catalogue list answers without paging parameters (the family's clients). */
  LIST_CAP: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** simulator (default): the built-in SRI simulator; pruebas / produccion: the SRI's web services. */
  SRI_MODE: z.enum(['simulator', 'pruebas', 'produccion']).default('simulator'),
  SRI_RECEPCION_URL: z.url().optional(),
  SRI_AUTORIZACION_URL: z.url().optional(),
  INVOICE_RUC: z
    .string()
    .regex(/^\d{10}001$/, 'must be a RUC of 13 digits ending in 001')
    .default('1792060346001'),
  INVOICE_RAZON_SOCIAL: z.string().min(1).default('FERRETERIA EL VOLT CIA. LTDA.'),
  INVOICE_NOMBRE_COMERCIAL: z.string().min(1).default('Ferretería El Volt'),
  INVOICE_DIR_MATRIZ: z.string().min(1).default('Av. 10 de Agosto N37-120 y Villalengua, Quito'),
  INVOICE_DIR_ESTABLECIMIENTO: z
    .string()
    .min(1)
    .default('Av. 10 de Agosto N37-120 y Villalengua, Quito'),
  INVOICE_ESTAB: z
    .string()
    .regex(/^\d{3}$/)
    .default('001'),
  INVOICE_PTO_EMI: z
    .string()
    .regex(/^\d{3}$/)
    .default('001'),
  INVOICE_OBLIGADO_CONTABILIDAD: booleanFlag.default(true),
  /** e.g. "CONTRIBUYENTE RÉGIMEN RIMPE"; empty = general regime. */
  INVOICE_REGIMEN: z.string().optional(),
  /** The issuer's .p12; unset: a self-signed test certificate generated in DATA_DIR at first start. */
  INVOICE_P12_PATH: z.string().optional(),
  INVOICE_P12_PASSWORD: z.string().optional(),
  /** Highest total of a consumidor final invoice, in USD (SRI rule, 50 today). */
  CONSUMIDOR_FINAL_LIMIT: z.coerce.number().min(0).default(50),
  /** How often the invoice worker looks for documents to send (ms). */
  SRI_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /** Sign-ups and password-reset requests allowed per client IP and hour (each). */
  AUTH_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Longest time a client may take to send a whole request (headers and body), ms; then 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Bearer token that opens GET /metrics (Prometheus); unset: no metrics endpoint. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where backups are written (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Scheduled backups by the server: every 30m, 6h, 1d... (unset: none). */
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+(m|h|d)$/, 'must be a number and m, h or d, e.g. 6h')
    .optional(),
  /** How many backups the schedule keeps in BACKUP_DIR (older ones are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** The shop's WhatsApp (digits with the country code, as wa.me takes it) and its hours. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, 'must be digits with the country code, e.g. 593991234567')
    .default('593991234567'),
  WHATSAPP_HOURS: z.string().min(1).default('Lun-Vie 8:00-18:00, Sáb 8:00-13:00'),
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
  paymentProvider: 'sandbox' | 'kushki';
  /** Set when PAYMENT_PROVIDER=kushki (its keys are then required). */
  kushki: KushkiConfig | null;
  redisUrl: string | undefined;
  taxRate: number;
  /** Period of the payment reconciler (it also runs at start); 0 = only at start. */
  paymentReconcileIntervalMs: number;
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built web app; served with index.html as fallback when it exists. */
  webDist: string;
  /** Fastify's trustProxy: false unless TRUST_PROXY names the proxies in front of the shop. */
  trustProxy: boolean | string;
  /** Sign-ups and password-reset requests per client IP and hour (each). */
  authIpHourlyLimit: number;
  /** Node's requestTimeout: a request (a slowly dripping body) not received by then gets 408. */
  requestTimeoutMs: number;
  /** get-products, by/search and search without page, page_size or limit: all matches up to this. */
  listCap: number;
  sri: SriConfig;
  /** GET /metrics answers only with `Authorization: Bearer <metricsToken>`; null: no endpoint. */
  metricsToken: string | null;
  backup: { dir: string; everyMs: number | null; keep: number };
  /** The floating WhatsApp button and the quotes (GET /api/shop/info). */
  whatsapp: { number: string; hours: string };
}

function kushkiConfig(e: z.infer<typeof EnvSchema>): KushkiConfig | null {
  if (e.PAYMENT_PROVIDER !== 'kushki') return null;
  const missing = (
    ['KUSHKI_PUBLIC_MERCHANT_ID', 'KUSHKI_PRIVATE_MERCHANT_ID', 'KUSHKI_WEBHOOK_SECRET'] as const
  ).filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`PAYMENT_PROVIDER=kushki needs ${missing.join(', ')}`);
  return {
    url: e.KUSHKI_URL.replace(/\/$/, ''),
    publicMerchantId: e.KUSHKI_PUBLIC_MERCHANT_ID!,
    privateMerchantId: e.KUSHKI_PRIVATE_MERCHANT_ID!,
    webhookSecret: e.KUSHKI_WEBHOOK_SECRET!,
    timeoutMs: e.KUSHKI_TIMEOUT_MS,
  };
}

export interface SriConfig {
  mode: 'simulator' | 'pruebas' | 'produccion';
  recepcionUrl: string;
  autorizacionUrl: string;
  /** Both SRI environments' web services; the back office chooses the environment (ambiente). */
  endpoints: Record<'pruebas' | 'produccion', { recepcionUrl: string; autorizacionUrl: string }>;
  issuer: {
    ruc: string;
    razonSocial: string;
    nombreComercial: string;
    dirMatriz: string;
    dirEstablecimiento: string;
    estab: string;
    ptoEmi: string;
    obligadoContabilidad: boolean;
    regimen: string | null;
  };
  p12Path: string;
  /** The password of p12Path; for the generated test certificate, a fixed demo password. */
  p12Password: string;
  /** True when p12Path is the generated self-signed test certificate (created if missing). */
  p12IsTestCertificate: boolean;
  /**
   * The key of the uploaded certificate's password (SRI_CERT_KEY, else a random key generated
   * once in DATA_DIR/sri-cert-key): never the JWT secret, so rotating that cannot lock it.
   */
  certKey: string;
  consumidorFinalLimitCents: number;
  /** Poll interval of the invoice worker; null = no automatic runs (tests call flush()). */
  pollMs: number | null;
}

const SRI_HOSTS = { pruebas: 'https://celcer.sri.gob.ec', produccion: 'https://cel.sri.gob.ec' };

function sriConfig(e: z.infer<typeof EnvSchema>, dataDir: string): SriConfig {
  const endpointsOf = (host: string) => ({
    recepcionUrl: `${host}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`,
    autorizacionUrl: `${host}/comprobantes-electronicos-ws/AutorizacionComprobantesOffline`,
  });
  const endpoints = {
    pruebas: endpointsOf(SRI_HOSTS.pruebas),
    produccion: endpointsOf(SRI_HOSTS.produccion),
  };
  // SRI_RECEPCION_URL / SRI_AUTORIZACION_URL override the environment SRI_MODE names.
  const own = e.SRI_MODE === 'produccion' ? 'produccion' : 'pruebas';
  endpoints[own] = {
    recepcionUrl: e.SRI_RECEPCION_URL ?? endpoints[own].recepcionUrl,
    autorizacionUrl: e.SRI_AUTORIZACION_URL ?? endpoints[own].autorizacionUrl,
  };
  return {
    mode: e.SRI_MODE,
    ...endpoints[own],
    endpoints,
    issuer: {
      ruc: e.INVOICE_RUC,
      razonSocial: e.INVOICE_RAZON_SOCIAL,
      nombreComercial: e.INVOICE_NOMBRE_COMERCIAL,
      dirMatriz: e.INVOICE_DIR_MATRIZ,
      dirEstablecimiento: e.INVOICE_DIR_ESTABLECIMIENTO,
      estab: e.INVOICE_ESTAB,
      ptoEmi: e.INVOICE_PTO_EMI,
      obligadoContabilidad: e.INVOICE_OBLIGADO_CONTABILIDAD,
      regimen: e.INVOICE_REGIMEN ?? null,
    },
    p12Path: e.INVOICE_P12_PATH ?? path.join(dataDir, 'sri', 'test-certificate.p12'),
    p12Password: e.INVOICE_P12_PASSWORD ?? (e.INVOICE_P12_PATH ? '' : 'prueba-el-volt'),
    p12IsTestCertificate: !e.INVOICE_P12_PATH,
    certKey: e.SRI_CERT_KEY ?? readOrCreateSecret(dataDir, 'sri-cert-key'),
    consumidorFinalLimitCents: Math.round(e.CONSUMIDOR_FINAL_LIMIT * 100),
    pollMs: e.SRI_POLL_MS,
  };
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
    kushki: kushkiConfig(e),
    redisUrl: e.REDIS_URL,
    taxRate: e.TAX_RATE,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    listCap: e.LIST_CAP,
    authIpHourlyLimit: e.AUTH_IP_HOURLY_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    sri: sriConfig(e, dataDir),
    metricsToken: e.METRICS_TOKEN ?? null,
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      everyMs: e.BACKUP_EVERY ? durationMs(e.BACKUP_EVERY) || null : null,
      keep: e.BACKUP_KEEP,
    },
    whatsapp: { number: e.WHATSAPP_NUMBER, hours: e.WHATSAPP_HOURS },
  };
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '30m', '6h', '1d' in milliseconds. */
function durationMs(value: string): number {
  const unit = value.slice(-1) as keyof typeof UNIT_MS;
  return Number(value.slice(0, -1)) * UNIT_MS[unit];
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** A secret generated once and kept in DATA_DIR (the JWT's, the certificate password's key). */
function readOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
