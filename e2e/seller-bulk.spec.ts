/**
 * The seller centre's CSV import against the real server, at both widths: a file with bad lines
 * lists each with its line and column (the refusal's `data.rows`) and says nothing was imported;
 * a refusal without lines (a file over the limit) shows its sentence alone. Nothing is applied,
 * so the demo shop is left as it was.
 */
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { logIn, SELLER } from './api';
import { sellerTexts } from './helpers/area-texts';

const se = sellerTexts('en');

/** The demo seller on the bulk page, the token in place before the app starts; answers the token. */
async function openBulkPage(page: Page): Promise<string> {
  const token = await logIn(page.request, SELLER);
  await page.addInitScript((value) => localStorage.setItem('access-token', value), token);
  await page.goto('/#/seller/bulk');
  await expect(page.getByRole('heading', { level: 1, name: se('seller.bulk.title') })).toBeVisible();
  return token;
}

async function upload(page: Page, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-csv').click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test('a CSV with bad lines lists each with its line and column, and nothing is imported', async ({ page }) => {
  const token = await openBulkPage(page);
  // The shop's own export, its first line's price made a word and its second line's options broken.
  const exported = await (await page.request.get('/api/seller/product/export', { headers: { 'access-token': token } })).text();
  const lines = parse(exported, { columns: true, bom: true }) as Record<string, string>[];
  expect(lines.length).toBeGreaterThan(1);
  (lines[0] as Record<string, string>).price = 'cheap';
  (lines[1] as Record<string, string>).options = '{not json';
  await upload(page, 'products.csv', stringify(lines, { header: true }));

  const problems = page.getByTestId('import-problems');
  await expect(problems.getByRole('alert')).toHaveText(se('seller.bulk.nothingApplied_other', { count: 2 }));
  const rows = problems.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('td').nth(0)).toHaveText('2');
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('price');
  await expect(rows.nth(1).locator('td').nth(0)).toHaveText('3');
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('options');
  await expect(page.getByTestId('import-done')).toHaveCount(0);
});

test('a refusal without bad lines (a file over the limit) shows its sentence and no list', async ({ page }) => {
  await openBulkPage(page);
  await upload(page, 'huge.csv', `sku,price\n${'A,1\n'.repeat(600_000)}`);
  const alert = page.getByTestId('bulk-page').getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).not.toHaveText('');
  await expect(page.getByTestId('import-problems')).toHaveCount(0);
});
