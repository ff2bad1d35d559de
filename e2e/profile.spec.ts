/**
 * The profile page and the account menu, against the real server and its demo data: a new buyer
 * changes their name, photo and password (which logs out their other session and not this one),
 * verifies their phone with the SMS code (read from the server's outbox), and the account menu
 * offers a buyer "become a seller" and the demo seller their shop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { call, type Envelope, logIn as logInByApi, registerBuyer, SELLER, seedSession, uniqueEmail } from './api';
import { texts } from './texts';

const en = texts('en');
const PASSWORD = 'e2e-profile-pass-1';
const NEW_PASSWORD = 'e2e-profile-pass-2';
// An 8×8 PNG: the server reads pictures by their content, so it must be a real one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4EcmDFTEMLQkAvqhTQaxjyFYAAAAASUVORK5CYII=',
  'base64',
);

const login = async (request: APIRequestContext, email: string, password: string) =>
  (await (await request.post('/api/customer/login/account', { form: { email, password } })).json()) as Envelope<{ 'access-token': string }>;

async function newBuyer(request: APIRequestContext): Promise<string> {
  return (await registerBuyer(request, { name: 'Profile Tester', email: uniqueEmail('profile'), password: PASSWORD })).email;
}

async function logIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/#/pages/users/login');
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByTestId('greeting')).toHaveText(en('account.greeting', { name }));
}

/** The server's SMS outbox (DATA_DIR/sms-outbox, see playwright.config.ts): the last code sent to `phone`. */
const SMS_OUTBOX = path.join(import.meta.dirname, '..', 'test-results', `e2e-data-${process.env.E2E_PORT ?? 18080}`, 'sms-outbox');
function smsCodeTo(phone: string): string | undefined {
  const digits = phone.replace(/[^0-9+]/g, '');
  const files = fs.existsSync(SMS_OUTBOX) ? fs.readdirSync(SMS_OUTBOX).filter((f) => f.endsWith(`-${digits}.txt`)) : [];
  const last = files.sort().at(-1);
  return last ? fs.readFileSync(path.join(SMS_OUTBOX, last), 'utf8').match(/\b(\d{6})\b/)?.[1] : undefined;
}

/** A second browser, logged in with its own token, as another device would be. */
async function otherDevice(browser: Browser, request: APIRequestContext, email: string) {
  const token = (await login(request, email, PASSWORD)).data['access-token'];
  const context = await browser.newContext();
  await seedSession(context, token);
  const page = await context.newPage();
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByTestId('greeting')).toHaveText(en('account.greeting', { name: 'Profile Tester' }));
  return { context, page };
}

test('a new buyer changes name and photo, then the password, which logs out the other device', async ({ page, browser, request }) => {
  const email = await newBuyer(request);
  const other = await otherDevice(browser, request, email);
  await logIn(page, email, PASSWORD, 'Profile Tester');

  await page.goto('/#/pages/mine/confing');
  await expect(page.getByRole('heading', { level: 1, name: en('profile.title') })).toBeVisible();
  // The phone field suggests a number of the language's country.
  await expect(page.getByRole('textbox', { name: en('auth.phone') })).toHaveAttribute('placeholder', '+1 555 123 4567');
  // The payment settings (e2e/withdraw.spec.ts tries them) sit beside the password.
  await expect(page.getByRole('heading', { name: en('profile.payment') })).toBeVisible();

  await page.getByTestId('profile-firstname').fill('Renamed Tester');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('photo-change')).not.toHaveAttribute('data-loading', 'true');
  await expect(page.getByTestId('profile-photo').locator('img')).toBeVisible();
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(en('profile.saved'))).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('profile-firstname')).toHaveValue('Renamed Tester');
  await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /\/upload\/.+\.webp$/);

  // A wrong current password is refused next to its field.
  await page.getByLabel(en('profile.currentPassword')).fill('not-my-password');
  await page.getByLabel(en('profile.newPassword')).fill(NEW_PASSWORD);
  await page.getByLabel(en('auth.confirmPassword')).fill(NEW_PASSWORD);
  await page.getByTestId('password-save').click();
  await expect(page.getByText(en('profile.wrongCurrentPassword'))).toBeVisible();

  await page.getByLabel(en('profile.currentPassword')).fill(PASSWORD);
  await page.getByTestId('password-save').click();
  await expect(page.getByText(en('profile.passwordChanged'))).toBeVisible();
  await expect(page.getByLabel(en('profile.currentPassword'))).toHaveValue('');

  expect((await login(request, email, PASSWORD)).code).toBe(1100002);
  expect((await login(request, email, NEW_PASSWORD)).code).toBe(200);

  // The other device's session has ended: it is sent to log in.
  await other.page.reload();
  await expect(other.page).toHaveURL(/#\/pages\/users\/login/);
  await other.context.close();

  // This one stays.
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByTestId('greeting')).toHaveText(en('account.greeting', { name: 'Renamed Tester' }));
});

