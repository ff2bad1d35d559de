/**
 * The cart against the real server and its demo data: a guest fills it from two shops, logs in
 * and finds the lines joined with the account's; quantities, selection and removal change the
 * subtotal as the server counts it. Each run registers its own buyer, so the desktop and phone
 * runs (and other specs) never share a cart.
 */

import { type PriceOffer, unitPrice } from '@agora/contract/cart';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addAddress, call, registerBuyer, seedSession, uniqueEmail } from './api';
import { priceIn } from './helpers/currency';
import { openMenu } from './helpers/header-menu';
import { texts } from './texts';

const en = texts('en');
const PASSWORD = 'e2e-password-1';

interface CartItem {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  quantity: number;
  price: number;
  selected: boolean;
}
interface Cart {
  shops: { shop: { id: number; name: string }; items: CartItem[] }[];
  items_count: number;
  subtotal: number;
}

/** A new buyer, registered through the real API; answers the email and the token. */
const newBuyer = (request: APIRequestContext) => registerBuyer(request, { name: 'Cart Tester', email: uniqueEmail('cart'), password: PASSWORD });

/** The variant the product page starts on: the first in stock. */
async function firstVariant(request: APIRequestContext, productId: number): Promise<number> {
  const product = await call<{ variants: { id: number; stock: number }[] }>(request, `/customer/product/detail/${productId}`);
  return (product.variants.find((v) => v.stock > 0) ?? product.variants[0])?.id as number;
}

/** Two products of shop 1 and one of shop 2, from the demo. */
async function productsOfTwoShops(request: APIRequestContext) {
  const first = await call<{ list: { id: number }[] }>(request, '/shop/1/1?page_size=2');
  const second = await call<{ list: { id: number }[] }>(request, '/shop/2/1?page_size=1');
  return [...first.list.map((p) => p.id), ...second.list.map((p) => p.id)] as [number, number, number];
}

const money = (cents: number) => `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** The subtotal as shown: beside the lines on a desktop, after them on a phone. */
const shownSubtotal = (page: Page) => page.getByTestId('cart-subtotal');
/** The cart's count in the header (desktop) or on the tab bar (phone). */
const cartBadge = (page: Page) =>
  isPhone(page)
    ? page.locator('.agora-bottom-tabs').getByRole('link', { name: en('nav.cart') })
    : page.getByRole('link', { name: new RegExp(`^${en('nav.cart')} \\(`) });

async function addFromProductPage(page: Page, productId: number) {
  await page.goto(`/#/pages/prouduct/detail?id=${productId}`);
  await page.getByRole('button', { name: en('cart.addToCart') }).click();
  await expect(page.getByText(en('cart.added')).last()).toBeVisible();
}

