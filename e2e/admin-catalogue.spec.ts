/**
 * The console's categories and brands against the real server, at both widths: a catalogue
 * operator adds a category in English and Japanese, and the storefront's category menu (the
 * header menu at a desk, the categories page on a phone) shows it at once in the language the
 * buyer chose; hidden, it leaves the menu. A brand added with a Chinese name shows in the
 * storefront's brand list in Chinese, and leaves it once hidden.
 */
import { BCP47, type Lang } from '@agora/contract/locale';
import { expect, type Page, test } from '@playwright/test';
import { type Account, call, logIn, seedSession } from './api';
import { adminTexts } from './helpers/area-texts';
import { navLink } from './helpers/console-nav';
import { texts } from './texts';

const CATALOGUE: Account = { email: 'catalogue@agora.test', password: 'Staff#2026' };
const en = texts('en');
const ad = adminTexts('en');
const unique = () => `${Date.now() % 1e7}${Math.round(Math.random() * 1e3)}`;
let visits = 0;

/** Opens a page of the console from its navigation (behind the menu button on a phone). */
async function openFromNav(page: Page, label: string) {
  await page.goto('/#/admin');
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: en('backOffice.menu'), exact: true }).click();
  await navLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The storefront afresh (a real reload) in `lang`. */
async function storefront(page: Page, lang: string, hash = '') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  visits += 1;
  await page.goto(`/?visit=${visits}#/${hash}`);
  await expect(page.locator('html')).toHaveAttribute('lang', BCP47[lang as Lang]);
}

/** The names in the storefront's category menu: the header menu at a desk, the categories page on a phone. */
async function categoryMenu(page: Page, lang: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  await storefront(page, lang, phone ? 'pages/category/category' : '');
  if (phone) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main section').first()).toBeVisible();
    return page.locator('main');
  }
  await page.getByTestId('category-menu-button').click();
  const menu = page.getByTestId('category-menu');
  await expect(menu.getByRole('link').first()).toBeVisible();
  return menu;
}

const categoryRow = (page: Page, name: string) => page.getByTestId('category-row').filter({ hasText: name });

test('a category added in English and Japanese shows in the storefront menu in the chosen language, and leaves it when hidden', async ({ page, request }) => {
  await seedSession(page, await logIn(request, CATALOGUE), 'en');
  const id = unique();
  const english = `E2E Garden ${id}`;
  const japanese = `E2E園芸${id}`;

  await openFromNav(page, ad('nav.categories'));
  await page.getByTestId('new-category').click();
  const dialog = page.getByRole('dialog');
  // English is required: saving without it says so on the English tab.
  await dialog.getByTestId('category-save').click();
  await expect(dialog.getByText(ad('catalogue.requiredEnglish'))).toBeVisible();
  await dialog.getByTestId('category-name-en').fill(english);
  await dialog.getByTestId('lang-tab-jp').click();
  await dialog.getByTestId('category-name-jp').fill(japanese);
  await dialog.getByTestId('category-sort').fill('0');
  await dialog.getByTestId('category-save').click();
  await expect(dialog).toBeHidden();
  const row = categoryRow(page, english);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('languages-written')).toHaveText('2 / 11');

  await expect((await categoryMenu(page, 'jp')).getByText(japanese, { exact: true })).toBeVisible();
  const menu = await categoryMenu(page, 'en');
  await expect(menu.getByText(english, { exact: true })).toBeVisible();
  await expect(menu.getByText(japanese, { exact: true })).toHaveCount(0);

  // Hidden from the console, it leaves the storefront's menu at once.
  await storefront(page, 'en', 'admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: ad('nav.categories') })).toBeVisible();
  await categoryRow(page, english).getByTestId('category-actions').click();
  await page.getByTestId('category-action-hide').click();
  await expect(categoryRow(page, english).getByTestId('category-hidden-badge')).toBeVisible();

  await expect((await categoryMenu(page, 'en')).getByText(english, { exact: true })).toHaveCount(0);
  await expect((await categoryMenu(page, 'jp')).getByText(japanese, { exact: true })).toHaveCount(0);

  // An empty category can be deleted after confirming.
  await storefront(page, 'en', 'admin/categories');
  await categoryRow(page, english).getByTestId('category-actions').click();
  await page.getByTestId('category-action-delete').click();
  await page.getByTestId('category-delete-confirm').click();
  await expect(categoryRow(page, english)).toHaveCount(0);
});

test('a category that holds products says why it cannot be deleted', async ({ page, request }) => {
  const token = await logIn(request, CATALOGUE);
  await seedSession(page, token, 'en');
  const all = await call<{ name: string; product_count: number; child_count: number }[]>(request, '/admin/category/list', { token, lang: 'en' });
  const full = all.find((c) => c.product_count > 0 && c.child_count === 0);
  expect(full, 'the demo has a sub-category with products').toBeDefined();
  await openFromNav(page, ad('nav.categories'));
  await page
    .getByTestId('category-row')
    .filter({ has: page.getByTestId('category-name').getByText(full?.name ?? '', { exact: true }) })
    .getByTestId('category-actions')
    .click();
  await page.getByTestId('category-action-delete').click();
  await expect(page.getByTestId('category-delete-blocked')).toHaveText(
    ad(full?.product_count === 1 ? 'catalogue.cannotDeleteProducts_one' : 'catalogue.cannotDeleteProducts_other', { count: full?.product_count ?? 0 }),
  );
  await expect(page.getByTestId('category-delete-confirm')).toBeDisabled();
});

test('a brand named in Chinese shows in the storefront brand list in Chinese, and leaves it when hidden', async ({ page, request }) => {
  await seedSession(page, await logIn(request, CATALOGUE), 'en');
  const id = unique();
  const english = `E2E Brand ${id}`;
  const chinese = `E2E品牌${id}`;

  await openFromNav(page, ad('nav.brands'));
  await page.getByTestId('new-brand').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('brand-name-en').fill(english);
  await dialog.getByTestId('lang-tab-zh').click();
  await dialog.getByTestId('brand-name-zh').fill(chinese);
  await dialog.getByTestId('brand-save').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('brand-search').fill(id);
  const row = page.getByTestId('admin-row').filter({ hasText: english });
  await expect(row).toBeVisible();

  await storefront(page, 'zh', 'pages/category/brands');
  await expect(page.getByText(chinese, { exact: true })).toBeVisible();

  await storefront(page, 'en', 'admin/brands');
  await page.getByTestId('brand-search').fill(id);
  await page.getByTestId('admin-row').filter({ hasText: english }).getByTestId('brand-hide').click();
  await expect(page.getByTestId('admin-row').filter({ hasText: english }).getByTestId('brand-hidden-badge')).toBeVisible();

  await storefront(page, 'zh', 'pages/category/brands');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(chinese, { exact: true })).toHaveCount(0);
});
