/**
 * Users in the admin console against the real server, at both widths: the owner finds a new buyer,
 * blocks them with a reason while they have the storefront open in another browser; their open
 * tab is logged out within seconds without touching it (the block ends its live channel, and the
 * reconnect is answered 2000017), and they cannot log in. Unblocked, they log in again through
 * the login page. Each run makes its own buyer, so the phone and desktop runs never meet.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, BUYER, call, logIn, registerBuyer, seedSession } from './api';
import { adminTexts } from './helpers/area-texts';
import { texts } from './texts';

const en = texts('en');
const ad = adminTexts('en');
const PASSWORD = 'e2e-users-pass-1';
const SHOTS = '/tmp/adminusers-shots';

const unique = () => `${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test('a blocked buyer’s open tab is logged out at once, and unblocked they log in again', async ({ browser, page, request }) => {
  const email = `e2e-users-${unique()}@example.test`;
  const name = `Blocky ${unique()}`;
  const buyer = await registerBuyer(request, { name, email, password: PASSWORD });
  await call(request, '/admin/wallet/adjust', await logIn(request, ADMIN), { user_id: buyer.id, amount: 1250, remark: 'Welcome credit' });

  // The buyer, in a browser of their own, with the mall open and its live channel connected.
  const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const tab = await theirs.newPage();
  await seedSession(tab, buyer.token);
  const live = tab.waitForResponse((response) => response.url().includes('/api/customer/user/events'));
  await tab.goto('/#/');
  expect((await live).headers()['content-type']).toContain('text/event-stream');

  // The owner finds them by e-mail and opens their page.
  await seedSession(page, await logIn(request, ADMIN));
  await page.goto(`/#/admin/users?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: ad('users.title') })).toBeVisible();
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await shot(page, 'users-list');
  await page.getByTestId('user-link').click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$12.50');
  await expect(page.getByTestId('ledger-remark')).toHaveText('Welcome credit');
  await shot(page, 'user-page');

  // Blocking asks for a reason.
  await page.getByTestId('user-block-button').click();
  const dialog = page.getByRole('dialog', { name: ad('users.blockTitle', { name }) });
  await dialog.getByRole('button', { name: ad('users.block') }).click();
  await expect(dialog.getByText(ad('review.reasonRequired'))).toBeVisible();
  await dialog.getByRole('textbox').fill('Chargeback fraud on three orders');
  await shot(page, 'user-block');
  const blockedAt = Date.now();
  await dialog.getByRole('button', { name: ad('users.block') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-blocked-alert')).toContainText('Chargeback fraud on three orders');
  await expect(page.getByTestId('user-block-reason')).toHaveText('Chargeback fraud on three orders');
  await expect(page.getByTestId('user-state')).toHaveText(ad('users.state_blocked'));

  // Their open tab, untouched, is logged out within seconds (its live channel was ended, far
  // sooner than the channel's 25 s check would have noticed), and its token is gone.
  await expect(tab).toHaveURL(/pages\/users\/login/, { timeout: 10_000 });
  expect(Date.now() - blockedAt).toBeLessThan(10_000);
  expect(await tab.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  const logInForm = async () => {
    await tab.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
    await tab.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: en('auth.loginSubmit') }).click();
  };
  await logInForm();
  // Refused with 2000017: the server's sentence, in a toast.
  await expect(tab.getByText(/can no longer sign in/).first()).toBeVisible();
  expect(await tab.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  await shot(page, 'user-blocked');

  // Unblocked, the same login gets in.
  await page.getByTestId('user-unblock').click();
  await page
    .getByRole('dialog', { name: ad('users.unblockTitle', { name }) })
    .getByTestId('user-confirm')
    .click();
  await expect(page.getByTestId('user-state')).toHaveText(ad('users.state_active'));
  await expect(page.getByTestId('user-block')).toContainText('Ada Admin');
  await tab.goto('/#/pages/users/login');
  await logInForm();
  await expect(tab).not.toHaveURL(/pages\/users\/login/);
  await expect.poll(() => tab.evaluate(() => localStorage.getItem('access-token'))).not.toBeNull();
  await theirs.close();
});

test('a busy buyer’s page reads in Japanese, Thai and Vietnamese', async ({ page, request }, testInfo) => {
  // Its texts read the same at any width (the blocking above is what the issue asks at both).
  test.skip(testInfo.project.name === 'phone', 'the languages are checked at a desk');
  const owner = await logIn(request, ADMIN);
  await logIn(request, BUYER); // a sign-in to show
  const found = await call<{ list: { id: number }[] }>(request, '/admin/user/list?q=buyer1%40agora.test', owner);
  const id = found.list[0]?.id;
  for (const lang of ['en', 'jp', 'th', 'vn']) {
    const words = adminTexts(lang);
    const tab = await page.context().newPage();
    await seedSession(tab, owner, lang);
    await tab.goto('/#/admin/users?role=buyer');
    await expect(tab.getByRole('heading', { level: 1, name: words('users.title') })).toBeVisible();
    await expect(tab.getByTestId('admin-row').first()).toBeVisible();
    await shot(tab, `users-list-${lang}`);
    await tab.goto(`/#/admin/users/${id}`);
    await expect(tab.getByRole('heading', { level: 2, name: words('users.profile') })).toBeVisible();
    await expect(tab.getByTestId('user-orders').getByTestId('admin-row').first()).toBeVisible();
    await expect(tab.getByTestId('user-sign-ins')).not.toContainText(words('users.noSignIns'));
    await shot(tab, `user-page-${lang}`);
    await tab.close();
  }
});

test('finance adjusts a wallet with a reason; support blocks but sees no adjustment', async ({ page, request }) => {
  const email = `e2e-users-${unique()}@example.test`;
  const buyer = await registerBuyer(request, { name: `Wally ${unique()}`, email, password: PASSWORD });
  const finance = await logIn(request, { email: 'finance@agora.test', password: 'Staff#2026' });
  await seedSession(page, finance);
  await page.goto(`/#/admin/users/${buyer.id}`);
  await expect(page.getByTestId('user-name')).toBeVisible();
  // Finance reads the page and adjusts money; blocking is support's.
  await expect(page.getByTestId('user-block-button')).toHaveCount(0);
  await page.getByTestId('wallet-adjust').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('adjust-amount').fill('7.5');
  await dialog.getByTestId('adjust-confirm').click();
  await expect(dialog.getByText(ad('users.reasonRequired'))).toBeVisible();
  await dialog.getByTestId('adjust-reason').fill('Goodwill for a late parcel');
  await shot(page, 'wallet-adjust');
  await dialog.getByTestId('adjust-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$7.50');
  await expect(page.getByTestId('ledger-remark').first()).toHaveText('Goodwill for a late parcel');
  expect((await call<{ balance: number }>(request, '/customer/info/get_user_balance', buyer.token)).balance).toBe(750);

  const support = await page.context().newPage();
  await seedSession(support, await logIn(request, { email: 'support@agora.test', password: 'Staff#2026' }));
  await support.goto(`/#/admin/users/${buyer.id}`);
  await expect(support.getByTestId('user-block-button')).toBeVisible();
  await expect(support.getByTestId('wallet-balance')).toHaveText('US$7.50');
  await expect(support.getByTestId('wallet-adjust')).toHaveCount(0);
});
