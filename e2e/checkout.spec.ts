/**
 * The checkout against the real server and its demo data, at 1280 and 375 px: a buyer fills the
 * cart from two shops, adds an address through the country, state and city pickers, pays by
 * wallet (twice clicked: still one checkout) and sees two orders; another pays by the sandbox
 * card, another buys now in dong (whole dong shown) and pays cash on delivery; a declined card
 * shows 1500019's sentence in Japanese, and the orders are paid again from the wallet. Each test
 * registers its own buyer.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { priceIn } from './helpers/currency';
import { pick } from './helpers/picker';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');
const PASSWORD = 'e2e-checkout-pass-1';

interface Order {
  id: number;
  order_sn: string;
  checkout_id: number;
  shop: { id: number; name: string };
  actual_pay: number;
  payment_method: string;
  payment_status: string;
  delivery_status: string;
}

/** A new buyer, logged in on this page (token and language in place before the app starts). */
async function newBuyer(page: Page, request: APIRequestContext, lang = 'en') {
  const buyer = await registerBuyer(request, { name: 'Checkout Tester', email: uniqueEmail('checkout'), password: PASSWORD, phone: '+66812345678' });
  await seedSession(page, buyer.token, lang);
  return buyer;
}

/** Money into a buyer's wallet, as an operator does it. */
async function fund(request: APIRequestContext, userId: number, cents: number) {
  const admin = await logIn(request, ADMIN);
  await call(request, '/admin/wallet/adjust', admin, { user_id: userId, amount: cents, remark: 'e2e checkout' });
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await call<{ balance: number }>(request, '/customer/info/get_user_balance', token)).balance;
const ordersOf = async (request: APIRequestContext, token: string) => (await call<{ list: Order[] }>(request, '/customer/order/list?status=all', token)).list;

/** The first variant in stock of a product. */
async function variantOf(request: APIRequestContext, productId: number) {
  const product = await call<{ variants: { id: number; stock: number }[] }>(request, `/customer/product/detail/${productId}`);
  return (product.variants.find((v) => v.stock > 5) ?? product.variants[0])?.id as number;
}

/** A product of each of the demo's first two shops; `offset` keeps parallel tests on different products. */
async function productsOfTwoShops(request: APIRequestContext, offset: number) {
  const first = await call<{ list: { id: number }[] }>(request, '/shop/1/1?page_size=8');
  const second = await call<{ list: { id: number }[] }>(request, '/shop/2/1?page_size=8');
  return [first.list[offset % first.list.length]?.id, second.list[offset % second.list.length]?.id] as [number, number];
}

async function addressFor(request: APIRequestContext, token: string) {
  await addAddress(request, token, { first_name: 'Checkout Tester', email: 'tester@example.test' });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** The step's button: beside the content from tablets up, in the bar above the tab bar on a phone. */
const stepButton = (page: Page, testId: string) => page.getByTestId(isPhone(page) ? `${testId}-bar` : testId);
const next = (page: Page) => stepButton(page, 'checkout-next').click();
const atStep = (page: Page, step: string) => expect(page.getByTestId('checkout-stepper')).toHaveAttribute('data-step', step);

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-exp').fill('1230');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-name').fill('Checkout Tester');
}

/** From the cart with lines in it to the payment step, the saved address chosen. */
async function cartToPayment(page: Page) {
  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByTestId(isPhone(page) ? 'cart-bar-checkout' : 'cart-checkout').click();
  await atStep(page, 'shipment');
  await expect(page.getByTestId('checkout-address-choice')).toHaveAttribute('aria-checked', 'true');
  await next(page);
  await atStep(page, 'delivery');
  await next(page);
  await atStep(page, 'payment');
}

