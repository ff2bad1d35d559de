/**
 * Mail as it leaves the app: a real SMTP server (smtp-server) started here receives what the app
 * sends through SMTP_URL, parsed with mailparser; the news is made through the API, as buyers and
 * sellers make it.
 */
import { ErrorCode } from '@agora/contract/errors';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../db/database';
import { createTestApp, dialects, newBuyer, postForm, type TestApp } from '../../test/test-app';
import { type Buyer, buyers, buyNowOf, linesFromTwoShops, placeFor, type TestLine } from '../checkout/test-checkout';
import { logIn } from '../notices/test-notices';
import { remindUnpaidCardOrders } from '../orders/sweeps';
import { convertCents } from './mail-money';
import { mailLinksOf } from './start-mail';

const CARD = { card_exp: '12/40', card_cvc: '123', card_name: 'Aoi Buyer' };

interface Received {
  to: string;
  kind: string;
  mail: ParsedMail;
}

/** An SMTP server on a free port that keeps every message it is given. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, kind: String(mail.headers.get('x-agora-mail') ?? ''), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  /** The first mail of `kind` to `to` (waiting for it); `after` skips that many earlier ones. */
  const mailTo = async (to: string, kind: string, after = 0): Promise<ParsedMail> => {
    for (let waited = 0; waited < 10_000; waited += 25) {
      const found = received.filter((m) => m.to === to && m.kind === kind)[after];
      if (found) return found.mail;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${kind} mail to ${to}; got ${received.map((m) => `${m.kind}→${m.to}`).join(', ')}`);
  };
  const kindsTo = (to: string) => received.filter((m) => m.to === to).map((m) => m.kind);
  return { url: `smtp://127.0.0.1:${port}`, mailTo, kindsTo, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(dialects())('mail on %s', (dialect: DialectName) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp & { close(): Promise<void> };
  let line: TestLine;
  let seller: { 'access-token': string };
  let sellerEmail: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    [line] = await linesFromTwoShops(t.app, 1000);
    const owner = await t.app.db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select('user.email')
      .where('shop.id', '=', line.shopId)
      .executeTakeFirstOrThrow();
    sellerEmail = owner.email;
    seller = await logIn(t.app, sellerEmail, 'Seller#2026');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A buyer with money in the wallet who reads Japanese and shows prices in yen. */
  async function japaneseBuyer(): Promise<Buyer & { email: string }> {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const saved = (await postForm(t.app, '/api/customer/info/update_user', { lang: 'jp', currency: 'jpy' }, buyer!.headers)).json();
    expect(saved.data).toMatchObject({ lang: 'jp', currency: 'JPY' });
    return { ...buyer!, email: saved.data.email };
  }
  const yen = async (cents: number) => {
    const jpy = await t.app.db.selectFrom('currency').select(['rate_micros', 'decimals']).where('code', '=', 'JPY').executeTakeFirstOrThrow();
    return `¥${new Intl.NumberFormat('ja').format(convertCents(cents, { code: 'JPY', symbol: '¥', rate_micros: Number(jpy.rate_micros), decimals: jpy.decimals }))}`;
  };

  it('sends the receipt in Japanese with yen amounts and links, tells the seller, and mails the shipping with its tracking link', async () => {
    const buyer = await japaneseBuyer();
    const placed = await placeFor(t.app, buyer, 'wallet', buyNowOf(line, 3));
    const order = placed.data.orders[0];
    const { mall } = mailLinksOf(t.app.config);

    const receipt = await smtp.mailTo(buyer.email, 'receipt');
    expect(receipt.subject).toBe(`ご注文 ${order.order_sn} の領収書`);
    const html = receipt.html as string;
    expect(html).toMatch(/<html [^>]*lang="ja"/);
    expect(html).toContain('ご注文ありがとうございます');
    // Each amount in yen, whole: the line (3 × price), the total.
    const row = await t.app.db.selectFrom('orders').select(['actual_pay', 'subtotal']).where('id', '=', order.id).executeTakeFirstOrThrow();
    for (const text of [html, receipt.text as string]) {
      expect(text).toContain(await yen(Number(row.subtotal)));
      expect(text).toContain(await yen(Number(row.actual_pay)));
      expect(text).not.toMatch(/¥[\d,]+\.\d/);
      expect(text).not.toMatch(/\$\d/);
    }
    expect(html).toContain(`href="${mall}/#/pages/history/detail?id=${order.id}"`);
    expect(html).toContain(`href="${mall}/#/pages/order/invoice?id=${order.id}"`);
    expect(receipt.text).toContain(`${mall}/#/pages/history/detail?id=${order.id}`);
    // A receipt always goes, so it offers no way to turn it off.
    expect(html).not.toContain('受け取るメールを選ぶ');

    // The shop's owner hears of it in their own language (English).
    const newOrder = await smtp.mailTo(sellerEmail, 'shopOrder');
    expect(newOrder.subject).toBe(`New order ${order.order_sn}`);

    await postForm(t.app, '/api/seller/order/ship', { id: order.id, log_sn: 'JP-778899', arrival_method: 'Yamato' }, seller);
    const shipped = await smtp.mailTo(buyer.email, 'shipping');
    expect(shipped.subject).toBe(`注文 ${order.order_sn} が発送されました`);
    expect(shipped.text).toContain('Yamato');
    expect(shipped.text).toContain('JP-778899');
    expect(shipped.html).toContain(`${mall}/#/pages/order/track?order_sn=${order.order_sn}`);
    expect(shipped.html).toContain('受け取るメールを選ぶ');
  });

  it('keeps to the kinds a buyer turned off, never the receipt', async () => {
    const buyer = await japaneseBuyer();
    const save = (kinds: Record<string, boolean>) =>
      t.app.inject({ method: 'POST', url: '/api/customer/info/mail_settings', payload: { kinds }, headers: buyer.headers }).then((r) => r.json());
    expect((await save({ receipt: false })).code).toBe(ErrorCode.accountDataWrong);
    const saved = await save({ shipping: false });
    expect(saved.data.kinds).toMatchObject({ shipping: false, payment: true, refund: true });
    expect((await t.app.inject({ url: '/api/customer/info/mail_settings', headers: buyer.headers })).json().data.kinds.shipping).toBe(false);

    const first = (await placeFor(t.app, buyer, 'wallet', buyNowOf(line))).data.orders[0];
    await smtp.mailTo(buyer.email, 'receipt');
    await postForm(t.app, '/api/seller/order/ship', { id: first.id, log_sn: 'JP-1', arrival_method: 'Sagawa' }, seller);
    // A later receipt arriving shows the shipping news was passed over, not late.
    await placeFor(t.app, buyer, 'wallet', buyNowOf(line));
    await smtp.mailTo(buyer.email, 'receipt', 1);
    expect(smtp.kindsTo(buyer.email)).toEqual(['receipt', 'receipt']);
  });

  it('welcomes in the registrant’s language; a declined card and an unpaid order near its time are mailed, the reminder once', async () => {
    const form = newBuyer();
    await postForm(t.app, '/api/customer/register/account', form, { lang: 'es' });
    const welcome = await smtp.mailTo(form.email, 'welcome');
    expect(welcome.subject).toBe('Te damos la bienvenida a Agora');
    expect(welcome.text).toContain(`Hola, ${form.firstname}:`);

    const buyer = await japaneseBuyer();
    const placed = await placeFor(t.app, buyer, 'card', { ...buyNowOf(line), card_number: '4000000000000002', ...CARD });
    const order = placed.data.orders[0];
    const declined = await smtp.mailTo(buyer.email, 'payment');
    expect(declined.subject).toBe(`ご注文 ${order.order_sn} のお支払いが完了しませんでした`);
    const row = await t.app.db.selectFrom('orders').select(['actual_pay', 'created_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(declined.text).toContain(await yen(Number(row.actual_pay)));

    const halfWay = new Date(Date.parse(row.created_at) + 16 * 60_000);
    expect(await remindUnpaidCardOrders(t.app.db, halfWay)).toBeGreaterThanOrEqual(1);
    expect(await remindUnpaidCardOrders(t.app.db, halfWay)).toBe(0);
    const reminder = await smtp.mailTo(buyer.email, 'unpaid');
    expect(reminder.subject).toBe(`ご注文 ${order.order_sn} はまもなくキャンセルされます`);
    expect(smtp.kindsTo(buyer.email).filter((kind) => kind === 'unpaid')).toHaveLength(1);
  });
});
