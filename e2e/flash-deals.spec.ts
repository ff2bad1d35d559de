/**
 * Flash deals against the real server and its demo data (deals running for 36 and for 10 hours,
 * one starting in two days): the home strip leads to the deals page, whose countdowns tick down and
 * run from the server's clock even when the device's clock is days off.
 */
import { expect, test } from '@playwright/test';
import { HOUR, secondsShown } from './helpers/countdown';
import { texts } from './texts';

const en = texts('en');

test('the flash-deal countdown is visible, goes down and follows the server clock, not the device', async ({ page, request }) => {
  // The device thinks it is three days later: a countdown on its clock would show the deal over.
  await page.clock.install({ time: new Date(Date.now() + 3 * 24 * HOUR * 1000) });

  await page.goto('/');
  const strip = page.getByTestId('home-deals');
  await expect(strip.getByTestId('deal-item').first()).toBeVisible();
  await strip.getByRole('link', { name: en('flashDeals.viewAll') }).click();
  await expect(page).toHaveURL(/#\/pages\/flash-deals\/flash-deals$/);
  await expect(page.getByRole('heading', { level: 1, name: en('pages.flashDeals') })).toBeVisible();

  // The running deals come ending first first: the last is the one running for 36 hours.
  const running = page.locator('[data-testid="deal-section"][data-status="active"]').last();
  const upcoming = page.locator('[data-testid="deal-section"][data-status="upcoming"]');
  await expect(running.getByText(en('flashDeals.active'))).toBeVisible();
  await expect(upcoming.getByText(en('flashDeals.upcoming'))).toBeVisible();

  const countdown = running.getByTestId('deal-countdown');
  await expect(countdown).toBeVisible();
  const first = await secondsShown(countdown);
  expect(first).toBeGreaterThan(30 * HOUR);
  expect(first).toBeLessThanOrEqual(36 * HOUR);
  await expect.poll(() => secondsShown(countdown), { timeout: 5000 }).toBeLessThan(first);

  // The upcoming deal counts down to its start, two days away.
  expect(await secondsShown(upcoming.getByTestId('deal-countdown'))).toBeGreaterThan(40 * HOUR);

  // No clock to midnight in the banner: each deal has its own (e2e/trust.spec.ts).
  await expect(page.getByTestId('day-countdown')).toHaveCount(0);

  // Each product shows the deal price the server gives, below its regular price.
  const list = (await (await request.get('/api/flash-deals/list')).json()).data.list as { id: number; status: string }[];
  const active = list.filter((d) => d.status === 'active').at(-1);
  const detail = (await (await request.get(`/api/flash-deals/${active?.id}`)).json()).data as { list: { deal_price: number; regular_price: number }[] };
  const firstItem = detail.list[0];
  expect(firstItem?.deal_price).toBeLessThan(firstItem?.regular_price ?? 0);
  await expect(running.getByTestId('deal-price').first()).toHaveText(`$${((firstItem?.deal_price ?? 0) / 100).toFixed(2)}`);
});
