/**
 * A price that changes while the buyer is on the confirm step, against the real server at 1280 and
 * 375 px. A new shop's product is in a new buyer's cart; the buyer walks the checkout to the
 * confirm step (cash on delivery), then the shop raises the price. Placing sends the total the
 * buyer saw: the server places nothing and answers the new summary, which the page shows with a
 * notice (was, now); placing again sends the new total with a new idempotency key and places one
 * order for it. Screenshots go to BOOKS_SHOTS=<dir> when set.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { addAddress, call, registerBuyer, seedSession, uniqueEmail } from './api';
import { priceIn } from './helpers/currency';
import { newProduct, newSeller } from './helpers/selling';
import { texts } from './texts';

const en = texts('en');
const PASSWORD = 'e2e-price-changed-1';
const SHOTS = process.env.BOOKS_SHOTS;
const PRICE = 2000;
const NEW_PRICE = 2600;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const stepButton = (page: Page, testId: string) => page.getByTestId(isPhone(page) ? `${testId}-bar` : testId);
const next = (page: Page) => stepButton(page, 'checkout-next').click();
const atStep = (page: Page, step: string) => expect(page.getByTestId('checkout-stepper')).toHaveAttribute('data-step', step);

test('a price raised after the buyer confirmed places nothing, shows the new total, and the order is placed for it on the second try', async ({
  page,
  request,
}, info) => {
  const seller = await newSeller(request, { tag: 'pricechg', password: PASSWORD });
  const product = await newProduct(request, seller.token, { name: `Changing Mug ${seller.shopName}`, price: PRICE });
  const email = uniqueEmail('pricechg-buyer');
  const buyer = await registerBuyer(request, { name: 'Price Watcher', email, password: PASSWORD });
  await addAddress(request, buyer.token, { first_name: 'Price Watcher', email });
  await call(request, '/customer/cart/add', buyer.token, { product_id: product.productId, variant_id: product.variantId, quantity: 1 });
  const usd = await priceIn(request, 'USD');

  const placements: Record<string, string>[] = [];
  page.on('request', (sent: Request) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/checkout/onepage/place')) {
      placements.push(Object.fromEntries(new URLSearchParams(sent.postData() ?? '')));
    }
  });

  await seedSession(page, buyer.token, 'en');
  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId(isPhone(page) ? 'cart-bar-checkout' : 'cart-checkout').click();
  await atStep(page, 'shipment');
  await next(page);
  await atStep(page, 'delivery');
  await next(page);
  await atStep(page, 'payment');
  await page.getByTestId('pay-cod').click();
  await next(page);
  await atStep(page, 'confirm');
  // The total as the buyer sees it: beside the steps at a desk, in the bottom bar on a phone.
  const shownTotal = page.getByTestId(isPhone(page) ? 'checkout-bar-total' : 'total-total').filter({ visible: true });
  const was = (await call<{ total: number }>(request, '/checkout/onepage/summary', buyer.token, { cart_item_ids: await cartLineIds() })).total;
  await expect(shownTotal).toHaveText(usd(was));

  // Meanwhile the shop raises the price (a price alone keeps the product on sale, no review).
  const own = await call<Record<string, unknown> & { variants: { price: number }[] }>(request, `/seller/product/${product.productId}`, seller.token);
  const saved = await call<{ in_review: boolean }>(request, '/seller/product/save', {
    token: seller.token,
    json: { ...own, variants: own.variants.map((variant) => ({ ...variant, price: NEW_PRICE, market_price: NEW_PRICE })) },
  });
  expect(saved.in_review).toBe(false);
  const now = (await call<{ total: number }>(request, '/checkout/onepage/summary', buyer.token, { cart_item_ids: await cartLineIds() })).total;
  expect(now).toBeGreaterThan(was);

  await page.getByTestId('checkout-agree').check();
  await stepButton(page, 'checkout-place').click();
  const notice = page.getByTestId('price-changed');
  await expect(notice).toContainText(en('checkout.priceChanged.title'));
  await expect(notice.getByTestId('price-changed-body')).toHaveText(en('checkout.priceChanged.body', { was: usd(was), now: usd(now) }));
  await expect(shownTotal).toHaveText(usd(now));
  await expect(page.getByTestId('checkout-line-amount')).toHaveText(usd(NEW_PRICE));
  await atStep(page, 'confirm');
  // Nothing was placed.
  expect((await call<{ list: unknown[] }>(request, '/customer/order/list?status=all', buyer.token)).list).toHaveLength(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-price-changed-${info.project.name}.png`, fullPage: true });

  // Confirmed again: placed, for the new total, under a new key.
  await stepButton(page, 'checkout-place').click();
  await expect(page.getByTestId('placed-title')).toHaveText(en('checkout.codTitle'));
  const orders = (await call<{ list: { actual_pay: number }[] }>(request, '/customer/order/list?status=all', buyer.token)).list;
  expect(orders.map((o) => o.actual_pay)).toEqual([now]);
  expect(placements.map((p) => Number(p.expected_total))).toEqual([was, now]);
  expect(placements[0]?.idempotency_key).toBeTruthy();
  expect(placements[1]?.idempotency_key).not.toBe(placements[0]?.idempotency_key);

  async function cartLineIds() {
    const cart = await call<{ shops: { items: { id: number }[] }[] }>(request, '/customer/cart/list', buyer.token);
    return cart.shops.flatMap((shop) => shop.items.map((item) => item.id)).join(',');
  }
});
