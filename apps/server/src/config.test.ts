import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// A secret given, so these tests never write DATA_DIR/secret.key into the working folder.
const secret = { APP_SECRET: 's'.repeat(32) };

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig(secret);
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', MEDIA_BASE_URL: '/media', SEED_DEMO: true });
    expect(config).toMatchObject({
      UPLOAD_MAX_PIXELS: 50_000_000,
      REQUEST_TIMEOUT_MS: 60_000,
      HEADERS_TIMEOUT_MS: 10_000,
      MAX_CONNECTIONS: 4096,
      MAX_CONNECTIONS_PER_IP: 256,
      ALLOWED_HOSTS: ['localhost', '127.0.0.1', '[::1]'],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['UPLOAD_MAX_PIXELS', '10'],
    ['MAX_CONNECTIONS_PER_IP', '-1'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ ...secret, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, [name]: value })).toThrow(new RegExp(name));
  });

  it('takes a postgres URL', () => {
    expect(loadConfig({ ...secret, DATABASE_URL: 'postgres://u@127.0.0.1:5432/agora' }).DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/agora');
  });
});