test('a buyer fills the cart from two shops, adds an address through the pickers, pays by wallet and sees two orders', async ({ page, request }) => {
  const buyer = await newBuyer(page, request);
  await fund(request, buyer.id, 1_000_000);
  const [a, b] = await productsOfTwoShops(request, 0);
  for (const id of [a, b]) {
    await page.goto(`/#/pages/prouduct/detail?id=${id}`);
    await page.getByRole('button', { name: en('cart.addToCart') }).click();
    await expect(page.getByText(en('cart.added')).last()).toBeVisible();
  }

  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-shop')).toHaveCount(2);
  await page.getByTestId(isPhone(page) ? 'cart-bar-checkout' : 'cart-checkout').click();

  // No address yet: the form is there at once, with the account's contact.
  await atStep(page, 'shipment');
  const form = page.getByTestId('address-form');
  await expect(form.getByTestId('address-email')).toHaveValue(buyer.email);
  await pick(page, 'address-country', 'Thai', 'Thailand');
  await pick(page, 'address-state', 'Bangk', 'Bangkok');
  await pick(page, 'address-city', 'Bang Ka', 'Bang Kapi');
  await form.getByTestId('address-street').fill('99/1 Soi Ramkhamhaeng 24');
  await form.getByTestId('address-save').click();
  const choice = page.getByTestId('checkout-address-choice');
  await expect(choice).toHaveCount(1);
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  await expect(choice.getByTestId('address-line')).toHaveText(['99/1 Soi Ramkhamhaeng 24', 'Bang Kapi', 'Bangkok', 'Thailand']);
  await next(page);

  // Delivery: one block per shop, each with its shipping choice; home delivery to the address.
  await atStep(page, 'delivery');
  await expect(page.getByTestId('delivery-address')).toContainText('Bang Kapi');
  await expect(page.getByTestId('checkout-shop')).toHaveCount(2);
  for (const shop of await page.getByTestId('checkout-shop').all()) {
    await expect(shop.getByTestId('shipping-option').first()).toHaveAttribute('aria-checked', 'true');
  }
  await next(page);

  // Payment: the wallet shows its balance and covers the total.
  await atStep(page, 'payment');
  await expect(page.getByTestId('wallet-balance')).toHaveText(en('checkout.walletBalance', { amount: '$10,000.00' }));
  await page.getByTestId('pay-wallet').click();
  await next(page);

  // Confirm: the agreement is required; the place button clicked twice places once.
  await atStep(page, 'confirm');
  await expect(page.getByTestId('split-note')).toHaveText(en('checkout.splitNote', { count: 2 }));
  const placeButton = stepButton(page, 'checkout-place');
  await placeButton.click();
  await expect(page.getByText(en('checkout.errors.mustAgree'))).toBeVisible();
  await page.getByTestId('checkout-agree').check();

  // Paying from the wallet asks its PIN (issue 23): a buyer without one sets it here, with the password.
  const setup = page.getByTestId('checkout-pin-setup');
  await setup.getByTestId('wallet-pin-new').fill(WALLET_PIN);
  await setup.getByTestId('wallet-pin-confirm').fill(WALLET_PIN);
  await setup.getByTestId('wallet-pin-password').fill(PASSWORD);
  await setup.getByTestId('wallet-pin-save').click();
  // Too few digits are said before anything is sent; a wrong PIN places nothing and says the tries left.
  await page.getByTestId('checkout-pin-0').click();
  await page.keyboard.type('123');
  await placeButton.click();
  await expect(page.getByTestId('checkout-pin-error')).toHaveText(en('walletPin.sixDigits'));
  await page.getByTestId('checkout-pin-0').click();
  await page.keyboard.type('654321');
  await placeButton.click();
  await expect(page.getByTestId('checkout-pin-error')).toHaveText(en('errors.field.wrongPin', { left: 4 }));
  expect(await ordersOf(request, buyer.token)).toHaveLength(0);
  await expect(page.getByTestId('checkout-pin-0')).toHaveValue('');
  await page.getByTestId('checkout-pin-0').click();
  await page.keyboard.type(WALLET_PIN);
  await placeButton.dblclick();

  await expect(page.getByTestId('placed-title')).toHaveText(en('checkout.successTitle'));
  const placed = page.getByTestId('placed-order');
  await expect(placed).toHaveCount(2);
  await expect(placed.getByTestId('placed-status')).toHaveText([en('checkout.statusPaid'), en('checkout.statusPaid')]);

  const orders = await ordersOf(request, buyer.token);
  expect(orders).toHaveLength(2);
  expect(new Set(orders.map((o) => o.checkout_id)).size).toBe(1);
  expect(orders.every((o) => o.payment_method === 'wallet' && o.payment_status === 'paid')).toBe(true);
  await expect(placed.getByTestId('placed-order-sn')).toHaveText(orders.map((o) => o.order_sn).sort());
  const total = orders.reduce((sum, o) => sum + o.actual_pay, 0);
  expect(await balanceOf(request, buyer.token)).toBe(1_000_000 - total);

  // The lines left the cart; the order history is one tap away.
  expect((await call<{ items_count: number }>(request, '/customer/cart/list', buyer.token)).items_count).toBe(0);
  await expect(page.getByTestId('view-orders')).toHaveAttribute('href', '#/pages/history/purchase');
});

