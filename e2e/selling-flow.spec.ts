/**
 * Issue 10's whole story through the real UI, at both widths, against the real server and its
 * demo data: a new buyer applies for a shop with both sides of an ID card; the demo admin approves
 * it in the console (in a browser of their own); the buyer's notice says so and stops being unread
 * once opened; the new seller opens the seller centre from the account menu and submits a product
 * named in English and Spanish with two variants; the admin approves the product; a buyer who has
 * switched to Spanish finds it by its Spanish name and opens it.
 * Each project makes its own buyer, shop and product (named after the project, with a random
 * part), so the desktop and phone runs never decide each other's items. A refused application
 * showing its reason and allowing a new one is walked in e2e/shop-apply.spec.ts.
 */
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { en as noticeTexts } from '../apps/server/src/modules/notices/texts/en';
import { ADMIN, type Envelope, registerBuyer, uniquePhone } from './api';
import { adminTexts, sellerTexts } from './helpers/area-texts';
import { navLink } from './helpers/console-nav';
import { openMenu } from './helpers/header-menu';
import { png, uploadBothSides } from './helpers/shop-apply';
import { texts } from './texts';

const en = texts('en');
const es = texts('es');
const ad = adminTexts('en');
const se = sellerTexts('en');
const PASSWORD = 'e2e-flow-pass-1';

async function register(request: APIRequestContext, email: string) {
  await registerBuyer(request, { name: 'Flow Tester', email, password: PASSWORD, phone: '+15550125000' });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Another person's browser, at this project's size. */
async function newBrowser(browser: Browser, info: TestInfo) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, hasTouch });
  return { context, page: await context.newPage() };
}

