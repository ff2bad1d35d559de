/**
 * Buying-to-be, against the real server and its demo data: a typed quantity reaching a wholesale
 * tier, a guest's heart finished after logging in, the gallery full screen, and product cards that
 * look and act the same on every page. Each test registers its own buyer where it needs one.
 */
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { call, registerBuyer, uniqueEmail } from './api';
import { texts } from './texts';

const en = texts('en');
const PASSWORD = 'e2e-password-1';
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

interface Variant {
  id: number;
  price: number;
  stock: number;
  options: Record<string, string>;
  image: string | null;
  wholesale: { min_quantity: number; price: number }[];
  deal: { price: number; left: number } | null;
}
interface Detail {
  id: number;
  name: string;
  images: string[];
  variants: Variant[];
}

/** The first product whose detail passes `test`, looked for through the real API. */
async function findProduct(request: APIRequestContext, test: (detail: Detail) => boolean): Promise<Detail> {
  const { list } = await call<{ list: { id: number }[] }>(request, '/customer/product/get_all_products?page_size=100');
  for (const { id } of list) {
    const detail = await call<Detail>(request, `/customer/product/detail/${id}`);
    if (test(detail)) return detail;
  }
  throw new Error('no such product in the demo data');
}

/** The variant the product page starts on: the first in stock, else the first. */
const firstVariant = (detail: Detail) => detail.variants.find((v) => v.stock > 0) ?? detail.variants[0];

/** A new buyer, registered through the real API; answers the email and the token. */
const newBuyer = (request: APIRequestContext) => registerBuyer(request, { name: 'Buyer To Be', email: uniqueEmail('buy'), password: PASSWORD });

