/** Configuration from environment variables, parsed once at start-up; a bad value stops the process. */
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
});

export type Config = z.infer<typeof envSchema> & { webDist: string };

export class ConfigError extends Error {}

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
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const webDist = path.resolve(parsed.data.WEB_DIST ?? path.join(SERVER_DIR, '..', 'web', 'dist'));
  return { ...parsed.data, DATA_DIR: dataDir, webDist };
}
