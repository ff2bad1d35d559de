/**
 * The console's Orders against the real server, at 1280 and 375 px: a buyer's order (paid from the
 * wallet) is found by the orders staff through the list's filters (kept in the address), exported
 * as CSV (the same rows), opened, and cancelled with a reason asked in a modal; the order then reads
 * cancelled with its money back in the wallet, the timeline names the mall's cancel and the ledger
 * shows the cancellation; the buyer's wallet holds what it held before, and the buyer's notice
 * says the reason.
 * Screenshots go to ADMIN_ORDERS_SHOTS=<dir> when set.
 */
import fs from 'node:fs';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, addAddress, call, giveWalletPin, logIn, registerBuyer, seedSession, uniqueEmail, WALLET_PIN } from './api';
import { adminTexts } from './helpers/area-texts';
import { newProduct, newSeller } from './helpers/selling';

const ad = adminTexts('en');
const PASSWORD = 'e2e-admin-orders-1';
const ORDERS_STAFF = { email: 'orders@agora.test', password: 'Staff#2026' };
const SHOTS = process.env.ADMIN_ORDERS_SHOTS;
/** The console shows money in US dollars with their symbol: US$42.00. */
const usd = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

async function shoot(page: Page, name: string, info: TestInfo) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

async function newBrowser(browser: Browser, info: TestInfo, token: string) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, hasTouch });
  await seedSession(context, token, 'en');
  return { context, page: await context.newPage() };
}

test('an operator finds an order by filter and cancels it with a reason; the buyer is paid back and told why', async ({ browser, request }, info) => {
  const seller = await newSeller(request, { tag: `ao-${info.project.name}`, password: PASSWORD });
  const product = await newProduct(request, seller.token, { name: `Console Teapot ${seller.shopName}`, price: 4200, stock: 10 });
  const email = uniqueEmail(`ao-${info.project.name}`);
  const buyer = await registerBuyer(request, { name: 'Somchai', email, password: PASSWORD });
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: buyer.id, amount: 100_000, remark: 'e2e admin orders' });
  await giveWalletPin(request, buyer.token, PASSWORD);
  const address = await addAddress(request, buyer.token, { first_name: 'Somchai', email });
  const placed = await call<{ orders: { id: number; order_sn: string; actual_pay: number }[] }>(request, '/checkout/onepage/place', buyer.token, {
    address_id: address.id,
    product_id: product.productId,
    variant_id: product.variantId,
    quantity: 1,
    payment_method: 'wallet',
    pin: WALLET_PIN,
    agree: 1,
    idempotency_key: `e2e-admin-orders-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  });
  const order = placed.orders[0]!;
  const balanceOf = async () => (await call<{ balance: number }>(request, '/customer/info/get_user_balance', buyer.token)).balance;
  expect(await balanceOf()).toBe(100_000 - order.actual_pay);

  const staff = await newBrowser(browser, info, await logIn(request, ORDERS_STAFF));
  const page = staff.page;
  await page.goto('/#/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: ad('orders.title') })).toBeVisible();
  // By buyer, then by payment method: the filters go into the address.
  const buyerField = page.getByTestId('orders-buyer');
  await buyerField.fill(email);
  await buyerField.press('Enter');
  await expect(page).toHaveURL(/buyer=/);
  await page.getByTestId('orders-method').click();
  await page.getByRole('option', { name: ad('orders.method.wallet') }).click();
  await expect(page).toHaveURL(/method=wallet/);
  const rows = page.getByTestId('admin-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(order.order_sn);
  await expect(rows.first().getByTestId('order-state')).toHaveText(ad('orders.delivery.to_ship'));
  await shoot(page, 'admin-orders-list', info);

  // The export holds the same filtered rows, with a header row.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('orders-export').click();
  const csv = fs
    .readFileSync((await (await downloading).path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toMatch(/^order_sn,date,shop_id,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(order.order_sn);
  expect(csv[1]).toContain(email);

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await page.getByTestId('order-link').filter({ hasText: order.order_sn }).click();
  await expect(page.getByTestId('order-title')).toHaveText(ad('orders.orderTitle', { sn: order.order_sn }));
  await expect(page.getByTestId('order-total')).toHaveText(usd(order.actual_pay));

  // Cancel asks for a reason first.
  await page.getByTestId('order-cancel').click();
  const dialog = page.getByRole('dialog', { name: ad('orders.cancelTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ad('orders.cancelConfirm') }).click();
  await expect(dialog.getByText(ad('review.reasonRequired'))).toBeVisible();
  const reason = `The seller cannot ship this teapot (${info.project.name})`;
  await dialog.getByRole('textbox').fill(reason);
  await shoot(page, 'admin-orders-cancel', info);
  await dialog.getByRole('button', { name: ad('orders.cancelConfirm') }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('order-state')).toHaveText(ad('orders.delivery.cancelled'));
  const back = page.getByTestId('order-money-back');
  await expect(back).toHaveAttribute('data-state', 'done');
  await expect(back).toHaveText(ad('orders.moneyBack.done', { amount: usd(order.actual_pay), to: ad('orders.moneyBack.to_wallet') }));
  await expect(page.getByTestId('order-cancel-remark')).toHaveText(reason);
  await expect(page.getByTestId('timeline-event').last()).toHaveAttribute('data-kind', 'mall_cancel');
  await expect(page.getByTestId('ledger-entry')).toHaveCount(2);
  await expect(page.getByTestId('ledger-entry').last()).toHaveAttribute('data-kind', 'cancellation');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await shoot(page, 'admin-orders-cancelled', info);
  expect(await balanceOf()).toBe(100_000);
  await staff.context.close();

  // The buyer reads the reason in their notice.
  const own = await newBrowser(browser, info, buyer.token);
  await own.page.goto('/#/pages/notice/notice');
  const notice = own.page.getByTestId('notice').filter({ hasText: order.order_sn });
  await expect(notice).toHaveCount(1);
  await notice.getByRole('button').first().click();
  await expect(notice.getByTestId('notice-body')).toContainText(reason);
  await shoot(own.page, 'buyer-notice', info);
  await own.context.close();
});
