import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

// The secret that keys reset codes (tokens.ts `hashResetCode`) is resolved by loadConfig.
describe('the app secret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made once in DATA_DIR/secret.key, readable by its owner only, and read back on the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['secret.key']);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).appSecret).not.toBe(first);
  });

  it('is APP_SECRET when set, and then no file is written', () => {
    const dir = dataDir();
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: secret }).appSecret).toBe(secret);
    expect(fs.existsSync(path.join(dir, 'secret.key'))).toBe(false);
  });

  it('stops the start on an APP_SECRET under 32 characters or a secret.key that cannot be used', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'secret.key'), 'too short\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/secret\.key/);
  });
});
