/**
 * Finding things: every word of a search in any order, a misspelling answered with the nearest
 * spelling, a brand filter offering only the listing's brands, a price range upside down pointed
 * out before anything is sent, best-selling order, and a search box that clears on leaving search.
 */
import { expect, type Page, test } from '@playwright/test';
import { call } from './api';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');

type Card = { id: number; name: string };
type Facet = { id: number; name: string; count: number };

/** The category with this English name (a sub-category of the first-level ones). */
async function categoryId(page: Page, name: string): Promise<number> {
  const { list } = await call<{ list: { id: number; name: string; children: { id: number; name: string }[] }[] }>(
    page.request,
    '/customer/index/get-first-category',
  );
  const found = list.flatMap((c) => [c, ...c.children]).find((c) => c.name === name);
  expect(found, name).toBeTruthy();
  return (found as { id: number }).id;
}

/** The ids of the product cards on screen, in order. */
const cardIds = async (page: Page) =>
  (
    await page
      .getByTestId('product-card')
      .locator('a[href*="prouduct/detail"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  ).map((href) => Number(new URLSearchParams(href.split('?')[1]).get('id')));

async function searchFor(page: Page, term: string) {
  const box = page.getByRole('combobox', { name: en('search.placeholder') });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`pages/search/search\\?q=${encodeURIComponent(term).replace(/%20/g, '(%20|\\+)')}`));
}

/** On a phone the filters wait behind a button. */
async function openFilters(page: Page) {
  if (test.info().project.name === 'phone') await page.getByTestId('filters-toggle').click();
}

test('a search matches every word in any order, and the box clears when the buyer leaves search', async ({ page }) => {
  const expected = await call<{ list: Card[]; total: number }>(page.request, '/search/wireless%20earbuds?page_size=100');
  const earbuds = expected.list.find((p) => p.name === 'Veltrix Buds 2 True Wireless Earbuds');
  expect(earbuds).toBeTruthy();

  await page.goto('/');
  await searchFor(page, 'earbuds wireless');
  await expect(page.getByTestId('search-total')).toHaveText(en('listing.results', { count: expected.total }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('search.resultsFor', { term: 'earbuds wireless' }));
  await expect.poll(async () => (await cardIds(page)).sort()).toEqual(expected.list.map((p) => p.id).sort());

  await searchFor(page, 'wireless earbuds');
  await expect(page.getByTestId('search-total')).toHaveText(en('listing.results', { count: expected.total }));
  const box = page.getByRole('combobox', { name: en('search.placeholder') });
  await expect(box).toHaveValue('wireless earbuds');

  // Leaving search for a product: the box no longer shows the term.
  await page.getByTestId('product-card').filter({ hasText: 'Veltrix Buds 2' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/prouduct\/detail\?id=/);
  await expect(box).toHaveValue('');
  // Back to the results: the term is there again.
  await page.goBack();
  await expect(box).toHaveValue('wireless earbuds');
});

test('a misspelt search shows the results of the nearest spelling and says so, in the buyer’s language', async ({ page }) => {
  const laptops = await call<{ list: Card[] }>(page.request, '/search/laptop?page_size=100');
  expect(laptops.list.length).toBeGreaterThan(0);

  await page.goto('/#/pages/search/search?q=lapotp');
  await expect(page.getByTestId('search-corrected')).toHaveText(en('listing.correctedNote', { term: 'lapotp', corrected: 'laptop' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('search.resultsFor', { term: 'laptop' }));
  await expect.poll(async () => (await cardIds(page)).sort()).toEqual(laptops.list.map((p) => p.id).sort());

  await page.evaluate(() => localStorage.setItem('lang', 'jp'));
  await page.reload();
  await expect(page.getByTestId('search-corrected')).toHaveText(jp('listing.correctedNote', { term: 'lapotp', corrected: 'laptop' }));

  // A term found as typed says nothing of the kind.
  await page.goto('/#/pages/search/search?q=laptop');
  await expect(page.getByTestId('search-total')).toBeVisible();
  await expect(page.getByTestId('search-corrected')).toHaveCount(0);
});

test('the brand filter offers only the brands of the listing, with their counts', async ({ page }) => {
  const phones = await categoryId(page, 'Phones & Wearables');
  const { brands } = await call<{ brands: Facet[] }>(page.request, `/category/${phones}/1?page_size=24`);
  expect(brands.length).toBeGreaterThan(1);
  const coffee = await call<{ brands: Facet[] }>(page.request, `/category/${await categoryId(page, 'Coffee & Tea')}/1?page_size=24`);
  const coffeeOnly = coffee.brands.filter((b) => !brands.some((p) => p.id === b.id));
  expect(coffeeOnly.length).toBeGreaterThan(0);

  await page.goto(`/#/pages/category/detail?id=${phones}`);
  await expect(page.getByTestId('listing-title')).toHaveText('Phones & Wearables');
  await openFilters(page);
  const group = page.getByRole('group', { name: en('listing.brands') });
  await expect(group.getByRole('checkbox')).toHaveCount(brands.length);
  for (const brand of brands) {
    await expect(group.getByRole('checkbox', { name: `${brand.name} (${en('listing.results', { count: brand.count })})` })).toHaveCount(1);
  }
  for (const brand of coffeeOnly) await expect(group.getByText(brand.name, { exact: true })).toHaveCount(0);

  // Choosing one narrows the products; the others stay on offer.
  const chosen = brands[0] as Facet;
  await group.getByText(chosen.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`brands=${chosen.id}`));
  await expect(page.getByTestId('listing-total')).toHaveText(en('listing.results', { count: chosen.count }));
  await expect(group.getByRole('checkbox')).toHaveCount(brands.length);
});

test('a min price above the max price is pointed out and not sent', async ({ page }) => {
  const phones = await categoryId(page, 'Phones & Wearables');
  await page.goto(`/#/pages/category/detail?id=${phones}`);
  await expect(page.getByTestId('listing-title')).toHaveText('Phones & Wearables');
  await openFilters(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('min_price')) sent.push(request.url());
  });

  await page.getByRole('textbox', { name: en('listing.minPrice') }).fill('500');
  await page.getByRole('textbox', { name: en('listing.maxPrice') }).fill('20');
  await page.getByRole('button', { name: en('listing.apply') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('listing.minAboveMax') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: en('listing.minPrice') })).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
  expect(page.url()).not.toContain('min_price');

  // Put right, it is sent and the message goes.
  await page.getByRole('textbox', { name: en('listing.maxPrice') }).fill('900');
  await expect(page.getByTestId('price-range-error')).toHaveCount(0);
  await page.getByRole('button', { name: en('listing.apply') }).click();
  await expect(page).toHaveURL(/min_price=50000&max_price=90000/);
});

test('sorts a listing by best selling, and offers best rated', async ({ page }) => {
  const electronics = await categoryId(page, 'Electronics');
  const bestSelling = await call<{ list: Card[] }>(page.request, `/category/${electronics}/1?page_size=24&sort=sales`);
  await page.goto(`/#/pages/category/detail?id=${electronics}`);
  await expect(page.getByTestId('listing-title')).toHaveText('Electronics');
  const sort = page.getByLabel(en('listing.sort'));
  await expect(sort.locator('option', { hasText: en('listing.sort_rating') })).toHaveCount(1);
  await sort.selectOption({ label: en('listing.sort_best_sellers') });
  await expect(page).toHaveURL(/sort=sales/);
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => cardIds(page)).toEqual(bestSelling.list.map((p) => p.id));
});
