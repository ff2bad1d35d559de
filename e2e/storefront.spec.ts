import { expect, test } from '@playwright/test';
import { openMenu } from './helpers/header-menu';
import { texts } from './texts';

const en = texts('en');
const jp = texts('jp');

/** Reads a price like "€1,234.56" or "$12.99" as a number. */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('a newcomer browses in Japanese and euros, registers, logs out and logs in again', async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`;
  const password = 'e2e-password-1';

  await page.goto('/');
  await expect(page.getByRole('heading', { name: en('home.newArrivals') })).toBeVisible();
  await expect(page.getByTestId('advert').first()).toBeVisible();
  await expect(page.getByTestId('category-tile')).toHaveCount(8);
  await expect(page.getByTestId('brand-tile')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: en('home.recommended') })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('home.hot') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('common.viewAll') })).toHaveCount(5);
  const firstPrice = page.getByTestId('product-card').first().getByTestId('price');
  const usdText = (await firstPrice.textContent()) ?? '';
  expect(usdText).toMatch(/^\$\d/);

  await openMenu(page, 'language-switcher', '日本語');
  await expect(page.getByRole('heading', { name: jp('home.newArrivals') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await openMenu(page, 'currency-switcher', 'EUR (€)');
  await expect(firstPrice).toHaveText(/^€/);
  const eur = amountOf((await firstPrice.textContent()) ?? '');
  expect(eur).toBeCloseTo(amountOf(usdText) * 0.92, 1);
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('cur')])).toEqual(['jp', 'EUR']);

  await page.goto('/#/pages/users/register');
  await expect(page.getByRole('heading', { name: jp('auth.registerTitle') })).toBeVisible();
  await page.getByRole('textbox', { name: jp('auth.firstname'), exact: true }).fill('Hanako Yamada');
  await page.getByRole('textbox', { name: jp('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: jp('auth.phone'), exact: true }).fill('+81 90 1234 5678');
  await page.getByRole('textbox', { name: jp('auth.password'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: jp('auth.confirmPassword'), exact: true }).fill('something-else');
  await page.getByRole('button', { name: jp('auth.registerSubmit') }).click();
  await expect(page.getByText(jp('validation.mismatch'))).toBeVisible();
  await expect(page.getByText(jp('validation.agree'))).toBeVisible();

  await page.getByRole('textbox', { name: jp('auth.confirmPassword'), exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: jp('auth.registerSubmit') }).click();
  await expect(page.getByTestId('greeting')).toHaveText(jp('account.greeting', { name: 'Hanako Yamada' }));
  await expect(page.getByTestId('invitation-code')).toHaveText(/^[A-Z2-9]{8}$/);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // Logout clears local storage, so the mall is back in English.
  await expect(page.getByRole('heading', { name: en('home.newArrivals') })).toBeVisible();

  await page.goto('/#/pages/users/login');
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password' })).toBeVisible();
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByTestId('greeting')).toHaveText(en('account.greeting', { name: 'Hanako Yamada' }));
});

test('a tampered token sends the user to login', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('access-token', 'tampered-token-value'));
  await page.goto('/#/pages/mine/dashboard');
  await expect(page).toHaveURL(/#\/pages\/users\/login$/);
  await expect(page.getByRole('heading', { name: en('auth.loginTitle') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
});

test('an unknown route shows the 404 page, and the last spec routes to be built are pages, not "coming soon"', async ({ page }) => {
  await page.goto('/#/pages/nowhere/at-all');
  await expect(page).toHaveURL(/#\/pages\/users\/404$/);
  await expect(page.getByRole('heading', { name: en('notFound.title') })).toBeVisible();
  await page.goto('/#/pages/blog/blog');
  await expect(page.getByRole('heading', { name: en('pages.blog') })).toBeVisible();
  await expect(page.getByText(en('pending.title'))).toHaveCount(0);
});

test('view-all links lead to every brand and every category', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: en('common.viewAll') })
    .nth(1)
    .click();
  await expect(page.getByRole('heading', { name: en('pages.brands') })).toBeVisible();
  await expect(page.getByTestId('brand-tile')).toHaveCount(14);
  await page.goto('/');
  await page
    .getByRole('link', { name: en('common.viewAll') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: en('pages.category') })).toBeVisible();
  // Every sub-category of every top-level category is listed.
  await expect(page.getByTestId('category-tile').nth(20)).toBeVisible();
});

test('the best sellers and new arrivals sections lead to their whole lists, in their own order', async ({ page }) => {
  for (const [section, endpoint, title] of [
    ['home-hot', 'get_hot_list', en('home.hot')],
    ['home-new', 'get_new', en('home.newArrivals')],
  ] as const) {
    const expected = (await (await page.request.get(`/api/customer/product/${endpoint}?page_size=24`)).json()).data.list as { name: string }[];
    await page.goto('/');
    await page
      .locator(`section[aria-labelledby="${section}"]`)
      .getByRole('link', { name: en('common.viewAll') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const names = page.getByTestId('product-tile').getByTestId('product-card').locator('.agora-card-name');
    await expect(names).toHaveCount(24);
    expect(await names.allTextContents()).toEqual(expected.map((p) => p.name));
    await expect(page.getByTestId('load-more')).toBeVisible();
  }
});
