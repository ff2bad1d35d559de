/**
 * Messages a buyer reads, and the shell around every page: field errors as sentences with the
 * field's label, one toast per failure, a retry when the server cannot be reached, page titles,
 * the footer, the category menu, the skip link, menus by keyboard, banner dots, figures.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { BUYER_PASSWORD, call, logIn, seedSession } from './api';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');
const vn = texts('vn');

/** The title the shell writes: "<what is shown> — Agora". */
const titled = (what: string) => `${what} — ${en('nav.brand')}`;

async function useLanguage(page: Page, lang: string) {
  await page.goto('/');
  await page.evaluate((code) => localStorage.setItem('lang', code), lang);
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

test('"Skip to content" moves focus to the content and leaves the address alone', async ({ page }) => {
  await page.goto('/#/pages/category/category');
  await expect(page.getByRole('heading', { name: en('pages.category'), exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: en('nav.skipToContent') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/#\/pages\/category\/category$/);
  await expect(page.getByRole('heading', { name: en('notFound.title') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en('pages.category'), exact: true })).toBeVisible();
});

test('the language and currency menus are one tab stop each, and Escape returns focus to the button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('advert').first()).toBeVisible();
  await page.getByTestId('search-input').focus();
  await page.keyboard.press('Tab');
  const language = page.getByTestId('language-switcher');
  await expect(language).toBeFocused();
  // The menu's code arrives on focus and takes the button's place: focus stays on it.
  await page.waitForTimeout(500);
  await expect(language).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('currency-switcher')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(language).toBeFocused();

  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: '日本語' });
  await expect(item).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(language).toBeFocused();
});

test('a mouse click opens the language menu on the first try, and Escape returns focus to its button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('advert').first()).toBeVisible();
  const language = page.getByTestId('language-switcher');
  await language.click();
  const item = page.getByRole('menuitem', { name: '日本語' });
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(language).toBeFocused();
});

test('the footer ends every storefront page, above the phone tab bar', async ({ page }) => {
  for (const path of ['/', '/#/pages/category/category', '/#/pages/users/login']) {
    await page.goto(path);
    const footer = page.getByTestId('site-footer');
    await expect(footer).toBeVisible();
    for (const name of ['pages.terms', 'pages.returnPolicy', 'pages.supportPolicy', 'pages.privacy', 'pages.aboutUs', 'footer.contactUs']) {
      await expect(footer.getByRole('link', { name: en(name) })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: en('footer.becomeSeller') })).toHaveAttribute('href', '#/pages/shop/create');
    for (const name of ['footer.wallet', 'footer.card', 'footer.cashOnDelivery']) await expect(footer.getByText(en(name))).toBeVisible();
    await expect(footer.getByRole('combobox', { name: en('footer.language') })).toBeVisible();
    // It comes after the content, and nothing of the page follows it.
    expect(await page.evaluate(() => document.querySelector('main')?.compareDocumentPosition(document.querySelector('footer') as Node))).toBe(4);
  }
  // At the very end of the page, the footer's last line is above the tab bar, not behind it.
  await page.goto('/');
  await expect(page.getByTestId('advert').first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const legal = await page.locator('.agora-footer-legal').boundingBox();
    const viewport = page.viewportSize();
    const tabs = await page.locator('.agora-bottom-tabs').boundingBox();
    const limit = tabs && tabs.height > 0 ? tabs.y : (viewport?.height ?? 0);
    expect(legal).not.toBeNull();
    expect((legal?.y ?? 0) + (legal?.height ?? 0)).toBeLessThanOrEqual(limit);
  }).toPass({ timeout: 15_000 });

  // The footer's language list switches the language.
  await page.getByTestId('footer-language').selectOption('vn');
  await expect(page.getByRole('heading', { name: vn('home.newArrivals') })).toBeVisible();
});

test('page titles name the product, the category and the search term', async ({ page, request }) => {
  const [product] = (await call<{ list: { id: number; name: string }[] }>(request, '/customer/product/get_new?page_size=1')).list;
  await page.goto(`/#/pages/prouduct/detail?id=${product?.id}`);
  await expect(page).toHaveTitle(titled(product?.name ?? ''));

  const [category] = (
    await call<{ list: { id: number; name: string; children: { id: number; name: string }[] }[] }>(request, '/customer/index/get-all-category', {
      form: { page: 1, page_size: 10 },
    })
  ).list;
  const child = category?.children[0];
  await page.goto(`/#/pages/category/detail?id=${child?.id}`);
  await expect(page).toHaveTitle(titled(child?.name ?? ''));
  // The category's trail: Home › top level › itself.
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs.getByRole('link', { name: category?.name, exact: true })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(child?.name ?? '');

  await page.goto('/#/pages/search/search?q=earbuds');
  await expect(page).toHaveTitle(titled(en('titles.search', { term: 'earbuds' })));

  await page.goto('/#/pages/shop/detail?id=1');
  await expect(page.getByTestId('shop-header')).toBeVisible();
  const shopName = (await page.getByTestId('shop-header').getByRole('heading').textContent()) ?? '';
  await expect(page).toHaveTitle(titled(shopName));

  // Static pages have their own title, in the buyer's language.
  await useLanguage(page, 'jp');
  await page.goto('/#/pages/users/login');
  await page.reload();
  await expect(page).toHaveTitle(titled(jp('pages.login')));
});

