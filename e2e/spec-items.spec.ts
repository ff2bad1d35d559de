/**
 * Issue 22's last storefront items against the real server: opening the notices page lowers the
 * session's notify flag (the bell's dot) while the notice stays unread; the home page's day-end
 * strip counts to midnight on the server's clock, apart from the flash deals' own countdowns; a
 * seller's account menu leads to the refund requests their shop received, in the seller centre.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { call, seedSession } from './api';
import { sellerTexts } from './helpers/area-texts';
import { HOUR, secondsShown } from './helpers/countdown';
import { newSeller } from './helpers/selling';
import { texts } from './texts';

const en = texts('en');
const se = sellerTexts('en');
const PASSWORD = 'spec-items-2026';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: new RegExp(`^(${en('nav.notices')}|${en('nav.unreadNotices')})$`) });

/** A new seller (their shop application's notice unread), logged in in this page. */
async function sellerIn(page: Page, request: APIRequestContext, tag: string) {
  const seller = await newSeller(request, { tag, password: PASSWORD });
  await seedSession(page, seller.token);
  return seller;
}

test('opening the notices page clears the bell’s dot; the notice itself stays unread until read', async ({ page, request }, testInfo) => {
  const seller = await sellerIn(page, request, `bell-${testInfo.project.name}`);
  const info = () => call<{ notify: number; notice: { count: number } }>(request, '/customer/info/get_userinfo', seller.token);
  expect(await info()).toMatchObject({ notify: 1, notice: { count: 1 } });

  await page.goto('/#/');
  await expect(bell(page)).toHaveAccessibleName(en('nav.unreadNotices'));
  await bell(page).click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.notice') })).toBeVisible();
  // The dot goes; the notice and the tab's count stay unread.
  await expect(bell(page)).toHaveAccessibleName(en('nav.notices'));
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect(page.getByTestId('notice').first()).toHaveAttribute('data-unread', 'true');
  expect(await info()).toMatchObject({ notify: 0, notice: { count: 1 } });

  // Still cleared after a reload on another page.
  await page.goto('/#/pages/mine/dashboard');
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(en('nav.notices'));

  // Reading it is a separate step, and keeps the dot down.
  await page.goto('/#/pages/notice/notice');
  const row = page.getByTestId('notice').first();
  await row.getByRole('button').first().click();
  await expect(row).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(en('nav.notices'));
});

test('the home page’s day-end strip counts to midnight on the server’s clock, apart from the flash deals', async ({ page }) => {
  // The device's clock is 3 days and 5 hours ahead: a countdown on it would show another time left.
  await page.clock.install({ time: new Date(Date.now() + (3 * 24 + 5) * HOUR * 1000) });
  // What the page itself was answered (another test may change the mall's time zone meanwhile).
  const answered = page.waitForResponse((r) => r.url().includes('/customer/index/store') && r.url().includes('type=website_config'));
  await page.goto('/');
  const config = ((await (await answered).json()) as { data: { day_left: number; time_zone: string; server_time: string } }).data;
  const askedAt = Date.now();
  const strip = page.getByTestId('day-end');
  await expect(strip).toBeVisible();
  await expect(strip).toContainText(en('home.dayEndTitle'));
  await expect(strip.getByTestId('day-end-zone')).toHaveText(`(${en('home.dayEndZone', { zone: config.time_zone })})`);
  const clock = strip.getByTestId('day-end-clock');
  const shown = await secondsShown(clock);
  const expected = config.day_left - (Date.now() - askedAt) / 1000;
  expect(Math.abs(shown - expected)).toBeLessThan(30);
  expect(shown).toBeLessThanOrEqual(24 * HOUR);

  // It ticks down.
  await expect.poll(() => secondsShown(clock), { timeout: 10_000 }).toBeLessThan(shown);

  // Not a deal's countdown: the deals keep their own, elsewhere on the page.
  await expect(strip.getByTestId('deal-countdown')).toHaveCount(0);
  const deals = page.getByTestId('home-deals');
  await deals.scrollIntoViewIfNeeded();
  await expect(deals.getByTestId('day-end')).toHaveCount(0);
});

test('a seller’s account menu leads to the refund requests their shop received', async ({ page, request }, testInfo) => {
  await sellerIn(page, request, `refunds-${testInfo.project.name}`);
  await page.goto('/#/pages/mine/dashboard');
  const menu = page.getByTestId('account-menu');
  const entry = menu.getByTestId('menu-refundsReceived');
  await expect(entry).toHaveText(en('accountMenu.refundsReceived'));
  // The buyer's own requests stay their own entry.
  await expect(menu.getByTestId('menu-refunds')).toHaveText(en('accountMenu.refunds'));
  await entry.click();
  await expect(page).toHaveURL(/#\/seller\/refunds/);
  await expect(page.getByRole('heading', { level: 1, name: se('seller.refunds.title') })).toBeVisible();
});

test('a buyer without a shop has no "refund requests received" entry', async ({ page, request }) => {
  const buyer = await call<{ 'access-token': string }>(request, '/customer/register/account', undefined, {
    firstname: 'Spec Buyer',
    email: `e2e-spec-buyer-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`,
    phone: '+15550123456',
    password: PASSWORD,
    confirm_password: PASSWORD,
    agree: '1',
    invitation_code: '',
  });
  await seedSession(page, buyer['access-token']);
  await page.goto('/#/pages/mine/dashboard');
  const menu = page.getByTestId('account-menu');
  await expect(menu.getByTestId('menu-refunds')).toBeVisible();
  await expect(menu.getByTestId('menu-refundsReceived')).toHaveCount(0);
});

test('the login page tells a logged-in visitor so; logging in again as them answers "already logged in" and opens the account', async ({ page, request }) => {
  const email = `e2e-spec-again-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`;
  const buyer = await call<{ 'access-token': string }>(request, '/customer/register/account', undefined, {
    firstname: 'Again Buyer',
    email,
    phone: '+15550123456',
    password: PASSWORD,
    confirm_password: PASSWORD,
    agree: '1',
    invitation_code: '',
  });
  await seedSession(page, buyer['access-token']);
  await page.goto('/#/pages/users/login');
  await expect(page.getByTestId('already-logged-in')).toContainText(en('auth.alreadyLoggedIn', { email }));
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByText('You are already logged in', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
});
