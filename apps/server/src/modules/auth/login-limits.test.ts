import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { MESSAGES } from '@agora/contract/messages/all';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { MINUTE, SECOND } from '../../lib/time';
import { createTestApp, dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { delayAfter, FREE_FAILURES, HOURLY_FAILURES, loginWait, MAX_DELAY } from './login-limits';
import { latestMail } from './outbox-mail';

const LOGIN = '/api/customer/login/account';
const secondsIn = (message: string) => Number(/(\d+)/.exec(message)?.[1]);

describe('loginWait', () => {
  const at = Date.parse('2026-11-28T09:00:00.000Z');
  const iso = (ms: number) => new Date(at + ms).toISOString();

  it('waits 1 s after the 5th consecutive failure, doubling up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40, 5000].map(delayAfter)).toEqual([0, 0, SECOND, 2 * SECOND, 4 * SECOND, 512 * SECOND, MAX_DELAY, MAX_DELAY, MAX_DELAY]);
    expect(loginWait({ failures: 4, lastFailedAt: iso(0), recent: [] }, at)).toBe(0);
    expect(loginWait({ failures: 6, lastFailedAt: iso(0), recent: [] }, at + SECOND)).toBe(SECOND);
    expect(loginWait({ failures: 6, lastFailedAt: iso(0), recent: [] }, at + 2 * SECOND)).toBe(0);
  });

  it(`waits, after ${HOURLY_FAILURES} failures in an hour, until the oldest of them is an hour old`, () => {
    const recent = Array.from({ length: HOURLY_FAILURES }, (_, i) => iso(-i * 10 * SECOND)); // newest first
    expect(loginWait({ failures: 0, lastFailedAt: null, recent }, at)).toBe(60 * MINUTE - (HOURLY_FAILURES - 1) * 10 * SECOND);
    expect(loginWait({ failures: 0, lastFailedAt: null, recent: recent.slice(1) }, at)).toBe(0);
  });
});

