import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { MESSAGES } from '@agora/contract/messages/all';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DAY, MINUTE, SECOND } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { mailedCode } from './outbox-mail';
import { CODES_PER_DAY, TRIES_PER_CODE, TRIES_WINDOW, WRONG_TRIES_PER_DAY } from './reset-limits';
import { hashResetCode } from './tokens';

const { reasons } = MESSAGES.en;
/** A code that is not `code`: the next ones up, wrapping at a million. */
const notThe = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');
const secondsIn = (message: string) => Number(/(\d+)/.exec(message)?.[1]);

describe.each(dialects())('password reset limits on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function registered() {
    const form = newBuyer();
    const body = (await postForm(t.app, '/api/customer/register/account', form)).json();
    return { form, userId: body.data.user.id as number };
  }
  const sendCode = async (email: string, lang = 'en') => (await postForm(t.app, '/api/customer/password/send_code', { email }, { lang })).json();
  const reset = async (email: string, code: string, password = 'new-password-1') =>
    (await postForm(t.app, '/api/customer/password/reset', { email, code, password, confirm_password: password })).json();
  const codesOf = (userId: number) => t.app.db.selectFrom('password_reset').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  /** Moves the account's codes `ms` into the past, as if that much time had gone by. */
  async function age(userId: number, ms: number) {
    for (const row of await codesOf(userId)) {
      const earlier = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
      await t.app.db
        .updateTable('password_reset')
        .set({ created_at: earlier(row.created_at), expires_at: earlier(row.expires_at) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  it('counts parallel wrong guesses before comparing: 20 at once get 5 comparisons, then the right code is refused', async () => {
    const { form, userId } = await registered();
    expect((await sendCode(form.email)).code).toBe(200);
    const code = mailedCode(t.dataDir, form.email);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(form.email, notThe(code, i + 1))));
    expect(answers.every((a) => a.code === ErrorCode.captchaFailed && a.field === 'code')).toBe(true);
    expect(answers.filter((a) => a.message.includes(reasons.invalid))).toHaveLength(TRIES_PER_CODE);
    expect(answers.filter((a) => a.message.includes(reasons.noTriesLeft))).toHaveLength(20 - TRIES_PER_CODE);

    const right = await reset(form.email, code);
    expect(right).toMatchObject({ code: ErrorCode.captchaFailed, field: 'code' });
    expect(right.message).toContain(reasons.noTriesLeft);
    expect((await codesOf(userId))[0]).toMatchObject({ attempts: TRIES_PER_CODE, used_at: null });
    const login = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password })).json();
    expect(login.code).toBe(200);
  });

  it('lets one of two parallel resets with the right code through', async () => {
    const { form } = await registered();
    await sendCode(form.email);
    const code = mailedCode(t.dataDir, form.email);
    const answers = await Promise.all([reset(form.email, code, 'first-new-pass'), reset(form.email, code, 'second-new-pass')]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, ErrorCode.captchaFailed]);
  });

  it(`sends at most ${CODES_PER_DAY} codes in 24 hours, the 60 s waited out or not, in the user's language`, async () => {
    const { form, userId } = await registered();
    const apart = 10 * MINUTE;
    for (let i = 0; i < CODES_PER_DAY; i++) {
      expect((await sendCode(form.email)).code).toBe(200);
      await age(userId, apart);
    }
    const refused = await sendCode(form.email, 'es');
    expect(refused.code).toBe(ErrorCode.tooManyRequests);
    expect(refused.message).toMatch(/segundos/);
    // The wait is until the oldest code is a day old, not the 60 s between mails.
    const wait = (DAY - CODES_PER_DAY * apart) / SECOND;
    expect(secondsIn(refused.message)).toBeGreaterThan(wait - 5);
    expect(secondsIn(refused.message)).toBeLessThanOrEqual(wait + 1);

    // Once the oldest is more than a day old there is room for one more, and then none again.
    await age(userId, wait * SECOND + MINUTE);
    expect((await sendCode(form.email)).code).toBe(200);
    await age(userId, 61 * SECOND);
    expect((await sendCode(form.email)).code).toBe(ErrorCode.tooManyRequests);
    expect(await codesOf(userId)).toHaveLength(CODES_PER_DAY + 1);
  });

  it('sends one code for many parallel requests', async () => {
    const { form, userId } = await registered();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCode(form.email)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.tooManyRequests)).toHaveLength(9);
    expect(await codesOf(userId)).toHaveLength(1);
    // Beside the e-mail verification code that registering mailed (account/), one reset mail.
    const resetMails = fs
      .readdirSync(path.join(t.dataDir, 'outbox'))
      .filter((f) => f.includes(form.email) && fs.readFileSync(path.join(t.dataDir, 'outbox', f), 'utf8').includes(MESSAGES.en.mail.resetSubject));
    expect(resetMails).toHaveLength(1);
  });

  it(`allows ${WRONG_TRIES_PER_DAY} wrong tries a day over all codes: a later code gets what is left, then none is sent`, async () => {
    const { form, userId } = await registered();
    const guessWrong = async (times: number) => {
      const code = mailedCode(t.dataDir, form.email);
      for (let i = 1; i <= times; i++) expect((await reset(form.email, notThe(code, i))).message).toContain(reasons.invalid);
    };

    await sendCode(form.email);
    await guessWrong(TRIES_PER_CODE);
    await age(userId, 61 * SECOND);
    await sendCode(form.email);
    await guessWrong(2);
    await age(userId, 61 * SECOND);

    // 7 of 10 used: the third code gets 3 tries, and the second code is closed where it stood.
    expect((await sendCode(form.email)).code).toBe(200);
    const rows = await codesOf(userId);
    expect(rows.map((r) => [r.attempts, r.max_attempts])).toEqual([
      [5, 5],
      [2, 2],
      [0, 3],
    ]);
    const third = mailedCode(t.dataDir, form.email);
    await guessWrong(3);
    expect((await reset(form.email, third)).message).toContain(reasons.noTriesLeft);

    await age(userId, 61 * SECOND);
    const refused = await sendCode(form.email);
    expect(refused.code).toBe(ErrorCode.tooManyRequests);
    // Tries come back when the first code's leave the window (a day and a code's lifetime).
    expect(secondsIn(refused.message)).toBeGreaterThan(TRIES_WINDOW / SECOND - 3 * 61 - 5);
  });

  it('refuses a common password with 1100004 naming password, without using a try', async () => {
    const { form, userId } = await registered();
    await sendCode(form.email);
    const code = mailedCode(t.dataDir, form.email);
    for (const password of ['password123', 'QwertyUIOP']) {
      const refused = await reset(form.email, code, password);
      expect(refused).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'password' });
      expect(refused.message).toContain(reasons.commonPassword);
    }
    expect((await codesOf(userId))[0]?.attempts).toBe(0);
    expect((await reset(form.email, code, 'correct horse battery staple')).code).toBe(200);
  });
});

