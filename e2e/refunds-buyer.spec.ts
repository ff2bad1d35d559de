/**
 * The buyer's refunds against the real server, at 1280 and 375 px. Each test makes its own shop
 * with its own product and its own buyer, who buys two from the wallet; the order is shipped,
 * delivered and received, so it is completed:
 * - from the product page's "refund" link the buyer lands on the order with the form open for the
 *   line, asks for money only for one with a picture; the line then shows the open request, and
 *   the requests sent show it awaiting the seller; the seller approves through the API; after a
 *   reload it is refunded, the wallet shows the balance raised by its amount, and the notices
 *   have the refund's;
 * - a return: the seller accepts it through the API; the buyer sends the item back in the page
 *   with a tracking number and tomorrow's date; the seller confirms receipt; the page shows it
 *   refunded, with its steps;
 * - the quantity cannot go above what was bought, and a second request for a line with an open one
 *   is not offered (the line leads to the open request) and is refused by the server (2000010).
 * Screenshots go to REFUND_SHOTS=<dir> when set (refund_sent and the form, in English and Thai).
 */
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, addAddress, call, type Envelope, giveWalletPin, logIn, registerBuyer, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { priceIn } from './helpers/currency';
import { newProduct, newSeller } from './helpers/selling';
import { png } from './helpers/shop-apply';
import { dayIn, texts } from './texts';

const en = texts('en');
const th = texts('th');
const PASSWORD = 'e2e-refunds-pass-1';
const SHOTS = process.env.REFUND_SHOTS;
const PRICE = 2500;

interface Refund {
  id: number;
  state: string;
  amount: number;
  type: string;
  order_item_id: number;
}

