/**
 * The admin console's money pages against the real server, at both widths: a new buyer's
 * top-up (real upload, real submission) is approved with the amount actually received and her
 * balance rises by exactly that; another is rejected, which needs a remark; a new buyer's bank
 * withdrawal (money from an adjustment, bank details saved with her password, so it is flagged)
 * is paid out; the books show the ledger audit with no mismatch after "run now" and the money by
 * month. Each test makes its own buyers, so the phone and desktop runs never decide the same thing.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, call, logIn, registerBuyer, seedSession, uploadPicture } from './api';
import { adminTexts } from './helpers/area-texts';
import { navLink } from './helpers/console-nav';
import { texts } from './texts';

const en = texts('en');
const ad = adminTexts('en');
const PASSWORD = 'e2e-money-pass-1';
const SHOTS = '/tmp/adminmoney-shots';

const unique = () => `${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;

async function newBuyer(request: APIRequestContext, tag: string) {
  const email = `e2e-money-${tag}-${unique()}@example.test`;
  return registerBuyer(request, { name: `Money ${tag}`, email, password: PASSWORD });
}

async function topUp(request: APIRequestContext, token: string, amount: number) {
  const transaction = `E2E-TX-${unique()}`;
  const voucher = await uploadPicture(request, token, '#3a8f5c');
  await call(request, '/customer/info/recharge', { token, form: { wallet_code: 'USDT-TRC20', amount, transaction_id: transaction, voucher } });
  return transaction;
}

const balance = async (request: APIRequestContext, token: string) =>
  (await call<{ balance: number; frozen: number }>(request, '/customer/info/get_user_balance', token)).balance;

/** The row (a table row at a desk, a card on a phone) that names `text`. */
const row = (page: Page, text: string) => page.getByTestId('admin-row').filter({ hasText: text });

