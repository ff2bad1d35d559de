/**
 * Becoming a seller, against the real server and its demo data: a guest is sent to log in and
 * comes back to the form; a new buyer fills in the two steps, uploads both sides of an ID card
 * (progress, preview) and sees the state page; the demo admin refuses the application through
 * the API with a reason; the buyer reads the reason and applies again with the answers filled in.
 * Also takes the screenshots of every step in en, jp, th and vn (test-results/shop-create/).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, call, logIn, registerBuyer, seedSession, uniqueEmail } from './api';
import { uploadBothSides } from './helpers/shop-apply';
import { texts } from './texts';

const PASSWORD = 'e2e-shop-pass-1';

const newBuyer = (request: APIRequestContext) =>
  registerBuyer(request, { name: 'Shop Tester', email: uniqueEmail('shop'), password: PASSWORD, phone: '+15550123999' });

/** The demo admin refuses the named application through the real API. */
async function rejectAsAdmin(request: APIRequestContext, shopName: string, reason: string) {
  const admin = await logIn(request, ADMIN);
  const list = await call<{ list: { id: number; shop_name: string }[] }>(request, '/admin/shop/applications?status=pending&page_size=100', admin);
  const application = list.list.find((row) => row.shop_name === shopName);
  expect(application, shopName).toBeDefined();
  await call(request, '/admin/shop/review', admin, { id: String(application?.id), approve: '0', reason });
}

/** Opens the page logged in (and in a language) without going through the login form. */
async function openAs(page: Page, token: string, lang = 'en') {
  await seedSession(page, token, lang);
  await page.goto('/#/pages/shop/create');
}

test('a guest logs in and comes back; applies with two ID pictures; is refused with a reason and applies again', async ({ page, request }) => {
  const en = texts('en');
  const { email } = await newBuyer(request);
  const shopName = `E2E Crafts ${Date.now() % 1e8}`;

  await page.goto('/#/pages/shop/create');
  await expect(page).toHaveURL(/pages\/users\/login/);
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page).toHaveURL(/pages\/shop\/create/);

  // Step 1: the email and phone come from the account; the rest is checked before moving on.
  await expect(page.getByRole('textbox', { name: en('shopCreate.email') })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: en('shopCreate.contact') })).toHaveValue('+15550123999');
  await page.getByTestId('shop-create-next').click();
  await expect(page.getByText(en('validation.required')).first()).toBeVisible();
  await page.getByRole('textbox', { name: en('shopCreate.shopName'), exact: true }).fill(shopName);
  await page.getByRole('textbox', { name: en('shopCreate.address'), exact: true }).fill('12 Market Street, Springfield');
  await page.getByRole('textbox', { name: new RegExp(en('shopCreate.description')) }).fill('Hand-made bowls and cups.');
  await page.getByTestId('shop-create-next').click();

  // Step 2: both sides of the ID card, each with its progress and preview.
  await expect(page.getByText(en('shopCreate.idFront'), { exact: true })).toBeVisible();
  await page.getByTestId('shop-create-submit').click();
  await expect(page.getByText(en('shopCreate.imageRequired')).first()).toBeVisible();
  await uploadBothSides(page);
  await expect(page.getByTestId('id-front').getByRole('button', { name: en('shopCreate.replaceImage') })).toBeVisible();
  await page.getByTestId('shop-create-submit').click();

  const state = page.getByTestId('application-state');
  await expect(state).toHaveAttribute('data-status', 'pending');
  await expect(state.getByRole('heading', { name: en('shopCreate.state.pendingTitle') })).toBeVisible();
  await expect(state.getByText(shopName, { exact: true })).toBeVisible();
  // Coming back shows the state, not the form.
  await page.reload();
  await expect(page.getByTestId('application-state')).toHaveAttribute('data-status', 'pending');

  const reason = 'The ID picture is too dark. Please take it again in daylight.';
  await rejectAsAdmin(request, shopName, reason);
  await page.reload();
  await expect(state).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('application-reason')).toContainText(reason);

  await page.getByTestId('apply-again').click();
  await expect(page.getByRole('textbox', { name: en('shopCreate.shopName'), exact: true })).toHaveValue(shopName);
  await expect(page.getByRole('textbox', { name: en('shopCreate.address'), exact: true })).toHaveValue('12 Market Street, Springfield');
  await page.getByTestId('shop-create-next').click();
  await uploadBothSides(page);
  await page.getByTestId('shop-create-submit').click();
  await expect(state).toHaveAttribute('data-status', 'pending');
});

for (const lang of ['en', 'jp', 'th', 'vn']) {
  test(`screenshots of the steps and the state page in ${lang}`, async ({ page, request }, info) => {
    const t = texts(lang);
    const width = page.viewportSize()?.width;
    const shot = (name: string) => page.screenshot({ path: `test-results/shop-create/${lang}-${width}-${name}.png`, fullPage: true });
    const { token } = await newBuyer(request);
    const shopName = `${lang.toUpperCase()} Studio ${info.project.name} ${Date.now() % 1e7}`;
    await openAs(page, token, lang);

    await expect(page.getByRole('heading', { level: 1, name: t('shopCreate.title') })).toBeVisible();
    await page.getByRole('textbox', { name: t('shopCreate.shopName'), exact: true }).fill(shopName);
    await page.getByRole('textbox', { name: t('shopCreate.address'), exact: true }).fill('88 Sukhumvit Road, Bangkok 10110');
    await shot('1-basic');
    await page.getByTestId('shop-create-next').click();
    await uploadBothSides(page);
    await shot('2-store');
    await page.getByTestId('shop-create-submit').click();
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByRole('heading', { name: t('shopCreate.state.pendingTitle') })).toBeVisible();
    await shot('3-pending');
    await rejectAsAdmin(request, shopName, 'The back of the ID card is cut off. Please upload a photo that shows the whole card.');
    await page.reload();
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByRole('heading', { name: t('shopCreate.state.rejectedTitle') })).toBeVisible();
    await shot('4-rejected');
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width ?? 0);
  });
}
