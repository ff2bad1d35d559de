/**
 * Refunds in the seller centre and the admin console against the real server, at 1280 and 375 px.
 * Each test makes its own shop with its own product, and its own buyer, whose order (paid from the
 * wallet) is shipped, delivered and received, so it is completed; the buyer asks through the API:
 * - money only, with a picture: the seller's refunds page shows it (line, amount in US$, reason,
 *   the buyer's words and picture, which opens large) with the menu counting it; the seller
 *   rejects it, a reason required; the buyer escalates through the API; the console's refunds page
 *   shows the buyer's escalation beside the seller's refusal; the admin approves, and the buyer's
 *   wallet holds the amount more;
 * - a return: the seller accepts it in the page; the buyer sends it back through the API; the page
 *   shows the tracking number; the seller confirms the goods arrived: refunded, and the item is
 *   back in stock; the console's list of all requests shows no refusal for it.
 * Screenshots go to REFUND_BACK_SHOTS=<dir> when set.
 */
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, seedSession, uniqueEmail, uploadPicture, WALLET_PIN } from './api';
import { adminTexts, sellerTexts } from './helpers/area-texts';
import { newProduct, newSeller } from './helpers/selling';
import { dayIn } from './texts';

const st = sellerTexts('en');
const ad = adminTexts('en');
const PASSWORD = 'e2e-refund-back-1';
const SHOTS = process.env.REFUND_BACK_SHOTS;
const PRICE = 3200;
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface Refund {
  id: number;
  order_sn: string;
  state: string;
  amount: number;
}

