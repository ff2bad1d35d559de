/**
 * The wallet page against the real server, at 1280 and 375 px, for a new buyer who reads Spanish
 * and pays in euros: the top-up amount is typed in euros; one below the minimum is refused beside
 * the amount with the minimum in Spanish; a top-up with a proof picture is submitted for audit and shows pending in the history;
 * the admin approves it through the API; the balance rises (in euros), the ledger has the credit
 * with the balance after it, and the top-up's notice says it was credited.
 * Screenshots of each tab go to WALLET_SHOTS=<dir> when set.
 */
import { expect, type Page, test } from '@playwright/test';
import { es as noticeTexts } from '../apps/server/src/modules/notices/texts/es';
import { ADMIN, call, logIn, registerBuyer, seedSession, uniqueEmail } from './api';
import { png } from './helpers/shop-apply';
import { texts } from './texts';

const t = texts('es');
const SHOTS = process.env.WALLET_SHOTS;
const EUR_RATE = 0.92;
const decimals = new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The app's price formatter, in Spanish: symbol then the amount × rate. */
const money = (cents: number, symbol: string, rate: number) => `${symbol}${decimals.format((cents / 100) * rate)}`;
/** An amount in dollars, with the buyer's euros beside it, as the top-up form shows it. */
const dollarsAndEuros = (cents: number) => `${money(cents, '$', 1)} (${money(cents, '€', EUR_RATE)})`;

async function shot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('a buyer tops up with a proof, sees it pending, and once approved sees the balance, the ledger row and the notice', async ({ page, request }, info) => {
  const buyer = await registerBuyer(request, { name: 'Wallet Tester', email: uniqueEmail('wallet'), password: 'e2e-wallet-pass-1' });
  await seedSession(page, buyer.token, 'es');
  await page.addInitScript(() => localStorage.setItem('cur', 'EUR'));
  const types = (await call<{ list: { code: string; name: string }[] }>(request, '/customer/index/get_wallets', { token: buyer.token, form: {} })).list;
  const type = types[0] as { code: string; name: string };
  const details = await call<{ min_amount: number; receive_address: string; rate: number }>(
    request,
    `/customer/info/recharge_info?wallet_code=${type.code}`,
    buyer.token,
  );

  await page.goto('/#/pages/mine/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(money(0, '€', EUR_RATE));
  await expect(page.getByTestId('ledger-list-empty')).toContainText(t('wallet.ledger.empty'));
  await page.getByTestId('wallet-top-up').click();
  await expect(page.getByTestId(`top-up-type-${type.code}`)).toBeChecked();
  await expect(page.getByTestId('top-up-address')).toHaveText(details.receive_address);
  await expect(page.getByRole('img', { name: t('wallet.topUp.qrLabel', { name: type.name }) })).toBeVisible();
  await expect(page.getByTestId('top-up-minimum')).toHaveText(t('wallet.topUp.minimum', { min: dollarsAndEuros(details.min_amount) }));

  const transactionId = `E2E-${Date.now()}-${info.project.name}-${Math.round(Math.random() * 1e6)}`;
  await page.getByTestId('top-up-voucher-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await png('#2f7a5c', 360, 640) });
  await expect(page.getByTestId('top-up-voucher-preview')).toBeVisible();
  await expect(page.getByTestId('top-up-submit')).toBeEnabled();
  await page.getByTestId('top-up-transaction-id').fill(transactionId);

  // Below the minimum: the server refuses, and the amount says the minimum in Spanish.
  // The amount is typed in euros: a dollar under the minimum, in euros.
  const below = details.min_amount - 100;
  await page.getByTestId('top-up-amount').fill(((below * EUR_RATE) / 100).toFixed(2));
  await page.getByTestId('top-up-submit').click();
  const amountField = page.getByRole('textbox', { name: t('wallet.topUp.amount', { currency: 'EUR' }) });
  await expect(amountField).toHaveAccessibleDescription(
    new RegExp(t('wallet.topUp.error.min', { min: dollarsAndEuros(details.min_amount) }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.getByTestId('top-up-submitted')).toHaveCount(0);

  // €46.00 typed: $50.00 for the wallet (46 / 0.92, rounded down), shown with the euros beside it and in the wallet type's currency.
  const amount = 5000;
  await page.getByTestId('top-up-amount').fill('46');
  await expect(page.getByTestId('top-up-converted')).toHaveText(t('wallet.topUp.youTopUp', { amount: dollarsAndEuros(amount) }));
  await expect(page.getByTestId('top-up-receipt')).toContainText(type.name);
  await shot(page, 'top-up', info.project.name);
  await page.getByTestId('top-up-submit').click();
  await expect(page.getByTestId('top-up-submitted')).toContainText(t('wallet.topUp.submittedTitle'));

  await page.getByTestId('wallet-tab-topups').click();
  const row = page.locator(`[data-testid="top-up-row"][data-transaction-id="${transactionId}"]`);
  await expect(row.getByTestId('top-up-state')).toHaveAttribute('data-state', 'pending');
  await expect(row.getByTestId('top-up-state')).toHaveText(t('wallet.state.pending'));
  await expect(row.getByTestId('top-up-amount-shown')).toHaveText(money(amount, '€', EUR_RATE));
  await expect(row.getByRole('img', { name: t('wallet.history.voucher') })).toBeVisible();
  await shot(page, 'history', info.project.name);

  const record = (await call<{ list: { id: number; transaction_id: string }[] }>(request, '/customer/info/recharge_list', buyer.token)).list.find(
    (r) => r.transaction_id === transactionId,
  );
  expect(record, 'the submitted top-up').toBeTruthy();
  const admin = await logIn(request, ADMIN);
  await call(request, '/admin/recharge/review', admin, { id: record!.id, approve: 1 });

  await page.reload();
  await expect(row.getByTestId('top-up-state')).toHaveText(t('wallet.state.completed'));
  await expect(page.getByTestId('wallet-balance')).toHaveText(money(amount, '€', EUR_RATE));
  await page.getByTestId('wallet-tab-ledger').click();
  const credit = page.getByTestId('ledger-row').filter({ hasText: t('wallet.kind.recharge') });
  await expect(credit).toHaveCount(1);
  await expect(credit.getByTestId('ledger-amount')).toHaveText(`+${money(amount, '€', EUR_RATE)}`);
  await expect(credit.getByTestId('ledger-balance-after')).toContainText(money(amount, '€', EUR_RATE));
  await expect(credit).toContainText(t('wallet.ledger.ref.recharge', { id: record!.id }));
  await shot(page, 'ledger', info.project.name);
  // Money out only: the credit is not one of them.
  await page.getByTestId('ledger-direction-filter').getByText(t('wallet.ledger.expense'), { exact: true }).click();
  await expect(page.getByTestId('ledger-list-empty')).toContainText(t('wallet.ledger.empty'));

  await page.goto('/#/pages/notice/notice');
  const notice = page.getByTestId('notice').filter({ hasText: noticeTexts.rechargeApproved.title });
  await notice.getByRole('button').first().click();
  await expect(notice.getByTestId('notice-body')).toHaveText(
    noticeTexts.rechargeApproved.content.replace('{amount}', money(amount, '€', EUR_RATE)).replace('{wallet}', type.name),
  );
});