async function openAsAdmin(page: Page, request: APIRequestContext, path: string, heading: string) {
  await seedSession(page, await logIn(request, ADMIN));
  await page.goto(`/#/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test('a top-up is approved with the amount received, and another is rejected with a remark', async ({ page, request }) => {
  const buyer = await newBuyer(request, 'topup');
  const approved = await topUp(request, buyer.token, 2500);
  const rejected = await topUp(request, buyer.token, 1500);
  expect(await balance(request, buyer.token)).toBe(0);

  await openAsAdmin(page, request, 'topups', ad('money.topups.title'));
  const first = row(page, approved);
  await expect(first).toContainText(buyer.email);
  await expect(first).toContainText('US$25.00');
  await expect(first).toContainText('USDT (TRC20)');
  // The proof opens large.
  const proof = ad('money.topups.voucher', { id: approved });
  await first.getByRole('button', { name: ad('enlarge', { name: proof }) }).click();
  await expect(page.getByRole('dialog', { name: proof }).getByRole('img', { name: proof })).toBeVisible();
  await shot(page, 'topup-voucher');
  await page.keyboard.press('Escape');
  await shot(page, 'topups');

  await first.getByRole('button', { name: ad('money.topups.approve') }).click();
  const dialog = page.getByRole('dialog', { name: ad('money.topups.approveTitle') });
  // The amount asked for to start with; the operator credits what actually arrived.
  await expect(dialog.getByTestId('actual-amount')).toHaveValue('US$25.00');
  await dialog.getByTestId('actual-amount').fill('24.5');
  await dialog.getByTestId('decision-remark').fill('Arrived less the network fee');
  await shot(page, 'topup-approve');
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(first).toHaveCount(0);
  await expect.poll(() => balance(request, buyer.token)).toBe(2450);

  // A rejection needs a remark: the form says so at the field and sends nothing.
  const second = row(page, rejected);
  await second.getByRole('button', { name: ad('money.topups.reject') }).click();
  const reject = page.getByRole('dialog', { name: ad('money.topups.rejectTitle') });
  await reject.getByTestId('decision-confirm').click();
  await expect(reject.getByText(ad('money.remarkRequired'))).toBeVisible();
  await reject.getByTestId('decision-remark').fill('No such transaction on the chain');
  await reject.getByTestId('decision-confirm').click();
  await expect(reject).toBeHidden();
  await expect(second).toHaveCount(0);

  const list = await call<{ list: { transaction_id: string; state: string; remark: string; actual_amount: number | null }[] }>(
    request,
    '/customer/info/recharge_list',
    buyer.token,
  );
  expect(list.list.find((r) => r.transaction_id === rejected)).toMatchObject({ state: 'failed', remark: 'No such transaction on the chain' });
  expect(list.list.find((r) => r.transaction_id === approved)).toMatchObject({ state: 'completed', actual_amount: 2450 });
  expect(await balance(request, buyer.token)).toBe(2450);

  // Decided ones are under their own tabs, with the amount credited and the remark.
  await page.getByRole('tab', { name: ad('money.topups.state_completed') }).click();
  await expect(row(page, approved)).toContainText(ad('money.topups.credited', { amount: 'US$24.50' }));
  await page.getByRole('tab', { name: ad('money.topups.state_failed') }).click();
  await expect(row(page, rejected)).toContainText('No such transaction on the chain');
  await shot(page, 'topups-failed');
});

test('a flagged bank withdrawal shows its details unmasked and is paid out', async ({ page, request }) => {
  const buyer = await newBuyer(request, 'withdraw');
  const admin = await logIn(request, ADMIN);
  await call(request, '/admin/wallet/adjust', admin, { user_id: buyer.id, amount: 5000, remark: 'e2e withdrawal' });
  const account = `9${unique()}`.slice(0, 12);
  await call(request, '/customer/info/payment_settings', buyer.token, {
    password: PASSWORD,
    bank_name: 'Harbour Savings Bank',
    account_name: 'Money Withdraw',
    account_number: account,
  });
  // Withdrawing asks for the wallet PIN (issue 23), set once with the password.
  await call(request, '/customer/info/set_wallet_pin', buyer.token, { pin: '123456', password: PASSWORD });
  await call(request, '/customer/info/withdraw', buyer.token, { amount: 3000, method: 'bank', pin: '123456' });
  expect(await balance(request, buyer.token)).toBe(2000);
  // Changed again after asking: the operator is warned, and sees the details as they are now.
  const changed = `8${unique()}`.slice(0, 12);
  await call(request, '/customer/info/payment_settings', buyer.token, { password: PASSWORD, account_number: changed });

  await openAsAdmin(page, request, 'withdrawals', ad('money.withdrawals.title'));
  const mine = row(page, buyer.email);
  // Details changed just before asking: flagged, and the account number shown whole to pay it.
  await expect(mine.getByTestId('withdrawal-flagged')).toBeVisible();
  await expect(mine.getByTestId('withdrawal-details')).toContainText(changed);
  await expect(mine.getByTestId('details-changed')).toContainText(ad('money.withdrawals.detailsChanged'));
  // What she asked for is shown masked, as it was kept.
  await expect(mine.getByTestId('details-changed')).toContainText(`****${account.slice(-4)}`);
  await expect(mine.getByTestId('withdrawal-details')).toContainText('Harbour Savings Bank');
  // 1 % fee: US$30.00 asked, US$29.70 to pay.
  await expect(mine.getByTestId('withdrawal-payout')).toHaveText('US$29.70');
  // Flagged pending ones come first.
  const flags = page.getByTestId('admin-row').filter({ has: page.getByTestId('withdrawal-flagged') });
  const allRows = await page.getByTestId('admin-row').count();
  expect(await flags.count()).toBeGreaterThan(0);
  expect(await page.getByTestId('admin-row').nth(0).getByTestId('withdrawal-flagged').count()).toBe(1);
  expect(allRows).toBeGreaterThan(0);
  await shot(page, 'withdrawals');

  await mine.getByRole('button', { name: ad('money.withdrawals.payOut') }).click();
  const dialog = page.getByRole('dialog', { name: ad('money.withdrawals.payOutTitle') });
  await dialog.getByTestId('decision-remark').fill('Wire ref HB-778');
  await dialog.getByTestId('decision-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(mine).toHaveCount(0);

  const list = await call<{ list: { state: string; amount: number }[] }>(request, '/customer/info/withdraw_list', buyer.token);
  expect(list.list).toMatchObject([{ state: 'completed', amount: 3000 }]);
  const money = await call<{ balance: number; frozen: number }>(request, '/customer/info/get_user_balance', buyer.token);
  expect(money).toMatchObject({ balance: 2000, frozen: 0 });

  await page.getByRole('tab', { name: ad('money.withdrawals.state_completed') }).click();
  await expect(row(page, buyer.email)).toContainText('Wire ref HB-778');
});

test('the books show the ledger audit with no mismatch after running it, and the money by month', async ({ page, request }) => {
  await seedSession(page, await logIn(request, ADMIN));
  await page.goto('/#/admin');
  // Below 768 px the navigation is a drawer.
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: en('backOffice.menu'), exact: true }).click();
  await navLink(page, ad('nav.books')).click();
  await expect(page.getByRole('heading', { level: 1, name: ad('money.books.title') })).toBeVisible();

  const before = Date.now();
  await page.getByTestId('run-audit').click();
  await expect(page.getByTestId('audit-mismatches')).toHaveText(ad('money.books.mismatches_other', { formatted: '0' }));
  const last = await call<{ checked_at: string; problem_count: number }>(request, '/admin/audit/ledger', await logIn(request, ADMIN));
  expect(last.problem_count).toBe(0);
  expect(Date.parse(last.checked_at)).toBeGreaterThanOrEqual(before - 5000);

  // Twelve months, and a chart of them.
  await expect(page.getByTestId('money-month')).toHaveCount(12);
  await expect(page.getByTestId('money-chart')).toBeVisible();
  await shot(page, 'books');
});

test('the money settings show the limits and the wallet types with their receiving details', async ({ page, request }) => {
  await openAsAdmin(page, request, 'money-settings', ad('money.settings.title'));
  await expect(page.getByTestId('recharge-settings').getByLabel(ad('money.settings.minTopUp'))).toHaveValue(/^US\$\d/);
  await expect(page.getByTestId('withdraw-settings').getByLabel(ad('money.settings.fee'))).toHaveValue(/%$/);
  await expect(row(page, 'USDT-TRC20')).toContainText('USDT (TRC20)');
  // A refusal of the form's own rules shows at the field.
  await row(page, 'USDT-TRC20')
    .getByRole('button', { name: ad('money.settings.edit') })
    .click();
  const dialog = page.getByRole('dialog', { name: ad('money.settings.editWallet') });
  await dialog.getByLabel(ad('money.settings.walletCode')).fill('X');
  await dialog.getByRole('button', { name: ad('money.settings.save') }).click();
  await expect(dialog.getByText(ad('money.settings.codeRule'))).toBeVisible();
  await shot(page, 'wallet-form');
  await dialog.getByRole('button', { name: ad('money.settings.save') }).press('Escape');
  await shot(page, 'settings');
});