/** A shop with a product, and a buyer whose completed order (paid from the wallet) holds two of it. */
async function completedOrder(request: APIRequestContext, tag: string) {
  const seller = await newSeller(request, { tag, password: PASSWORD });
  const name = `Refund Mug ${seller.shopName}`;
  const product = await newProduct(request, seller.token, { name, price: PRICE });
  const email = uniqueEmail(`${tag}-buyer`);
  const buyer = await registerBuyer(request, { name: 'Refund Buyer', email, password: PASSWORD });
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: buyer.id, amount: 50_000, remark: 'e2e refunds' });
  await giveWalletPin(request, buyer.token, PASSWORD);
  const address = await addAddress(request, buyer.token, { first_name: 'Refund Buyer', email });
  const placed = await call<{ orders: { id: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    address_id: address.id,
    product_id: product.productId,
    variant_id: product.variantId,
    quantity: 2,
    payment_method: 'wallet',
    pin: WALLET_PIN,
    agree: 1,
    idempotency_key: `e2e-refunds-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const orderId = placed.orders[0]?.id ?? 0;
  await call(request, '/seller/order/ship', seller.token, { id: orderId, log_sn: `RF-${orderId}`, arrival_method: 'DHL' });
  await call(request, '/seller/order/delivery', seller.token, { id: orderId, delivery_status: 'delivered' });
  const order = await call<{ delivery_status: string; products: { id: number }[] }>(request, '/customer/order/confirm', buyer.token, { id: orderId });
  expect(order.delivery_status).toBe('completed');
  return { seller, buyer, name, productId: product.productId, orderId, lineId: order.products[0]?.id ?? 0 };
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await call<{ balance: number }>(request, '/customer/info/get_user_balance', token)).balance;
const refundsOf = async (request: APIRequestContext, token: string) => (await call<{ list: Refund[] }>(request, '/customer/refund/list', token)).list;

async function shoot(page: Page, name: string, info: TestInfo) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

/** The order's page, its one line, and that line's refund action. */
async function openOrder(page: Page, orderId: number) {
  await page.goto(`/#/pages/history/detail?id=${orderId}`);
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  return line;
}

test('a buyer asks for a refund of one item with a picture; the seller approves; the wallet and the notices show it', async ({ page, request }, info) => {
  const sale = await completedOrder(request, 'refund');
  const usd = await priceIn(request, 'USD');
  const before = await balanceOf(request, sale.buyer.token);
  await seedSession(page, sale.buyer.token, 'en');

  // The product page offers the refund for the bought item and opens the order with the form.
  await page.goto(`/#/pages/prouduct/detail?id=${sale.productId}`);
  await page.getByTestId('product-refund').click();
  const form = page.getByRole('dialog', { name: en('refunds.form.title') });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`detail\\?id=${sale.orderId}$`));
  await expect(form.getByTestId('refund-form-line')).toContainText(sale.name);
  await expect(form.getByRole('radio', { name: en('refunds.type.refund') })).toBeChecked();
  await expect(form.getByTestId('refund-quantity-input')).toHaveValue('1');
  await form.getByTestId('refund-reason-select').selectOption({ label: en('refunds.reasons.damaged') });
  await form.getByTestId('refund-description').fill('The handle arrived broken.');
  await form.getByTestId('review-photo-input').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: await png('#c0392b') });
  await expect(form.locator('[data-testid="review-photo"][data-uploaded]')).toHaveCount(1);
  await shoot(page, 'refund-form-en', info);
  await form.getByTestId('refund-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByText(en('refunds.form.done'))).toBeVisible();

  // The line now leads to its open request instead of offering another.
  const line = page.getByTestId('order-line');
  await expect(line.getByTestId('line-refund')).toHaveCount(0);
  await expect(line.getByTestId('line-refund-open')).toHaveText(en('refunds.line.open', { state: en('refunds.state.pending') }));

  const [refund] = await refundsOf(request, sale.buyer.token);
  expect(refund?.state).toBe('pending');
  expect(refund?.type).toBe('refund');
  await page.goto('/#/pages/mine/refund_sent');
  await expect(page.getByRole('heading', { level: 1, name: en('pages.refundSent') })).toBeVisible();
  const card = page.getByTestId('refund-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('refund-state')).toHaveText(en('refunds.state.pending'));
  await expect(card.getByTestId('refund-product')).toHaveText(sale.name);
  await expect(card.getByTestId('refund-type')).toHaveText(en('refunds.type.refund'));
  await expect(card.getByTestId('refund-reason')).toHaveText(en('refunds.reasons.damaged'));
  await expect(card.getByTestId('refund-amount')).toHaveText(usd(refund?.amount ?? -1));
  await expect(card.getByRole('img', { name: en('orders.reviewForm.photo', { n: 1 }) })).toBeVisible();
  await expect(card.getByTestId('refund-cancel')).toBeVisible();
  await page.getByTestId('refund-tab-in_progress').click();
  await expect(card).toHaveCount(1);
  await page.getByTestId('refund-tab-refunded').click();
  await expect(page.getByTestId('refunds-empty')).toContainText(en('refunds.empty.refunded'));
  await page.getByTestId('refund-tab-all').click();
  await shoot(page, 'refund-sent-en', info);

  // The seller approves: paid back to the wallet at once.
  const approved = await call<Refund>(request, '/seller/refund/review', sale.seller.token, { id: refund?.id ?? 0, approve: 1 });
  expect(approved.state).toBe('refunded');
  await page.reload();
  await expect(card.getByTestId('refund-state')).toHaveText(en('refunds.state.refunded'));
  await expect(card.getByTestId('refund-actions')).toHaveCount(0);
  await expect(card.locator('[data-step="refunded"][data-reached]')).toBeVisible();
  await page.getByTestId('refund-tab-refunded').click();
  await expect(card).toHaveCount(1);

  await page.goto('/#/pages/mine/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(usd(before + approved.amount));
  expect(await balanceOf(request, sale.buyer.token)).toBe(before + approved.amount);

  // The refund's notice, as the server wrote it.
  const notices = await call<{ list: { title: string; type: number; ref_id: number | null }[] }>(request, '/customer/user/notices', sale.buyer.token);
  const paid = notices.list.find((n) => n.type === 700 && n.ref_id === approved.id && n.title.includes(usd(approved.amount)));
  expect(paid, 'a refund notice naming the amount').toBeTruthy();
  await page.goto('/#/pages/notice/notice');
  await expect(page.getByTestId('notice').filter({ hasText: paid?.title ?? '?' })).toBeVisible();
});

test('a return: the seller accepts, the buyer sends the item back with a tracking number, the seller receives it', async ({ page, request }, info) => {
  const sale = await completedOrder(request, 'return');
  await seedSession(page, sale.buyer.token, 'th');
  const line = await openOrder(page, sale.orderId);
  await line.getByTestId('line-refund').click();
  const form = page.getByRole('dialog', { name: th('refunds.form.title') });
  await form.getByRole('radio', { name: th('refunds.type.return') }).check();
  await form.getByTestId('refund-reason-select').selectOption({ label: th('refunds.reasons.wrong_item') });
  await shoot(page, 'refund-form-th', info);
  await form.getByTestId('refund-submit').click();
  await expect(form).toBeHidden();
  const [refund] = await refundsOf(request, sale.buyer.token);
  expect(refund?.type).toBe('return');

  const accepted = await call<Refund>(request, '/seller/refund/review', sale.seller.token, { id: refund?.id ?? 0, approve: 1 });
  expect(accepted.state).toBe('awaiting_goods');
  await page.goto('/#/pages/mine/refund_sent');
  const card = page.getByTestId('refund-card');
  await expect(card.getByTestId('refund-state')).toHaveText(th('refunds.state.awaiting_goods'));
  await expect(card.getByTestId('refund-type')).toHaveText(th('refunds.type.return'));
  await shoot(page, 'refund-sent-th', info);

  await card.getByTestId('refund-schedule').click();
  const dialog = page.getByRole('dialog', { name: th('refunds.schedule.title') });
  // Nothing earlier than today can be picked; the tracking number is required.
  const date = dialog.getByTestId('refund-send-date');
  const today = await date.getAttribute('min');
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByTestId('refund-step-confirm').click();
  await expect(dialog.getByText(th('refunds.schedule.logSnShort'))).toBeVisible();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByTestId('refund-log-sn').fill('TH-RETURN-7788');
  await date.fill(tomorrow);
  await dialog.getByTestId('refund-step-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('refund-state')).toHaveText(th('refunds.state.goods_sent'));
  await expect(card.getByTestId('refund-log-sn')).toHaveText(th('refunds.card.trackingOn', { sn: 'TH-RETURN-7788', date: await dayIn(page, 'th', tomorrow) }));
  await expect(card.getByTestId('refund-actions')).toHaveCount(0);

  const received = await call<Refund>(request, '/seller/refund/received-goods', sale.seller.token, { id: refund?.id ?? 0 });
  expect(received.state).toBe('refunded');
  await page.reload();
  await expect(card.getByTestId('refund-state')).toHaveText(th('refunds.state.refunded'));
  for (const step of ['applied', 'approved', 'sent', 'received', 'refunded']) {
    await expect(card.locator(`[data-step="${step}"][data-reached]`)).toContainText(th(`refunds.step.${step}`));
  }
});

test('the quantity stops at what was bought, and a line with an open request offers that request instead of another', async ({ page, request }) => {
  const sale = await completedOrder(request, 'refusal');
  await seedSession(page, sale.buyer.token, 'en');
  const line = await openOrder(page, sale.orderId);
  await line.getByTestId('line-refund').click();
  const form = page.getByRole('dialog', { name: en('refunds.form.title') });
  await expect(form.getByText(en('refunds.form.quantityHint', { max: 2 }))).toBeVisible();
  const quantity = form.getByTestId('refund-quantity-input');
  await quantity.fill('5');
  await expect(quantity).toHaveValue('2');
  // The reason is required before anything is sent.
  await form.getByTestId('refund-submit').click();
  await expect(form.getByText(en('refunds.form.reasonMissing'))).toBeVisible();
  await form.getByTestId('refund-reason-select').selectOption({ label: en('refunds.reasons.not_as_described') });
  await form.getByTestId('refund-submit').click();
  await expect(form).toBeHidden();

  const open = line.getByTestId('line-refund-open');
  await expect(open).toBeVisible();
  await expect(line.getByTestId('line-refund')).toHaveCount(0);
  // The server refuses a second request for the line all the same.
  const again = await request.post('/api/customer/refund/apply', {
    headers: { 'access-token': sale.buyer.token },
    form: { order_item_id: sale.lineId, quantity: 1, type: 'refund', reason: 'other' },
  });
  expect(((await again.json()) as Envelope<unknown>).code).toBe(2000010);

  // The line leads to the open request, alone on the requests page; withdrawn, the line offers a refund again.
  await open.click();
  await expect(page).toHaveURL(/refund_sent\?id=\d+$/);
  const card = page.getByTestId('refund-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('refund-quantity')).toHaveText(en('refunds.card.quantity', { n: 2 }));
  await card.getByTestId('refund-cancel').click();
  const dialog = page.getByRole('dialog', { name: en('refunds.cancel.title') });
  await dialog.getByTestId('refund-step-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('refund-state')).toHaveText(en('refunds.state.cancelled'));
  await page.goto(`/#/pages/history/detail?id=${sale.orderId}`);
  await expect(page.getByTestId('order-line').getByTestId('line-refund')).toBeVisible();
});