/** A shop with a product, and a buyer whose completed order (paid from the wallet) holds one of it. */
async function completedOrder(request: APIRequestContext, tag: string) {
  const seller = await newSeller(request, { tag, password: PASSWORD });
  const name = `Back Office Vase ${seller.shopName}`;
  const product = await newProduct(request, seller.token, { name, price: PRICE, stock: 20 });
  const email = uniqueEmail(`${tag}-buyer`);
  const buyer = await registerBuyer(request, { name: 'Ratna', email, password: PASSWORD });
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: buyer.id, amount: 50_000, remark: 'e2e refunds back office' });
  await giveWalletPin(request, buyer.token, PASSWORD);
  const address = await addAddress(request, buyer.token, { first_name: 'Ratna', email });
  const placed = await call<{ orders: { id: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    address_id: address.id,
    product_id: product.productId,
    variant_id: product.variantId,
    quantity: 1,
    payment_method: 'wallet',
    pin: WALLET_PIN,
    agree: 1,
    idempotency_key: `e2e-refund-back-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const orderId = placed.orders[0]?.id ?? 0;
  await call(request, '/seller/order/ship', seller.token, { id: orderId, log_sn: `RB-${orderId}`, arrival_method: 'DHL' });
  await call(request, '/seller/order/delivery', seller.token, { id: orderId, delivery_status: 'delivered' });
  const order = await call<{ delivery_status: string; products: { id: number }[] }>(request, '/customer/order/confirm', buyer.token, { id: orderId });
  expect(order.delivery_status).toBe('completed');
  return { seller, buyer, name, product, lineId: order.products[0]?.id ?? 0 };
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await call<{ balance: number }>(request, '/customer/info/get_user_balance', token)).balance;
/** The product's stock as its shop sees it (the public product page's answer may be cached for a minute). */
const stockOf = async (request: APIRequestContext, token: string, productId: number) =>
  (await call<{ list: { id: number; stock: number }[] }>(request, '/seller/product/list?page=1&page_size=50', token)).list.find((p) => p.id === productId)
    ?.stock ?? -1;

async function shoot(page: Page, name: string, info: TestInfo) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

/** Another person's browser, at this project's size. */
async function newBrowser(browser: Browser, info: TestInfo, token: string) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, hasTouch });
  await seedSession(context, token, 'en');
  return { context, page: await context.newPage() };
}

const sellerRequest = (page: Page, sn: string) => page.getByTestId('seller-refund').filter({ hasText: sn });

test('the seller rejects a refund with a reason; the buyer escalates; the admin approves it and the wallet is paid back', async ({
  page,
  request,
  browser,
}, info) => {
  const sale = await completedOrder(request, 'refback');
  const picture = await uploadPicture(request, sale.buyer.token, '#c0392b');
  const applied = await call<Refund>(request, '/customer/refund/apply', sale.buyer.token, {
    order_item_id: sale.lineId,
    quantity: 1,
    type: 'refund',
    reason: 'damaged',
    description: 'The glaze is cracked along the rim.',
    images: picture,
  });
  const [refund] = (await call<{ list: Refund[] }>(request, '/customer/refund/list', sale.buyer.token)).list;
  expect(refund?.id).toBe(applied.id);
  const sn = refund?.order_sn ?? '';
  const amount = refund?.amount ?? 0;
  expect(amount).toBe(PRICE);
  const before = await balanceOf(request, sale.buyer.token);

  // The seller's page: the request with its line, amount, reason, words and picture.
  await seedSession(page, sale.seller.token, 'en');
  await page.goto('/#/seller/refunds');
  await expect(page.getByRole('heading', { level: 1, name: st('seller.refunds.title') })).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await expect(page.getByRole('link', { name: new RegExp(st('seller.nav.refunds')) }).getByTestId('nav-refunds-count')).toHaveText('1');
  }
  const item = sellerRequest(page, sn);
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('refund-order-sn')).toHaveText(st('seller.refunds.order', { sn }));
  await expect(item.getByTestId('refund-buyer')).toHaveText(st('seller.refunds.buyer', { name: 'Ratna' }));
  await expect(item.getByTestId('refund-product')).toHaveText(sale.name);
  await expect(item.getByTestId('refund-amount')).toHaveText(usd(amount));
  await expect(item.getByTestId('refund-type')).toHaveText(st('seller.refunds.type.refund'));
  await expect(item.getByTestId('refund-reason')).toHaveText(st('seller.refunds.reason.damaged'));
  await expect(item.getByTestId('refund-description')).toHaveText('The glaze is cracked along the rim.');
  await expect(item.getByTestId('refund-state')).toHaveText(st('seller.refunds.state.pending'));
  const thumbs = item.getByTestId('refund-pictures').getByRole('button');
  await expect(thumbs).toHaveCount(1);
  await expect(thumbs.locator('img')).toHaveJSProperty('complete', true);
  expect(await thumbs.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await thumbs.click();
  const large = page.getByRole('dialog', { name: st('seller.refunds.pictureOf', { n: 1, total: 1, sn }) });
  await expect(large.locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(large).toBeHidden();
  await shoot(page, 'seller-refunds-pending', info);

  // Rejecting asks for a reason first.
  await item.getByTestId('refund-reject').click();
  const dialog = page.getByRole('dialog', { name: st('seller.refunds.confirm.rejectTitle', { sn }) });
  await dialog.getByTestId('refund-confirm').click();
  await expect(dialog.getByText(st('seller.refunds.rejectReasonRequired'))).toBeVisible();
  await dialog.getByTestId('refund-reject-reason').fill('The photo shows a different vase from ours.');
  await shoot(page, 'seller-refunds-reject', info);
  await dialog.getByTestId('refund-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(st('seller.refunds.done.rejected', { sn }))).toBeVisible();
  await expect(item.getByTestId('refund-state')).toHaveText(st('seller.refunds.state.rejected'));
  await expect(item.getByTestId('refund-remark')).toHaveText(st('seller.refunds.yourReason', { reason: 'The photo shows a different vase from ours.' }));
  await expect(item.getByTestId('refund-moves')).toHaveCount(0);

  // The buyer takes it to the mall.
  await call(request, '/customer/refund/escalate', sale.buyer.token, { id: applied.id, reason: 'It is the vase I bought; the crack is plain to see.' });

  // The console: both sides, then the approval.
  const admin = await newBrowser(browser, info, await logIn(request, ADMIN));
  await admin.page.goto('/#/admin/refunds');
  await expect(admin.page.getByRole('heading', { level: 1, name: ad('refunds.title') })).toBeVisible();
  const row = admin.page.getByTestId('admin-row').filter({ hasText: sn });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('refund-state')).toHaveText(ad('refunds.state.escalated'));
  await expect(row.getByTestId('refund-escalate-reason')).toContainText('It is the vase I bought; the crack is plain to see.');
  await expect(row.getByTestId('refund-seller-reason')).toHaveText('The photo shows a different vase from ours.');
  await expect(row.getByTestId('refund-buyer-side')).toContainText(ad('refunds.reason.damaged'));
  await expect(row.getByTestId('refund-pictures').getByRole('img')).toHaveCount(1);
  await expect(row.getByTestId('refund-amount')).toHaveText(`US$${(amount / 100).toFixed(2)}`);
  await shoot(admin.page, 'admin-refunds-escalated', info);
  await row.getByRole('button', { name: ad('refunds.approve') }).click();
  const decide = admin.page.getByRole('dialog', { name: ad('refunds.approveTitle') });
  await decide.getByTestId('decision-confirm').click();
  await expect(decide).toBeHidden();
  await expect(admin.page.getByTestId('admin-row').filter({ hasText: sn })).toHaveCount(0);
  await admin.page.getByRole('tab', { name: ad('refunds.tab.refunded') }).click();
  // The state tabs keep to one row; on a phone the row scrolls instead of wrapping.
  const tabs = admin.page.getByRole('tab');
  expect((await tabs.last().boundingBox())?.y).toBe((await tabs.first().boundingBox())?.y);
  await expect(admin.page.getByTestId('admin-row').filter({ hasText: sn }).getByTestId('refund-state')).toHaveText(ad('refunds.state.refunded'));
  await admin.context.close();

  expect(await balanceOf(request, sale.buyer.token)).toBe(before + amount);
  await page.reload();
  await expect(sellerRequest(page, sn).getByTestId('refund-state')).toHaveText(st('seller.refunds.state.refunded'));
});

test('the seller accepts a return, sees the tracking number and confirms the goods arrived: refunded and back in stock', async ({
  browser,
  page,
  request,
}, info) => {
  const sale = await completedOrder(request, 'refret');
  const stock = await stockOf(request, sale.seller.token, sale.product.productId);
  const applied = await call<Refund>(request, '/customer/refund/apply', sale.buyer.token, {
    order_item_id: sale.lineId,
    quantity: 1,
    type: 'return',
    reason: 'wrong_item',
    description: 'Blue was ordered, green came.',
  });
  const [refund] = (await call<{ list: Refund[] }>(request, '/customer/refund/list', sale.buyer.token)).list;
  const sn = refund?.order_sn ?? '';
  const before = await balanceOf(request, sale.buyer.token);

  await seedSession(page, sale.seller.token, 'en');
  await page.goto('/#/seller/refunds?state=pending');
  const item = sellerRequest(page, sn);
  await expect(item.getByTestId('refund-type')).toHaveText(st('seller.refunds.type.return'));
  // Only the request itself is done; approval, send-back, receipt and refund are still to come.
  const done = item.getByTestId('refund-steps').locator('li[data-done]');
  await expect(done).toHaveCount(1);
  await expect(item.getByTestId('refund-steps').locator('li')).toHaveCount(5);
  await item.getByTestId('refund-approve').click();
  const accept = page.getByRole('dialog', { name: st('seller.refunds.confirm.approveTitle', { sn }) });
  await expect(accept).toContainText(st('seller.refunds.confirm.approveReturn', { name: 'Ratna', amount: usd(PRICE) }));
  await accept.getByTestId('refund-confirm').click();
  await expect(accept).toBeHidden();
  await expect(page.getByText(st('seller.refunds.done.accepted', { sn }))).toBeVisible();
  // Off the pending tab now: it waits for the goods.
  await page.getByTestId('refund-tab-awaiting_goods').click();
  await expect(item.getByTestId('refund-state')).toHaveText(st('seller.refunds.state.awaiting_goods'));

  // The buyer sends it back.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await call(request, '/customer/refund/schedule', sale.buyer.token, { id: applied.id, log_sn: `RET-${applied.id}`, date: tomorrow });
  await page.getByTestId('refund-tab-goods_sent').click();
  await expect(item.getByTestId('refund-state')).toHaveText(st('seller.refunds.state.goods_sent'));
  await expect(item.getByTestId('refund-shipping')).toHaveText(
    st('seller.refunds.sentBack', { sn: `RET-${applied.id}`, date: await dayIn(page, 'en', tomorrow) }),
  );
  await shoot(page, 'seller-refunds-goods-sent', info);

  await item.getByTestId('refund-received').click();
  const received = page.getByRole('dialog', { name: st('seller.refunds.confirm.receivedTitle', { sn }) });
  await received.getByTestId('refund-confirm').click();
  await expect(received).toBeHidden();
  await expect(page.getByText(st('seller.refunds.done.refunded', { sn, amount: usd(PRICE) }))).toBeVisible();
  await page.getByTestId('refund-tab-refunded').click();
  await expect(item.getByTestId('refund-state')).toHaveText(st('seller.refunds.state.refunded'));
  await expect(item.getByTestId('refund-steps')).toContainText(st('seller.refunds.step.received'));
  await expect(done).toHaveCount(5);

  expect(await balanceOf(request, sale.buyer.token)).toBe(before + PRICE);
  expect(await stockOf(request, sale.seller.token, sale.product.productId)).toBe(stock + 1);

  // The console's list of all requests: the buyer's side only, as the shop never refused it.
  const admin = await newBrowser(browser, info, await logIn(request, ADMIN));
  await admin.page.goto('/#/admin/refunds?state=all');
  const row = admin.page.getByTestId('admin-row').filter({ hasText: sn });
  await expect(row.getByTestId('refund-state')).toHaveText(ad('refunds.state.refunded'));
  await expect(row.getByTestId('refund-buyer-side')).toContainText('Blue was ordered, green came.');
  await expect(row.getByTestId('refund-seller-side')).toHaveCount(0);
  await admin.context.close();
});
