/**
 * Orders after checkout, against the real server and its demo data, at both widths: a fresh buyer
 * (reading Japanese) places a cash-on-delivery order through the API and finds it under "to ship"
 * with its count and on the dashboard; the shop's owner finds it in the seller centre, prints its
 * packing slip and ships it with a logistics number; the buyer, on the page opened before the
 * parcel left, tries to cancel and reads 2000033 in Japanese; then tracks it by number and email,
 * confirms receipt and reviews the line with a picture, which the product's reviews then show. The
 * order's news is a notice tagged "order" that leads the buyer to the order and the seller to the
 * seller centre's orders. A wallet order the buyer cancels reads as refunded, not as paid.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, SELLER_PASSWORD, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { sellerTexts } from './helpers/area-texts';
import { png } from './helpers/shop-apply';
import { texts } from './texts';

const jp = texts('jp');
const en = texts('en');
const se = sellerTexts('en');
const PASSWORD = 'e2e-password-1';
const SELLERS = ['seller1@agora.test', 'seller2@agora.test', 'seller3@agora.test', 'seller4@agora.test'];

interface Detail {
  id: number;
  shop: { id: number };
  variants: { id: number; stock: number; deal: unknown }[];
}

/** A product on sale with a variant in stock and no running deal, and its shop's owner. */
async function productAndOwner(request: APIRequestContext) {
  const { list } = await call<{ list: { id: number }[] }>(request, '/customer/product/get_all_products?page_size=50');
  const owners = new Map<number, string>();
  for (const email of SELLERS) {
    const token = await logIn(request, { email, password: SELLER_PASSWORD });
    const shop = await call<{ id: number }>(request, '/seller/shop', token);
    owners.set(shop.id, email);
  }
  for (const { id } of list) {
    const detail = await call<Detail>(request, `/customer/product/detail/${id}`);
    const variant = detail.variants.find((v) => v.stock >= 5 && !v.deal);
    const owner = owners.get(detail.shop.id);
    if (variant && owner) return { productId: detail.id, variantId: variant.id, owner };
  }
  throw new Error('no demo product on sale with stock from a demo seller’s shop');
}

