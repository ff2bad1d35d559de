/**
 * Mail (issue 23): a buyer reading Japanese switches the site to yen, places an order, and the
 * receipt that went out over SMTP (the test's own server, e2e/serve-with-smtp.mjs, writes each
 * message to the outbox) is in Japanese with the amounts in whole yen as the site shows them; its
 * order link opens that order. The rendered mail is saved as a screenshot to /tmp/mail-shots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { priceIn } from './helpers/currency';
import { openMenu } from './helpers/header-menu';
import { newProduct, newSeller } from './helpers/selling';

const PASSWORD = 'MailTest#2026';
const OUTBOX = path.join(import.meta.dirname, '..', 'test-results', `e2e-data-${process.env.E2E_PORT ?? 18080}`, 'outbox');

/** The mail of `kind` (header `X-Agora-Mail`) the SMTP server took for `email`, waiting for it. */
async function mailTo(email: string, kind: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect(async () => {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith(`-${email}.eml`)) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      if (mail.headers.get('x-agora-mail') === kind) found = mail;
    }
    expect(found, `a ${kind} mail to ${email}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

test('an order’s receipt mail read from the test’s SMTP server in Japanese', async ({ page, request }, info) => {
  const seller = await newSeller(request, { tag: `mail-${info.project.name}`, password: PASSWORD });
  const name = `Mail Lamp ${seller.shopName}`;
  const product = await newProduct(request, seller.token, { name, price: 3450, stock: 10 });
  const email = uniqueEmail(`mail-${info.project.name}`);
  const buyer = await registerBuyer(request, { name: 'Aoi Sato', email, password: PASSWORD, verified: false });
  await call(request, '/customer/info/update_user', buyer.token, { lang: 'jp' });
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: buyer.id, amount: 20_000, remark: 'e2e mail' });
  await giveWalletPin(request, buyer.token, PASSWORD);
  const address = await addAddress(request, buyer.token, { first_name: 'Aoi Sato', email });

  // Switching the site to yen tells the server, so the mail shows yen too.
  await seedSession(page, buyer.token, 'jp');
  await page.goto('/');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/customer/info/update_user') && r.request().postData()?.includes('currency=JPY') === true);
  await openMenu(page, 'currency-switcher', 'JPY (¥)');
  await saved;

  const placed = await call<{ orders: { id: number; order_sn: string; actual_pay: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    address_id: address.id,
    product_id: product.productId,
    variant_id: product.variantId,
    quantity: 2,
    payment_method: 'wallet',
    pin: WALLET_PIN,
    agree: 1,
    idempotency_key: `e2e-mail-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const order = placed.orders[0]!;

  const receipt = await mailTo(email, 'receipt');
  expect(receipt.subject).toBe(`ご注文 ${order.order_sn} の領収書`);
  const yen = await priceIn(request, 'JPY', 'ja');
  const html = receipt.html as string;
  expect(receipt.text).toContain('ご注文ありがとうございます');
  for (const part of [html, receipt.text as string]) {
    expect(part).toContain(name);
    expect(part).toContain(yen(3450 * 2));
    expect(part).toContain(yen(order.actual_pay));
  }

  // The mail as a mail reader shows it: Japanese, the total in yen, a button to the order.
  await page.setContent(html);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText(yen(order.actual_pay), { exact: true }).last()).toBeVisible();
  const link = page.getByRole('link', { name: '注文を見る' });
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(new RegExp(`/#/pages/history/detail\\?id=${order.id}$`));
  fs.mkdirSync('/tmp/mail-shots', { recursive: true });
  await page.screenshot({ path: `/tmp/mail-shots/receipt-jp-${page.viewportSize()?.width}.png`, fullPage: true });

  // The link's page is that order, with the same total in yen.
  await page.goto(`/${new URL(href).hash}`);
  await expect(page.getByText(order.order_sn).first()).toBeVisible();
  await expect(page.getByText(yen(order.actual_pay)).first()).toBeVisible();
});