/** The console's navigation (a drawer on a phone) to one of its pages. */
async function openConsolePage(page: Page, label: string) {
  if (isPhone(page)) await page.getByRole('button', { name: en('backOffice.menu'), exact: true }).click();
  await navLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** A row of the console's tables (a card on a phone) that names `text`. */
const consoleRow = (page: Page, text: string) => page.getByTestId('admin-row').filter({ hasText: text });

/** The header's language menu: its code loads on demand, so the first click may land before it. */
const chooseLanguage = (page: Page, name: string) => openMenu(page, 'language-switcher', name);

test('a buyer becomes a seller, sells a product in two languages, and a Spanish buyer finds it', async ({ page, browser, request }, info) => {
  const id = `${info.project.name}-${Date.now() % 1e8}-${Math.round(Math.random() * 1e4)}`;
  const email = `e2e-flow-${id}@example.test`;
  const shopName = `Flow Pottery ${id}`;
  const product = { en: `Flow Bowl ${id}`, es: `Cuenco Flujo ${id}` };
  await register(request, email);

  // The buyer logs in on the mall and applies: the shop's details, then both sides of the ID card.
  await page.goto('/#/pages/shop/create');
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('shopCreate.title') })).toBeVisible();
  await page.getByRole('textbox', { name: en('shopCreate.shopName'), exact: true }).fill(shopName);
  await page.getByRole('textbox', { name: en('shopCreate.address'), exact: true }).fill('3 Kiln Lane, Springfield');
  // A phone of its own: the console flags an application that repeats another account's phone.
  await page.getByRole('textbox', { name: en('shopCreate.contact'), exact: true }).fill(uniquePhone());
  await page.getByTestId('shop-create-next').click();
  await uploadBothSides(page);
  await page.getByTestId('shop-create-submit').click();
  await expect(page.getByTestId('application-state')).toHaveAttribute('data-status', 'pending');

  // The demo admin, in a browser of their own, logs in on the console and approves it.
  const admin = await newBrowser(browser, info);
  await admin.page.goto('/#/admin');
  await admin.page.getByRole('textbox', { name: en('backOffice.login.email') }).fill(ADMIN.email);
  await admin.page.getByRole('textbox', { name: en('backOffice.login.password'), exact: true }).fill(ADMIN.password);
  await admin.page.getByRole('button', { name: en('backOffice.login.submit') }).click();
  await openConsolePage(admin.page, ad('nav.applications'));
  await consoleRow(admin.page, shopName)
    .getByRole('link', { name: ad('applications.review') })
    .click();
  await expect(admin.page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  for (const side of ['applications.idFront', 'applications.idBack']) await expect(admin.page.getByRole('img', { name: ad(side) }).first()).toBeVisible();
  await admin.page.getByRole('button', { name: ad('review.approve') }).click();
  await expect(admin.page.getByText(ad('applications.approved', { shop: shopName }))).toBeVisible();

  // The buyer comes back later (a fresh load, not this tab's live updates, which notices.spec.ts
  // covers): the notice says so, unread until it is opened.
  await page.goto('/#/pages/notice/notice');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.notice') })).toBeVisible();
  const notice = page.getByTestId('notice').filter({ hasText: noticeTexts.shopApplicationApproved.title });
  await expect(notice).toHaveAttribute('data-unread', 'true');
  await expect(notice).toContainText(en('notices.state.approved'));
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await notice.getByRole('button').click();
  await expect(notice.getByTestId('notice-body')).toHaveText(noticeTexts.shopApplicationApproved.content.replace('{shop}', shopName));
  await expect(notice).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: en('nav.notices'), exact: true })).toBeVisible();

  // The new seller opens the seller centre from the account menu: the header's on a desk, the Account tab's on a phone.
  if (isPhone(page)) {
    await page
      .locator('.agora-bottom-tabs')
      .getByRole('link', { name: en('nav.account') })
      .click();
    await page.getByTestId('account-menu').getByTestId('menu-shopDashboard').click();
  } else {
    await page.getByTestId('account-button').click();
    await page
      .getByRole('dialog', { name: en('nav.account') })
      .getByTestId('menu-shopDashboard')
      .click();
  }
  await expect(page).toHaveURL(/#\/seller$/);
  await expect(page.getByTestId('back-office-seller')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: se('seller.dashboard.title') })).toBeVisible();

  // A product named in English and Spanish, with a picture and two variants, sent for review.
  await page.getByRole('link', { name: se('seller.products.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: se('seller.editor.newTitle') })).toBeVisible();
  await page.getByTestId('name-en').fill(product.en);
  await page.getByTestId('lang-tab-es').click();
  await page.getByTestId('name-es').fill(product.es);
  await expect(page.getByTestId('lang-tab-es').getByTestId('missing-badge')).toHaveCount(0);
  await page.getByTestId('image-input').setInputFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: await png('#3a8f5c', 400, 400) });
  await expect(page.getByTestId('editor-image')).toHaveCount(1);
  await page.getByTestId('category-picker').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('add-option').click();
  await page.getByTestId('option-name-0').fill('Glaze');
  await page.getByTestId('add-variant').click();
  await expect(page.getByTestId('variant-row')).toHaveCount(2);
  for (const [row, glaze] of [
    [1, 'Celadon'],
    [2, 'Tenmoku'],
  ] as const) {
    await page.getByRole('textbox', { name: se('seller.editor.optionValue', { option: 'Glaze', row }), exact: true }).fill(glaze);
    await page.getByRole('textbox', { name: se('seller.editor.skuOf', { row }), exact: true }).fill(`FLOW-${id}-${row}`);
    await page.getByRole('textbox', { name: se('seller.editor.priceOf', { row }), exact: true }).fill('24.50');
    await page.getByRole('textbox', { name: se('seller.editor.stockOf', { row }), exact: true }).fill('8');
  }
  await page.getByTestId('save-product').click();
  await expect(page.getByTestId('save-result')).toHaveText(se('seller.editor.sentForReviewBody'));

  // The admin approves it in the product queue.
  await openConsolePage(admin.page, ad('nav.products'));
  const queued = consoleRow(admin.page, product.en);
  await expect(queued).toContainText(shopName);
  await queued.getByRole('button', { name: ad('review.approve') }).click();
  await expect(admin.page.getByText(ad('review.approvedItem', { name: product.en }))).toBeVisible();
  await expect(consoleRow(admin.page, product.en)).toHaveCount(0);
  await admin.context.close();

  // A buyer switched to Spanish finds it by its Spanish name and opens it.
  const languages = (await (await request.get('/api/customer/index/get_languages')).json()) as Envelope<{ list: { code: string; name: string }[] }>;
  const spanish = languages.data.list.find((l) => l.code === 'es')?.name ?? 'es';
  const buyer = await newBrowser(browser, info);
  await buyer.page.goto('/');
  await chooseLanguage(buyer.page, spanish);
  await expect(buyer.page.locator('html')).toHaveAttribute('lang', 'es');
  const box = buyer.page.getByRole('combobox', { name: es('search.placeholder') });
  await box.fill(product.es);
  await box.press('Enter');
  await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText(es('search.resultsFor', { term: product.es }));
  const card = buyer.page.getByTestId('product-card').filter({ hasText: product.es });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').first().click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: product.es })).toBeVisible();
  await buyer.context.close();
});
