/**
 * The admin console's shops, products and reviews against the real server, at both widths. The
 * operator suspends a new shop with a reason: its product leaves the storefront (search and the
 * shop's page), its seller centre shows the reason in a banner and refuses to save; resuming
 * brings the product back. And hiding a review changes the product's rating; restoring it puts
 * the rating back. Each test makes its own shop, so the phone and desktop runs never meet.
 */
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, addAddress, call, logIn, registerBuyer, seedSession, uniqueEmail } from './api';
import { adminTexts, sellerTexts } from './helpers/area-texts';
import { newProduct, newSeller } from './helpers/selling';
import { texts } from './texts';

const ad = adminTexts('en');
const se = sellerTexts('en');
const en = texts('en');
const PASSWORD = 'e2e-shops-pass-1';
const SHOTS = '/tmp/adminshops-shots';

const row = (page: Page, text: string) => page.getByTestId('admin-row').filter({ hasText: text });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function contextWith(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null, token: string | null) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  await seedSession(context, token, 'en');
  return context;
}

/** The storefront as a guest, in a fresh tab (an open one keeps what it loaded a minute): is the product found by name, and on its shop's page? */
async function expectOnStorefront(guest: BrowserContext, shopId: number, name: string, shown: boolean) {
  const page = await guest.newPage();
  await page.goto(`/#/pages/search/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('search-total')).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(shown ? 1 : 0);
  await page.close();
  const shop = await guest.newPage();
  await shop.goto(`/#/pages/shop/detail?id=${shopId}`);
  if (shown) await expect(shop.getByTestId('product-card').filter({ hasText: name })).toBeVisible();
  else await expect(shop.getByTestId('shop-empty')).toBeVisible();
  await shop.close();
}

async function decide(page: Page, shopName: string, action: 'suspend' | 'resume', reason: string) {
  await row(page, shopName)
    .getByRole('button', { name: ad(`shops.${action}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: ad(`shops.${action}Title`, { shop: shopName }) });
  // A decision without a reason is not sent.
  await dialog.getByRole('button', { name: ad(`shops.${action}`) }).click();
  await expect(dialog.getByText(ad('review.reasonRequired'))).toBeVisible();
  await dialog.getByRole('textbox', { name: ad('review.reason') }).fill(reason);
  if (action === 'suspend') await shot(page, 'suspend-dialog');
  await dialog.getByRole('button', { name: ad(`shops.${action}`) }).click();
  await expect(dialog).toBeHidden();
}

test('a suspended shop’s product leaves the storefront and its seller centre turns read-only; resuming brings it back', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  const viewport = info.project.use.viewport ?? null;
  const seller = await newSeller(request, { tag: 'suspend', password: PASSWORD });
  const name = `Suspendable Teapot ${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;
  const product = await newProduct(request, seller.token, { name, price: 2400 });
  const guest = await contextWith(browser, baseURL, viewport, null);
  await expectOnStorefront(guest, seller.shopId, name, true);

  await seedSession(page, await logIn(request, ADMIN));
  await page.goto(`/#/admin/shops?q=${encodeURIComponent(seller.shopName)}`);
  await expect(page.getByRole('heading', { level: 1, name: ad('shops.title') })).toBeVisible();
  await expect(row(page, seller.shopName).getByTestId('shop-state')).toHaveAttribute('data-state', 'active');
  await shot(page, 'shops');
  const reason = 'Counterfeit goods reported by buyers';
  await decide(page, seller.shopName, 'suspend', reason);
  await expect(row(page, seller.shopName).getByTestId('shop-state')).toHaveAttribute('data-state', 'suspended');
  await expect(row(page, seller.shopName).getByTestId('shop-suspended-reason')).toContainText(reason);
  await shot(page, 'shops-suspended');

  await expectOnStorefront(guest, seller.shopId, name, false);

  // The seller centre still opens, says why, and refuses to save.
  const sellerPage = await (await contextWith(browser, baseURL, viewport, seller.token)).newPage();
  await sellerPage.goto(`/#/seller/products/${product.productId}`);
  const banner = sellerPage.getByTestId('shop-suspended-banner');
  await expect(banner).toContainText(se('seller.suspended.title'));
  await expect(banner).toContainText(reason);
  await sellerPage
    .getByRole('button', { name: se('seller.editor.submit') })
    .first()
    .click();
  await expect(sellerPage.getByTestId('save-error')).toContainText(en('errors.field.shopSuspended', { reason }));
  await shot(sellerPage, 'seller-read-only');

  await decide(page, seller.shopName, 'resume', 'Invoices checked, all genuine');
  await expect(row(page, seller.shopName).getByTestId('shop-state')).toHaveAttribute('data-state', 'active');
  await expectOnStorefront(guest, seller.shopId, name, true);
  await sellerPage.reload();
  await expect(sellerPage.getByRole('button', { name: se('seller.editor.submit') }).first()).toBeVisible();
  await expect(sellerPage.getByTestId('shop-suspended-banner')).toHaveCount(0);
});

/** A buyer who bought the product (cash on delivery), got it and reviewed it with `rating` stars. */
async function review(request: APIRequestContext, sellerToken: string, product: { productId: number; variantId: number }, rating: number, comment: string) {
  const email = uniqueEmail('shops-review');
  const buyer = await registerBuyer(request, { name: 'Review Writer', email, password: PASSWORD, phone: '+66812345678' });
  const address = await addAddress(request, buyer.token, { first_name: 'Review Writer', email });
  const placed = await call<{ orders: { id: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    address_id: address.id,
    product_id: product.productId,
    variant_id: product.variantId,
    quantity: 1,
    payment_method: 'cod',
    agree: 1,
    idempotency_key: `e2e-shops-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const orderId = placed.orders[0]?.id ?? 0;
  await call(request, '/seller/order/ship', { token: sellerToken, form: { id: orderId, log_sn: `TRK-${orderId}`, arrival_method: 'Kerry Express' } });
  await call(request, '/customer/order/confirm', buyer.token, { id: orderId });
  const order = await call<{ products: { id: number }[] }>(request, `/customer/order/detail/${orderId}`, buyer.token);
  await call(request, '/customer/order/comment', buyer.token, { order_item_id: order.products[0]?.id ?? 0, rating, comment });
}

test('hiding a review changes the product’s rating, and restoring it changes it back', async ({ page, request, browser, baseURL }, info) => {
  const viewport = info.project.use.viewport ?? null;
  const seller = await newSeller(request, { tag: 'reviews', password: PASSWORD });
  const name = `Reviewed Kettle ${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;
  const product = await newProduct(request, seller.token, { name, price: 3100 });
  const unfair = `Terrible, the seller is a crook ${product.productId}`;
  await review(request, seller.token, product, 5, `Lovely kettle ${product.productId}`);
  await review(request, seller.token, product, 1, unfair);
  const rating = async () => (await call<{ rating: number; rating_count: number }>(request, `/customer/product/detail/${product.productId}`)).rating;
  expect(await rating()).toBe(3);

  await seedSession(page, await logIn(request, ADMIN));
  await page.goto(`/#/admin/reviews?product=${product.productId}`);
  await expect(page.getByRole('heading', { level: 1, name: ad('reviews.title') })).toBeVisible();
  await expect(page.getByTestId('admin-row')).toHaveCount(2);
  await shot(page, 'reviews');
  await row(page, unfair)
    .getByRole('button', { name: ad('reviews.hide') })
    .click();
  const dialog = page.getByRole('dialog', { name: ad('reviews.hideTitle') });
  await dialog.getByRole('textbox', { name: ad('review.reason') }).fill('Insults the seller');
  await dialog.getByRole('button', { name: ad('reviews.hide') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ad('reviews.hiddenDone', { rating: '5.0', n: 1 }))).toBeVisible();
  await expect(row(page, unfair).getByTestId('review-state')).toHaveAttribute('data-state', 'hidden');
  expect(await rating()).toBe(5);

  // The buyer's product page shows the new rating and only the fair review.
  const guest = await (await contextWith(browser, baseURL, viewport, null)).newPage();
  await guest.goto(`/#/pages/prouduct/detail?id=${product.productId}`);
  await expect(guest.getByText(unfair)).toHaveCount(0);

  await row(page, unfair)
    .getByRole('button', { name: ad('reviews.restore') })
    .click();
  await expect(row(page, unfair).getByTestId('review-state')).toHaveAttribute('data-state', 'shown');
  expect(await rating()).toBe(3);
});
