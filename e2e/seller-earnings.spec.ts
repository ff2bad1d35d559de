/**
 * A seller's money on the wallet page, against the real server, at 1280 and 375 px. Each test
 * makes its own seller (a new shop at an 8 % commission) with its own product, and its own buyer:
 * - the buyer pays by wallet; the seller's wallet page counts the order as pending income; the
 *   shop ships, the buyer confirms receipt, and the page shows the balance raised by the sale less
 *   the commission, the same as earned this month, the commission paid, and the sale and
 *   commission rows in the ledger, all in the euros the seller browses in;
 * - the seller, paid for a sale, saves bank details with the password and withdraws; the admin pays
 *   it out in the console; the seller's withdrawals show it paid, the balance less the amount and
 *   nothing frozen.
 * Screenshots of the wallet page go to SELLER_EARNINGS_SHOTS=<dir> when set.
 */
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { adminTexts } from './helpers/area-texts';
import { priceIn } from './helpers/currency';
import { newProduct, newSeller } from './helpers/selling';
import { texts } from './texts';

const en = texts('en');
const ad = adminTexts('en');
const PASSWORD = 'e2e-earnings-pass-1';
const SHOTS = process.env.SELLER_EARNINGS_SHOTS;
const PIN = '135790';
/** The new shops' own commission rate, basis points. */
const COMMISSION_BPS = 800;
/** The product's price, US cents: its commission (8 %) is a whole number of cents. */
const PRICE = 5000;

interface OrderDetail {
  price: number;
  discount: number;
  mall_discount: number;
  shipping_fee: number;
  payment_status: string;
}

/** A seller with a product on sale, and a buyer with money and an address to buy it. */
async function sellerAndBuyer(request: APIRequestContext, tag: string) {
  const seller = await newSeller(request, { tag, password: PASSWORD, commissionBps: COMMISSION_BPS });
  const product = await newProduct(request, seller.token, { name: `Earnings Bowl ${seller.shopName}`, price: PRICE });
  const email = uniqueEmail(`${tag}-buyer`);
  const buyer = await registerBuyer(request, { name: 'Earnings Buyer', email, password: PASSWORD });
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: buyer.id, amount: 100_000, remark: 'e2e earnings' });
  await giveWalletPin(request, buyer.token, PASSWORD);
  const address = await addAddress(request, buyer.token, { first_name: 'Earnings Buyer', email });
  return { seller, product, buyer: { ...buyer, addressId: address.id } };
}

type Sale = Awaited<ReturnType<typeof sellerAndBuyer>>;

/**
 * The buyer buys one and pays from the wallet. Answers the order's id and what settling it
 * credits the seller (apps/server/src/modules/earnings/amounts.ts): the sale (goods less the
 * shop's coupon, plus shipping) and the commission on the goods at the shop's rate.
 */
