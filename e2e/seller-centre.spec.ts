/**
 * The seller centre against the real server and its demo data, at both widths: the demo seller,
 * logged in on the mall, opens `#/seller`, sees the dashboard, creates a product with an English
 * and a Spanish name and two variants, submits it, previews what was saved (not the unsaved edit
 * after it) and finds it in review in the list: a card per product on a phone, the table at a
 * desk; a session
 * carried over by a handoff code opens the seller centre without logging in again (and the code
 * leaves the address); a buyer opening `#/seller` gets the no-permission page.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BUYER, logIn as logInByApi, SELLER, seedSession } from './api';
import { sellerTexts } from './helpers/area-texts';
import { texts } from './texts';

const en = texts('en');

const se = sellerTexts('en');
const unique = () => `${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;

test('the demo seller sees the dashboard, submits a new product with two languages and two variants, previews what was saved and finds it listed', async ({
  page,
  request,
}) => {
  const id = unique();
  // Logged in on the mall by token (the login form has tests of its own; the centre's own form is below).
  await seedSession(page, await logInByApi(request, SELLER));
  await page.goto('/#/seller');

  // The seller centre's own frame, not the storefront's shell.
  await expect(page.getByTestId('back-office-seller')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: se('seller.dashboard.title') })).toBeVisible();
  await expect(page.getByTestId('stat-this-month')).toContainText('$');
  await expect(page.getByTestId('sales-chart')).toBeVisible();
  await expect(page.locator('.agora-bottom-tabs')).toHaveCount(0);

  await page.getByRole('link', { name: se('seller.products.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: se('seller.editor.newTitle') })).toBeVisible();

  // Texts: English, then Spanish; the other tabs stay marked as missing.
  await page.getByTestId('name-en').fill(`E2E Trail Shoe ${id}`);
  await page.getByTestId('lang-tab-es').click();
  await page.getByTestId('name-es').fill(`Zapatilla E2E ${id}`);
  await expect(page.getByTestId('lang-tab-es').getByTestId('missing-badge')).toHaveCount(0);
  await expect(page.getByTestId('lang-tab-jp').getByTestId('missing-badge')).toBeVisible();
  // Eleven tabs do not fit a phone: they scroll, and the edge says there are more. At a desk they
  // wrap, so the last one and its mark are in sight at once.
  const last = page.getByTestId('lang-tab-vn');
  // Whole, within the list's visible part (not cut off by its edge).
  const whole = () =>
    last.evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      const view = (tab.closest('.tab-scroll') as HTMLElement).getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1;
    });
  if (test.info().project.name === 'phone') {
    expect(await whole()).toBe(false);
    await expect(page.getByTestId('tabs-more')).toBeVisible();
    for (let i = 0; i < 8 && !(await whole()); i++) {
      await page.getByTestId('tabs-more').click();
      await page.waitForTimeout(400);
    }
    expect(await whole()).toBe(true);
    // At the end there is nothing more to show that way.
    await expect(page.getByTestId('tabs-more')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('tabs-more')).toHaveCount(0);
    expect(await whole()).toBe(true);
  }
  await expect(last.getByTestId('missing-badge')).toBeVisible();

  // A picture, uploaded with its progress, becomes the cover.
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  await page.getByTestId('image-input').setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('editor-image')).toHaveCount(1);

  await page.getByTestId('category-picker').click();
  await page.getByRole('option').first().click();

  // One option, two variants.
  await page.getByTestId('add-option').click();
  await page.getByTestId('option-name-0').fill('Size');
  await page.getByTestId('add-variant').click();
  await expect(page.getByTestId('variant-row')).toHaveCount(2);
  for (const [row, size] of [
    [1, '42'],
    [2, '43'],
  ] as const) {
    await page.getByRole('textbox', { name: se('seller.editor.optionValue', { option: 'Size', row }), exact: true }).fill(size);
    await page.getByRole('textbox', { name: se('seller.editor.skuOf', { row }), exact: true }).fill(`E2E-${id}-${size}`);
    await page.getByRole('textbox', { name: se('seller.editor.priceOf', { row }), exact: true }).fill('49.90');
    await page.getByRole('textbox', { name: se('seller.editor.stockOf', { row }), exact: true }).fill('12');
  }

  // Before the first save the preview draws the form's draft, and says so.
  await page.getByTestId('preview-product').click();
  await expect(page.getByTestId('preview-draft-note')).toHaveText(se('seller.editor.previewDraft'));
  await expect(page.getByTestId('preview-card')).toContainText(`E2E Trail Shoe ${id}`);
  await page.keyboard.press('Escape');

  await page.getByTestId('save-product').click();
  await expect(page.getByTestId('save-result')).toHaveText(se('seller.editor.sentForReviewBody'));
  await expect(page).toHaveURL(/#\/seller\/products\/\d+$/);

  // Saved: the preview is the server's (the storefront's product view), in review and hidden from
  // buyers, in the language chosen there. An edit not saved yet is not in it, and it says so.
  await page.getByTestId('name-en').fill(`E2E Trail Shoe ${id} unsaved`);
  await page.getByTestId('preview-product').click();
  const preview = page.getByTestId('product-preview');
  await expect(preview.getByRole('heading', { level: 2, name: `E2E Trail Shoe ${id}`, exact: true })).toBeVisible();
  await expect(preview.getByTestId('product-status')).toHaveText(se('seller.status.pending'));
  await expect(preview.getByText(se('seller.editor.previewHidden'))).toBeVisible();
  await expect(preview.getByTestId('preview-unsaved')).toHaveText(se('seller.editor.previewUnsaved'));
  await expect(preview.getByTestId('stock')).toBeVisible();
  await expect(preview).not.toContainText(`E2E Trail Shoe ${id} unsaved`);
  const languages = (await (await page.request.get('/api/customer/index/get_languages')).json()) as { data: { list: { code: string; name: string }[] } };
  await preview.getByTestId('preview-language').click();
  await page.getByRole('option', { name: languages.data.list.find((l) => l.code === 'es')?.name ?? 'es', exact: true }).click();
  await expect(preview.getByRole('heading', { level: 2, name: `Zapatilla E2E ${id}`, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // In the list, under "In review": a card on a phone, a table row at a desk.
  await page.goto('/#/seller/products?status=pending');
  const name = `E2E Trail Shoe ${id}`;
  if (test.info().project.name === 'phone') {
    await expect(page.getByTestId('seller-product-card').first()).toBeVisible();
    await expect(page.getByTestId('seller-products')).toHaveCount(0);
    const card = page.getByTestId('seller-product-card').filter({ hasText: name });
    await expect(card.getByRole('img', { name })).toBeVisible();
    await expect(card.getByTestId('product-status')).toHaveText(se('seller.status.pending'));
    await expect(card).toContainText(se('seller.products.variants_other', { count: 2 }));
    await expect(card).toContainText('$49.90');
    await expect(card.getByTestId('card-stock')).toHaveText('24');
    // Not reviewed yet: it cannot be put on sale.
    await expect(card.getByRole('switch', { name: se('seller.products.onSaleFor', { name }) })).toBeDisabled();
    await card.getByRole('link', { name: new RegExp(se('seller.products.edit')) }).click();
    await expect(page.getByTestId('name-en')).toHaveValue(name);
    // The cards fit the phone: nothing to scroll sideways.
    await page.goBack();
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } else {
    await expect(page.getByTestId('seller-products')).toBeVisible();
    await expect(page.getByTestId('seller-product-card')).toHaveCount(0);
    const row = page.getByTestId('seller-product-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('product-status')).toHaveText(se('seller.status.pending'));
    await expect(row).toContainText(se('seller.products.variants_other', { count: 2 }));
    await expect(row).toContainText('$49.90');
  }
});

test('a handoff code opens the seller centre logged in, once, and leaves the address', async ({ page, request }) => {
  const token = await logInByApi(request, SELLER);
  const asked = await (await request.post('/api/customer/user/handoff', { headers: { 'access-token': token }, form: { target: 'seller' } })).json();
  expect(asked.code).toBe(200);
  // On an IP address the seller centre is a route of the mall: the code rides in its hash query.
  expect(asked.data.url).toMatch(/#\/seller\?handoff=/);

  await page.goto(`/#/seller?handoff=${asked.data.code}`);
  await expect(page.getByRole('heading', { level: 1, name: se('seller.dashboard.title') })).toBeVisible();
  await expect(page).toHaveURL(/#\/seller$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();

  // Used once: a second exchange is refused.
  const again = await (await request.post('/api/customer/login/handoff', { form: { code: asked.data.code } })).json();
  expect(again.code).toBe(1000004);
});

test('without a session the seller centre offers its own login form', async ({ page }) => {
  await page.goto('/#/seller');
  await page.getByRole('textbox', { name: en('backOffice.login.email') }).fill(SELLER.email);
  await page.locator('input[type=password]').fill(SELLER.password);
  await page.getByRole('button', { name: en('backOffice.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: se('seller.dashboard.title') })).toBeVisible();
});

test('a buyer opening the seller centre sees the no-permission page with the way to apply', async ({ page, request }) => {
  await seedSession(page, await logInByApi(request, BUYER));
  await page.goto('/#/seller');
  const denied = page.getByTestId('no-permission');
  await expect(denied.getByRole('heading', { name: en('backOffice.noPermission') })).toBeVisible();
  await expect(denied.getByRole('link', { name: en('backOffice.applyForShop') })).toHaveAttribute('href', /#\/pages\/shop\/create$/);
  await expect(denied.getByRole('link', { name: en('backOffice.backToMall') })).toBeVisible();
  // The seller's navigation is not offered.
  await expect(page.getByRole('link', { name: se('seller.nav.products') })).toHaveCount(0);
});