describe.each(dialects())('failed logins per account on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function registered(app: FastifyInstance = t.app, lang = 'en') {
    const form = newBuyer();
    const body = (await postForm(app, '/api/customer/register/account', form, { lang })).json();
    return { email: form.email, password: form.password, userId: body.data.user.id as number };
  }
  const login = async (email: string, password: string, app: FastifyInstance = t.app, lang = 'en') => {
    const response = await postForm(app, LOGIN, { email, password }, { lang });
    return { status: response.statusCode, ...response.json() };
  };
  const failuresOf = (userId: number, app: FastifyInstance = t.app) =>
    app.db.selectFrom('login_failure').select(['id', 'created_at']).where('user_id', '=', userId).execute();
  const noticesOf = (userId: number) =>
    t.app.db.selectFrom('notice').select(['type', 'template']).where('user_id', '=', userId).where('template', '=', 'loginPaused').execute();
  const mailsTo = (email: string) => {
    const outbox = path.join(t.dataDir, 'outbox');
    // The welcome mail (modules/mail) is not one of these.
    const ours = (f: string) => f.includes(email) && !fs.readFileSync(path.join(outbox, f), 'utf8').includes('X-Agora-Mail:');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter(ours) : [];
  };

  /** Moves the account's failed logins `ms` into the past, as if that much time had gone by. */
  async function age(userId: number, ms: number, app: FastifyInstance = t.app) {
    const earlier = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
    const streak = await app.db.selectFrom('login_streak').select('last_failed_at').where('user_id', '=', userId).executeTakeFirst();
    if (streak?.last_failed_at)
      await app.db
        .updateTable('login_streak')
        .set({ last_failed_at: earlier(streak.last_failed_at) })
        .where('user_id', '=', userId)
        .execute();
    for (const row of await failuresOf(userId, app)) {
      await app.db
        .updateTable('login_failure')
        .set({ created_at: earlier(row.created_at) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  /** `times` more wrong passwords in a row, each after the wait the one before asked for (time moved on, not slept). */
  async function fail(user: { email: string; userId: number }, times: number, app: FastifyInstance = t.app) {
    for (let i = 0; i < times; i++) {
      const streak = await app.db.selectFrom('login_streak').select('failures').where('user_id', '=', user.userId).executeTakeFirst();
      const wait = delayAfter(streak?.failures ?? 0);
      if (wait > 0) await age(user.userId, wait, app);
      expect((await login(user.email, 'wrong-password', app)).code, `wrong password ${i + 1}`).toBe(ErrorCode.wrongCredentials);
    }
  }

  it('refuses the right password after 8 wrong ones with 1000010 (HTTP 429) and the wait, in the language asked for', async () => {
    const user = await registered();
    await fail(user, 8);

    const refused = await login(user.email, user.password, t.app, 'es');
    expect(refused).toMatchObject({ status: 429, code: ErrorCode.tooManyRequests, data: null });
    expect(refused.message).toMatch(/segundos/);
    expect(secondsIn(refused.message)).toBeGreaterThan(delayAfter(8) / SECOND - 3);
    expect(secondsIn(refused.message)).toBeLessThanOrEqual(delayAfter(8) / SECOND);
    // Refused before comparing: a wrong password now is not a failure either.
    expect((await login(user.email, 'wrong-again', t.app)).code).toBe(ErrorCode.tooManyRequests);
    expect(await failuresOf(user.userId)).toHaveLength(8);
  });

  it('counts 150 parallel wrong passwords one after the other: only the first few are compared', async () => {
    const user = await registered();
    const answers = await Promise.all(Array.from({ length: 150 }, () => login(user.email, 'wrong-password')));
    const compared = answers.filter((a) => a.code === ErrorCode.wrongCredentials).length;
    // Five free, then 1 s, then 2 s: a sixth only if counting the rest took over a second.
    expect(compared).toBeGreaterThanOrEqual(FREE_FAILURES);
    expect(compared).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(answers.filter((a) => a.code === ErrorCode.tooManyRequests)).toHaveLength(150 - compared);
    expect(await failuresOf(user.userId)).toHaveLength(compared);
  });

  it(`allows ${HOURLY_FAILURES} failures an hour however they are spread: 150 in parallel on top of 97 leave 100, then the right password waits`, async () => {
    const user = await registered();
    const halfHourAgo = new Date(Date.now() - 30 * MINUTE).toISOString();
    await t.app.db
      .insertInto('login_failure')
      .values(Array.from({ length: HOURLY_FAILURES - 3 }, () => ({ user_id: user.userId, created_at: halfHourAgo })))
      .execute();

    const answers = await Promise.all(Array.from({ length: 150 }, () => login(user.email, 'wrong-password')));
    expect(answers.filter((a) => a.code === ErrorCode.wrongCredentials)).toHaveLength(3);
    expect(answers.filter((a) => a.code === ErrorCode.tooManyRequests)).toHaveLength(147);
    expect(await failuresOf(user.userId)).toHaveLength(HOURLY_FAILURES);

    const refused = await login(user.email, user.password);
    expect(refused.code).toBe(ErrorCode.tooManyRequests);
    expect(secondsIn(refused.message)).toBeGreaterThan(30 * 60 - 10);
    expect(secondsIn(refused.message)).toBeLessThanOrEqual(30 * 60);
    expect(await noticesOf(user.userId)).toHaveLength(1);

    // Once the 97 are an hour old the account may log in again.
    await age(user.userId, 30 * MINUTE + SECOND);
    expect((await login(user.email, user.password)).code).toBe(200);
  });

  it('keeps the lock across a restart: a new app on the same database still refuses', async () => {
    const first = await createTestApp(dialect);
    const user = await registered(first.app);
    await fail(user, 10, first.app);
    await first.app.close();

    const second = await buildApp(
      loadConfig({
        DATA_DIR: first.dataDir,
        DATABASE_URL: first.app.config.DATABASE_URL ?? '',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT: '1000',
        WEB_DIST: first.app.config.webDist,
      }),
    );
    try {
      const refused = await login(user.email, user.password, second);
      expect(refused.code).toBe(ErrorCode.tooManyRequests);
      expect(secondsIn(refused.message)).toBeGreaterThan(delayAfter(10) / SECOND - 5);
      expect(await failuresOf(user.userId, second)).toHaveLength(10);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('lets time lift the wait: refused a little before it ends, logged in once it has, and never more than 15 minutes', async () => {
    const user = await registered();
    await fail(user, 10); // the 10th asks for 32 s
    await age(user.userId, 28 * SECOND);
    const early = await login(user.email, user.password);
    expect(early.code).toBe(ErrorCode.tooManyRequests);
    expect(secondsIn(early.message)).toBeLessThanOrEqual(4);
    await age(user.userId, 4 * SECOND);
    expect((await login(user.email, user.password)).code).toBe(200);

    const other = await registered();
    await fail(other, 16); // 2^11 s, capped
    const capped = await login(other.email, other.password);
    expect(capped.code).toBe(ErrorCode.tooManyRequests);
    expect(secondsIn(capped.message)).toBeGreaterThan(MAX_DELAY / SECOND - 5);
    expect(secondsIn(capped.message)).toBeLessThanOrEqual(MAX_DELAY / SECOND);
    await age(other.userId, MAX_DELAY);
    expect((await login(other.email, other.password)).code).toBe(200);
  });

  it('tells the owner once, with a notice and a mail in their language, when the waits begin', async () => {
    const user = await registered(t.app, 'jp');
    // Registering mailed the e-mail verification code (account/).
    const registering = mailsTo(user.email).length;
    await fail(user, FREE_FAILURES - 1);
    expect(await noticesOf(user.userId)).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(registering);

    await fail(user, 3);
    expect(await noticesOf(user.userId)).toEqual([{ type: 900, template: 'loginPaused' }]);
    expect(mailsTo(user.email)).toHaveLength(registering + 1);
    const mail = latestMail(t.dataDir, user.email);
    expect(mail.text).toContain(MESSAGES.jp.mail.loginPausedText.replace('{name}', 'Test Buyer'));

    const notices = (await t.app.inject({ url: '/api/customer/user/notices', headers: { ...(await tokenOf(user)), lang: 'jp' } })).json();
    expect(JSON.stringify(notices.data)).toContain('ログインを一時的に制限しています');
  });

  /** The user's token: logs in, waiting out the account's pause first. */
  async function tokenOf(user: { email: string; password: string; userId: number }) {
    await age(user.userId, MAX_DELAY);
    return { 'access-token': (await login(user.email, user.password)).data['access-token'] as string };
  }

  it('ends the run of failures on a successful login', async () => {
    const user = await registered();
    await fail(user, FREE_FAILURES - 1);
    expect((await login(user.email, user.password)).code).toBe(200);
    await fail(user, FREE_FAILURES - 1);
    expect((await login(user.email, user.password)).code).toBe(200);
    expect(await t.app.db.selectFrom('login_streak').select('failures').where('user_id', '=', user.userId).executeTakeFirst()).toEqual({ failures: 0 });
    // The hour still counts all eight.
    expect(await failuresOf(user.userId)).toHaveLength(2 * (FREE_FAILURES - 1));
    expect(await noticesOf(user.userId)).toHaveLength(0);
  });

  it('does not count an address no account has', async () => {
    for (let i = 0; i < FREE_FAILURES + 2; i++) expect((await login('nobody-here@example.test', 'wrong-password')).code).toBe(ErrorCode.wrongCredentials);
  });
});
