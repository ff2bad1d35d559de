import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, useTestApp } from '../../test/test-app';
import { registerBuyer } from '../notices/test-notices';

const json = (headers: Record<string, string>, url: string, payload: Record<string, string> = {}) => ({ method: 'POST' as const, url, headers, payload });
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] as string;

describe.each(dialects())('phone verification through the SMS outbox on %s', (dialect) => {
  const t = useTestApp(dialect);
  const outbox = () => path.join(t.dataDir, 'sms-outbox');

  it('sends a code to the profile’s phone, limits resends, and proves the phone with the code', async () => {
    const ann = await registerBuyer(t.app);
    const sent = (await t.app.inject(json(ann.headers, '/api/customer/phone/send_code'))).json();
    expect(sent).toMatchObject({ code: 200, data: { phone: '+15551234567', resend_after: 60 } });
    const files = fs.readdirSync(outbox()).filter((f) => f.endsWith('15551234567.txt'));
    expect(files).toHaveLength(1);
    const text = fs.readFileSync(path.join(outbox(), files[0] as string), 'utf8');
    expect(text).toMatch(/^To: \+15551234567\n/);
    const code = codeIn(text);

    // Stored hashed, never as sent.
    const row = await t.app.db.selectFrom('phone_code').selectAll().where('user_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const again = (await t.app.inject(json(ann.headers, '/api/customer/phone/send_code'))).json();
    expect(again.code).toBe(ErrorCode.tooManyRequests);

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code: wrong }))).json()).toMatchObject({
      code: ErrorCode.captchaFailed,
      field: 'code',
    });
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code }))).json()).toMatchObject({
      code: 200,
      data: { phone: '+15551234567', phone_verified: true },
    });
    const user = await t.app.db.selectFrom('user').select(['phone_verified']).where('id', '=', ann.id).executeTakeFirstOrThrow();
    expect(user.phone_verified).toBe('+15551234567');
    // The profile says so while the phone is the proved one, and not once it is changed.
    const profile = async () => (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: ann.headers })).json().data.user;
    expect(await profile()).toMatchObject({ phone: '+15551234567', phone_verified: true });
    await t.app.inject(json(ann.headers, '/api/customer/info/update_user', { phone: '+15550001111' }));
    expect(await profile()).toMatchObject({ phone: '+15550001111', phone_verified: false });
    // A used code works once.
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code }))).json().code).toBe(ErrorCode.captchaFailed);
  });

  it('allows five tries per code', async () => {
    const ann = await registerBuyer(t.app);
    await t.app.inject(json(ann.headers, '/api/customer/phone/send_code', { phone: '+15557654321' }));
    const file = fs.readdirSync(outbox()).find((f) => f.endsWith('15557654321.txt')) as string;
    const code = codeIn(fs.readFileSync(path.join(outbox(), file), 'utf8'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code: wrong }));
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code }))).json()).toMatchObject({
      code: ErrorCode.captchaFailed,
      reason: expect.any(String),
    });
  });

  it('refuses a bad number, a bad code and a guest', async () => {
    const ann = await registerBuyer(t.app);
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/send_code', { phone: 'call me' }))).json().code).toBe(ErrorCode.invalidParameter);
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code: '12' }))).json().code).toBe(ErrorCode.invalidParameter);
    expect((await t.app.inject(json({}, '/api/customer/phone/send_code'))).json().code).toBe(ErrorCode.tokenExpired);
  });
});

describe.each(dialects())('phone verification through an SMS gateway on %s', (dialect) => {
  let gateway: Server;
  let t: TestApp & { close(): Promise<void> };
  let answer = 200;
  const received: { auth: string | undefined; body: { to: string; text: string } }[] = [];

  beforeAll(async () => {
    gateway = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.statusCode = answer;
        res.end(answer === 200 ? '{"ok":true}' : 'down');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp(dialect, { SMS_URL: `http://127.0.0.1:${port}/send`, SMS_TOKEN: 'gateway-secret' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('answers 2000001 when the gateway refuses, and keeps no code', async () => {
    const ann = await registerBuyer(t.app);
    answer = 500;
    const sent = (await t.app.inject(json(ann.headers, '/api/customer/phone/send_code'))).json();
    expect(sent).toMatchObject({ code: ErrorCode.smsFailed, data: null });
    expect(received.at(-1)).toMatchObject({ auth: 'Bearer gateway-secret', body: { to: '+15551234567' } });
    expect(await t.app.db.selectFrom('phone_code').select('id').where('user_id', '=', ann.id).execute()).toHaveLength(0);
    // The failed send did not use up the resend wait.
    answer = 200;
    expect((await t.app.inject(json(ann.headers, '/api/customer/phone/send_code'))).json().code).toBe(200);
  });

  it('sends the code through the gateway in the reader’s language; it proves the phone', async () => {
    const ann = await registerBuyer(t.app);
    answer = 200;
    const sent = (await t.app.inject({ ...json({ ...ann.headers, lang: 'jp' }, '/api/customer/phone/send_code', { phone: '+81 90 1234 5678' }) })).json();
    expect(sent).toMatchObject({ code: 200, data: { phone: '+81 90 1234 5678' } });
    const message = received.at(-1) as (typeof received)[number];
    expect(message.body.to).toBe('+81 90 1234 5678');
    expect(message.body.text).toContain('認証コード');
    expect(fs.existsSync(path.join(t.dataDir, 'sms-outbox'))).toBe(false);
    const verified = (await t.app.inject(json(ann.headers, '/api/customer/phone/verify', { code: codeIn(message.body.text) }))).json();
    expect(verified).toMatchObject({ code: 200, data: { phone: '+81 90 1234 5678', phone_verified: true } });
  });

  it('answers 2000001 when the gateway cannot be reached', async () => {
    const ann = await registerBuyer(t.app);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createTestApp(dialect, { SMS_URL: `http://127.0.0.1:${port}/send` });
    try {
      const bob = await registerBuyer(offline.app);
      expect((await offline.app.inject(json(bob.headers, '/api/customer/phone/send_code'))).json().code).toBe(ErrorCode.smsFailed);
    } finally {
      await offline.close();
    }
    expect(ann.id).toBeGreaterThan(0);
  });
});