test('a buyer pays by the sandbox card; the wallet that cannot cover the total says why; the card stays out of storage', async ({ page, request }) => {
  const buyer = await newBuyer(page, request);
  await addressFor(request, buyer.token);
  const [a] = await productsOfTwoShops(request, 1);
  await call(request, '/customer/cart/add', buyer.token, { product_id: a, variant_id: await variantOf(request, a), quantity: 1 });
  await cartToPayment(page);

  await expect(page.getByTestId('pay-wallet')).toBeDisabled();
  await expect(page.getByTestId('wallet-short')).toBeVisible();
  await page.getByTestId('pay-card').click();
  await page.getByTestId('card-number').fill('4242424242424241');
  await expect(page.getByTestId('card-number')).toHaveValue('4242 4242 4242 4241');
  await next(page);
  await expect(page.getByText(en('checkout.errors.cardNumber'))).toBeVisible();
  await expect(page.getByText(en('checkout.errors.cardName'))).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('card-exp')).toHaveValue('12/30');
  await next(page);

  await atStep(page, 'confirm');
  await expect(page.getByTestId('confirm-payment-detail')).toHaveText(en('checkout.cardEnding', { last4: '4242', name: 'Checkout Tester' }));
  await page.getByTestId('checkout-agree').check();
  await stepButton(page, 'checkout-place').click();
  await expect(page.getByTestId('placed-title')).toHaveText(en('checkout.successTitle'));
  await expect(page.getByTestId('placed-status')).toHaveText(en('checkout.statusPaid'));

  const [order] = await ordersOf(request, buyer.token);
  expect(order).toMatchObject({ payment_method: 'card', payment_status: 'paid' });
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href);
  expect(stored).not.toMatch(/4242\s?4242/);
});

test('buying now in dong skips the cart and shows whole dong; cash on delivery places the order unpaid, to pay at the door', async ({ page, request }) => {
  const buyer = await newBuyer(page, request);
  await page.addInitScript(() => localStorage.setItem('cur', 'VND'));
  const dong = await priceIn(request, 'VND');
  await addressFor(request, buyer.token);
  const [, b] = await productsOfTwoShops(request, 2);
  await page.goto(`/#/pages/prouduct/detail?id=${b}`);
  await page.getByRole('button', { name: en('cart.buyNow') }).click();

  await atStep(page, 'shipment');
  await expect(page.getByTestId('checkout-step-cart')).toHaveCount(0);
  await next(page);
  await atStep(page, 'delivery');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await next(page);
  await page.getByTestId('pay-cod').click();
  await page.getByTestId('checkout-remark').fill('Please ring twice');
  await next(page);
  await atStep(page, 'confirm');
  // Dong have no minor unit: the total is whole dong, the books' cents converted and rounded half up.
  const total = isPhone(page) ? page.getByTestId('checkout-bar-total') : page.getByRole('complementary').getByTestId('total-total');
  await expect(total).toHaveText(/^₫\d{1,3}(,\d{3})*$/);
  const shownTotal = await total.textContent();
  await expect(page.getByTestId('confirm-remark')).toContainText('Please ring twice');
  await page.getByTestId('checkout-agree').check();
  await stepButton(page, 'checkout-place').click();

  await expect(page.getByTestId('placed-title')).toHaveText(en('checkout.codTitle'));
  await expect(page.getByTestId('placed-status')).toHaveText(en('checkout.statusCod'));
  const [order] = await ordersOf(request, buyer.token);
  expect(order).toMatchObject({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'to_ship' });
  expect(shownTotal).toBe(dong(order!.actual_pay));
});

