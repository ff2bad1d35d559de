import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { imageJobs } from './store-image';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written by hand, as a browser sends it. */
function multipartBody(parts: Part[]) {
  const boundary = `----agora-test-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(app: FastifyInstance, parts: Part[], headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({ method: 'POST', url: '/api/upload', headers: { 'content-type': contentType, ...headers }, payload });
}

async function loggedIn(app: FastifyInstance) {
  const body = (await postForm(app, '/api/customer/register/account', newBuyer())).json();
  return { userId: body.data.user.id as number, headers: { 'access-token': body.data['access-token'] as string } };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
const imagePart = (data: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'file', filename, type, data });

describe.each(dialects())('media upload on %s', (dialect) => {
  const t = useTestApp(dialect);
  const mediaFile = (relative: string) => path.join(t.dataDir, 'media', relative);

  it('stores a PNG as upright WebP of at most 2000 px with a 400 px thumbnail, without metadata', async () => {
    // 3000×1500 with EXIF orientation 6 (turn 90° clockwise): upright it is 1500×3000.
    const png = await solid(3000, 1500).png().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(png).metadata()).orientation).toBe(6);
    const { userId, headers } = await loggedIn(t.app);

    const body = (await upload(t.app, [imagePart(png)], headers)).json();
    expect(body.code).toBe(200);
    expect(body.data.path).toMatch(/^upload\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    expect(body.data.thumb).toBe(body.data.path.replace(/\.webp$/, '-thumb.webp'));
    expect(body.data.url).toBe(`/media/${body.data.path}`);
    expect(body.data).toMatchObject({ width: 1000, height: 2000 });

    const main = await sharp(fs.readFileSync(mediaFile(body.data.path))).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(main.exif).toBeUndefined();
    expect(main.orientation).toBeUndefined();
    const thumb = await sharp(fs.readFileSync(mediaFile(body.data.thumb))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(thumb.exif).toBeUndefined();

    const row = await t.app.db.selectFrom('media').selectAll().where('path', '=', body.data.path).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, mime: 'image/webp', width: 1000, height: 2000, bytes: fs.statSync(mediaFile(body.data.path)).size });
  });

  it('serves the stored image under /media with a year of caching', async () => {
    const { headers } = await loggedIn(t.app);
    const body = (await upload(t.app, [imagePart(await solid(600, 400).png().toBuffer())], headers)).json();
    const served = await t.app.inject(body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(fs.readFileSync(mediaFile(body.data.path)))).toBe(true);
    expect((await t.app.inject(`/media/${body.data.thumb}`)).statusCode).toBe(200);
  });

  it.each([
    ['a JPEG (EXIF orientation 8)', () => solid(300, 200).jpeg().withMetadata({ orientation: 8 }).toBuffer(), 200, 300],
    ['a GIF', () => solid(64, 48).gif().toBuffer(), 64, 48],
    ['a WebP', () => solid(500, 500).webp().toBuffer(), 400, 400],
  ])('accepts %s and never enlarges it', async (_name, make, thumbWidth, thumbHeight) => {
    const { headers } = await loggedIn(t.app);
    const image = await make();
    const { width, height } = await sharp(image)
      .autoOrient()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    // The name and declared type are ignored: only the bytes count.
    const body = (await upload(t.app, [imagePart(image, 'upload.bin', 'application/octet-stream')], headers)).json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ width, height });
    expect(await sharp(fs.readFileSync(mediaFile(body.data.thumb))).metadata()).toMatchObject({ format: 'webp', width: thumbWidth, height: thumbHeight });
  });

  it('accepts an image larger than BODY_LIMIT (1 MB) within UPLOAD_MAX_BYTES', async () => {
    const png = await noise(800, 800).png().toBuffer();
    expect(png.length).toBeGreaterThan(t.app.config.BODY_LIMIT);
    const { headers } = await loggedIn(t.app);
    expect((await upload(t.app, [imagePart(png)], headers)).json()).toMatchObject({ code: 200, data: { width: 800, height: 800 } });
  });

  it.each([
    ['a text file named .png', async () => Buffer.from('hello, I am not a picture\n'.repeat(20))],
    [
      'an SVG (decodable, but not an accepted format)',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>'),
    ],
    ['a truncated JPEG', async () => (await noise(200, 200).jpeg().toBuffer()).subarray(0, 400)],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('refuses %s with 1000008 naming the field', async (_name, make) => {
    const { userId, headers } = await loggedIn(t.app);
    const res = await upload(t.app, [imagePart(await make(), 'photo.png', 'image/png')], { ...headers, lang: 'es' });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file', data: null });
    expect(body.message).toContain('file');
    expect(body.message).toMatch(/imagen JPEG, PNG, WebP o GIF/);
    const rows = await t.app.db.selectFrom('media').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['no parts at all', []],
    ['the image under another field name', [{ name: 'image', filename: 'a.png', type: 'image/png', data: Buffer.from('png') }]],
  ] as [string, Part[]][])('refuses a body with %s as a missing file, naming it', async (_name, parts) => {
    const { headers } = await loggedIn(t.app);
    const body = (await upload(t.app, parts, headers)).json();
    expect(body).toMatchObject({ code: ErrorCode.missingParameter, field: 'file' });
    expect(body.message).toMatch(/file \(required\)/);
  });

  it.each([
    ['a text field', [{ name: 'title', data: 'my photo' }]],
    [
      'a text field before the file',
      [
        { name: 'title', data: 'my photo' },
        { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('png') },
      ],
    ],
    [
      'a second part after the file',
      [
        { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('png') },
        { name: 'x', data: 'y' },
      ],
    ],
  ] as [string, Part[]][])('refuses %s: the file is the only part an upload may have', async (_name, parts) => {
    const { headers } = await loggedIn(t.app);
    expect((await upload(t.app, parts, headers)).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file' });
  });

  it('refuses 20 text fields of 1 MB before the file without buffering them', async () => {
    const { userId, headers } = await loggedIn(t.app);
    const field = 'x'.repeat(1_048_576);
    const parts: Part[] = [...Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: field })), imagePart(await solid(100, 100).png().toBuffer())];
    const heapBefore = process.memoryUsage().heapUsed;
    const body = (await upload(t.app, parts, headers)).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file' });
    expect(await t.app.db.selectFrom('media').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
    // The 20 MB body itself is in memory (inject holds it); the fields were not copied again.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1_048_576);
  });

  it('refuses a cut-off multipart body naming the file, not as a fault', async () => {
    const { headers } = await loggedIn(t.app);
    const { payload, contentType } = multipartBody([imagePart(await solid(100, 100).png().toBuffer())]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, 'content-type': contentType },
      payload: payload.subarray(0, 120),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file', message: 'Invalid parameter: file (not valid)' });
  });

  it('refuses a form-encoded body naming the file', async () => {
    const { headers } = await loggedIn(t.app);
    const body = (await postForm(t.app, '/api/upload', { file: 'not a file' }, headers)).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file' });
  });

  it('answers 1100003 without a token and stores nothing', async () => {
    const before = await t.app.db.selectFrom('media').select('id').execute();
    const res = await upload(t.app, [imagePart(await solid(100, 100).png().toBuffer())]);
    expect(res.json()).toMatchObject({ code: ErrorCode.tokenExpired, data: null });
    expect(await t.app.db.selectFrom('media').select('id').execute()).toHaveLength(before.length);
  });
});

describe.each(dialects())('media upload size limit on %s', (dialect) => {
  const t = useTestApp(dialect, { UPLOAD_MAX_BYTES: '20000' });

  it('refuses a file over UPLOAD_MAX_BYTES, naming the limit in MB', async () => {
    const png = await noise(200, 200).png().toBuffer();
    expect(png.length).toBeGreaterThan(20_000);
    // The demo's own uploads (applicants' ID pictures) are there already; nothing may be added.
    const uploads = path.join(t.dataDir, 'media', 'upload');
    const filesIn = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0);
    const before = filesIn();
    const body = (await postUpload(t.app, png)).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file', data: null });
    expect(body.message).toBe('Invalid parameter: file (at most 0.02 MB)');
    expect(filesIn()).toBe(before);
  });

  it('still accepts a file under the limit', async () => {
    const png = await solid(100, 100).png().toBuffer();
    expect(png.length).toBeLessThan(20_000);
    expect((await postUpload(t.app, png)).json()).toMatchObject({ code: 200, data: { width: 100, height: 100 } });
  });

  async function postUpload(app: FastifyInstance, png: Buffer) {
    const { headers } = await loggedIn(app);
    return upload(app, [imagePart(png)], headers);
  }
});

/** A PNG that declares `width` × `height` 16-bit RGB pixels in a few hundred bytes: the decompression bomb's header. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, 2, 0, 0, 0], 8); // 16 bits, RGB, deflate, no filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('media upload guards', () => {
  const t = useTestApp('sqlite', { UPLOAD_MAX_PIXELS: '4000000', UPLOAD_RATE_LIMIT: '3' });

  it('refuses a picture that declares more pixels than UPLOAD_MAX_PIXELS before decoding it', async () => {
    const { userId, headers } = await loggedIn(t.app);
    const bomb = declaredPng(9_999, 9_999);
    expect(bomb.length).toBeLessThan(2_000);
    const body = (await upload(t.app, [imagePart(bomb)], headers)).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file', message: 'Invalid parameter: file (at most 4 MP)' });
    // Just over the limit is refused too; a phone photo's shape within it passes.
    expect((await upload(t.app, [imagePart(await solid(2001, 2000).png().toBuffer())], headers)).json()).toMatchObject({ field: 'file' });
    expect(await t.app.db.selectFrom('media').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
  });

  it('limits uploads per user per minute, counted after the login check', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const first = await loggedIn(t.app);
    for (let i = 0; i < 3; i++) expect((await upload(t.app, [imagePart(png)], first.headers)).json().code).toBe(200);
    const fourth = await upload(t.app, [imagePart(png)], first.headers);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: ErrorCode.tooManyRequests });
    const other = await loggedIn(t.app); // same address, another account: its own allowance
    expect((await upload(t.app, [imagePart(png)], other.headers)).json().code).toBe(200);
  });

  it('works on at most as many pictures at once as there are cores', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => loggedIn(t.app)));
    const jpeg = await noise(1900, 1900).jpeg().toBuffer();
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, imageJobs.active);
    }, 1);
    const answers = await Promise.all(
      accounts.flatMap(({ headers }) => [1, 2].map(() => upload(t.app, [imagePart(jpeg, 'photo.jpg', 'image/jpeg')], headers))),
    );
    clearInterval(sampler);
    expect(answers.map((a) => a.json().code)).toEqual(Array(6).fill(200));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(availableParallelism());
  });
});

describe('a refused upload over a real connection', () => {
  const t = useTestApp('sqlite');

  it('is answered and its connection closed without reading the rest of a huge body', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { headers } = await loggedIn(t.app);
    const boundary = 'agora-huge';
    const socket = net.connect({ host: '127.0.0.1', port });
    let sent = 0;
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('connect', () => {
      socket.write(
        `POST /api/upload HTTP/1.1\r\nHost: x\r\naccess-token: ${headers['access-token']}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${250 * 1_048_576}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="f0"\r\n\r\n`,
      );
      // 250 MB announced; 1 MB more every 20 ms until the server hangs up.
      const chunk = Buffer.alloc(1_048_576, 'x');
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(chunk);
        sent += chunk.length;
      }, 20);
    });
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toMatch(/connection: close/i);
    expect(reply).toContain('"code":1000008');
    expect(sent).toBeLessThan(100 * 1_048_576);
  });
});
