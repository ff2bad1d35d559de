/**
 * The audit trail against the real server, at both widths: an operator's wallet adjustment shows
 * in the console's trail (found by its target, its before and after opened), the filter lives in
 * the address and the CSV export downloads the filtered rows; then the row is altered straight in
 * the server's SQLite file, and the page shows the chain broken at that very row, in red, until
 * the row is put back. Each run adjusts its own new buyer, so the phone and desktop runs never
 * share a row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { ADMIN, call, logIn, registerBuyer, seedSession, uniqueEmail } from './api';
import { adminTexts } from './helpers/area-texts';

const ad = adminTexts('en');
const SHOTS = '/tmp/audit-trail-shots';
const DB_FILE = path.join(import.meta.dirname, '..', 'test-results', `e2e-data-${process.env.E2E_PORT ?? 18080}`, 'agora.sqlite');

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** Runs `work` on the e2e server's own database file (the server keeps it open; SQLite lets a second writer in turn). */
function onDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_FILE);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

test('the trail shows an operator’s write, and a row altered in the database breaks the chain there', async ({ page, request }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await logIn(request, ADMIN);
  const buyer = await registerBuyer(request, { name: 'Trail Buyer', email: uniqueEmail('trail'), password: 'e2e-trail-pass-1' });
  const remark = `Goodwill ${Date.now() % 1e6}`;
  await call(request, '/admin/wallet/adjust', admin, { user_id: buyer.id, amount: 1234, remark });
  const listed = await call<{ list: { id: number; reason: string }[] }>(request, `/admin/audit-trail/list?target=wallet:${buyer.id}`, admin);
  const rowId = listed.list[0]?.id ?? 0;
  expect(listed.list[0]?.reason).toBe(remark);

  await seedSession(page, admin);
  await page.goto('/#/admin/audit-trail');
  await expect(page.getByRole('heading', { level: 1, name: ad('auditTrail.title') })).toBeVisible();
  const banner = page.getByTestId('trail-chain');
  await expect(banner).toHaveAttribute('data-intact', 'true');

  // Filter by the target: the address keeps it, and only this buyer's wallet row is left.
  await page.getByLabel(ad('auditTrail.target')).fill(`wallet:${buyer.id}`);
  await page.getByTestId('trail-apply').click();
  await expect(page).toHaveURL(new RegExp(`target=wallet%3A${buyer.id}`));
  const row = page.getByTestId('admin-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${rowId}`);
  await expect(row).toContainText(remark);
  await expect(row).toContainText('POST /admin/wallet/adjust');
  await expect(row).toContainText(ADMIN.email);
  await row.getByTestId('trail-toggle').click();
  await expect(row.getByTestId('trail-changes')).toContainText('"balance": 0');
  await expect(row.getByTestId('trail-changes')).toContainText('"balance": 1234');
  await shot(page, 'trail-intact');

  // The export downloads the filtered rows as CSV.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trail-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toMatch(/^id,created_at,actor_user_id,actor_email,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(remark);

  // Someone with the database file rewrites the row's reason.
  onDatabase((db) => db.prepare('update audit_trail set reason = ? where id = ?').run('Nothing happened', rowId));
  try {
    await page.reload();
    await expect(banner).toHaveAttribute('data-intact', 'false');
    await expect(page.getByTestId('trail-broken-at')).toHaveText(ad('auditTrail.broken', { id: rowId }));
    await expect(banner).toContainText(ad('auditTrail.kind.altered', { id: rowId }));
    await expect(row).toContainText('Nothing happened');
    await expect(row.getByTestId('trail-broken-row')).toBeVisible();
    await shot(page, 'trail-broken');
  } finally {
    onDatabase((db) => db.prepare('update audit_trail set reason = ? where id = ?').run(remark, rowId));
  }
  await page.reload();
  await expect(banner).toHaveAttribute('data-intact', 'true');
});