test('a typed quantity reaches a wholesale tier at once; the total and the marked tier follow, and it stays within 1..stock', async ({ page, request }) => {
  const detail = await findProduct(request, (d) => {
    const v = firstVariant(d);
    return Boolean(v && !v.deal && v.stock >= 50 && v.wholesale.some((t) => t.min_quantity === 50));
  });
  const variant = firstVariant(detail) as Variant;
  const tierAt = (quantity: number) => Math.min(variant.price, ...variant.wholesale.filter((t) => quantity >= t.min_quantity).map((t) => t.price));

  await page.goto(`/#/pages/prouduct/detail?id=${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  const field = page.getByRole('textbox', { name: en('product.quantity') });
  const total = page.getByTestId('total-price');
  const activeTier = page.getByTestId('wholesale-tier').and(page.locator('[data-active]'));
  await expect(field).toHaveValue('1');
  await expect(activeTier).toHaveText(new RegExp(en('product.wholesaleFrom', { count: 1 }).replace('+', '\\+')));

  // One entry, not 49 taps: the total and the tier follow while typing, before the field is left.
  await field.fill('50');
  await expect(activeTier).toContainText(en('product.wholesaleFrom', { count: 50 }));
  await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo((tierAt(50) * 50) / 100, 2);
  await expect(page.getByTestId('unit-price')).toHaveText(`$${(tierAt(50) / 100).toFixed(2)}`);
  await field.press('Enter');
  await expect(page.getByTestId('quantity')).toHaveText('x50');

  await field.fill('12');
  await expect(activeTier).toContainText(en('product.wholesaleFrom', { count: 12 }));
  await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo((tierAt(12) * 12) / 100, 2);

  // More than the stock becomes the stock, and says why.
  await field.fill(String(variant.stock + 5));
  await field.blur();
  await expect(field).toHaveValue(String(variant.stock));
  await expect(page.getByTestId('quantity-hint')).toHaveText(en('product.onlyInStock', { count: variant.stock }));
  await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo((tierAt(variant.stock) * variant.stock) / 100, 2);

  // Nothing or zero becomes 1; the + and − buttons go on from the typed number.
  await field.fill('0');
  await field.blur();
  await expect(field).toHaveValue('1');
  await expect(page.getByTestId('quantity-hint')).toHaveText(en('product.atLeastOne'));
  await page.getByRole('button', { name: en('product.increase'), exact: true }).click();
  await expect(field).toHaveValue('2');
  await expect(page.getByTestId('quantity-hint')).toHaveCount(0);
  await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo((variant.price * 2) / 100, 2);
});

test("a guest's heart asks to log in and says why; after logging in the buyer is back on the product, saved", async ({ page, request }) => {
  const { email } = await newBuyer(request);
  const detail = await findProduct(request, () => true);
  const productUrl = `/#/pages/prouduct/detail?id=${detail.id}`;

  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await page.getByTestId('wishlist-button').click();
  await expect(page).toHaveURL(/#\/pages\/users\/login$/);
  await expect(page.getByText(en('auth.reasonWishlist'))).toBeVisible();

  // Reaching the login page another way forgets that: no reason, and the dashboard after.
  await page.goto('/');
  await page.goto('/#/pages/users/login');
  await expect(page.getByText(en('auth.loginSubtitle'))).toBeVisible();
  await expect(page.getByText(en('auth.reasonWishlist'))).toHaveCount(0);

  await page.goto(productUrl);
  await page.getByTestId('wishlist-button').click();
  await expect(page.getByText(en('auth.reasonWishlist'))).toBeVisible();
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();

  await expect(page).toHaveURL(new RegExp(`#/pages/prouduct/detail\\?id=${detail.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
  // Saved once, on the server, and the action is not replayed by a later login.
  await page.goto('/#/pages/wishlist/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-item')).toContainText(detail.name);
  expect(await page.evaluate(() => sessionStorage.getItem('agora.login-intent'))).toBeNull();
});

/** Fills the login form and sends it. */
async function logIn(page: import('@playwright/test').Page, email: string) {
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
}

test('a guest opening the wishlist is asked to log in with a reason, and comes back to it', async ({ page, request }) => {
  const { email } = await newBuyer(request);
  await page.goto('/#/pages/wishlist/wishlist');
  await expect(page).toHaveURL(/#\/pages\/users\/login$/);
  await expect(page.getByText(en('auth.reasonWishlistPage'))).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/#\/pages\/wishlist\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: en('pages.wishlist') })).toBeVisible();
});

test("logging in from the header (or the phone's Account tab) comes back to the page the buyer was on", async ({ page, request }, testInfo) => {
  const { email } = await newBuyer(request);
  const detail = await findProduct(request, () => true);
  await page.goto(`/#/pages/prouduct/detail?id=${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  if (testInfo.project.name === 'phone')
    await page
      .getByRole('navigation', { name: en('nav.mainNavigation') })
      .getByRole('link', { name: en('nav.account') })
      .click();
  else
    await page
      .getByRole('banner')
      .getByRole('link', { name: en('nav.login') })
      .click();
  await expect(page).toHaveURL(/#\/pages\/users\/login$/);
  // Chosen, not asked: the usual line.
  await expect(page.getByText(en('auth.loginSubtitle'))).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`#/pages/prouduct/detail\\?id=${detail.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
});

test('the gallery shows its position, opens full screen with zoom, and closes with Escape', async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const detail = await findProduct(request, (d) => d.images.length >= 2);
  const count = detail.images.length;
  await page.goto(`/#/pages/prouduct/detail?id=${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();

  const gallery = page.getByTestId('gallery');
  const dots = page.getByTestId('gallery-dots');
  if (phone) {
    // Dots on phones, one per picture, following a swipe.
    await expect(dots).toBeVisible();
    await expect(dots.locator('span')).toHaveCount(count);
    await expect(dots.locator('span').nth(0)).toHaveAttribute('data-active', 'true');
    await gallery.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    await expect(dots.locator('span').nth(1)).toHaveAttribute('data-active', 'true');
  } else {
    // Thumbnails and arrows on wider screens instead.
    await expect(dots).toBeHidden();
    await page.getByRole('button', { name: en('product.nextImage') }).click();
    await expect(page.getByRole('button', { name: en('product.imageOf', { n: 2, total: count }), exact: true })).toHaveAttribute('aria-current', 'true');
  }

  const slide = page.getByRole('button', { name: en('product.openViewer', { n: 2, total: count }) });
  await slide.click();
  const viewer = page.getByRole('dialog', { name: en('product.viewerTitle', { name: detail.name }) });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('viewer-count')).toHaveText(`2 / ${count}`);
  const image = viewer.getByTestId('viewer-image');
  // Whole picture first; the buttons zoom in and out again.
  await expect(image).toHaveAttribute('data-scale', '1');
  await viewer.getByRole('button', { name: en('product.zoomIn') }).click();
  await expect(image).toHaveAttribute('data-scale', '1.5');
  await viewer.getByRole('button', { name: en('product.zoomOut') }).click();
  await expect(image).toHaveAttribute('data-scale', '1');
  // A double click (desktop) or a double tap (phone) zooms to 2.5x, and back.
  const box = (await image.boundingBox()) as { x: number; y: number; width: number; height: number };
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (phone) {
    await page.touchscreen.tap(middle.x, middle.y);
    await page.touchscreen.tap(middle.x, middle.y);
  } else {
    await image.dblclick();
  }
  await expect(image).toHaveAttribute('data-scale', '2.5');
  if (!phone) {
    // The wheel zooms too, and does not scroll the page behind.
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => Number(await image.getAttribute('data-scale'))).toBeLessThan(2.5);
  }
  // ← and → go through the pictures, each starting whole.
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByTestId('viewer-count')).toHaveText(`1 / ${count}`);
  await expect(image).toHaveAttribute('data-scale', '1');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Focus comes back to the gallery, on the picture last seen.
  await expect(page.getByRole('button', { name: en('product.openViewer', { n: 1, total: count }) })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
});

test('choosing a variant with a picture of its own shows that picture in the gallery', async ({ page, request }) => {
  // A product whose colours have pictures of their own, at least two of them different.
  const detail = await findProduct(request, (d) => new Set(d.variants.map((v) => v.image).filter(Boolean)).size >= 2);
  const start = firstVariant(detail) as Variant;
  const other = detail.variants.find((v) => v.image && v.image !== start.image && v.stock > 0) as Variant;
  await page.goto(`/#/pages/prouduct/detail?id=${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();

  const shown = page.getByTestId('gallery-slide').first().locator('img');
  await expect(shown).toHaveAttribute('src', new RegExp(`${start.image}$`));
  // Pick the other variant's option values, then its picture is the one in view.
  for (const [name, value] of Object.entries(other.options)) {
    if (start.options[name] !== value) await page.getByTestId('variant-options').getByText(value, { exact: true }).click();
  }
  await expect(shown).toHaveAttribute('src', new RegExp(`${other.image}$`));
  await expect.poll(() => page.getByTestId('gallery').evaluate((el) => el.scrollLeft)).toBe(0);
  // The product's own pictures are still there behind it.
  await expect(page.getByTestId('gallery-slide')).toHaveCount(detail.images.length + 1);
});

/** Each card: a picture named after the product, a name of at most two lines, a price, the heart and compare. */
async function expectSameCards(cards: Locator, least: number) {
  await expect(cards.first().getByTestId('card-wishlist')).toBeVisible();
  // Counted once the list has settled: a refetch can re-render it between two reads.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(least);
  const n = Math.min(await cards.count(), 6);
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const name = (await card.locator('.agora-card-name').textContent()) ?? '';
    expect(name).not.toBe('');
    await expect(card.getByRole('img', { name, exact: true })).toBeVisible();
    await expect(card.getByTestId('price')).toHaveCount(1);
    await expect(card.getByRole('button', { name: en('wishlist.save') })).toHaveCount(1);
    await expect(card.getByTestId('card-compare')).toHaveCount(1);
    const lines = await card
      .locator('.agora-card-name')
      .evaluate((el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(lines).toBeLessThanOrEqual(2.01);
  }
}

/** The prices of the cards in the first row sit on one line. */
async function expectPricesAligned(cards: Locator) {
  const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  const firstRow = tops.filter((top) => Math.abs(top - (tops[0] as number)) < 1).length;
  expect(firstRow).toBeGreaterThanOrEqual(2);
  const bottoms = await cards.evaluateAll(
    (els, k) => els.slice(0, k).map((el) => el.querySelector('[data-testid="price"]')?.getBoundingClientRect().bottom ?? -1),
    firstRow,
  );
  for (const bottom of bottoms) expect(Math.abs(bottom - (bottoms[0] as number))).toBeLessThan(1);
}

test('product cards show and do the same on home, listings, search and the wishlist', async ({ page, request }) => {
  const { token } = await newBuyer(request);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access-token', t), token);

  await page.goto('/');
  const homeCards = page.locator('section[aria-labelledby="home-new"]').getByTestId('product-card');
  await expectSameCards(homeCards, 2);
  await expectPricesAligned(homeCards);

  const { list: newest } = await call<{ list: { category_id: number }[] }>(request, '/customer/product/get_new?page_size=1');
  await page.goto(`/#/pages/category/detail?id=${newest[0]?.category_id}`);
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  const listingCards = page.getByTestId('listing-grid').getByTestId('product-card');
  await expectSameCards(listingCards, 2);
  await expectPricesAligned(listingCards);

  // The heart on a listing card saves the product; the wishlist shows it on the same card.
  const first = listingCards.first();
  const name = (await first.locator('.agora-card-name').textContent()) ?? '';
  await first.getByTestId('card-wishlist').click();
  await expect(first.getByTestId('card-wishlist')).toHaveAttribute('aria-pressed', 'true');
  await first.getByTestId('card-compare').click();
  await expect(first.getByRole('link', { name: en('compare.inCompare') })).toBeVisible();

  // By its whole name: products other tests are adding at the same moment share first words ("E2E").
  await page.goto(`/#/pages/search/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('search-total')).toBeVisible();
  await expectSameCards(page.getByTestId('product-card'), 1);

  await page.goto('/#/pages/wishlist/wishlist');
  const wishCards = page.getByTestId('product-card');
  await expect(wishCards).toHaveCount(1);
  await expectSameCards(wishCards, 1);
  await expect(wishCards.first()).toContainText(name);
  await expect(wishCards.first().getByTestId('card-wishlist')).toHaveAttribute('aria-pressed', 'true');
  await expect(wishCards.first().getByRole('link', { name: en('compare.inCompare') })).toBeVisible();
});
