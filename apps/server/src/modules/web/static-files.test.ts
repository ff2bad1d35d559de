import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

// A built web app as the build leaves it: each asset with its .br and .gz copy beside it.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-web-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Agora</title>');
for (const [file, body] of [['assets/app-1a2b3c.js', script]] as const) {
  fs.writeFileSync(path.join(webDist, file), body);
  fs.writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(body));
  fs.writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(body));
}

describe('the built web app', () => {
  const t = useTestApp('sqlite', { WEB_DIST: webDist });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const get = (encoding?: string) => t.app.inject({ url: '/assets/app-1a2b3c.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the Brotli copy to browsers that take it, else gzip, else the file itself', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and the page itself never', async () => {
    expect((await get('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

/** A GET with the path sent exactly as written (inject and browsers tidy `..` away first). */
function rawGet(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('paths the static server refuses', () => {
  const t = useTestApp('sqlite', { WEB_DIST: webDist });
  const port = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as AddressInfo).port;
  };

  it.each(['/media/../agora.sqlite', '/media/%2e%2e/agora.sqlite', '/media/..%2fagora.sqlite', '/media/upload/../../agora.sqlite'])(
    'answers %s with a plain 403 or 404, never a fault',
    async (urlPath) => {
      const answer = await rawGet(await port(), urlPath);
      expect([403, 404]).toContain(answer.status);
      expect(answer.body).not.toContain('SQLite format');
    },
  );

  it('answers a path out of the media folder 403 with the envelope', async () => {
    const answer = await rawGet(await port(), '/media/../agora.sqlite');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1000403, data: null });
  });
});