async function buyAndPay(request: APIRequestContext, { product, buyer }: Sale) {
  const placed = await call<{ orders: { id: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    address_id: buyer.addressId,
    product_id: product.productId,
    variant_id: product.variantId,
    quantity: 1,
    payment_method: 'wallet',
    pin: WALLET_PIN,
    agree: 1,
    idempotency_key: `e2e-earnings-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const id = placed.orders[0]?.id ?? 0;
  const order = await call<OrderDetail>(request, `/customer/order/detail/${id}`, buyer.token);
  expect(order.payment_status).toBe('paid');
  const goods = order.price - order.discount + order.mall_discount;
  const commission = Math.round((goods * COMMISSION_BPS) / 10_000);
  expect(commission).toBeGreaterThan(0);
  return { id, sale: goods + order.shipping_fee, commission };
}

/** The shop ships and delivers the order, and the buyer confirms receipt: it completes and settles. */
async function shipAndReceive(request: APIRequestContext, { seller, buyer }: Sale, orderId: number) {
  await call(request, '/seller/order/ship', seller.token, { id: orderId, log_sn: `EARN-${orderId}`, arrival_method: 'DHL' });
  await call(request, '/seller/order/delivery', seller.token, { id: orderId, delivery_status: 'delivered' });
  const done = await call<{ delivery_status: string }>(request, '/customer/order/confirm', buyer.token, { id: orderId });
  expect(done.delivery_status).toBe('completed');
}

const figure = (page: Page, field: 'this_month' | 'last_month' | 'pending' | 'commission_paid') =>
  page.getByTestId('wallet-earnings').getByTestId(`earnings-${field}`).getByTestId('earnings-value');

async function shoot(page: Page, name: string, info: TestInfo) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

/** Another person's browser, at this project's size. */
async function newBrowser(browser: Browser, info: TestInfo) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, hasTouch });
  return { context, page: await context.newPage() };
}

test('a completed order credits the seller the sale less the commission, shown as earnings this month', async ({ page, request }, info) => {
  const setup = await sellerAndBuyer(request, 'earn');
  const eur = await priceIn(request, 'EUR');
  await seedSession(page, setup.seller.token, 'en');
  await page.addInitScript(() => localStorage.setItem('cur', 'EUR'));

  // A new shop: nothing earned, nothing to come, an empty wallet.
  await page.goto('/#/pages/mine/wallet');
  const block = page.getByTestId('wallet-earnings');
  await expect(block.getByRole('heading', { level: 2, name: en('wallet.earnings.title') })).toBeVisible();
  await expect(block).toContainText(en('wallet.earnings.hint'));
  for (const [field, label] of [
    ['this_month', 'thisMonth'],
    ['last_month', 'lastMonth'],
    ['pending', 'pending'],
    ['commission_paid', 'commissionPaid'],
  ] as const) {
    await expect(block.getByTestId(`earnings-${field}`)).toContainText(en(`wallet.earnings.${label}`));
    await expect(figure(page, field)).toHaveText(eur(0));
  }
  await expect(page.getByTestId('wallet-balance')).toHaveText(eur(0));
  await expect(page.getByTestId('ledger-list-empty')).toBeVisible();

  // Paid, not completed: pending income, net of commission; the balance has not moved.
  const order = await buyAndPay(request, setup);
  const net = order.sale - order.commission;
  await page.reload();
  await expect(figure(page, 'pending')).toHaveText(eur(net));
  await expect(figure(page, 'this_month')).toHaveText(eur(0));
  await expect(page.getByTestId('wallet-balance')).toHaveText(eur(0));

  // Completed: credited, counted this month, commission paid.
  await shipAndReceive(request, setup, order.id);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText(eur(net));
  await expect(page.getByTestId('wallet-frozen')).toHaveText(eur(0));
  await expect(figure(page, 'this_month')).toHaveText(eur(net));
  await expect(figure(page, 'last_month')).toHaveText(eur(0));
  await expect(figure(page, 'pending')).toHaveText(eur(0));
  await expect(figure(page, 'commission_paid')).toHaveText(eur(order.commission));

  // The ledger: the sale, then the commission off it, both for the order.
  const rows = page.getByTestId('ledger-row');
  await expect(rows).toHaveCount(2);
  const sale = rows.filter({ has: page.getByTestId('ledger-kind').getByText(en('wallet.kind.sale'), { exact: true }) });
  const commission = rows.filter({ has: page.getByTestId('ledger-kind').getByText(en('wallet.kind.commission'), { exact: true }) });
  await expect(sale.getByTestId('ledger-amount')).toHaveText(`+${eur(order.sale)}`);
  await expect(sale).toContainText(en('wallet.ledger.ref.order', { id: order.id }));
  await expect(commission.getByTestId('ledger-amount')).toHaveText(`−${eur(order.commission)}`);
  await expect(commission).toContainText(en('wallet.ledger.ref.order', { id: order.id }));
  await expect(commission.getByTestId('ledger-balance-after')).toContainText(eur(net));
  await shoot(page, 'wallet-seller', info);
});

test('a seller withdraws what a sale earned and the admin pays it out in the console', async ({ page, request, browser }, info) => {
  const setup = await sellerAndBuyer(request, 'payout');
  const order = await buyAndPay(request, setup);
  await shipAndReceive(request, setup, order.id);
  const net = order.sale - order.commission;
  const usd = await priceIn(request, 'USD');
  // Bank details, saved with the account's password.
  await call(request, '/customer/info/payment_settings', setup.seller.token, {
    password: PASSWORD,
    bank_name: 'Earnings Test Bank',
    account_name: 'Earnings Seller',
    account_number: `7${Date.now() % 1e9}`,
  });

  // Withdrawing asks for the wallet PIN (issue 23), set once with the password.
  await call(request, '/customer/info/set_wallet_pin', setup.seller.token, { pin: PIN, password: PASSWORD });
  await seedSession(page, setup.seller.token, 'en');
  await page.goto('/#/pages/mine/wallet?tab=withdraw');
  await expect(page.getByTestId('wallet-balance')).toHaveText(usd(net));
  await expect(figure(page, 'this_month')).toHaveText(usd(net));
  await expect(page.getByRole('radio', { name: en('withdraw.bank') })).toBeChecked();
  const amount = 2000;
  await page.getByTestId('withdraw-amount').fill(String(amount / 100));
  await page.getByTestId('withdraw-pin').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-requested')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(usd(net - amount));
  await expect(page.getByTestId('wallet-frozen')).toHaveText(usd(amount));

  // The admin, in a browser of their own, pays it out.
  const admin = await newBrowser(browser, info);
  await seedSession(admin.page, await logIn(request, ADMIN));
  await admin.page.goto('/#/admin/withdrawals');
  await expect(admin.page.getByRole('heading', { level: 1, name: ad('money.withdrawals.title') })).toBeVisible();
  const mine = admin.page.getByTestId('admin-row').filter({ hasText: setup.seller.email });
  await expect(mine.getByTestId('withdrawal-details')).toContainText('Earnings Test Bank');
  await mine.getByRole('button', { name: ad('money.withdrawals.payOut') }).click();
  const dialog = admin.page.getByRole('dialog', { name: ad('money.withdrawals.payOutTitle') });
  await dialog.getByTestId('decision-remark').fill('Wire ref EARN-1');
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(mine).toHaveCount(0);
  await admin.context.close();

  // Paid: listed as completed, the balance less the amount, nothing frozen; earnings unchanged.
  await page.reload();
  await page.getByTestId('wallet-tab-withdrawals').click();
  const withdrawal = page.getByTestId('withdrawal');
  await expect(withdrawal).toHaveCount(1);
  await expect(withdrawal.getByTestId('withdrawal-state')).toHaveText(en('withdraw.states.completed'));
  await expect(withdrawal.getByTestId('withdrawal-amount')).toContainText(usd(amount));
  await expect(withdrawal.getByTestId('withdrawal-cancel')).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveText(usd(net - amount));
  await expect(page.getByTestId('wallet-frozen')).toHaveText(usd(0));
  await expect(figure(page, 'this_month')).toHaveText(usd(net));
  await shoot(page, 'wallet-seller-withdrawals', info);
});
