/**
 * Wishlist, compare, the shop page and the recommended page, against the real server and its
 * demo data. Each test registers its own buyer, so the desktop and phone runs never share a list.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { call, registerBuyer, seedSession, uniqueEmail } from './api';
import { texts } from './texts';

const en = texts('en');
const PASSWORD = 'e2e-password-1';

/** A new buyer, registered through the real API; answers the email. */
async function newBuyer(request: APIRequestContext): Promise<string> {
  return (await registerBuyer(request, { name: 'Wish Tester', email: uniqueEmail('wish'), password: PASSWORD })).email;
}

/** Logs in on the login page (already open) and waits for the dashboard. */
async function logIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByTestId('greeting')).toHaveText(en('account.greeting', { name: 'Wish Tester' }));
}

test('a buyer saves two products from a shop, sees them in the wishlist and removes one', async ({ page, request }) => {
  const { token } = await registerBuyer(request, { name: 'Wish Tester', email: uniqueEmail('wish'), password: PASSWORD });
  const { shop } = await call<{ shop: { name: string } }>(request, '/shop/1/1?page_size=1');
  // Logged in by token: the login form is the compare test's.
  await seedSession(page, token);

  await page.goto('/#/pages/shop/detail?id=1');
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  const tiles = page.getByTestId('product-tile');
  const names: string[] = [];
  for (const i of [0, 1]) {
    const tile = tiles.nth(i);
    names.push((await tile.getByRole('img').first().getAttribute('alt')) ?? '');
    const heart = tile.getByRole('button', { name: en('wishlist.save') });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  expect(names[0]).not.toBe('');

  await page.goto('/#/pages/mine/dashboard');
  const wishlistTile = page.getByTestId(`count-${en('account.wishlistCount')}`);
  await expect(wishlistTile).toContainText('2');
  await wishlistTile.click();
  await expect(page.getByRole('heading', { name: en('pages.wishlist') })).toBeVisible();
  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.nth(0)).toContainText(names[1] as string);
  await expect(items.nth(1)).toContainText(names[0] as string);

  await items
    .filter({ hasText: names[0] as string })
    .getByRole('button', { name: en('wishlist.remove') })
    .click();
  await expect(page.getByText(en('wishlist.removed'))).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(names[1] as string);

  await page.reload();
  await expect(items).toHaveCount(1);
  await items
    .first()
    .getByRole('button', { name: en('wishlist.remove') })
    .click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: en('wishlist.emptyAction') })).toHaveAttribute('href', '#/');
});

test('a guest compares two products side by side, logs in and keeps them', async ({ page, request }) => {
  const email = await newBuyer(request);
  const newest = await call<{ list: { id: number; name: string }[] }>(request, '/customer/product/get_new?page=1&page_size=2');
  const [first, second] = newest.list as [{ id: number; name: string }, { id: number; name: string }];
  const details = await Promise.all(newest.list.map((p) => call<{ options: { name: string }[] }>(request, `/customer/product/detail/${p.id}`)));

  await page.goto('/');
  await page.evaluate((ids) => localStorage.setItem('compare', JSON.stringify(ids)), [first.id, second.id]);
  await page.goto('/#/pages/compare/compare');
  await expect(page.getByRole('heading', { name: en('pages.compare') })).toBeVisible();
  await expect(page.getByTestId('compare-guest-note')).toContainText(en('compare.guestNote'));
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0)).toContainText(first.name);
  await expect(columns.nth(1)).toContainText(second.name);
  const table = page.getByTestId('compare-table');
  for (const label of ['compare.price', 'compare.rating', 'compare.sales', 'compare.brand', 'compare.category', 'compare.stock']) {
    await expect(table.getByRole('rowheader', { name: en(label), exact: true })).toBeVisible();
  }
  // One row per option name of either product, named as the API answers it (in the buyer's
  // language); a product without it shows a dash.
  const optionNames = [...new Set(details.flatMap((d) => d.options.map((o) => o.name)))];
  for (const name of optionNames) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByRole('cell')).toHaveCount(2);
    const lacking = details.findIndex((d) => !d.options.some((o) => o.name === name));
    if (lacking >= 0) await expect(row.getByRole('cell').nth(lacking)).toHaveText('—');
  }

  await page
    .getByTestId('compare-guest-note')
    .getByRole('link', { name: en('compare.login') })
    .click();
  await logIn(page, email);
  await page.getByRole('link', { name: en('pages.compare') }).click();
  await expect(page.getByRole('heading', { name: en('pages.compare') })).toBeVisible();
  await expect(columns).toHaveCount(2);
  await expect(columns.filter({ hasText: first.name })).toHaveCount(1);
  await expect(columns.filter({ hasText: second.name })).toHaveCount(1);
  await expect(page.getByTestId('compare-guest-note')).toHaveCount(0);
  // Merged into the account and cleared from the browser.
  expect(await page.evaluate(() => localStorage.getItem('compare'))).toBeNull();

  // The remove buttons line up with the columns.
  const firstColumn = (await columns.allTextContents()).findIndex((text) => text.includes(first.name));
  await page.getByTestId('compare-remove').nth(firstColumn).click();
  await expect(columns).toHaveCount(1);
  await expect(columns.first()).toContainText(second.name);
  await page.reload();
  await expect(columns).toHaveCount(1);
});

test('a guest adds from a shop to compare, and the toast leads to the compare page', async ({ page }) => {
  await page.goto('/#/pages/shop/detail?id=2');
  const tile = page.getByTestId('product-tile').first();
  const name = (await tile.getByRole('img').first().getAttribute('alt')) ?? '';
  await tile.getByRole('button', { name: en('compare.add') }).click();
  await expect(tile.getByRole('link', { name: en('compare.inCompare') })).toBeVisible();
  await page.getByRole('link', { name: en('compare.view') }).click();
  await expect(page.getByRole('heading', { name: en('pages.compare') })).toBeVisible();
  await expect(page.getByTestId('compare-column')).toHaveCount(1);
  await expect(page.getByTestId('compare-column')).toContainText(name);

  // A guest's heart asks to log in.
  await page.goto('/#/pages/shop/detail?id=2');
  await page
    .getByTestId('product-tile')
    .first()
    .getByRole('button', { name: en('wishlist.save') })
    .click();
  await expect(page).toHaveURL(/#\/pages\/users\/login$/);
});

test('an unknown shop says so and offers the way home', async ({ page }) => {
  await page.goto('/#/pages/shop/detail?id=999999');
  await expect(page.getByText(en('shop.missingTitle'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: en('common.goHome') })).toBeVisible();
});

test('recommended products sort by price, and the sort stays in the address', async ({ page, request }) => {
  const all = await call<{ total: number }>(request, '/customer/product/get_recommend_list?page=1&page_size=1');
  await page.goto('/#/pages/category/recommend');
  await expect(page.getByRole('heading', { name: en('pages.recommend') })).toBeVisible();
  await page.getByTestId('sort').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
  const prices = page.getByTestId('product-tile').getByTestId('price');
  await expect(prices.first()).toBeVisible();
  const amountsNow = async () => (await prices.allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
  // The previous order stays on screen until the sorted page arrives: wait until what shows is sorted.
  await expect
    .poll(async () => {
      const amounts = await amountsNow();
      return amounts.length > 1 && amounts.every((a, i) => i === 0 || a >= (amounts[i - 1] as number));
    })
    .toBe(true);
  expect((await amountsNow()).length).toBe(Math.min(all.total, 24));
  await page.reload();
  await expect(page.getByTestId('sort')).toHaveValue('price_asc');
});
