import { expect, type Page, test } from '@playwright/test';
import { registerBuyer, uniqueEmail } from './api';
import { newProduct, newSeller } from './helpers/selling';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** A fresh buyer, logged in through the real API, with the token where the app keeps it. */
async function loggedIn(page: Page) {
  const { token } = await registerBuyer(page.request, {
    name: 'Catalogue Tester',
    email: uniqueEmail('cat'),
    password: 'e2e-password-1',
    phone: '+15551230000',
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access-token', t), token);
  return token;
}

/** Whether prices run up (direction 1) or down (-1). */
const isSorted = (prices: number[], direction: 1 | -1) =>
  prices.length > 1 && prices.every((p, i) => i === 0 || (p - (prices[i - 1] as number)) * direction >= 0);

/** The prices on the listing once it has settled (the grid is busy while a new page loads). */
async function cardPrices(page: Page): Promise<number[]> {
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  return (await page.getByTestId('product-card').getByTestId('price').allTextContents()).map(amountOf);
}

test('home → category → sort and price filter → product → variant and quantity → wishlist → compare two', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/');
  await page.getByTestId('category-tile').first().click();
  await expect(page).toHaveURL(/pages\/category\/detail\?id=\d+/);
  await expect(page.getByTestId('listing-title')).not.toBeEmpty();

  await page.getByLabel(en('listing.sort')).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  // The previous order stays on screen until the new page arrives: wait until what shows is sorted.
  await expect.poll(async () => isSorted(await cardPrices(page), 1)).toBe(true);
  const ascending = await cardPrices(page);

  await page.getByLabel(en('listing.sort')).selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(async () => isSorted(await cardPrices(page), -1)).toBe(true);

  // A range from the cheapest shown price to the middle one: some products stay, some go.
  // On a phone the filters wait behind a button, so the products start near the top.
  const phone = test.info().project.name === 'phone';
  if (phone) {
    await expect(page.getByRole('textbox', { name: en('listing.minPrice') })).toBeHidden();
    await page.getByTestId('filters-toggle').click();
  }
  const low = Math.floor(ascending[0] as number);
  const high = Math.ceil(ascending[Math.floor(ascending.length / 2)] as number);
  await page.getByRole('textbox', { name: en('listing.minPrice') }).fill(String(low));
  await page.getByRole('textbox', { name: en('listing.maxPrice') }).fill(String(high));
  await page.getByRole('button', { name: en('listing.apply') }).click();
  await expect(page).toHaveURL(new RegExp(`min_price=${low * 100}&max_price=${high * 100}`));
  const filtered = await cardPrices(page);
  expect(filtered.length).toBeGreaterThan(0);
  for (const price of filtered) expect(price >= low && price <= high).toBe(true);
  // The button says how many filters are set.
  if (phone) await expect(page.getByTestId('filters-toggle')).toContainText('1');

  // A product with several variants, found through the real API.
  const products = (await (await page.request.get('/api/customer/product/get_all_products?page_size=100')).json()).data.list as { id: number }[];
  let multi = 0;
  for (const p of products) {
    const detail = (await (await page.request.get(`/api/customer/product/detail/${p.id}`)).json()).data;
    if (detail.options.length > 0 && detail.options[0].values.length > 1) {
      multi = p.id;
      break;
    }
  }
  expect(multi).toBeGreaterThan(0);
  await page.goto(`/#/pages/prouduct/detail?id=${multi}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByTestId('quantity')).toHaveText('x1');

  // Pick another value of the first option (a chip's input is hidden; its label is what one taps).
  await page.getByTestId('variant-options').locator('input:not(:checked) + label').first().click();
  await page.getByRole('button', { name: en('product.increase'), exact: true }).click();
  await expect(page.getByTestId('quantity')).toHaveText('x2');
  const unit = amountOf(await page.getByTestId('unit-price').textContent());
  expect(amountOf(await page.getByTestId('total-price').textContent())).toBeCloseTo(unit * 2, 2);
  await expect(page.getByTestId('review-count')).toBeVisible();
  await expect(page.getByTestId('shop-card')).toBeVisible();

  await page.getByTestId('wishlist-button').click();
  await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('compare-button').click();

  // A second product into compare, then both side by side.
  await page.getByTestId('product-card').first().click();
  await expect(page).not.toHaveURL(new RegExp(`id=${multi}$`));
  await page.getByTestId('compare-button').click();
  await page.goto('/#/pages/compare/compare');
  await expect(page.getByTestId('compare-column')).toHaveCount(2);

  await page.goto('/#/pages/wishlist/wishlist');
  await expect(page.getByTestId('product-card')).toHaveCount(1);
});

test('search in Japanese finds a product by part of its name and remembers the search', async ({ page }) => {
  // A product named in Japanese: other tests add products of their own, named in English only.
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]{3}/u;
  const list = (await (await page.request.get('/api/customer/product/get_new?page_size=50', { headers: { lang: 'jp' } })).json()).data.list as {
    name_jp: string;
  }[];
  const product = list.find((p) => japanese.test(p.name_jp)) as { name_jp: string };
  // Three Japanese characters from the name (names may start with a Latin brand).
  const part = japanese.exec(product.name_jp)?.[0] as string;
  expect(part).toBeTruthy();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'jp'));
  await page.reload();
  await page.getByRole('combobox', { name: jp('search.placeholder') }).fill(part);
  await page.getByRole('combobox', { name: jp('search.placeholder') }).press('Enter');
  await expect(page).toHaveURL(/pages\/search\/search\?q=/);
  await expect(page.getByTestId('product-card').filter({ hasText: product.name_jp }).first()).toBeVisible();

  await page.goto('/#/pages/search/search');
  await expect(page.getByTestId('recent-search').filter({ hasText: part })).toBeVisible();
});

test('search results narrow by brand and sort by price, and the address keeps both', async ({ page }) => {
  // Two letters found in many names, of many brands.
  const hits = (await (await page.request.get('/api/search/er?page_size=100')).json()).data.list as { brand_id: number | null }[];
  const perBrand = new Map<number, number>();
  for (const p of hits) if (p.brand_id !== null) perBrand.set(p.brand_id, (perBrand.get(p.brand_id) ?? 0) + 1);
  expect(perBrand.size).toBeGreaterThan(1);
  // The brand with the most hits, so that there is an order to check.
  const [brandId] = [...perBrand].sort((a, b) => b[1] - a[1])[0] as [number, number];
  const brand = (await (await page.request.get(`/api/brand/${brandId}?page_size=1`)).json()).data.brand.name as string;
  const expected = hits.filter((p) => p.brand_id === brandId).length;

  await page.goto('/#/pages/search/search?q=er');
  await expect(page.getByTestId('search-total')).toHaveText(en('listing.results', { count: hits.length }));
  if (test.info().project.name === 'phone') await page.getByTestId('filters-toggle').click();
  await page
    .getByRole('group', { name: en('listing.brands') })
    .getByText(brand, { exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`brands=${brandId}`));
  await expect(page.getByTestId('search-total')).toHaveText(en('listing.results', { count: expected }));

  await page.getByLabel(en('listing.sort')).selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await page.reload();
  await expect(page.getByTestId('search-total')).toHaveText(en('listing.results', { count: expected }));
  await expect
    .poll(async () => {
      const prices = (await page.getByTestId('product-card').getByTestId('price').allTextContents()).map(amountOf);
      return prices.length === Math.min(expected, 24) && isSorted(prices, -1);
    })
    .toBe(true);
});

test('a product on a running flash deal shows the deal price, the regular one struck through, and its countdown', async ({ page }) => {
  const list = (await (await page.request.get('/api/customer/product/get_all_products?page_size=100')).json()).data.list;
  const onDeal = list.find((p: { deal_price: number | null }) => p.deal_price !== null);
  expect(onDeal).toBeTruthy();
  const usd = (cents: number) => `$${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await page.goto(`/#/pages/category/detail?id=${onDeal.category_id}`);
  const card = page.getByTestId('product-card').filter({ hasText: onDeal.name }).first();
  await expect(card.getByTestId('price')).toHaveText(usd(onDeal.deal_price));
  await expect(card.getByText(usd(onDeal.price), { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(card.getByText(en('common.flashDeal'))).toBeVisible();

  // On its page, the same rule: the deal price with the regular price (not the market price) struck through.
  const detail = (await (await page.request.get(`/api/customer/product/detail/${onDeal.id}`)).json()).data;
  const first = detail.variants.find((v: { stock: number }) => v.stock > 0) ?? detail.variants[0];
  expect(first.deal).toBeTruthy();
  await card.click();
  await expect(page.getByTestId('unit-price')).toHaveText(usd(first.deal.price));
  await expect(page.getByTestId('list-price')).toHaveText(usd(first.price));
  await expect(page.getByTestId('list-price')).toHaveCSS('text-decoration-line', 'line-through');

  // The deal's countdown runs.
  const countdown = page.getByTestId('product-deal-countdown');
  await expect(countdown).toContainText(en('flashDeals.endsIn'));
  const shown = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(shown);
});

test('a new product and its new shop read "No ratings yet", not a zero rating', async ({ page, request }) => {
  const seller = await newSeller(request, { tag: 'unrated', password: 'e2e-password-1' });
  const { productId } = await newProduct(request, seller.token, { name: `Unrated Mug ${seller.shopName}`, price: 1500 });
  await page.goto(`/#/pages/prouduct/detail?id=${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unrated Mug');
  await expect(page.getByTestId('no-ratings')).toHaveText([en('product.noRatings'), en('product.noRatings')]);
  await page.goto(`/#/pages/shop/detail?id=${seller.shopId}`);
  await expect(page.getByTestId('shop-card')).toHaveCount(0); // the product page has gone
  await expect(page.getByTestId('no-ratings')).toHaveText(en('product.noRatings'));
});