test('a buyer verifies their phone with the code the SMS carried; a wrong code is refused in their words', async ({ page, request }, testInfo) => {
  // A number of this run's own: the outbox names each message's file by it.
  const phone = `+1${testInfo.project.name === 'phone' ? 556 : 555}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const buyer = await registerBuyer(request, { name: 'Phone Tester', email: uniqueEmail('phone'), password: PASSWORD, phone });
  await seedSession(page, buyer.token, 'en');
  await page.goto('/#/pages/mine/confing');
  await expect(page.getByTestId('phone-verified')).toHaveCount(0);
  await page.getByTestId('phone-verify-open').click();

  const dialog = page.getByRole('dialog', { name: en('profile.verifyTitle') });
  await expect(dialog.getByTestId('verify-phone')).toHaveValue(phone);
  await dialog.getByTestId('verify-send').click();
  await expect(dialog.getByText(en('profile.codeSentTo', { phone }))).toBeVisible();
  // Another code only after the countdown.
  await expect(dialog.getByTestId('verify-resend')).toBeDisabled();
  await expect(dialog.getByTestId('verify-resend')).toHaveText(/\d+/);
  await expect.poll(() => smsCodeTo(phone)).toMatch(/^\d{6}$/);
  const code = smsCodeTo(phone) as string;

  const boxes = dialog.getByTestId('verify-code').locator('input');
  await boxes.first().click();
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await expect(dialog.getByText(en('errors.code.2000002', { label: en('fields.code') }))).toBeVisible();
  await boxes.first().click();
  await page.keyboard.type(code);
  await expect(dialog.getByTestId('verify-done')).toHaveText(en('profile.verifiedDone', { phone }));
  await dialog.getByRole('button', { name: en('profile.done') }).click();
  await expect(page.getByTestId('phone-verified')).toHaveText(en('profile.verified'));
  // The dialog's forms are not the profile form's: sending a code saved no profile.
  await expect(page.getByText(en('profile.saved'))).toHaveCount(0);

  // The profile remembers it; typing another number asks for its own proof.
  await page.reload();
  await expect(page.getByTestId('phone-verified')).toBeVisible();
  await page.getByRole('textbox', { name: en('auth.phone') }).fill('+15550001111');
  await expect(page.getByTestId('phone-verify-open')).toBeVisible();
});

test('the account menu offers a buyer "become a seller", on the dashboard and from the header', async ({ page, request }, testInfo) => {
  const email = await newBuyer(request);
  await logIn(page, email, PASSWORD, 'Profile Tester');

  const menu = page.getByTestId('account-menu');
  await expect(menu.getByTestId('menu-becomeSeller')).toHaveText(en('accountMenu.becomeSeller'));
  await expect(menu.getByTestId('menu-shopSettings')).toHaveCount(0);
  // The wallet and the after-sales pages are offered.
  await expect(menu.getByTestId('menu-wallet')).toHaveText(en('accountMenu.wallet'));
  await expect(menu.getByTestId('menu-refunds')).toHaveText(en('accountMenu.refunds'));
  await expect(menu.getByTestId('menu-tickets')).toHaveText(en('accountMenu.tickets'));
  await expect(page.getByTestId('default-address')).toContainText(en('accountMenu.addressEmpty'));

  if (testInfo.project.name === 'desktop') {
    await page.goto('/#/');
    await page.getByTestId('account-button').click();
    const popover = page.getByRole('dialog', { name: en('nav.account') });
    await expect(popover.getByTestId('menu-becomeSeller')).toBeVisible();
    await popover.getByTestId('menu-profile').click();
    await expect(page.getByRole('heading', { level: 1, name: en('profile.title') })).toBeVisible();
    await expect(popover).toBeHidden();
  }

  await page.goto('/#/pages/mine/dashboard');
  await menu.getByTestId('menu-becomeSeller').click();
  await expect(page).toHaveURL(/#\/pages\/shop\/create/);
});

test('the demo seller finds their shop in the account menu', async ({ page, request }, testInfo) => {
  await logIn(page, SELLER.email, SELLER.password, 'Daniel');
  const info = await call<{ shop_id: number }>(request, '/customer/info/get_userinfo', await logInByApi(request, SELLER));

  const menu = page.getByTestId('account-menu');
  await expect(menu.getByTestId('menu-shopSettings')).toHaveText(en('accountMenu.shopSettings'));
  await expect(menu.getByTestId('menu-shopDashboard')).toHaveText(en('accountMenu.shopDashboard'));
  await expect(menu.getByTestId('menu-becomeSeller')).toHaveCount(0);
  await expect(menu.getByTestId('menu-sellerSetting')).toHaveCount(0);

  if (testInfo.project.name === 'desktop') {
    await page.getByTestId('account-button').click();
    const popover = page.getByRole('dialog', { name: en('nav.account') });
    await expect(popover.getByTestId('menu-myShop')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }

  await menu.getByTestId('menu-myShop').click();
  await expect(page).toHaveURL(new RegExp(`#/pages/shop/detail\\?id=${info.shop_id}$`));
});

test('on a 1280×800 screen the seller’s account menu, the longest, shows every entry and "log out", which works', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the header’s account button is a desktop one; phones have the Account tab');
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, SELLER.email, SELLER.password, 'Daniel');
  await page.goto('/#/');
  await page.getByTestId('account-button').click();
  const popover = page.getByRole('dialog', { name: en('nav.account') });
  // Issue 23: in one run the seventeen entries pushed "log out" below the screen's edge.
  await expect(popover.getByTestId('menu-group-selling')).toContainText(en('accountMenu.groupSelling'));
  for (const id of ['dashboard', 'purchaseHistory', 'wallet', 'refundsReceived', 'shopSettings', 'myShop', 'contactUs']) {
    await expect(popover.getByTestId(`menu-${id}`)).toBeInViewport({ ratio: 1 });
  }
  const logout = popover.getByTestId('logout');
  await expect(logout).toBeInViewport({ ratio: 1 });
  const box = await logout.boundingBox();
  expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  await logout.click();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