/** A fresh buyer with an address and one order (cash on delivery unless said), placed through the real API. */
async function buyerWithOrder(request: APIRequestContext, line: { productId: number; variantId: number }, payment_method: 'cod' | 'wallet' = 'cod') {
  const { email, token, id } = await registerBuyer(request, { name: 'Orders Tester', email: uniqueEmail('orders'), password: PASSWORD, phone: '+66812345678' });
  if (payment_method === 'wallet') {
    await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: id, amount: 100_000, remark: 'e2e orders' });
    await giveWalletPin(request, token, PASSWORD);
  }
  const address = await addAddress(request, token, { first_name: 'Orders Tester', email, address: '99/1 Soi 24' });
  const placed = await call<{ orders: { id: number; order_sn: string }[] }>(request, '/checkout/onepage/place', token, {
    address_id: address.id,
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: 1,
    payment_method,
    ...(payment_method === 'wallet' ? { pin: WALLET_PIN } : {}),
    remark: 'Please ring twice',
    agree: 1,
    idempotency_key: `e2e-orders-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const order = placed.orders[0];
  if (!order) throw new Error('no order placed');
  return { token, email, order };
}

/** A page of its own browser context holding `token` (and the language) from its first load. */
async function pageWith(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null, token: string, lang: string) {
  const context = await browser.newContext({ baseURL, viewport });
  await seedSession(context, token, lang);
  return context.newPage();
}

const card = (page: Page, sn: string) => page.locator(`[data-testid="order-card"][data-order-sn="${sn}"]`);

test('a cash-on-delivery order goes from to-ship to shipped by the seller, refuses cancelling in the buyer’s language, is tracked, received and reviewed', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  const viewport = info.project.use.viewport ?? null;
  const line = await productAndOwner(request);
  const { token, email, order } = await buyerWithOrder(request, line);
  await seedSession(page, token, 'jp');

  // The dashboard counts the order and leads to the purchase history.
  await page.goto('/#/pages/mine/dashboard');
  const count = page.getByTestId(`count-${jp('orders.dashboardCount')}`);
  await expect(count.getByTestId('count-value')).toHaveText('1');
  await count.click();
  await expect(page).toHaveURL(/#\/pages\/history\/purchase/);
  await expect(page.getByRole('heading', { level: 1, name: jp('pages.purchaseHistory') })).toBeVisible();

  // Under "to ship", with the tab's count; not under "to pay" (cash on delivery), whose tab is empty.
  await page.getByTestId('tab-to_ship').click();
  await expect(page).toHaveURL(/status=to_ship/);
  await expect(page.getByTestId('tab-to_ship').getByTestId('tab-count')).toHaveText('(1)');
  await expect(card(page, order.order_sn)).toBeVisible();
  await expect(card(page, order.order_sn).getByTestId('order-status')).toHaveText(jp('orders.status.to_ship'));
  await expect(card(page, order.order_sn).getByTestId('order-line')).toHaveCount(1);
  await page.getByTestId('tab-unpaid').click();
  await expect(page.getByTestId('orders-empty')).toContainText(jp('orders.empty.unpaid'));
  await page.getByTestId('tab-to_ship').click();

  // The buyer opens the order while it still waits to be shipped: cancelling is offered.
  await card(page, order.order_sn).getByTestId('order-detail-link').click();
  await expect(page.getByRole('heading', { level: 1, name: jp('pages.orderDetail') })).toBeVisible();
  await expect(page.getByTestId('order-sn')).toHaveText(jp('orders.number', { sn: order.order_sn }));
  await expect(page.getByTestId('order-remark')).toHaveText('Please ring twice');
  await expect(page.getByTestId('order-cancel')).toBeVisible();

  // Meanwhile the shop's owner finds it in the seller centre, prints its packing slip and ships it.
  const sellerToken = await logIn(request, { email: line.owner, password: SELLER_PASSWORD });
  const seller = await pageWith(browser, baseURL, viewport, sellerToken, 'en');
  await seller.goto('/#/seller');
  // On a phone the seller centre's menu is a drawer behind its button.
  if (info.project.name === 'phone') await seller.getByRole('button', { name: en('backOffice.menu'), exact: true }).click();
  await seller.getByRole('link', { name: se('seller.nav.orders') }).click();
  await expect(seller.getByRole('heading', { level: 1, name: se('seller.orders.title') })).toBeVisible();
  await seller.getByTestId('shop-tab-to_ship').click();
  await seller.getByTestId('shop-order-search').fill(order.order_sn);
  await expect(seller).toHaveURL(new RegExp(`q=${order.order_sn}`));
  const block = seller.locator(`[data-testid="shop-order"][data-order-sn="${order.order_sn}"]`);
  await expect(block).toBeVisible();
  await expect(seller.getByTestId('shop-order')).toHaveCount(1);
  await expect(block.getByTestId('shop-order-buyer')).toHaveText('Orders Tester');
  await expect(block.getByTestId('shop-order-payment')).toHaveText(se('seller.orders.payment.unpaid'));

  await block.getByTestId('order-slip').click();
  const slip = seller.getByTestId('packing-slip');
  await expect(slip).toContainText(order.order_sn);
  await expect(slip).toContainText('99/1 Soi 24');
  await expect(slip.getByTestId('slip-line')).toHaveCount(1);
  await expect(slip.getByTestId('slip-line').locator('.sc-slip-qty')).toHaveText('1');
  await expect(slip.getByTestId('slip-line').locator('.sc-slip-sku')).not.toBeEmpty();
  await seller.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await seller.getByTestId('slip-print').click();
  expect(await seller.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper only the slip: the app and the dialog are left out.
  await seller.emulateMedia({ media: 'print' });
  await expect(seller.locator('body > .sc-print-slip')).toBeVisible();
  await expect(seller.locator('#root')).toBeHidden();
  await seller.emulateMedia({ media: 'screen' });
  await seller.keyboard.press('Escape');
  await expect(slip).toBeHidden();

  const logSn = `TH${Date.now() % 1e10}`;
  await block.getByTestId('order-ship').click();
  await seller.getByTestId('ship-submit').click();
  // Both fields are required, said next to them.
  await expect(seller.getByTestId('ship-dialog')).toContainText(se('seller.orders.ship.carrierMissing'));
  await seller.getByTestId('ship-carrier').fill('Kerry Express');
  await seller.getByTestId('ship-log-sn').fill(logSn);
  await seller.getByTestId('ship-submit').click();
  await expect(seller.getByText(se('seller.orders.done.shipped', { order: order.order_sn }))).toBeVisible();
  // Shipped, it has left the "to ship" tab.
  await expect(seller.getByTestId('shop-orders-empty')).toBeVisible();
  await seller.getByTestId('shop-tab-shipped').click();
  await expect(block.getByTestId('shop-order-status')).toHaveText(se('seller.orders.status.on_the_road'));
  await expect(block.getByTestId('shop-order-shipping')).toHaveText(se('seller.orders.shippedWith', { carrier: 'Kerry Express', sn: logSn }));

  // The shop's notice of the new order is tagged as an order, with no review state, and leads to
  // the seller centre's orders (found by its number: the demo seller has notices of its own).
  await seller.goto('/#/pages/notice/notice');
  const received = seller.getByTestId('notice').filter({ hasText: order.order_sn });
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(en('notices.type.order'));
  await expect(received).not.toContainText(en('notices.state.approved'));
  await received.getByRole('button').first().click();
  await expect(received.getByTestId('notice-link')).toHaveText(en('notices.openShopOrders'));
  await received.getByTestId('notice-link').click();
  await expect(seller).toHaveURL(/#\/seller\/orders/);
  await expect(seller.getByRole('heading', { level: 1, name: se('seller.orders.title') })).toBeVisible();
  await seller.context().close();

  // The buyer's page still offers cancelling; the server refuses, in Japanese, and the page catches up.
  await page.getByTestId('order-cancel').click();
  await page.getByTestId('cancel-reason').fill('気が変わりました');
  await page.getByTestId('action-confirm').click();
  await expect(page.getByTestId('action-refused')).toHaveText(jp('orders.refused.2000033'));
  await page
    .getByTestId('cancel-dialog')
    .getByRole('button', { name: jp('common.close') })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText(jp('orders.status.on_the_road'));
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await expect(page.getByTestId('order-timeline').locator('[data-step="shipped"][data-reached]')).toContainText(logSn);

  // Tracking by number and email, filled in from the order.
  await page.getByTestId('order-track').click();
  await expect(page).toHaveURL(/#\/pages\/order\/track\?/);
  await expect(page.getByTestId('track-sn')).toHaveValue(order.order_sn);
  await expect(page.getByTestId('track-email')).toHaveValue(email);
  await expect(page.getByTestId('track-result').getByTestId('order-status')).toHaveText(jp('orders.status.on_the_road'));
  await expect(page.getByTestId('timeline-log-sn')).toHaveText(logSn);
  await expect(page.getByTestId('track-result')).toContainText('Kerry Express');
  // Anyone can track, but not with another email.
  await page.getByTestId('track-email').fill('someone-else@example.test');
  await page.getByTestId('track-submit').click();
  await expect(page.getByTestId('track-not-found')).toHaveText(jp('orders.track.notFound'));
  await page.goBack();

  // Receipt confirmed: completed, and the line can be reviewed once.
  await expect(page.getByTestId('order-confirm')).toBeVisible();
  await page.getByTestId('order-confirm').click();
  await page.getByTestId('action-confirm').click();
  await expect(page.getByText(jp('orders.done.completed', { order: order.order_sn }))).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(jp('orders.status.completed'));
  await page.getByTestId('line-review').click();
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-dialog')).toContainText(jp('orders.reviewForm.commentMissing'));
  // Four stars: the fourth star tapped.
  const fourth = await page
    .getByTestId('review-rating')
    .getByRole('radio', { name: jp('orders.reviewForm.stars.4'), exact: true })
    .getAttribute('id');
  await page.locator(`label[for="${fourth}"]`).click();
  await expect(page.getByTestId('review-rating-text')).toHaveText(jp('orders.reviewForm.stars.4'));
  const comment = `とても良い商品でした。${order.order_sn}`;
  await page.getByTestId('review-comment').fill(comment);
  // A picture of the parcel: shown at once, uploaded, and removable.
  await page.getByTestId('review-photo-input').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await png('#c0562f', 400, 300) });
  await expect(page.getByTestId('review-photo')).toHaveCount(1);
  await expect(page.getByTestId('review-photo')).toHaveAttribute('data-uploaded', 'true');
  await expect(page.getByTestId('review-photo-count')).toHaveText('1/6');
  await expect(page.getByTestId('review-photo-remove')).toHaveAccessibleName(jp('orders.reviewForm.removePhoto', { n: 1 }));
  await page.getByTestId('review-submit').click();
  await expect(page.getByText(jp('orders.done.reviewed'))).toBeVisible();
  await expect(page.getByTestId('line-reviewed')).toHaveText(jp('orders.reviewed'));
  await expect(page.getByTestId('line-review')).toHaveCount(0);
  // The shop sees it among its recent reviews, with the four stars chosen.
  const dashboard = await call<{ recent_reviews: { rating: number; comment: string }[] }>(request, '/seller/dashboard', sellerToken);
  expect(dashboard.recent_reviews.find((review) => review.comment === comment)?.rating).toBe(4);

  // The product's reviews show it (a review drops the product's cached answers) with its picture,
  // small (the 400 px copy), and large on a tap.
  await page.goto(`/#/pages/prouduct/detail?id=${line.productId}`);
  const review = page.getByTestId('review').filter({ hasText: comment });
  await expect(review).toBeVisible();
  const picture = review.getByTestId('review-picture');
  await expect(picture).toHaveCount(1);
  await expect(picture.locator('img')).toHaveAttribute('src', /^\/media\/upload\/.+-thumb\.webp$/);
  // Pictures below the fold load as the buyer scrolls to them (the star breakdown is above the list).
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await picture.click();
  const viewer = page.getByTestId('gallery-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('viewer-image')).toHaveAttribute('src', /^\/media\/upload\/[^-]+\.webp$/);
  await viewer.getByTestId('viewer-close').click();
  await expect(viewer).toBeHidden();

  // The buyer's own news of the order: tagged as an order, no review state, leading to the order.
  await page.goto('/#/pages/notice/notice');
  const shipped = page.getByTestId('notice').filter({ hasText: order.order_sn }).first();
  await expect(shipped).toContainText(jp('notices.type.order'));
  await expect(shipped).not.toContainText(jp('notices.state.approved'));
  await shipped.getByRole('button').first().click();
  await shipped.getByTestId('notice-link').click();
  await expect(page).toHaveURL(new RegExp(`#/pages/history/detail\\?id=${order.id}$`));
  await expect(page.getByTestId('order-sn')).toHaveText(jp('orders.number', { sn: order.order_sn }));

  // The history agrees: one completed order, nothing left to ship.
  await page.goto('/#/pages/history/purchase?status=completed');
  await expect(page.getByTestId('tab-completed').getByTestId('tab-count')).toHaveText('(1)');
  await expect(page.getByTestId('tab-to_ship').getByTestId('tab-count')).toHaveCount(0);
  await expect(card(page, order.order_sn).getByTestId('order-status')).toHaveText(jp('orders.status.completed'));
});

test('a wallet order the buyer cancels reads as refunded, not as paid', async ({ page, request }) => {
  const line = await productAndOwner(request);
  const { token, order } = await buyerWithOrder(request, line, 'wallet');
  await seedSession(page, token, 'en');
  await page.goto(`/#/pages/history/detail?id=${order.id}`);
  await expect(page.getByTestId('order-payment-state')).toHaveText(en('orders.paid'));

  await call(request, '/customer/order/cancel', token, { id: order.id, cancel_remark: 'Ordered the wrong size' });
  await page.reload();
  await expect(page.getByTestId('order-payment-state')).toHaveText(en('orders.refundedOnCancel'));
});

/**
 * The buttons, links and prices the chat button covers, scrolled through the page half a screen at
 * a time (a fixed button covers different things at each place).
 */
async function coveredByChat(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const covered = new Set<string>();
    const fab = document.querySelector('[data-testid="chat-fab"]');
    if (!fab) return [];
    for (let y = 0; ; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => done(null)));
      const f = fab.getBoundingClientRect();
      for (const el of document.querySelectorAll('button, a[href], .agora-figure, .agora-money, .agora-cart-money')) {
        if (el === fab || el.contains(fab) || fab.contains(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const left = Math.max(r.left, f.left);
        const right = Math.min(r.right, f.right);
        const top = Math.max(r.top, f.top);
        const bottom = Math.min(r.bottom, f.bottom);
        if (left >= right || top >= bottom) continue;
        // Covered only where the chat button is the one drawn on top (a bar passing over it is not).
        const above = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (above && fab.contains(above)) covered.add(el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    return [...covered];
  });
}

test('on a phone the chat button covers no button or price of the purchase history, and is not on the cart or the checkout', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the floating button is a phone layout question');
  const line = await productAndOwner(request);
  const { token, order } = await buyerWithOrder(request, line);
  await seedSession(page, token, 'en');
  await page.goto('/#/pages/history/purchase');
  await expect(card(page, order.order_sn)).toBeVisible();
  // It is there (once the page is idle), just where it covers nothing.
  await expect(page.getByTestId('chat-fab')).toHaveCount(1);
  expect(await coveredByChat(page)).toEqual([]);

  await call(request, '/customer/cart/add', token, { product_id: line.productId, variant_id: line.variantId, quantity: 1 });
  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  // A page with its own bottom bar (cart, checkout, product) shows none.
  await expect(page.getByTestId('chat-fab')).toHaveCount(1);
  await expect(page.getByTestId('chat-fab')).toBeHidden();
  await page.getByTestId('cart-bar-checkout').click();
  await expect(page.getByTestId('checkout-stepper')).toHaveAttribute('data-step', 'shipment');
  await page.getByTestId('checkout-next-bar').click();
  // The delivery step: the shipping choices with their fees.
  await expect(page.getByTestId('checkout-stepper')).toHaveAttribute('data-step', 'delivery');
  await expect(page.getByTestId('shipping-option').first()).toBeVisible();
  await expect(page.getByTestId('chat-fab')).toHaveCount(1);
  await expect(page.getByTestId('chat-fab')).toBeHidden();
});
