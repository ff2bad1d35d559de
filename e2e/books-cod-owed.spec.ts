/**
 * Cash on delivery in the books, against the real server at 1280 and 375 px. Each test makes its
 * own shop (at a 10 % commission) with a product, a mall coupon of a fixed $1.50 and a buyer, who
 * places a cash-on-delivery order with that coupon through the API (for the total its summary
 * showed); the shop ships it and marks the cash received, and the buyer confirms receipt, which
 * settles it: the seller keeps the cash, so the wallet is charged the commission and the tax less
 * the mall's coupon.
 * - The seller's wallet reads that the seller owes the mall exactly that (worked out from the
 *   order's detail, not written here), says why, lists the cash collected and the balance below
 *   zero, and the withdraw tab says why nothing can be withdrawn. In the console, the books list
 *   the shop among the sellers who owe the mall with that amount, and the trial balance, one row
 *   per kind of account, sums to zero and is marked balanced.
 * - The buyer then asks for the money back, the shop refuses, the buyer escalates: the mall's
 *   approval goes through, and the console names the shop and what it owes now.
 * Screenshots go to BOOKS_SHOTS=<dir> when set.
 */
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, addAddress, call, logIn, registerBuyer, seedSession, uniqueEmail } from './api';
import { adminTexts } from './helpers/area-texts';
import { priceIn } from './helpers/currency';
import { newProduct, newSeller } from './helpers/selling';
import { texts } from './texts';

const en = texts('en');
const ad = adminTexts('en');
const PASSWORD = 'e2e-books-cod-pass-1';
const SHOTS = process.env.BOOKS_SHOTS;
/** The shop's own commission rate, basis points. */
const COMMISSION_BPS = 1000;
const PRICE = 5000;
/** The mall coupon's fixed discount, US cents: less than the commission, so the seller ends up owing. */
const MALL_OFF = 150;
/** How the console writes US cents (use-formats.ts): "US$3.50". */
const consoleUsd = (cents: number) => `US$${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

interface OrderDetail {
  price: number;
  discount: number;
  mall_discount: number;
  tax: number;
  actual_pay: number;
  payment_method: string;
  payment_status: string;
  delivery_status: string;
  products: { id: number }[];
}

const DAY = 86_400_000;

/** A shop with a product, a mall coupon of its own code, and a buyer with an address. */
async function shopCouponAndBuyer(request: APIRequestContext, tag: string, info: TestInfo) {
  const seller = await newSeller(request, { tag, password: PASSWORD, commissionBps: COMMISSION_BPS });
  const product = await newProduct(request, seller.token, { name: `Cash Lamp ${seller.shopName}`, price: PRICE });
  const admin = await logIn(request, ADMIN);
  const code = `COD${Date.now().toString(36)}${Math.round(Math.random() * 1296).toString(36)}${info.project.name === 'phone' ? 'P' : 'D'}`.toUpperCase();
  await call(request, '/admin/coupon/save', admin, {
    code,
    kind: 'amount',
    value: MALL_OFF,
    min_spend: 0,
    quantity: 10,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
  });
  const email = uniqueEmail(`${tag}-buyer`);
  const buyer = await registerBuyer(request, { name: 'Cash Buyer', email, password: PASSWORD });
  const address = await addAddress(request, buyer.token, { first_name: 'Cash Buyer', email });
  return { seller, product, code, buyer: { ...buyer, addressId: address.id } };
}

type Setup = Awaited<ReturnType<typeof shopCouponAndBuyer>>;

/**
 * The buyer places a cash-on-delivery order with the mall coupon for the total the summary showed;
 * the shop ships it, it is delivered, the shop marks the cash received, and the buyer confirms
 * receipt: completed and paid, it settles. Answers the order and what the seller owes for it.
 */
async function settledCodOrder(request: APIRequestContext, { seller, product, code, buyer }: Setup) {
  const line = { address_id: buyer.addressId, product_id: product.productId, variant_id: product.variantId, quantity: 1, coupon_code: code };
  const summary = await call<{ total: number; mall_coupon: { discount: number } | null }>(request, '/checkout/onepage/summary', buyer.token, line);
  expect(summary.mall_coupon?.discount).toBe(MALL_OFF);
  const placed = await call<{ orders: { id: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    ...line,
    payment_method: 'cod',
    agree: 1,
    expected_total: summary.total,
    idempotency_key: `e2e-books-cod-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const id = placed.orders[0]?.id ?? 0;
  await call(request, '/seller/order/ship', seller.token, { id, log_sn: `COD-${id}`, arrival_method: 'DHL' });
  await call(request, '/seller/order/delivery', seller.token, { id, delivery_status: 'delivered' });
  await call(request, '/seller/order/paid', seller.token, { id });
  await call(request, '/customer/order/confirm', buyer.token, { id });

  const order = await call<OrderDetail>(request, `/customer/order/detail/${id}`, buyer.token);
  expect(order).toMatchObject({ payment_method: 'cod', payment_status: 'paid', delivery_status: 'completed', actual_pay: summary.total });
  expect(order.mall_discount).toBe(MALL_OFF);
  // The commission is on the goods less the shop's own coupon (the mall's is the mall's gift), at the shop's rate.
  const goods = order.price - order.discount + order.mall_discount;
  const commission = Math.round((goods * COMMISSION_BPS) / 10_000);
  const owed = commission + order.tax - order.mall_discount;
  expect(owed).toBeGreaterThan(0);
  return { id, order, owed };
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await call<{ balance: number }>(request, '/customer/info/get_user_balance', token)).balance;

