import { ErrorCode } from '@agora/contract/errors';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { latestMail as readLatestMail } from './outbox-mail';
import { hashToken } from './tokens';

describe.each(dialects())('accounts on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function registered(overrides: Record<string, string | number> = {}) {
    const form = newBuyer(overrides);
    const res = await postForm(t.app, '/api/customer/register/account', form);
    return { form, body: res.json() };
  }

  describe('register', () => {
    it('creates a buyer, logs it in and answers the login shape', async () => {
      const { form, body } = await registered();
      expect(body.code).toBe(200);
      expect(body.data['access-token']).toMatch(/^[\w-]{40,}$/);
      expect(body.data.user).toMatchObject({ firstname: form.firstname, email: form.email, phone: form.phone, roles: ['buyer'] });
      expect(body.data.user.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
      expect(body.data.card).toEqual({ count: 0 });
      expect(body.data.message_unread_count).toBe(0);
      expect(body.data.seller_url).toBe('http://seller.localhost');
      const row = await t.app.db.selectFrom('user').select('password_hash').where('email', '=', form.email).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(form.password);
    });

    it('accepts a JSON body as well as a form', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/register/account', payload: newBuyer() });
      expect(res.json().code).toBe(200);
    });

    it('refuses an email already registered with 1100000, case-insensitively', async () => {
      const { form } = await registered();
      const again = await postForm(t.app, '/api/customer/register/account', newBuyer({ email: form.email.toUpperCase() }));
      expect(again.json()).toMatchObject({ code: ErrorCode.emailExists, field: 'email', data: null });
    });

    it('says the passwords are inconsistent with 1100001, in the user language', async () => {
      const res = await postForm(t.app, '/api/customer/register/account', newBuyer({ confirm_password: 'something-else' }), { lang: 'es' });
      const body = res.json();
      expect(body.code).toBe(ErrorCode.registerDataWrong);
      expect(body.field).toBe('confirm_password');
      expect(body.message).toContain('confirm_password');
      expect(body.message).toMatch(/contraseñas no coinciden/i);
    });

    it.each([
      ['password', 'short', /8/],
      ['email', 'not-an-email', /email/i],
      ['phone', 'abc', /phone/],
    ])('refuses a bad %s with 1100001 naming the field', async (field, value, pattern) => {
      const res = await postForm(t.app, '/api/customer/register/account', newBuyer({ [field]: value }));
      const body = res.json();
      expect(body.code).toBe(ErrorCode.registerDataWrong);
      expect(body.field).toBe(field);
      expect(body.message).toMatch(pattern);
    });

    it.each(['password123', 'QWERTYUIOP'])('refuses the common password %s with 1100001 saying why, in the user language', async (password) => {
      const body = (await postForm(t.app, '/api/customer/register/account', newBuyer({ password, confirm_password: password }))).json();
      expect(body).toMatchObject({ code: ErrorCode.registerDataWrong, field: 'password' });
      expect(body.message).toContain(MESSAGES.en.reasons.commonPassword);
      const jp = (await postForm(t.app, '/api/customer/register/account', newBuyer({ password, confirm_password: password }), { lang: 'jp' })).json();
      expect(jp.message).toContain(MESSAGES.jp.reasons.commonPassword);
    });

    it('takes an uncommon password', async () => {
      const password = 'correct horse battery staple';
      expect((await registered({ password, confirm_password: password })).body.code).toBe(200);
    });

    it.each([
      ['a control character', 'Ann\u0007a', 'nameControl'],
      ['a line break', 'Ann\na', 'nameControl'],
      ['a C1 control', 'Ann\u0085a', 'nameControl'],
      ['a right-to-left override', 'Ana\u202Ezyx', 'nameBidi'],
      ['a left-to-right embedding', '\u202AAna', 'nameBidi'],
      ['an isolate', 'Ana \u2066x\u2069', 'nameBidi'],
      ['a right-to-left mark', 'Ana\u200F', 'nameBidi'],
      ['an Arabic letter mark', 'Ana\u061C', 'nameBidi'],
      ['only spaces', '   ', 'nameInvisible'],
      ['only a zero-width space', '\u200B', 'nameInvisible'],
      ['only joiners', '\u200D\u200C', 'nameInvisible'],
      ['only a combining mark', '\u0301\u0308', 'nameInvisible'],
      ['only the Hangul filler', '\u3164', 'nameInvisible'],
      ['only Hangul jamo fillers', '\u115F\u1160', 'nameInvisible'],
      ['only the halfwidth filler', '\uFFA0', 'nameInvisible'],
      ['only the Braille blank', '\u2800\u2800', 'nameInvisible'],
      ['spaces and format characters', ' \u200B \u2060 \uFEFF', 'nameInvisible'],
    ] as const)('refuses a firstname with %s, saying why', async (_, firstname, reason) => {
      const body = (await postForm(t.app, '/api/customer/register/account', newBuyer({ firstname }))).json();
      expect(body).toMatchObject({ code: ErrorCode.registerDataWrong, field: 'firstname' });
      expect(body.message).toContain(MESSAGES.en.reasons[reason]);
    });

    it.each([
      ['an emoji sequence joined by ZWJ', '\u{1F469}\u200D\u{1F4BB} Dev'],
      ['a Devanagari conjunct with ZWJ', '\u0915\u094D\u200D\u0937\u093F\u0924\u093F'],
      ['accents', 'José Ñúñez'],
      ['Chinese', '李雷'],
      ['Arabic', 'محمد'],
    ])('takes a firstname with %s', async (_, firstname) => {
      const { body } = await registered({ firstname });
      expect(body.code).toBe(200);
      expect(body.data.user.firstname).toBe(firstname);
    });

    it('requires agree=1', async () => {
      const body = (await postForm(t.app, '/api/customer/register/account', newBuyer({ agree: 0 }))).json();
      expect(body).toMatchObject({ code: ErrorCode.registerDataWrong, field: 'agree' });
    });

    it('lets exactly one of two simultaneous registrations of one email through', async () => {
      const form = newBuyer();
      const results = await Promise.all([0, 1].map(() => postForm(t.app, '/api/customer/register/account', form).then((r) => r.json().code)));
      expect(results.filter((code) => code === 200)).toHaveLength(1);
      expect([ErrorCode.emailExists, ErrorCode.emailExistsRegisterFailed]).toContain(results.find((code) => code !== 200));
      const rows = await t.app.db.selectFrom('user').select('id').where('email', '=', form.email).execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 1000009 naming a missing field', async () => {
      const { email: _omit, ...form } = newBuyer();
      const body = (await postForm(t.app, '/api/customer/register/account', form)).json();
      expect(body.code).toBe(ErrorCode.missingParameter);
      expect(body.field).toBe('email');
      expect(body.message).toMatch(/email/);
    });

    it('links an invitation code to the inviter and refuses an unknown one', async () => {
      const inviter = await registered();
      const invited = await registered({ invitation_code: inviter.body.data.user.invitation_code.toLowerCase() });
      expect(invited.body.code).toBe(200);
      const row = await t.app.db.selectFrom('user').select('invited_by').where('email', '=', invited.form.email).executeTakeFirstOrThrow();
      expect(row.invited_by).toBe(inviter.body.data.user.id);

      const bad = (await postForm(t.app, '/api/customer/register/account', newBuyer({ invitation_code: 'NOPE0000' }))).json();
      expect(bad).toMatchObject({ code: ErrorCode.registerDataWrong, field: 'invitation_code' });
    });
  });

  describe('login and tokens', () => {
    it('logs in with the right password and refuses a wrong one with 1100002', async () => {
      const { form } = await registered();
      const good = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password })).json();
      expect(good.code).toBe(200);
      expect(good.data.user.email).toBe(form.email);

      const wrong = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: 'wrong-password' })).json();
      expect(wrong.code).toBe(ErrorCode.wrongCredentials);
      const unknown = (await postForm(t.app, '/api/customer/login/account', { email: 'nobody@example.test', password: 'whatever1' })).json();
      expect(unknown.code).toBe(ErrorCode.wrongCredentials);
    });

    it('never builds seller_url from a Host that is not allowed', async () => {
      const { form, body } = await registered();
      const headers = { host: 'evil.example' };
      const login = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password }, headers)).json();
      expect(login.data.seller_url).toBe('http://seller.localhost:8080');
      const info = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { ...headers, 'access-token': body.data['access-token'] } })).json();
      expect(info.data.seller_url).toBe('http://seller.localhost:8080');
      const registeredThere = (await postForm(t.app, '/api/customer/register/account', newBuyer(), headers)).json();
      expect(registeredThere.data.seller_url).not.toContain('evil');
    });

    it('keeps a remember-me token for 30 days and a plain one for a day', async () => {
      const { form } = await registered();
      const plain = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password })).json();
      const remembered = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password, remember: 1 })).json();
      const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
      expect(days(plain.data.expires_at)).toBeGreaterThan(0.9);
      expect(days(plain.data.expires_at)).toBeLessThan(1.1);
      expect(days(remembered.data.expires_at)).toBeGreaterThan(29);
    });

    it('answers 1100003 without a token, 1000004 for a made-up one and 1100003 once expired', async () => {
      const none = (await t.app.inject('/api/customer/info/get_userinfo')).json();
      expect(none.code).toBe(ErrorCode.tokenExpired);
      const madeUp = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { 'access-token': 'tampered-token' } })).json();
      expect(madeUp.code).toBe(ErrorCode.invalidToken);

      const { body } = await registered();
      const token = body.data['access-token'];
      await t.app.db
        .updateTable('access_token')
        .set({ expires_at: isoIn(-1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const expired = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { 'access-token': token } })).json();
      expect(expired.code).toBe(ErrorCode.tokenExpired);
    });

    it('answers 2000017 when the account behind a token was disabled', async () => {
      const { form, body } = await registered();
      await t.app.db.updateTable('user').set({ status: 'disabled' }).where('email', '=', form.email).execute();
      const res = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { 'access-token': body.data['access-token'] } })).json();
      expect(res.code).toBe(ErrorCode.accountUnavailable);
    });

    it('refuses to log in a disabled account with 2000017', async () => {
      const { form } = await registered();
      await t.app.db.updateTable('user').set({ status: 'disabled' }).where('email', '=', form.email).execute();
      const res = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password })).json();
      expect(res.code).toBe(ErrorCode.accountUnavailable);
    });

    it('logout makes the token stop working', async () => {
      const { body } = await registered();
      const headers = { 'access-token': body.data['access-token'] };
      expect((await t.app.inject({ url: '/api/customer/info/get_userinfo', headers })).json().code).toBe(200);
      expect((await t.app.inject({ url: '/api/customer/user/logout', headers })).json().code).toBe(200);
      expect((await t.app.inject({ url: '/api/customer/info/get_userinfo', headers })).json().code).toBe(ErrorCode.invalidToken);
    });
  });

  describe('forgot password', () => {
    const latestMail = (to: string) => readLatestMail(t.dataDir, to);

    it('mails a 6-digit code, limits resends to one per 60 s, and resets the password with it', async () => {
      const { form, body } = await registered();
      const sent = (await postForm(t.app, '/api/customer/password/send_code', { email: form.email }, { lang: 'jp' })).json();
      expect(sent).toMatchObject({ code: 200, data: { resend_after: 60 } });
      const mail = latestMail(form.email);
      expect(mail.headers).toMatch(/^Subject: /m);
      expect(mail.headers).toContain(`To: ${form.email}`);
      const code = /(\d{6})/.exec(mail.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // The mail is written in the language of the request that asked for it.
      expect(mail.text.trim()).toBe(formatMessage(MESSAGES.jp.mail.resetText, { name: form.firstname, code: code as string, minutes: 15 }));

      const again = (await postForm(t.app, '/api/customer/password/send_code', { email: form.email })).json();
      expect(again.code).toBe(ErrorCode.tooManyRequests);
      expect(again.message).toMatch(/\d+/);

      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = (
        await postForm(t.app, '/api/customer/password/reset', {
          email: form.email,
          code: wrongCode,
          password: 'new-password-1',
          confirm_password: 'new-password-1',
        })
      ).json();
      expect(wrong.code).toBe(ErrorCode.captchaFailed);

      const reset = (
        await postForm(t.app, '/api/customer/password/reset', {
          email: form.email,
          code: code as string,
          password: 'new-password-1',
          confirm_password: 'new-password-1',
        })
      ).json();
      expect(reset.code).toBe(200);
      const oldLogin = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password })).json();
      expect(oldLogin.code).toBe(ErrorCode.wrongCredentials);
      const newLogin = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: 'new-password-1' })).json();
      expect(newLogin.code).toBe(200);
      // The reset ends the sessions that were open before it.
      const oldSession = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { 'access-token': body.data['access-token'] } })).json();
      expect(oldSession.code).toBe(ErrorCode.invalidToken);
      // A used code cannot be used twice.
      const reuse = (
        await postForm(t.app, '/api/customer/password/reset', {
          email: form.email,
          code: code as string,
          password: 'other-pass-2',
          confirm_password: 'other-pass-2',
        })
      ).json();
      expect(reuse.code).toBe(ErrorCode.captchaFailed);
    });

    it('refuses a new password that does not match its confirmation with 1100004', async () => {
      const { form } = await registered();
      const res = (
        await postForm(t.app, '/api/customer/password/reset', {
          email: form.email,
          code: '123456',
          password: 'new-password-1',
          confirm_password: 'new-password-2',
        })
      ).json();
      expect(res).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'confirm_password' });
    });

    it('answers 1100008 for an email with no account', async () => {
      const res = (await postForm(t.app, '/api/customer/password/send_code', { email: 'ghost@example.test' })).json();
      expect(res.code).toBe(ErrorCode.emailNotFound);
    });
  });
});

describe('mail failure', () => {
  const t = useTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:1' });
  it('answers 1100005 when the mail server cannot be reached', async () => {
    const form = newBuyer();
    await postForm(t.app, '/api/customer/register/account', form);
    const res = (await postForm(t.app, '/api/customer/password/send_code', { email: form.email })).json();
    expect(res.code).toBe(ErrorCode.mailFailed);
  });
});

describe('rate limit', () => {
  const t = useTestApp('sqlite', { AUTH_RATE_LIMIT: '3' });
  it('limits login attempts per IP and says when to retry', async () => {
    const attempt = () => postForm(t.app, '/api/customer/login/account', { email: 'x@example.test', password: 'whatever1' });
    for (let i = 0; i < 3; i++) expect((await attempt()).json().code).toBe(ErrorCode.wrongCredentials);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ErrorCode.tooManyRequests);
    expect(limited.json().message).toMatch(/\d+/);
  });
});