describe.each(dialects())('reset codes under APP_SECRET on %s', (dialect) => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';
  const t = useTestApp(dialect, { APP_SECRET: secret });

  it('stores an HMAC under the secret, not SHA-256 of the code, which another secret does not verify', async () => {
    const form = newBuyer();
    const userId = (await postForm(t.app, '/api/customer/register/account', form)).json().data.user.id as number;
    await postForm(t.app, '/api/customer/password/send_code', { email: form.email });
    const code = mailedCode(t.dataDir, form.email);
    const row = await t.app.db.selectFrom('password_reset').select('code_hash').where('user_id', '=', userId).executeTakeFirstOrThrow();

    expect(t.app.config.appSecret).toBe(secret);
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).toBe(hashResetCode(secret, userId, code));
    expect(row.code_hash).not.toBe(hashResetCode(`${secret}-other`, userId, code));

    // The same database served with another secret: the right code does not verify.
    const resetWith = (app: typeof t.app) =>
      postForm(app, '/api/customer/password/reset', { email: form.email, code, password: 'new-password-1', confirm_password: 'new-password-1' });
    const other = await buildApp(
      loadConfig({
        DATA_DIR: t.dataDir,
        DATABASE_URL: t.app.config.DATABASE_URL ?? '',
        APP_SECRET: `${secret}-other`,
        LOG_LEVEL: 'silent',
        WEB_DIST: t.app.config.webDist,
      }),
    );
    try {
      expect((await resetWith(other)).json()).toMatchObject({ code: ErrorCode.captchaFailed, field: 'code' });
    } finally {
      await other.close();
    }
    expect((await resetWith(t.app)).json().code).toBe(200);
  });
});