test('a missing category shows its not-found state with a way home, and at most one toast', async ({ page }) => {
  await page.goto('/#/pages/category/detail?id=999999');
  const state = page.getByTestId('category-not-found');
  await expect(state).toBeVisible();
  await expect(state.getByText(en('errors.categoryNotFound'))).toBeVisible();
  await expect(page).toHaveTitle(titled(en('errors.categoryNotFound')));
  // Give any request that would toast (and any second try of it) the time to do so.
  await page.waitForTimeout(2500);
  expect(await toasts(page).count()).toBeLessThanOrEqual(1);
  await state.getByRole('link', { name: en('common.goHome') }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('a missing brand shows its not-found state with the way to all brands, and no toast', async ({ page }) => {
  await page.goto('/#/pages/category/detail?brand_id=999999');
  const state = page.getByTestId('brand-not-found');
  await expect(state).toBeVisible();
  await expect(page).toHaveTitle(titled(en('errors.brandNotFound')));
  await page.waitForTimeout(2500);
  expect(await toasts(page).count()).toBe(0);
  await state.getByRole('link', { name: en('pages.brands') }).click();
  await expect(page).toHaveURL(/#\/pages\/category\/brands$/);
});

test('a refused field reads as a sentence with its label, next to the field, in Japanese', async ({ page }) => {
  await useLanguage(page, 'jp');
  await page.goto('/#/pages/users/register');
  await page.reload();
  await expect(page.getByRole('heading', { name: jp('auth.registerTitle') })).toBeVisible();
  const phone = page.getByRole('textbox', { name: jp('auth.phone'), exact: true });
  // The example number is Japan's, not Indonesia's.
  await expect(phone).toHaveAttribute('placeholder', /^\+81 /);
  await page.getByRole('textbox', { name: jp('auth.firstname'), exact: true }).fill('山田 花子');
  const email = page.getByRole('textbox', { name: jp('auth.email'), exact: true });
  await email.fill('buyer1@agora.test');
  await phone.fill('+81 90 1234 5678');
  await page.getByRole('textbox', { name: jp('auth.password'), exact: true }).fill('e2e-password-1');
  await page.getByRole('textbox', { name: jp('auth.confirmPassword'), exact: true }).fill('e2e-password-1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: jp('auth.registerSubmit') }).click();

  const sentence = jp('errors.code.1100000', { label: jp('fields.email') });
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await email.getAttribute('aria-describedby')).toContain(await page.getByText(sentence).getAttribute('id'));
  // Not the API's field name and reason appended to the code's message.
  await expect(page.getByText(/: email \(/)).toHaveCount(0);
});

test('a logged-in buyer sees the dashboard counts as figures, not link-blue', async ({ page, request }) => {
  // Logged in by token: the login form has tests of its own.
  await seedSession(page, await logIn(request, { email: 'buyer2@agora.test', password: BUYER_PASSWORD }));
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  const value = page.getByTestId('count-value').first();
  await expect(value).toBeVisible();
  const style = await value.evaluate((el) => ({
    color: getComputedStyle(el).color,
    text: getComputedStyle(document.body).color,
    figures: getComputedStyle(el).fontVariantNumeric,
  }));
  expect(style.color).toBe(style.text);
  expect(style.figures).toContain('tabular-nums');
});

test('offline, the shell stays and the content offers a retry that works once back', async ({ page, request }) => {
  const [category] = (await call<{ list: { id: number; name: string }[] }>(request, '/customer/index/get-all-category', { form: { page: 1, page_size: 10 } }))
    .list;
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const seen = (await page.getByTestId('product-card').first().textContent()) ?? '';

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.evaluate((id) => {
    window.location.hash = `#/pages/category/detail?id=${id}`;
  }, category?.id);
  const notice = page.getByTestId('connection-notice');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice.getByText(en('common.offlineTitle'))).toBeVisible();
  // The shell stays: header, footer, and the tab bar on phones.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) < 768) await expect(page.locator('.agora-bottom-tabs')).toBeVisible();
  expect(await toasts(page).count()).toBeLessThanOrEqual(1);

  // A page already seen still shows.
  await page.goBack();
  await expect(page.getByTestId('product-card').first()).toContainText(seen.slice(0, 20));
  await page.goForward();
  await expect(notice).toBeVisible({ timeout: 15_000 });

  await page.unroute('**/api/**');
  await notice.getByRole('button', { name: en('common.retry') }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('listing-title')).toHaveText(category?.name ?? '');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('offline, a page whose code has not arrived yet offers a retry inside the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  // Nothing reaches the server: neither the API nor the code of pages not seen yet (nor the toasts').
  const offline = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/api/**', offline);
  await page.route('**/assets/**', offline);
  await page.evaluate(() => {
    window.location.hash = '#/pages/category/brands';
  });
  const retry = page.getByTestId('content-retry');
  await expect(retry).toBeVisible();
  await expect(retry.getByText(en('common.offlineTitle'))).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();

  await page.unroute('**/api/**', offline);
  await page.unroute('**/assets/**', offline);
  await retry.getByRole('button', { name: en('common.retry') }).click();
  await expect(page.getByRole('heading', { name: en('pages.brands') })).toBeVisible();
  await expect(page.getByTestId('brand-tile').first()).toBeVisible();
});

test('home banners show their position and move by dot and by drag', async ({ page }) => {
  await page.goto('/');
  const address = page.url();
  // The top banners: their strip, and the dots beside it.
  const strip = page.getByTestId('advert-strip').first();
  const dots = strip.locator('xpath=..').getByTestId('advert-dots');
  await expect(dots).toBeVisible();
  const buttons = dots.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(1);
  await expect(buttons.first()).toHaveAttribute('aria-current', 'true');
  await expect(buttons.nth(1)).toHaveAccessibleName(en('nav.bannerN', { index: 2, total: count }));
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-current', 'true');

  // A mouse drag to the right goes back to the first banner, and does not open the one under it.
  const box = await strip.boundingBox();
  if (!box) throw new Error('no strip');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.9, y, { steps: 8 });
  await page.mouse.up();
  await expect(buttons.first()).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(address);
});

test('the desktop header opens every category from the keyboard and Escape returns to its button', async ({ page }, testInfo) => {
  await page.goto('/');
  const button = page.getByTestId('category-menu-button');
  if (testInfo.project.name === 'phone') {
    // Phones have the Categories tab instead of the header menu.
    await expect(button).toBeHidden();
    await page
      .getByRole('link', { name: en('nav.categories') })
      .last()
      .click();
    await expect(page).toHaveURL(/#\/pages\/category\/category$/);
    return;
  }
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('category-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/#\/pages\/category\/detail\?id=\d+$/);
  await expect(menu).toBeHidden();
});

test("a logged-in buyer's fifth compare item reads as kindly as a guest's", async ({ page, request }) => {
  const id = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const login = await call<{ 'access-token': string }>(request, '/customer/register/account', {
    form: {
      firstname: 'Compare Buyer',
      email: `e2e-compare-${id}@example.test`,
      phone: '+15551234567',
      password: 'e2e-password-1',
      confirm_password: 'e2e-password-1',
      agree: 1,
    },
  });
  const token = login['access-token'];
  const products = (await call<{ list: { id: number }[] }>(request, '/shop/1/1?page_size=5')).list.map((p) => p.id);
  for (const productId of products.slice(1, 5)) {
    const body = await (await request.post('/api/customer/compare/add', { form: { product_id: productId }, headers: { 'access-token': token } })).json();
    expect(body.code).toBe(200);
  }
  await seedSession(page, token);
  await page.goto('/#/pages/shop/detail?id=1');
  const tile = page.getByTestId('product-tile').first();
  await tile.getByRole('button', { name: en('compare.add') }).click();
  await expect(page.getByText(en('compare.full', { max: 4 }))).toBeVisible();
  await expect(page.getByText(/Invalid parameter/)).toHaveCount(0);
});

test('a toast sits below the header, clear of its search, and ends with its page', async ({ page }) => {
  await page.goto('/#/pages/shop/detail?id=2');
  const tile = page.getByTestId('product-tile').first();
  await tile.getByRole('button', { name: en('compare.add') }).click();
  const added = toasts(page).filter({ hasText: en('compare.added') });
  await expect(added).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const box = await added.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);

  // Past the moment a toast still counts as the next page's ("Saved", then back to the list).
  await page.waitForTimeout(400);
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/pages\/prouduct\/detail\?id=\d+$/);
  // Well before its 3000 ms are up.
  await expect(toasts(page)).toHaveCount(0, { timeout: 1000 });
});