async function shoot(page: Page, name: string, info: TestInfo) {
  if (!SHOTS) return;
  await page.waitForTimeout(300); // toasts and skeletons done
  await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

/** The operator's own browser, at this project's size. */
async function adminBrowser(browser: Browser, request: APIRequestContext, info: TestInfo) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, hasTouch });
  await seedSession(context, await logIn(request, ADMIN), 'en');
  return { context, page: await context.newPage() };
}

test('a settled cash-on-delivery order leaves the seller owing the mall its commission and tax less the mall coupon; the books list the shop and balance', async ({
  page,
  request,
  browser,
}, info) => {
  const setup = await shopCouponAndBuyer(request, 'codowed', info);
  const { order, owed } = await settledCodOrder(request, setup);
  expect(await balanceOf(request, setup.seller.token)).toBe(-owed);
  const usd = await priceIn(request, 'USD');
  // Bank details, so the withdraw tab shows its form rather than asking for them first.
  await call(request, '/customer/info/payment_settings', setup.seller.token, {
    password: PASSWORD,
    bank_name: 'Cash Test Bank',
    account_name: 'Cash Seller',
    account_number: `8${Date.now() % 1e9}`,
  });

  // The seller's wallet: what is owed, in words, never a bare minus balance.
  await seedSession(page, setup.seller.token, 'en');
  await page.goto('/#/pages/mine/wallet');
  await expect(page.getByText(en('wallet.owed.label'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('wallet-owed')).toHaveText(usd(owed));
  await expect(page.getByTestId('wallet-owed-why')).toHaveText(en('wallet.owed.why'));
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);

  // The ledger: the sale, the cash collected and the commission, ending below zero.
  const rows = page.getByTestId('ledger-row');
  await expect(rows).toHaveCount(3);
  const cash = rows.filter({ has: page.getByTestId('ledger-kind').getByText(en('wallet.kind.cod_cash'), { exact: true }) });
  await expect(cash.getByTestId('ledger-amount')).toHaveText(`−${usd(order.actual_pay)}`);
  await expect(rows.first().getByTestId('ledger-balance-after')).toContainText(`−${usd(owed)}`);
  await shoot(page, 'wallet-owed', info);

  // Withdrawing waits until the debt is paid back, and says so.
  await page.getByTestId('wallet-tab-withdraw').click();
  await expect(page.getByTestId('withdraw-owed')).toHaveText(en('withdraw.owed', { amount: usd(owed) }));
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  await shoot(page, 'wallet-owed-withdraw', info);

  // The console's books: the shop among those who owe, with that amount; the trial balance at zero.
  const admin = await adminBrowser(browser, request, info);
  await admin.page.goto('/#/admin/books');
  await expect(admin.page.getByRole('heading', { level: 1, name: ad('money.books.title') })).toBeVisible();
  const owing = admin.page.getByTestId('sellers-owing');
  await expect(owing.getByRole('heading', { level: 2, name: ad('money.books.sellersOwing') })).toBeVisible();
  const shop = owing.getByTestId('admin-row').filter({ has: admin.page.getByTestId('owing-shop').getByText(setup.seller.shopName) });
  await expect(shop).toHaveCount(1);
  await expect(shop.getByTestId('owing-amount')).toHaveText(consoleUsd(owed));
  await expect(shop.getByTestId('owing-email')).toHaveText(setup.seller.email);

  const trial = admin.page.getByTestId('trial-balance');
  await expect(trial.getByTestId('trial-row')).toHaveCount(14);
  await expect(trial.locator('[data-testid="trial-row"][data-type="shop_cod"]')).toContainText(ad('money.books.account.shop_cod'));
  await expect(admin.page.getByTestId('trial-total')).toHaveText(consoleUsd(0));
  await expect(admin.page.getByTestId('trial-balanced')).toHaveText(ad('money.books.balanced'));
  await expect(admin.page.getByTestId('trial-unbalanced')).toHaveCount(0);
  // The same books as the API reads them: the rows' totals are what they sum to.
  const books = await call<{ total: number; trial_balance: { total: number }[] }>(request, '/admin/books', await logIn(request, ADMIN));
  expect(books.total).toBe(0);
  expect(books.trial_balance.reduce((sum, row) => sum + row.total, 0)).toBe(0);
  await shoot(admin.page, 'books', info);
  await admin.context.close();
});

test('the mall approves a refund of a settled cash-on-delivery order and is told the shop now owes more, by name', async ({ request, browser }, info) => {
  const setup = await shopCouponAndBuyer(request, 'codrefund', info);
  const { order, owed } = await settledCodOrder(request, setup);
  const applied = await call<{ id: number }>(request, '/customer/refund/apply', setup.buyer.token, {
    order_item_id: order.products[0]?.id ?? 0,
    quantity: 1,
    type: 'refund',
    reason: 'damaged',
    description: 'The lamp arrived with a broken shade.',
  });
  await call(request, '/seller/refund/review', setup.seller.token, { id: applied.id, approve: 0, reason: 'It left the shop whole.' });
  await call(request, '/customer/refund/escalate', setup.buyer.token, { id: applied.id, reason: 'The shade was broken in the box.' });

  const admin = await adminBrowser(browser, request, info);
  await admin.page.goto('/#/admin/refunds');
  await expect(admin.page.getByRole('heading', { level: 1, name: ad('refunds.title') })).toBeVisible();
  const row = admin.page.getByTestId('admin-row').filter({ hasText: setup.seller.shopName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: ad('refunds.approve') }).click();
  const dialog = admin.page.getByRole('dialog', { name: ad('refunds.approveTitle') });
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();

  // Approved (no 2000022 any more); the shop's wallet went further below zero, and the notice says by how much, naming it.
  const owesNow = -(await balanceOf(request, setup.seller.token));
  expect(owesNow).toBeGreaterThan(owed);
  const notice = admin.page.getByTestId('refund-shop-owes');
  await expect(notice.getByTestId('refund-shop-owes-text')).toHaveText(ad('refunds.shopOwes', { shop: setup.seller.shopName, amount: consoleUsd(owesNow) }));
  await expect(notice.getByRole('link', { name: ad('refunds.toBooks') })).toHaveAttribute('href', '#/admin/books');
  await expect(admin.page.getByTestId('admin-row').filter({ hasText: setup.seller.shopName })).toHaveCount(0);
  await shoot(admin.page, 'refund-shop-owes', info);

  // The books agree.
  await notice.getByRole('link', { name: ad('refunds.toBooks') }).click();
  const shop = admin.page.getByTestId('sellers-owing').getByTestId('admin-row').filter({ hasText: setup.seller.shopName });
  await expect(shop.getByTestId('owing-amount')).toHaveText(consoleUsd(owesNow));
  await expect(admin.page.getByTestId('trial-balanced')).toBeVisible();
  await admin.context.close();
});