test('a guest fills the cart from two shops, logs in and finds it joined with the account’s, then changes it', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const [a, b, c] = await productsOfTwoShops(request);
  // The account already holds one of the products the guest will add.
  await call(request, '/customer/cart/add', buyer.token, { product_id: a, variant_id: await firstVariant(request, a), quantity: 1 });

  for (const id of [a, b, c]) await addFromProductPage(page, id);
  if (isPhone(page)) await expect(cartBadge(page)).toContainText('3');
  else await expect(cartBadge(page)).toHaveAccessibleName(`${en('nav.cart')} (3)`);

  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-guest-note')).toBeVisible();
  await expect(page.getByTestId('cart-shop')).toHaveCount(2);
  await expect(page.getByTestId('cart-line')).toHaveCount(3);

  // Log in: the guest's lines join the account's and leave this browser.
  await page.goto('/#/pages/users/login');
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(buyer.email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByTestId('greeting')).toHaveText(en('account.greeting', { name: 'Cart Tester' }));
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('cart-guest-note')).toHaveCount(0);
  let cart = await call<Cart>(request, '/customer/cart/list', buyer.token);
  const lines = cart.shops.flatMap((s) => s.items);
  expect(lines.map((l) => [l.product_id, l.quantity]).sort()).toEqual(
    [
      [a, 2],
      [b, 1],
      [c, 1],
    ].sort(),
  );
  await expect(shownSubtotal(page)).toHaveText(money(cart.subtotal));

  // One more of b: the line total and the subtotal follow.
  const lineOf = (productId: number) => page.getByTestId('cart-line').filter({ has: page.locator(`a[href$="id=${productId}"]`) });
  const before = cart.subtotal;
  await lineOf(b)
    .getByRole('button', { name: en('product.increase'), exact: true })
    .click();
  await expect(lineOf(b).getByTestId('quantity-input')).toHaveValue('2');
  await expect(async () => {
    cart = await call<Cart>(request, '/customer/cart/list', buyer.token);
    expect(cart.shops.flatMap((s) => s.items).find((l) => l.product_id === b)?.quantity).toBe(2);
  }).toPass();
  expect(cart.subtotal).toBeGreaterThan(before);
  await expect(shownSubtotal(page)).toHaveText(money(cart.subtotal));

  // Unselecting c takes it out of the subtotal.
  const itemC = cart.shops.flatMap((s) => s.items).find((l) => l.product_id === c) as CartItem;
  const selectC = lineOf(c).getByRole('checkbox', { name: en('cart.selectLine', { name: itemC.name }) });
  await selectC.click();
  await expect(selectC).not.toBeChecked();
  await expect(shownSubtotal(page)).toHaveText(money(cart.subtotal - itemC.price * itemC.quantity));
  const checkout = page.getByTestId(isPhone(page) ? 'cart-bar-checkout' : 'cart-checkout');
  await expect(checkout).toHaveText(en('cart.checkout', { count: 2 }));

  // Removing a line.
  const itemA = cart.shops.flatMap((s) => s.items).find((l) => l.product_id === a) as CartItem;
  await lineOf(a)
    .getByRole('button', { name: en('cart.removeLine', { name: itemA.name }) })
    .click();
  await expect(page.getByText(en('cart.removed')).last()).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  cart = await call<Cart>(request, '/customer/cart/list', buyer.token);
  expect(cart.items_count).toBe(2);
  await expect(shownSubtotal(page)).toHaveText(money(cart.subtotal));
  if (isPhone(page)) await expect(cartBadge(page)).toContainText('2');
  else await expect(cartBadge(page)).toHaveAccessibleName(`${en('nav.cart')} (2)`);
});

test('a buyer’s cart shows each shop’s delivery and the total with it before checkout', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  await addAddress(request, buyer.token, { first_name: 'Cart Tester', email: 'tester@example.test' });
  const [a] = await productsOfTwoShops(request);
  await call(request, '/customer/cart/add', buyer.token, { product_id: a, variant_id: await firstVariant(request, a), quantity: 1 });
  const cart = await call<Cart>(request, '/customer/cart/list', buyer.token);
  const summary = await call<{ shops: { shipping: { charged: number } }[]; shipping_fee: number; tax: number; total: number }>(
    request,
    '/checkout/onepage/summary',
    buyer.token,
    { cart_item_ids: cart.shops.flatMap((s) => s.items.map((i) => i.id)).join(',') },
  );
  const fee = summary.shipping_fee;
  expect(summary.total).toBe(cart.subtotal + fee + summary.tax);

  await seedSession(page, buyer.token);
  await page.goto('/#/pages/cart/cart');
  const shop = page.getByTestId('cart-shop');
  await expect(shop.getByTestId('shop-delivery')).toContainText(en('checkout.shippingFee'));
  await expect(shop.getByTestId('shop-delivery-fee')).toHaveText(fee === 0 ? en('checkout.free') : money(fee));
  await expect(shownSubtotal(page)).toHaveText(money(cart.subtotal));
  await expect(page.getByTestId('cart-shipping')).toHaveText(fee === 0 ? en('checkout.free') : money(fee));
  await expect(page.getByTestId('cart-tax')).toHaveCount(summary.tax > 0 ? 1 : 0);
  await expect(page.getByTestId('cart-total')).toHaveText(money(summary.total));
  if (isPhone(page)) await expect(page.getByTestId('cart-bar-total')).toHaveText(money(summary.total));
});

