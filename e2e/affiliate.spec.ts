/**
 * The affiliate programme and the seller's earnings against the real server and its demo data, at
 * 1280 and 375 px. A new buyer A (browsing in euros) finds the affiliate page in the account menu
 * with a link and its QR code and no one invited yet; B opens A's link, registers with the code it
 * fills in, and buys from a demo shop with wallet money; the shop ships and delivers, B confirms
 * receipt; A's page then counts one referral and shows the share the server pays on the order
 * (docs/decisions.md "Money": 3 % of the goods less the shop's coupon, at most the commission), in
 * euros. The demo seller's dashboard shows its earnings beside its sales.
 * With AFFILIATE_SHOTS=<dir>, both pages are photographed.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, SELLER, SELLER_PASSWORD, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { sellerTexts } from './helpers/area-texts';
import { priceIn } from './helpers/currency';
import { texts } from './texts';

const en = texts('en');
const se = sellerTexts('en');
const PASSWORD = 'e2e-affiliate-pass-1';
const SHOTS = process.env.AFFILIATE_SHOTS;
const SELLERS = ['seller1@agora.test', 'seller2@agora.test', 'seller3@agora.test', 'seller4@agora.test'];
/** The website config's default `affiliate_bps` (apps/server/src/modules/earnings/settings.ts). */
const AFFILIATE_BPS = 300;

interface Detail {
  id: number;
  shop: { id: number };
  variants: { id: number; stock: number; deal: unknown }[];
}

interface Order {
  id: number;
  price: number;
  discount: number;
  mall_discount: number;
}

/** A product on sale with a variant in stock and no running deal, and its shop owner's token. */
async function productAndOwner(request: APIRequestContext) {
  const { list } = await call<{ list: { id: number }[] }>(request, '/customer/product/get_all_products?page_size=50');
  const owners = new Map<number, string>();
  for (const email of SELLERS) {
    const token = await logIn(request, { email, password: SELLER_PASSWORD });
    owners.set((await call<{ id: number }>(request, '/seller/shop', token)).id, token);
  }
  for (const { id } of list) {
    const detail = await call<Detail>(request, `/customer/product/detail/${id}`);
    const variant = detail.variants.find((v) => v.stock >= 5 && !v.deal);
    const owner = owners.get(detail.shop.id);
    if (variant && owner) return { productId: detail.id, variantId: variant.id, owner };
  }
  throw new Error('no demo product on sale with stock from a demo seller’s shop');
}

