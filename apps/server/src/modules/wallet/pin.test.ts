import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { buyers } from '../checkout/test-checkout';
import { checkWalletPin } from './pin';

describe.each(dialects())('the wallet PIN on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function buyerWithPin(pin = '123456') {
    const [buyer] = await buyers(t.app, 1);
    await t.app.db
      .updateTable('user')
      .set({ password_hash: await hashPassword('Pin#Test2026') })
      .where('id', '=', buyer!.id)
      .execute();
    const set = await postForm(t.app, '/api/customer/info/set_wallet_pin', { pin, password: 'Pin#Test2026' }, buyer!.headers);
    expect(set.json()).toMatchObject({ code: 200, data: { set: true, locked_until: null } });
    return buyer!;
  }

  it('is set with the account password, kept as a hash, and asked for: none set, none sent, wrong, right', async () => {
    const [none] = await buyers(t.app, 1);
    await t.app.db.deleteFrom('wallet_pin').where('user_id', '=', none!.id).execute();
    expect(await checkWalletPin(t.app.db, none!.id, '123456')).toMatchObject({
      ok: false,
      code: ErrorCode.invalidParameter,
      problem: { reason: 'pinRequired' },
    });
    const wrongPassword = await postForm(t.app, '/api/customer/info/set_wallet_pin', { pin: '123456', password: 'nope' }, none!.headers);
    expect(wrongPassword.json()).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'password' });
    expect((await postForm(t.app, '/api/customer/info/set_wallet_pin', { pin: '12345a', password: 'x' }, none!.headers)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'pin',
    });

    const buyer = await buyerWithPin();
    const row = await t.app.db.selectFrom('wallet_pin').select('pin_hash').where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toContain('123456');
    expect(await checkWalletPin(t.app.db, buyer.id, undefined)).toMatchObject({ ok: false, code: ErrorCode.missingParameter, problem: { field: 'pin' } });
    expect(await checkWalletPin(t.app.db, buyer.id, '000000')).toMatchObject({ ok: false, problem: { reason: 'wrongPin', params: { left: 4 } } });
    expect(await checkWalletPin(t.app.db, buyer.id, '123456')).toEqual({ ok: true, value: true });
    // A right PIN starts the count again.
    expect(await checkWalletPin(t.app.db, buyer.id, '000000')).toMatchObject({ problem: { reason: 'wrongPin', params: { left: 4 } } });
    // The owner's own tries at once (a double click, two tabs) all pass.
    expect((await Promise.all(Array.from({ length: 8 }, () => checkWalletPin(t.app.db, buyer.id, '123456')))).every((a) => a.ok)).toBe(true);
  });

  it('ten wrong tries at once get five guesses between them and lock it for 15 minutes; the right PIN waits for the lock', async () => {
    const buyer = await buyerWithPin();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkWalletPin(t.app.db, buyer.id, `00000${i}`)));
    const reasons = answers.map((a) => (a.ok ? 'ok' : a.problem?.reason));
    // Guesses 1–4 say how many are left (each count once: no two took the same guess); the fifth and the rest say locked.
    const left = answers.flatMap((a) => (!a.ok && a.problem?.reason === 'wrongPin' ? [a.problem.params?.left] : [])).sort();
    expect(left).toEqual([1, 2, 3, 4]);
    expect(reasons.filter((r) => r === 'pinLocked')).toHaveLength(6);
    const row = await t.app.db.selectFrom('wallet_pin').select(['failures', 'locked_until']).where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(Number(row.failures)).toBe(5);
    expect(Date.parse(row.locked_until!) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await checkWalletPin(t.app.db, buyer.id, '123456')).toMatchObject({ ok: false, problem: { reason: 'pinLocked', params: { minutes: 15 } } });
    const status = await t.app.inject({ url: '/api/customer/info/wallet_pin', headers: buyer.headers });
    expect(status.json().data).toEqual({ set: true, locked_until: row.locked_until });

    // Once the lock has passed, the right PIN works and the count starts again.
    await t.app.db
      .updateTable('wallet_pin')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', buyer.id)
      .execute();
    expect(await checkWalletPin(t.app.db, buyer.id, '123456')).toEqual({ ok: true, value: true });
    expect(await checkWalletPin(t.app.db, buyer.id, '999999')).toMatchObject({ problem: { reason: 'wrongPin', params: { left: 4 } } });
  });
});