test('buy now opens the checkout with that one line, and a guest is asked to log in first', async ({ page, request }) => {
  const [, , c] = await productsOfTwoShops(request);
  const variant = await firstVariant(request, c);
  await page.goto(`/#/pages/prouduct/detail?id=${c}`);
  await page.getByRole('button', { name: en('product.increase'), exact: true }).click();
  // The checkout's address is passed on at once: a guest then goes on to log in (checkout.spec covers a buyer).
  await Promise.all([page.waitForURL(new RegExp(`#/pages/cart/cart\\?buy=${c}:${variant}:2$`)), page.getByRole('button', { name: en('cart.buyNow') }).click()]);
  await expect(page).toHaveURL(/#\/pages\/users\/login/);
});

/** From the login page to "Create an account", and a new account filled in and sent; answers its token. */
async function signUpFromLogin(page: Page) {
  await expect(page).toHaveURL(/#\/pages\/users\/login/);
  await page.getByRole('link', { name: en('auth.goRegister') }).click();
  await page.getByRole('textbox', { name: en('auth.firstname'), exact: true }).fill('Cart Tester');
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(uniqueEmail('cart-signup'));
  await page.getByRole('textbox', { name: en('auth.phone'), exact: true }).fill('+66812345678');
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: en('auth.confirmPassword'), exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: en('auth.registerSubmit') }).click();
  await expect(page).not.toHaveURL(/#\/pages\/users\//);
  return (await page.evaluate(() => localStorage.getItem('access-token'))) ?? '';
}

test('a guest who buys now and signs up instead of logging in comes back to the checkout with that line, and places it', async ({ page, request }) => {
  const [, , c] = await productsOfTwoShops(request);
  const variant = await firstVariant(request, c);
  await page.goto(`/#/pages/prouduct/detail?id=${c}`);
  await page.getByRole('button', { name: en('product.increase'), exact: true }).click();
  await page.getByRole('button', { name: en('cart.buyNow') }).click();
  const token = await signUpFromLogin(page);
  await expect(page).toHaveURL(new RegExp(`#/pages/cart/cart\\?buy=${c}:${variant}:2$`));

  // The new account's address, then on through the steps: cash on delivery needs no money.
  await addAddress(request, token, { first_name: 'Cart Tester', email: 'tester@example.test' });
  await page.reload();
  const step = (testId: string) => page.getByTestId(isPhone(page) ? `${testId}-bar` : testId);
  await expect(page.getByTestId('checkout-address-choice')).toHaveAttribute('aria-checked', 'true');
  await step('checkout-next').click();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await step('checkout-next').click();
  await page.getByTestId('pay-cod').click();
  await step('checkout-next').click();
  await page.getByTestId('checkout-agree').check();
  await step('checkout-place').click();
  await expect(page.getByTestId('placed-title')).toHaveText(en('checkout.codTitle'));
  const orders = await call<{ list: { payment_method: string }[] }>(request, '/customer/order/list?status=all', token);
  expect(orders.list.map((o) => o.payment_method)).toEqual(['cod']);
});

test('a guest who adds to the cart and signs up at "Check out" finds the line in the new account’s cart', async ({ page, request }) => {
  const [a] = await productsOfTwoShops(request);
  await addFromProductPage(page, a);
  await page.goto('/#/pages/cart/cart');
  await page.getByTestId(isPhone(page) ? 'cart-bar-checkout' : 'cart-checkout').click();
  // To the register page and back to logging in: where to return is still known.
  await page.getByRole('link', { name: en('auth.goRegister') }).click();
  await page
    .locator('main')
    .getByRole('link', { name: en('auth.goLogin') })
    .click();
  const token = await signUpFromLogin(page);
  await expect(page).toHaveURL(/#\/pages\/cart\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const cart = await call<Cart>(request, '/customer/cart/list', token);
  expect(cart.shops.flatMap((s) => s.items).map((l) => [l.product_id, l.quantity])).toEqual([[a, 1]]);
});

test('in yen, the product page and the cart show whole yen: no decimals, rounded half up', async ({ page, request }) => {
  const yen = await priceIn(request, 'JPY');
  const [id] = await productsOfTwoShops(request);
  const product = await call<{ variants: (PriceOffer & { id: number; stock: number })[] }>(request, `/customer/product/detail/${id}`);
  const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const unit = unitPrice(variant as PriceOffer, 1);
  const whole = /^¥\d{1,3}(,\d{3})*$/;

  await page.goto('/');
  await openMenu(page, 'currency-switcher', 'JPY (¥)');
  await addFromProductPage(page, id);
  await expect(page.getByTestId('unit-price')).toHaveText(yen(unit));
  expect(yen(unit)).toMatch(whole);

  await page.goto('/#/pages/cart/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('line-price')).toHaveText(yen(unit));
  await expect(line.getByTestId('line-total')).toHaveText(yen(unit));
  await expect(shownSubtotal(page)).toHaveText(yen(unit));
});

test('an empty cart offers a way to the shop', async ({ page }) => {
  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-empty')).toContainText(en('cart.emptyTitle'));
  await page.getByRole('link', { name: en('cart.emptyAction') }).click();
  await expect(page).toHaveURL(/#\/$/);
});
