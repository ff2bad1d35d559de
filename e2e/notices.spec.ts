/**
 * Notices against the real server and its demo data: a demo buyer's unread notice, read on the
 * notices page while the home page is open in another tab (its bell clears without a reload,
 * through the live channel), the counts agreeing afterwards; "mark all read" for a demo seller;
 * announcements in Japanese for a guest. The desktop and phone runs use different demo accounts,
 * so they never read each other's notices.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, BUYER_PASSWORD, call, logIn as logInByApi, registerBuyer, seedSession, uploadPicture } from './api';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');

/** Logs in through the API and gives the browser the session, as the login page would. */
async function logIn(context: BrowserContext, request: APIRequestContext, email: string, password: string): Promise<string> {
  const token = await logInByApi(request, { email, password });
  await seedSession(context, token);
  return token;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: new RegExp(`^(${en('nav.notices')}|${en('nav.unreadNotices')})$`) });

test('a buyer reads their unread notices; the bell clears here and, without a reload, in another tab', async ({ context, page, request }, testInfo) => {
  const email = testInfo.project.name === 'phone' ? 'buyer2@agora.test' : 'buyer1@agora.test';
  const token = await logIn(context, request, email, BUYER_PASSWORD);
  const unread = (await call<{ count: number }>(request, '/customer/info/notice_in_read', token)).count;
  expect(unread).toBeGreaterThan(0);

  await page.goto('/#/');
  await expect(bell(page)).toHaveAccessibleName(en('nav.unreadNotices'));

  const notices = await context.newPage();
  await notices.goto('/#/pages/notice/notice');
  await expect(notices.getByRole('heading', { level: 1, name: en('pages.notice') })).toBeVisible();
  await expect(notices.getByTestId('unread-count')).toHaveText(String(unread));
  const rows = notices.getByTestId('notice');
  await expect(rows).toHaveCount(unread);
  for (let i = 0; i < unread; i += 1) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row).toContainText(en('notices.type.shop'));
    await row.getByRole('button').click();
    await expect(row.getByTestId('notice-body')).toBeVisible();
    await expect(row).toHaveAttribute('data-unread', 'false');
    // The bell keeps its dot until the last one is read.
    if (i < unread - 1) await expect(notices.getByTestId('unread-count')).toHaveText(String(unread - i - 1));
  }
  await expect(notices.getByTestId('unread-count')).toHaveCount(0);
  await expect(bell(notices)).toHaveAccessibleName(en('nav.notices'));

  // The first tab heard of it over the live channel: no reload.
  await expect(bell(page)).toHaveAccessibleName(en('nav.notices'));

  await notices.reload();
  await expect(notices.getByTestId('notices-empty')).toContainText(en('notices.unreadEmptyTitle'));
  await notices.getByRole('tab', { name: en('notices.read'), exact: true }).click();
  // Among the read ones now, with the demo's orders' news (which may be newer).
  await expect(
    notices
      .getByTestId('notice')
      .filter({ hasText: en('notices.type.shop') })
      .first(),
  ).toBeVisible();
  expect((await call<{ count: number }>(request, '/customer/info/notice_in_read', token)).count).toBe(0);
  expect((await call<{ notice: { count: number } }>(request, '/customer/info/get_userinfo', token)).notice.count).toBe(0);
});

/**
 * A seller of its own, made through the API as a buyer and an operator would (apply with both ID
 * pictures, approved): its one notice is its application's, whatever other tests buy from the demo
 * shops meanwhile (each order tells its shop).
 */
async function newSeller(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `notice-seller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'seller-pass-2026';
  const { token } = await registerBuyer(request, { name: 'Nora Seller', email, password, phone: '+15551234567' });
  const application = await call<{ id: number }>(request, '/customer/user/applyseller', token, {
    shop_name: `Nora ${Date.now()}`,
    contact: '+15551234567',
    email,
    address: '1 Market Street',
    id_front_image: await uploadPicture(request, token, '#2f6fb0'),
    id_back_image: await uploadPicture(request, token, '#b0602f'),
  });
  await call(request, '/admin/shop/review', await logInByApi(request, ADMIN), { id: application.id, approve: 1 });
  return { email, password };
}

test('a seller marks all notices read', async ({ context, page, request }) => {
  const seller = await newSeller(request);
  const token = await logIn(context, request, seller.email, seller.password);
  await page.goto('/#/pages/notice/notice');
  const rows = page.getByTestId('notice');
  // One notice: the application's, now saying it was approved (the decision updates it).
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect(rows.first()).toContainText(en('notices.state.approved'));
  await page.getByRole('button', { name: en('notices.markAllRead') }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(rows.nth(0)).toHaveAttribute('data-unread', 'false');
  await expect(bell(page)).toHaveAccessibleName(en('nav.notices'));
  await expect(page.getByRole('button', { name: en('notices.markAllRead') })).toBeDisabled();
  expect((await call<{ count: number }>(request, '/customer/info/notice_in_read', token)).count).toBe(0);
});

test('a guest reads the announcements in Japanese and is asked to log in for notices', async ({ page }) => {
  await page.goto('/#/pages/notice/notice');
  await page.evaluate(() => localStorage.setItem('lang', 'jp'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: jp('pages.notice') })).toBeVisible();
  await expect(page.getByRole('tab', { name: jp('notices.system') })).toHaveAttribute('aria-selected', 'true');
  // The demo's announcement (other tests may post newer ones while this runs).
  const first = page.getByTestId('announcement').filter({ hasText: '500 点以上で送料無料' });
  await expect(first).toBeVisible();
  await first.getByRole('button').click();
  await expect(first.getByTestId('announcement-body')).toContainText('まとめ買いなら');
  await page.getByRole('tab', { name: jp('notices.unread') }).click();
  await expect(page.getByTestId('notices-login')).toContainText(jp('notices.logInBody'));
});
