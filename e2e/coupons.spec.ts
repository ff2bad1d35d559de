/**
 * Coupons against the real server and its demo data, at 1280 and 375 px. A demo seller issues a
 * shop coupon and the admin a mall coupon (codes unique to the run and the viewport); a new
 * buyer claims both on a product page, finds them in My coupons, picks them at checkout and sees
 * the totals drop by what each takes off; a code that matches no coupon says so in Japanese and
 * changes nothing; the order is paid from the wallet and both coupons move to "used". A guest's
 * "Claim" asks to log in and comes back claimed; a coupon gone meanwhile says why.
 * With COUPON_SHOTS=<dir>, the strip, the checkout's coupons and My coupons are photographed.
 */
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, SELLER, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');
const PASSWORD = 'e2e-coupons-pass-1';
const SHOTS = process.env.COUPON_SHOTS;

/** A new buyer with an address; logged in on this page (token and language set before the app starts) unless `guest`. */
async function newBuyer(page: Page, request: APIRequestContext, { lang = 'en', guest = false } = {}) {
  const buyer = await registerBuyer(request, { name: 'Coupon Tester', email: uniqueEmail('coupons'), password: PASSWORD, phone: '+66812345678' });
  await addAddress(request, buyer.token, { first_name: 'Coupon Tester', email: buyer.email });
  await seedSession(page, guest ? null : buyer.token, lang);
  return buyer;
}

/** A code no other run or viewport uses. */
const codeFor = (prefix: string, info: TestInfo) =>
  `${prefix}${Date.now().toString(36)}${Math.round(Math.random() * 1296).toString(36)}${info.project.name === 'phone' ? 'P' : 'D'}`.toUpperCase();

const DAY = 86_400_000;
const terms = (code: string, fields: Record<string, string | number>) => ({
  code,
  min_spend: 0,
  quantity: 100,
  starts_at: new Date(Date.now() - 60_000).toISOString(),
  ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
  ...fields,
});

/** seller1's shop, one of its products on sale, and a coupon of that shop and one of the mall's. */
async function couponsForAProduct(request: APIRequestContext, info: TestInfo, shop: Record<string, string | number>, mall: Record<string, string | number>) {
  const seller = await logIn(request, SELLER);
  const shopId = (await call<{ shop_id: number }>(request, '/customer/info/get_userinfo', seller)).shop_id;
  const products = (await call<{ list: { id: number; price: number; deal_price: number | null }[] }>(request, `/shop/${shopId}/1?page_size=40`)).list;
  // A product of at least $40 (the mall's 10 % reaches its $3.00 cap), without a flash deal (its price stays put).
  const offset = info.project.name === 'phone' ? 1 : 0;
  const product = products.filter((p) => p.deal_price === null && p.price >= 4000)[offset] as { id: number; price: number };
  expect(product, 'a product of seller1 of at least $40').toBeTruthy();
  const shopCoupon = await call<{ id: number; code: string }>(request, '/seller/coupon/save', seller, terms(codeFor('SHOP', info), shop));
  const admin = await logIn(request, ADMIN);
  const mallCoupon = await call<{ id: number; code: string }>(request, '/admin/coupon/save', admin, terms(codeFor('MALL', info), mall));
  return { shopId, product, shopCoupon, mallCoupon, admin };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const stepButton = (page: Page, testId: string) => page.getByTestId(isPhone(page) ? `${testId}-bar` : testId);
const next = (page: Page) => stepButton(page, 'checkout-next').click();
const atStep = (page: Page, step: string) => expect(page.getByTestId('checkout-stepper')).toHaveAttribute('data-step', step);
const ticket = (page: Page, code: string) => page.locator(`[data-testid="coupon-ticket"][data-code="${code}"]`);
const shot = async (page: Page, info: TestInfo, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(400); // dialogs and toasts done moving
  await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: false });
};
/** The product's coupon strip, opened up to every coupon when it shows only the first few (other runs' coupons are offered too). */
async function openStrip(page: Page) {
  await expect(page.getByTestId('coupon-strip')).toBeVisible();
  const all = page.getByTestId('coupon-strip-all');
  if ((await all.count()) > 0 && (await all.getAttribute('aria-expanded')) === 'false') await all.click();
}