async function shoot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('a buyer invites a friend by link; the friend’s completed order earns the buyer its share, shown in the buyer’s currency', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  const viewport = info.project.use.viewport ?? null;
  const eur = await priceIn(request, 'EUR');
  const a = await registerBuyer(request, { name: 'Ada Referrer', email: uniqueEmail('aff-a'), password: PASSWORD });
  await seedSession(page, a.token, 'en');
  await page.addInitScript(() => localStorage.setItem('cur', 'EUR'));

  // The account menu leads to the page: the code, the link to the registration page, its QR code, no one yet.
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByTestId('roles')).toHaveText(en('account.roles.buyer'));
  await page.getByRole('link', { name: en('accountMenu.affiliate') }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/affiliate$/);
  await expect(page.getByRole('heading', { level: 1, name: en('affiliate.title') })).toBeVisible();
  const code = (await page.getByTestId('affiliate-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = page.getByTestId('affiliate-link');
  await expect(link).toHaveValue(new RegExp(`#/pages/users/register\\?code=${code}$`));
  await expect(page.getByTestId('qr-code')).toHaveAttribute('alt', en('affiliate.qrLabel'));
  await expect(page.getByTestId('affiliate-referred').getByTestId('figure-value')).toHaveText('0');
  await expect(page.getByTestId('affiliate-earnings-total').getByTestId('figure-value')).toHaveText(eur(0));
  await expect(page.getByTestId('referrals-empty')).toHaveText(en('affiliate.empty'));
  // Without a share sheet (this browser has none), "Share" copies the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByTestId('affiliate-share').click();
  await expect(page.getByText(en('affiliate.linkCopied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // B opens A's link in a browser of their own and registers with the code it fills in.
  const friend = await browser.newContext({ baseURL, viewport });
  const b = await friend.newPage();
  const bEmail = uniqueEmail('aff-b');
  await b.goto(await link.inputValue());
  await expect(b.getByRole('textbox', { name: `${en('auth.invitationCode')} (${en('common.optional')})` })).toHaveValue(code);
  await b.getByRole('textbox', { name: en('auth.firstname'), exact: true }).fill('Bruno Friend');
  await b.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(bEmail);
  await b.getByRole('textbox', { name: en('auth.phone'), exact: true }).fill('+66812345678');
  await b.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await b.getByRole('textbox', { name: en('auth.confirmPassword'), exact: true }).fill(PASSWORD);
  await b.getByRole('checkbox').check();
  await b.getByRole('button', { name: en('auth.registerSubmit') }).click();
  await expect(b.getByTestId('greeting')).toHaveText(en('account.greeting', { name: 'Bruno Friend' }));
  const bToken = (await b.evaluate(() => localStorage.getItem('access-token'))) ?? '';
  await friend.close();

  // B buys from a demo shop by wallet; the shop ships and delivers; B confirms receipt.
  const line = await productAndOwner(request);
  const bId = (await call<{ user: { id: number } }>(request, '/customer/info/get_userinfo', bToken)).user.id;
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: bId, amount: 1_000_000, remark: 'e2e affiliate' });
  await giveWalletPin(request, bToken, PASSWORD);
  const address = await addAddress(request, bToken, { first_name: 'Bruno Friend', email: bEmail });
  const placed = await call<{ orders: { id: number }[] }>(request, '/checkout/onepage/place', bToken, {
    address_id: address.id,
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: 1,
    payment_method: 'wallet',
    pin: WALLET_PIN,
    agree: 1,
    idempotency_key: `e2e-affiliate-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const orderId = placed.orders[0]?.id ?? 0;
  await call(request, '/seller/order/ship', line.owner, { id: orderId, log_sn: `AFF-${orderId}`, arrival_method: 'DHL' });
  await call(request, '/seller/order/delivery', line.owner, { id: orderId, delivery_status: 'delivered' });
  await call(request, '/customer/order/confirm', bToken, { id: orderId });

  // What the server pays A on it (earnings/amounts.ts): the goods less the shop's coupon, at the set share, half up.
  const order = await call<Order>(request, `/customer/order/detail/${orderId}`, bToken);
  const share = Math.round(((order.price - order.discount + order.mall_discount) * AFFILIATE_BPS) / 10_000);
  expect(share).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByTestId('affiliate-referred').getByTestId('figure-value')).toHaveText('1');
  await expect(page.getByTestId('affiliate-earnings-total').getByTestId('figure-value')).toHaveText(eur(share));
  await expect(page.getByTestId('affiliate-earnings-month').getByTestId('figure-value')).toHaveText(eur(share));
  const referral = page.getByTestId('referral');
  await expect(referral).toHaveCount(1);
  // The name shortened, as on reviews: never the friend's whole name.
  await expect(referral.getByTestId('referral-name')).toHaveText(/^B.*\*/);
  await expect(referral.getByTestId('referral-name')).not.toContainText('Bruno Friend');
  await expect(referral.getByTestId('referral-orders')).toHaveText(viewport && viewport.width >= 992 ? '1' : en('affiliate.ordersCount', { count: 1 }));
  await expect(referral.getByTestId('referral-earnings')).toHaveText(eur(share));
  await shoot(page, 'affiliate', info.project.name);

  // With a referral A is an affiliate (spec §6), and the account dashboard says so.
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByTestId('roles').getByText(en('account.roles.affiliate'), { exact: true })).toBeVisible();
  await shoot(page, 'affiliate-dashboard', info.project.name);
});

test('the demo seller’s dashboard shows its earnings beside its sales, in US dollars', async ({ page, request }, info) => {
  const token = await logIn(request, SELLER);
  const { earnings } = await call<{ earnings: Record<'this_month' | 'last_month' | 'pending' | 'commission_paid', number> }>(
    request,
    '/seller/dashboard',
    token,
  );
  // The demo seller has settled orders (commission taken) and money still to come.
  expect(earnings.commission_paid).toBeGreaterThan(0);
  expect(earnings.this_month + earnings.last_month).toBeGreaterThan(0);
  await seedSession(page, token, 'en');
  await page.goto('/#/seller');
  const block = page.getByTestId('seller-earnings');
  await expect(block.getByRole('heading', { name: se('seller.dashboard.earningsTitle') })).toBeVisible();
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  for (const [field, label] of [
    ['this_month', 'earnedThisMonth'],
    ['last_month', 'earnedLastMonth'],
    ['pending', 'earningsPending'],
    ['commission_paid', 'commissionPaid'],
  ] as const) {
    const figure = block.getByTestId(`earnings-${field}`);
    await expect(figure).toContainText(se(`seller.dashboard.${label}`));
    await expect(figure.getByTestId('earnings-value')).toHaveText(usd.format(earnings[field] / 100));
  }
  await expect(page.getByTestId('stat-this-month')).toBeVisible();
  await shoot(page, 'seller-dashboard', info.project.name);
});
