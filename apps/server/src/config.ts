/** Configuration from environment variables, parsed once at start-up; a bad value stops the process. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_DIR } from './lib/paths';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL, or unset for SQLite')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: optionalUrl,
  MEDIA_BASE_URL: z.string().default('/media'),
  SMTP_URL: optionalUrl,
  /** Set: phone codes are sent by POSTing JSON {to, text} here (phone-verify/sms-provider.ts); unset: written to DATA_DIR/sms-outbox. */
  SMS_URL: optionalUrl,
  /** Sent as `Authorization: Bearer <SMS_TOKEN>` to SMS_URL. */
  SMS_TOKEN: z.string().optional(),
  MAIL_FROM: z.string().default('Agora <no-reply@agora.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(5_242_880),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  /** `false` answers every catalogue read afresh: for measuring (npm run bench) and debugging. */
  CATALOG_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),

  // Limits that keep one client from taking the server down (README, Limits).
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1_000_000).default(50_000_000),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // Longer than clients and balancers keep an idle connection (60 s is common): a server closing it first races a
  // request sent on it at that moment (ECONNRESET). Idle connections count against the per-address cap.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  // 0 = no cap. Node answers 503 to a client that keeps sending after the `Connection: close` a cap
  // brings, so it is for spreading connections over instances behind a balancer, not for safety.
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(0),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(4_096),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(256),

  /** Keys the password-reset codes (HMAC). Unset: a random one kept in DATA_DIR/secret.key. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Both set: cards are charged through Stripe instead of the built-in sandbox (README, Stripe). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…) or restricted key (rk_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** With the two above: cards are entered in Stripe's Payment Element in the page, never sent here. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, 'must be a Stripe publishable key (pk_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Hosts (and their subdomains) the mall answers as, for links built from a request's Host. */
  ALLOWED_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof envSchema> & {
  webDist: string;
  /** APP_SECRET, or the one kept in DATA_DIR/secret.key. */
  appSecret: string;
  /** Stripe's keys when both are set; null: the sandbox charges cards. */
  stripe: { secretKey: string; webhookSecret: string; publishableKey?: string } | null;
};

export class ConfigError extends Error {}

/**
 * APP_SECRET when set; otherwise the random secret this data folder keeps in `secret.key`, made on
 * the first start (32 bytes, mode 0600). It is written to a temporary file and hard-linked into
 * place, so two processes starting at once both end up reading the same complete secret.
 */
function resolveAppSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'secret.key');
  try {
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      try {
        fs.linkSync(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        fs.rmSync(temporary, { force: true });
      }
    }
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new Error('it holds fewer than 32 characters; delete it to have a new one made');
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  APP_SECRET: unset, and ${file} cannot be used: ${(error as Error).message}`);
  }
}

/**
 * Reads the configuration from `env` (defaults to `process.env`).
 * @example loadConfig({ PORT: '0', DATA_DIR: '/tmp/agora' })
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = parsed.data;
  // One without the other is a half-done set-up: charging without hearing back, or the reverse.
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when ${secretKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'} is set`);
  }
  const publishableKey = parsed.data.STRIPE_PUBLISHABLE_KEY;
  if (publishableKey && !secretKey) throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required when STRIPE_PUBLISHABLE_KEY is set');
  const stripe = secretKey && webhookSecret ? { secretKey, webhookSecret, publishableKey } : null;
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const webDist = path.resolve(parsed.data.WEB_DIST ?? path.join(SERVER_DIR, '..', 'web', 'dist'));
  return { ...parsed.data, DATA_DIR: dataDir, webDist, appSecret: resolveAppSecret(parsed.data.APP_SECRET, dataDir), stripe };
}
