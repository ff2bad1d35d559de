/**
 * The console's reports and newsletter pages against the real server, at both widths: the
 * dashboard shows the range's totals as the API answers them (orders and new users, sales to the
 * cent), the chart, the months and the waiting queues, and exports orders as CSV; a new subscriber
 * appears in the newsletter list and is unsubscribed from it. Screenshots in en, jp, th and vn.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, call, logIn, seedSession } from './api';

type Tree = { [key: string]: string | Tree };
const texts = (lang: string) => {
  const file = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales', 'admin', 'reports', `${lang}.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  return (key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] as string | Tree, tree.admin as Tree) as string;
};
const en = texts('en');
const SHOTS = '/tmp/reports-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

interface Summary {
  totals: { sales: number; orders: number; new_users: number };
  days: unknown[];
}

test('the reports dashboard shows the range’s figures as the books answer them, and exports orders as CSV', async ({ page, request }) => {
  const token = await logIn(request, ADMIN);
  await seedSession(page, token, 'en');
  await page.goto('/#/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: en('reports.title') })).toBeVisible();
  const summary = await call<Summary>(request, '/admin/report/summary', token);
  const money = (cents: number) => `US$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('report-total-orders').getByTestId('report-figure')).toHaveText(summary.totals.orders.toLocaleString('en-US'));
  await expect(page.getByTestId('report-total-new_users').getByTestId('report-figure')).toHaveText(summary.totals.new_users.toLocaleString('en-US'));
  await expect(page.getByTestId('report-total-sales').getByTestId('report-figure')).toHaveText(money(summary.totals.sales));
  await expect(page.getByTestId('money-chart')).toBeVisible();
  await expect(page.getByTestId('report-queue-topups')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  await page.getByTestId('report-export-orders').click();
  const file = await (await download).path();
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('paid_cents');
  expect(lines).toHaveLength(summary.totals.orders + 1);

  // Another range: kept in the address, and the period names it.
  await page.getByTestId('report-from').fill('2026-11-01');
  await page.getByTestId('report-to').fill('2026-11-28');
  await page.getByTestId('report-apply').click();
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-28/);
  await expect(page.getByTestId('report-period')).toContainText('Nov 28, 2026');

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.goto('/#/admin/reports');
  await expect(page.getByTestId('report-total-sales').getByTestId('report-figure')).toBeVisible();
  await shot(page, 'reports-en');
  for (const lang of ['jp', 'th', 'vn']) {
    // The language the app keeps, then a real reload (a hash change alone would not start the app again).
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
    await page.goto('/#/admin/reports');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts(lang)('reports.title') })).toBeVisible();
    await expect(page.getByTestId('report-total-sales').getByTestId('report-figure')).toBeVisible();
    await shot(page, `reports-${lang}`);
  }
});

test('a new subscriber is listed and unsubscribed from the console', async ({ page, request }) => {
  const email = `e2e-news-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`;
  await call(request, '/customer/index/subscribe', { form: { email }, lang: 'vn' });
  const token = await logIn(request, ADMIN);
  await seedSession(page, token, 'en');
  await page.goto(`/#/admin/newsletter?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: en('newsletter.title') })).toBeVisible();
  const row = page.getByTestId('admin-row').filter({ hasText: email });
  await expect(row.getByTestId('newsletter-row-state')).toHaveText(en('newsletter.state.subscribed'));
  await row.getByTestId('newsletter-unsubscribe').click();
  await expect(row.getByTestId('newsletter-row-state')).toHaveText(en('newsletter.state.unsubscribed'));
  await expect(row.getByTestId('newsletter-unsubscribe')).toHaveCount(0);

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.goto('/#/admin/newsletter');
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  await shot(page, 'newsletter-en');
  for (const lang of ['jp', 'th', 'vn']) {
    // The language the app keeps, then a real reload (a hash change alone would not start the app again).
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
    await page.goto('/#/admin/newsletter');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts(lang)('newsletter.title') })).toBeVisible();
    await expect(page.getByTestId('admin-row').first()).toBeVisible();
    await shot(page, `newsletter-${lang}`);
  }
});