test('a declined card says so in Japanese; the orders wait unpaid and are paid again from the wallet', async ({ page, request }) => {
  const buyer = await newBuyer(page, request, 'jp');
  await fund(request, buyer.id, 1_000_000);
  await giveWalletPin(request, buyer.token, PASSWORD);
  await addressFor(request, buyer.token);
  const [a, b] = await productsOfTwoShops(request, 3);
  for (const id of [a, b]) await call(request, '/customer/cart/add', buyer.token, { product_id: id, variant_id: await variantOf(request, id), quantity: 1 });
  await cartToPayment(page);

  await page.getByTestId('pay-card').click();
  await fillCard(page, '4000 0000 0000 0002');
  await next(page);
  await page.getByTestId('checkout-agree').check();
  await stepButton(page, 'checkout-place').click();

  await expect(page.getByTestId('placed-title')).toHaveText(jp('checkout.declinedTitle'));
  await expect(page.getByTestId('declined-message')).toHaveText(jp('checkout.errors.declined'));
  await expect(page.getByTestId('placed-status')).toHaveText([jp('checkout.statusUnpaid'), jp('checkout.statusUnpaid')]);
  await expect(page.getByTestId('view-orders')).toHaveText(jp('checkout.payLater'));
  // How long the orders wait for payment, ticking down; no "to ship" beside "awaiting payment".
  await expect(page.getByTestId('pay-within')).toContainText(jp('orders.payWithin'));
  await expect(page.getByTestId('placed-orders')).not.toContainText(jp('checkout.statusToShip'));
  const secondsLeft = async () => {
    const [h, m, s] = (((await page.getByTestId('pay-within-clock').textContent()) ?? '').match(/\d+/g) ?? []).map(Number);
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
  };
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(25 * 60); // the mall's 30 minutes, less the moments this took
  expect(first).toBeLessThanOrEqual(30 * 60);
  await expect.poll(secondsLeft).toBeLessThan(first);
  let orders = await ordersOf(request, buyer.token);
  expect(orders.map((o) => o.payment_status)).toEqual(['unpaid', 'unpaid']);
  expect(await balanceOf(request, buyer.token)).toBe(1_000_000);

  // Paying again from the wallet asks its PIN, then pays both orders, once.
  const again = page.getByTestId('pay-again');
  await again.getByTestId('pay-wallet').click();
  await again.getByTestId('pay-again-pin-0').click();
  await page.keyboard.type(WALLET_PIN);
  await again.getByTestId('pay-again-submit').click();
  await expect(page.getByTestId('placed-title')).toHaveText(jp('checkout.successTitle'));
  await expect(page.getByTestId('placed-status')).toHaveText([jp('checkout.statusPaid'), jp('checkout.statusPaid')]);
  await expect(page.getByTestId('pay-within')).toHaveCount(0);
  orders = await ordersOf(request, buyer.token);
  expect(orders.map((o) => o.payment_status)).toEqual(['paid', 'paid']);
  expect(await balanceOf(request, buyer.token)).toBe(1_000_000 - orders.reduce((sum, o) => sum + o.actual_pay, 0));

  // A reload forgets the attempt: the orders are in the order history, not placed twice.
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/history\/purchase/);
  expect(await ordersOf(request, buyer.token)).toHaveLength(2);
});

test('a declined card is paid again on the spot with another card', async ({ page, request }) => {
  const buyer = await newBuyer(page, request, 'es');
  await addressFor(request, buyer.token);
  const [a] = await productsOfTwoShops(request, 4);
  await call(request, '/customer/cart/add', buyer.token, { product_id: a, variant_id: await variantOf(request, a), quantity: 1 });
  await cartToPayment(page);
  await page.getByTestId('pay-card').click();
  await fillCard(page, '4000000000000002');
  await next(page);
  await page.getByTestId('checkout-agree').check();
  await stepButton(page, 'checkout-place').click();

  const es = texts('es');
  await expect(page.getByTestId('declined-message')).toHaveText(es('checkout.errors.declined'));
  const again = page.getByTestId('pay-again');
  await expect(again.getByTestId('pay-wallet')).toBeDisabled();
  await again.getByTestId('pay-card').click();
  await fillCard(page, '4242424242424242');
  await again.getByTestId('pay-again-submit').click();
  await expect(page.getByTestId('placed-title')).toHaveText(es('checkout.successTitle'));
  const [order] = await ordersOf(request, buyer.token);
  expect(order).toMatchObject({ payment_method: 'card', payment_status: 'paid' });
});