test('a buyer claims coupons on a product, finds them in My coupons, picks them at checkout and pays less; an unknown code is refused in Japanese', async ({
  page,
  request,
}, info) => {
  const { shopId, product, shopCoupon, mallCoupon, admin } = await couponsForAProduct(
    request,
    info,
    { kind: 'amount', value: 500, min_spend: 1000 },
    { kind: 'percent', value: 1000, max_discount: 300 },
  );
  const buyer = await newBuyer(page, request);
  await call(request, '/admin/wallet/adjust', admin, { user_id: buyer.id, amount: 1_000_000, remark: 'e2e coupons' });
  await giveWalletPin(request, buyer.token, PASSWORD);

  // The strip under the price: the shop's coupon and the mall's, their terms in the buyer's words.
  await page.goto(`/#/pages/prouduct/detail?id=${product.id}`);
  await openStrip(page);
  await expect(ticket(page, shopCoupon.code).getByTestId('coupon-title')).toHaveText(en('coupons.amountOff', { amount: '$5.00' }));
  await expect(ticket(page, shopCoupon.code).getByTestId('coupon-condition')).toHaveText(en('coupons.conditionMin', { min: '$10.00' }));
  await expect(ticket(page, mallCoupon.code).getByTestId('coupon-title')).toHaveText(en('coupons.percentOff', { percent: '10%' }));
  await expect(ticket(page, mallCoupon.code).getByTestId('coupon-condition')).toHaveText(en('coupons.conditionCap', { cap: '$3.00' }));
  await expect(ticket(page, mallCoupon.code)).toContainText(en('coupons.mall'));
  await ticket(page, shopCoupon.code).scrollIntoViewIfNeeded();
  await shot(page, info, 'strip');
  for (const code of [shopCoupon.code, mallCoupon.code]) {
    await ticket(page, code).getByTestId('coupon-claim').click();
    await expect(ticket(page, code).getByTestId('coupon-claimed')).toContainText(en('coupons.claimed'));
  }
  await expect(ticket(page, shopCoupon.code).getByTestId('coupon-use-at-checkout')).toHaveText(en('coupons.useAtCheckout'));
  await shot(page, info, 'strip-claimed');
  await page.getByRole('button', { name: en('cart.addToCart') }).click();
  await expect(page.getByText(en('cart.added')).last()).toBeVisible();

  // My coupons, from the account menu on the dashboard: both usable.
  await page.goto('/#/pages/mine/dashboard');
  await page.getByTestId('menu-coupons').click();
  await expect(page).toHaveURL(/#\/pages\/coupons$/);
  await expect(ticket(page, shopCoupon.code)).toBeVisible();
  await expect(ticket(page, mallCoupon.code)).toBeVisible();
  await shot(page, info, 'my-coupons');
  // "Use now" leads to the shop, whose page offers its coupons too, this one claimed.
  await ticket(page, shopCoupon.code).getByTestId('coupon-use').click();
  await expect(page).toHaveURL(new RegExp(`#/pages/shop/detail\\?id=${shopId}$`));
  await openStrip(page);
  await expect(ticket(page, shopCoupon.code).getByTestId('coupon-claimed')).toBeVisible();
  await page.getByTestId('coupon-strip').scrollIntoViewIfNeeded();
  await shot(page, info, 'shop-strip');

  // Checkout: the totals before any coupon.
  await page.goto('/#/pages/cart/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId(isPhone(page) ? 'cart-bar-checkout' : 'cart-checkout').click();
  await atStep(page, 'shipment');
  await expect(page.getByTestId('checkout-address-choice')).toHaveAttribute('aria-checked', 'true');
  await next(page);
  await atStep(page, 'delivery');
  const barTotal = page.getByTestId('checkout-bar-total');
  const moneyOf = async () => Number((await barTotal.textContent())?.replace(/[^0-9.]/g, ''));
  await expect(barTotal).not.toHaveText('…');
  const before = await moneyOf();

  // The shop's coupon, picked in the shop's block: $5.00 off.
  const shopBlock = page.getByTestId('checkout-shop');
  await shopBlock.getByTestId('shop-coupon').getByTestId('coupon-picker-open').click();
  const picker = page.getByRole('dialog');
  await expect(picker.locator(`[data-testid="coupon-option"][data-code="${shopCoupon.code}"]`).getByTestId('coupon-saves')).toHaveText(
    en('checkout.couponSaves', { amount: '$5.00' }),
  );
  await shot(page, info, 'checkout-picker');
  await picker.locator(`[data-testid="coupon-option"][data-code="${shopCoupon.code}"]`).click();
  await expect(picker).toHaveCount(0);
  await expect(shopBlock.getByTestId('coupon-picked-code')).toHaveText(shopCoupon.code);
  await expect(shopBlock.getByTestId('coupon-picked-amount')).toHaveText('−$5.00');
  await expect(page.getByTestId('total-coupon-shop').first()).toHaveText('−$5.00');
  await expect.poll(moneyOf).toBeCloseTo(before - 5, 2);

  // The mall's: 10 % of what is left, at most $3.00.
  const mallOff = 300;
  await page.getByTestId('mall-coupon').getByTestId('coupon-picker-open').click();
  await page.getByRole('dialog').locator(`[data-testid="coupon-option"][data-code="${mallCoupon.code}"]`).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const mallText = `−$${(mallOff / 100).toFixed(2)}`;
  await expect(page.getByTestId('mall-coupon').getByTestId('coupon-picked-code')).toHaveText(mallCoupon.code);
  await expect(page.getByTestId('mall-coupon').getByTestId('coupon-picked-amount')).toHaveText(mallText);
  await expect(page.getByTestId('total-coupon-mall').first()).toHaveText(mallText);
  await expect(shopBlock.getByTestId('shop-mall-discount')).toHaveText(mallText);
  await expect.poll(moneyOf).toBeCloseTo(before - 5 - mallOff / 100, 2);
  await expect(page).toHaveURL(new RegExp(`coupons=${shopCoupon.code}%2C${mallCoupon.code}`));
  await page.getByTestId('checkout-coupons').scrollIntoViewIfNeeded();
  await shot(page, info, 'checkout-coupons');

  // In Japanese, a code that matches no coupon says so under the field, and the choice stays.
  await page.evaluate(() => localStorage.setItem('lang', 'jp'));
  await page.reload();
  await atStep(page, 'delivery');
  await page.getByTestId('coupon-code-input').fill(`nosuch${Date.now()}`);
  await page.getByTestId('coupon-code-apply').click();
  await expect(page.getByTestId('coupon-code-refusal')).toHaveText(jp('coupons.reason.invalid'));
  await expect(page.getByTestId('mall-coupon').getByTestId('coupon-picked-amount')).toHaveText(mallText);
  await expect(page).toHaveURL(new RegExp(`coupons=${shopCoupon.code}%2C${mallCoupon.code}`));
  await page.getByTestId('checkout-coupons').scrollIntoViewIfNeeded();
  await shot(page, info, 'checkout-refused-jp');

  // Paid from the wallet: the orders carry the discounts, and both coupons are spent.
  await next(page);
  await atStep(page, 'payment');
  await page.getByTestId('pay-wallet').click();
  await next(page);
  await atStep(page, 'confirm');
  await expect(page.getByTestId('shop-mall-discount')).toHaveText(mallText);
  await page.getByTestId('checkout-agree').check();
  await page.getByTestId('checkout-pin-0').click();
  await page.keyboard.type(WALLET_PIN);
  await stepButton(page, 'checkout-place').click();
  await expect(page.getByTestId('placed-title')).toHaveText(jp('checkout.successTitle'));
  const orders = (await call<{ list: { actual_pay: number }[] }>(request, '/customer/order/list?status=all', buyer.token)).list;
  expect(orders.map((o) => o.actual_pay)).toEqual([Math.round(before * 100) - 500 - mallOff]);

  await page.goto('/#/pages/coupons');
  await expect(page.getByTestId('coupons-empty')).toContainText(jp('coupons.empty.usable'));
  await page.getByTestId('coupons-tab-used').click();
  await expect(page).toHaveURL(/state=used/);
  for (const code of [shopCoupon.code, mallCoupon.code]) await expect(ticket(page, code).getByTestId('coupon-used')).toBeVisible();
  await expect(ticket(page, shopCoupon.code).getByRole('link', { name: jp('coupons.viewOrder') })).toHaveAttribute(
    'href',
    /#\/pages\/history\/detail\?id=\d+$/,
  );
  await shot(page, info, 'my-coupons-used');
});

test('a guest’s "Claim" asks to log in and comes back claimed; a coupon that ran out meanwhile says why', async ({ page, request }, info) => {
  const { product, shopCoupon, mallCoupon } = await couponsForAProduct(
    request,
    info,
    { kind: 'amount', value: 300 },
    { kind: 'amount', value: 100, quantity: 1 },
  );
  const buyer = await newBuyer(page, request, { guest: true });

  await page.goto(`/#/pages/prouduct/detail?id=${product.id}`);
  await openStrip(page);
  await ticket(page, shopCoupon.code).getByTestId('coupon-claim').click();
  await expect(page).toHaveURL(/#\/pages\/users\/login$/);
  await expect(page.getByText(en('auth.reasonCoupon'))).toBeVisible();
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(buyer.email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/prouduct/detail\\?id=${product.id}$`));
  await openStrip(page);
  await expect(ticket(page, shopCoupon.code).getByTestId('coupon-claimed')).toBeVisible();
  const held = (await call<{ list: { code: string }[] }>(request, '/customer/coupon/list?state=usable', buyer.token)).list;
  expect(held.map((c) => c.code)).toEqual([shopCoupon.code]);

  // The mall's last coupon goes to someone else while the page shows it: 2000003, in the buyer's words.
  const other = await call<{ 'access-token': string }>(request, '/customer/register/account', undefined, {
    firstname: 'Quicker Buyer',
    email: `e2e-coupons-quick-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`,
    phone: '+66812345679',
    password: PASSWORD,
    confirm_password: PASSWORD,
    agree: '1',
    invitation_code: '',
  });
  await expect(ticket(page, mallCoupon.code).getByTestId('coupon-claim')).toBeVisible();
  await call(request, '/customer/coupon/claim', other['access-token'], { id: mallCoupon.id });
  await ticket(page, mallCoupon.code).getByTestId('coupon-claim').click();
  await expect(page.getByText(en('coupons.reason.couponNoneLeft'))).toBeVisible();
  // The list is asked again: a coupon none is left of is no longer offered.
  await expect(ticket(page, mallCoupon.code)).toHaveCount(0);
});
