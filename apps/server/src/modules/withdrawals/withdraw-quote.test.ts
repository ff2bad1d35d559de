import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { TEST_PIN } from '../wallet/test-pin';
import { payee, walletOf } from './test-withdrawals';

describe.each(dialects())('withdrawals in the user’s currency on %s', (dialect) => {
  const t = useTestApp(dialect);
  beforeAll(async () => {
    await t.app.db.updateTable('currency').set({ rate_micros: 151_200_000, decimals: 0, enabled: 1 }).where('code', '=', 'JPY').execute();
  });
  const quote = async (headers: Record<string, string>, query: string) =>
    (await t.app.inject({ url: `/api/customer/info/withdraw_quote?${query}`, headers })).json();

  it('quotes fee, minimum and what arrives before submitting, and takes the amount in yen as the quote said', async () => {
    const user = await payee(t.app, 50_000);
    // ¥30,000 at 151.2 yen a dollar is $198.4126…: $198.41 taken, never a cent more than typed.
    const quoted = await quote(user.headers, 'amount=30000&currency=jpy');
    expect(quoted).toMatchObject({
      code: 200,
      data: { currency: 'JPY', rate: 151.2, amount: 19_841, fee: 198, receive: 19_643, min: 1000, fee_bps: 100, allowed: true },
    });
    expect((await quote(user.headers, 'amount=100000&currency=JPY')).data).toMatchObject({ amount: 66_137, allowed: false });
    expect((await quote(user.headers, 'amount=12345')).data).toMatchObject({ currency: 'USD', amount: 12_345, fee: 123, receive: 12_222 });
    expect(await quote(user.headers, 'amount=100&currency=XYZ')).toMatchObject({ code: ErrorCode.invalidCurrency, field: 'currency' });

    const body = (
      await postForm(t.app, '/api/customer/info/withdraw', { amount: 30_000, currency: 'JPY', method: 'bank', pin: TEST_PIN }, user.headers)
    ).json();
    expect(body).toMatchObject({ code: 200, data: { amount: 19_841, fee: 198 } });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 50_000 - 19_841, frozen: 19_841 });
    // Below the minimum in yen: refused naming the amount, with the minimum in cents.
    const low = (await postForm(t.app, '/api/customer/info/withdraw', { amount: 1000, currency: 'JPY', method: 'bank', pin: TEST_PIN }, user.headers)).json();
    expect(low).toMatchObject({ code: ErrorCode.invalidParameter, field: 'amount', reason: 'withdrawMin', params: { min: 1000 } });
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});
