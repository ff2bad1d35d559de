/**
 * The admin console against the real server and its demo data, at both widths: the demo admin
 * sees the demo's pending application, approves a new one (with a commission rate) and its
 * applicant is a seller afterwards; refuses another with a reason; approves a product a new
 * seller submitted; posts an announcement in English and Spanish and sees it listed. A buyer
 * opening `#/admin` gets the no-permission page. Each test makes its own applications and
 * products through the real API, so the phone and desktop runs never decide the same thing.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, call, type Envelope, logIn as logInByApi, registerBuyer, seedSession, uniqueColour, uniquePhone, uploadPicture } from './api';
import { adminTexts } from './helpers/area-texts';
import { navLink } from './helpers/console-nav';
import { leafCategoryId } from './helpers/selling';
import { texts } from './texts';

const en = texts('en');
const PASSWORD = 'e2e-admin-pass-1';

const ad = adminTexts('en');

const unique = () => `${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;

/** A new buyer with a pending shop application (both ID pictures uploaded), through the real API. */
async function newApplicant(request: APIRequestContext) {
  const id = unique();
  const email = `e2e-admin-${id}@example.test`;
  const { token } = await registerBuyer(request, { name: 'Applicant Tester', email, password: PASSWORD, phone: '+15550124000' });
  const shopName = `E2E Admin Shop ${id}`;
  await call(request, '/customer/user/applyseller', {
    token,
    form: {
      shop_name: shopName,
      contact: uniquePhone(),
      email,
      address: '7 Harbour Road, Springfield',
      description: 'Hand-thrown bowls and mugs.',
      id_front_image: await uploadPicture(request, token, uniqueColour()),
      id_back_image: await uploadPicture(request, token, uniqueColour()),
    },
  });
  return { email, token, shopName };
}

const adminToken = (request: APIRequestContext) => logInByApi(request, ADMIN);

/** The row (a table row at a desk, a card on a phone) that names `text`. */
const row = (page: Page, text: string) => page.getByTestId('admin-row').filter({ hasText: text });

/** Opens a page of the console from its navigation (behind the menu button on a phone). */
async function openFromNav(page: Page, label: string) {
  // Below 768 px the navigation is a drawer (once the console knows the user is an admin).
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: en('backOffice.menu'), exact: true }).click();
  await navLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('the admin sees the pending applications, approves one with a commission rate, and the applicant becomes a seller', async ({ page, request }) => {
  const applicant = await newApplicant(request);
  // Logged in by token: the login form has tests of its own.
  await seedSession(page, await adminToken(request));
  await page.goto('/#/admin');

  // The overview counts what waits and leads to it.
  const waiting = page.getByTestId('waiting-applications');
  await expect(waiting.getByTestId('waiting-count')).toHaveText(/^[1-9]/);
  await waiting.click();
  await expect(page.getByRole('heading', { level: 1, name: ad('applications.title') })).toBeVisible();
  // The demo's own pending application, and ours.
  await expect(row(page, 'Tanaka Kitchenware')).toBeVisible();
  await expect(row(page, applicant.shopName)).toContainText(applicant.email);

  await row(page, applicant.shopName)
    .getByRole('link', { name: ad('applications.review') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: applicant.shopName })).toBeVisible();
  await expect(page.getByText('7 Harbour Road, Springfield')).toBeVisible();
  await expect(page.getByText('Hand-thrown bowls and mugs.')).toBeVisible();
  // Both sides of the ID card, each opening full size.
  for (const side of ['applications.idFront', 'applications.idBack']) {
    await expect(page.getByRole('img', { name: ad(side) }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: ad('enlarge', { name: ad('applications.idFront') }) }).click();
  const enlarged = page.getByRole('dialog', { name: ad('applications.idFront') });
  await expect(enlarged.getByRole('img', { name: ad('applications.idFront') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();

  // A rate that is not a percentage cannot be sent; 12.5 % is sent as 1250 basis points.
  const rate = page.getByRole('textbox', { name: ad('commission.label') });
  await rate.fill('12.555');
  await expect(page.getByText(ad('commission.invalid'))).toBeVisible();
  await expect(page.getByRole('button', { name: ad('review.approve') })).toBeDisabled();
  await rate.fill('12.5');
  await page.getByRole('button', { name: ad('review.approve') }).click();
  await expect(page.getByText(ad('applications.approved', { shop: applicant.shopName }))).toBeVisible();

  // Back on the list, which no longer shows it as pending; the approved tab does.
  await expect(page.getByRole('heading', { level: 1, name: ad('applications.title') })).toBeVisible();
  await expect(row(page, applicant.shopName)).toHaveCount(0);
  await page.getByRole('tab', { name: ad('applications.status_approved') }).click();
  await expect(row(page, applicant.shopName)).toBeVisible();

  // The applicant is a seller now, with the shop's own rate.
  const info = await call<{ user: { roles: string[] } }>(request, '/customer/info/get_userinfo', { token: applicant.token });
  expect(info.user.roles).toContain('seller');
  const admin = await adminToken(request);
  const approved = await call<{ list: { id: number; shop_name: string }[] }>(request, '/admin/shop/applications?status=approved&page_size=100', {
    token: admin,
  });
  const mine = approved.list.find((a) => a.shop_name === applicant.shopName);
  const detail = await call<{ commission_bps: number | null }>(request, `/admin/shop/applications/${mine?.id}`, { token: admin });
  expect(detail.commission_bps).toBe(1250);
});

test('the admin rejects an application, and a reason is required', async ({ page, request }) => {
  const applicant = await newApplicant(request);
  await seedSession(page, await adminToken(request));
  await page.goto('/#/admin');
  await openFromNav(page, ad('nav.applications'));

  await row(page, applicant.shopName)
    .getByRole('link', { name: ad('applications.review') })
    .click();
  await page.getByRole('button', { name: ad('review.reject') }).click();
  const dialog = page.getByRole('dialog', { name: ad('applications.rejectTitle') });
  await dialog.getByRole('button', { name: ad('review.confirmReject') }).click();
  await expect(dialog.getByText(ad('review.reasonRequired'))).toBeVisible();
  const reason = 'The photo of the ID card is blurred. Please upload a sharper one.';
  await dialog.getByRole('textbox', { name: ad('review.reason') }).fill(reason);
  await dialog.getByRole('button', { name: ad('review.confirmReject') }).click();
  await expect(page.getByText(ad('applications.rejected', { shop: applicant.shopName }))).toBeVisible();

  await expect(row(page, applicant.shopName)).toHaveCount(0);
  await page.getByRole('tab', { name: ad('applications.status_rejected') }).click();
  await expect(row(page, applicant.shopName)).toContainText(reason);

  // The applicant reads the reason; they are not a seller.
  const mine = await call<{ status: string; reason: string }>(request, '/customer/user/seller-application', { token: applicant.token });
  expect(mine).toMatchObject({ status: 'rejected', reason });
  const info = await call<{ user: { roles: string[] } }>(request, '/customer/info/get_userinfo', { token: applicant.token });
  expect(info.user.roles).not.toContain('seller');
});

test('the admin approves a product a new seller submitted, and buyers can open it', async ({ page, request }) => {
  // A new seller (approved through the API) submits a product: it waits for review.
  const applicant = await newApplicant(request);
  const admin = await adminToken(request);
  const pending = await call<{ list: { id: number; shop_name: string }[] }>(request, '/admin/shop/applications?status=pending&page_size=100', { token: admin });
  const application = pending.list.find((a) => a.shop_name === applicant.shopName);
  await call(request, '/admin/shop/review', { token: admin, form: { id: String(application?.id), approve: '1' } });
  const productName = `E2E Review Bowl ${unique()}`;
  const saved = await call<{ id: number; in_review: boolean }>(request, '/seller/product/save', {
    token: applicant.token,
    json: {
      category_id: await leafCategoryId(request),
      name_en: productName,
      short_description_en: 'A glazed stoneware bowl, thrown by hand.',
      images: [await uploadPicture(request, applicant.token, '#3a8f5c')],
      variants: [{ options: {}, price: 1899, market_price: 2499, stock: 12, sku: `E2E-${unique()}` }],
    },
  });
  expect(saved.in_review).toBe(true);
  const hidden = (await (await request.get(`/api/customer/product/detail/${saved.id}`)).json()) as Envelope<unknown>;
  expect(hidden.code).not.toBe(200);

  await seedSession(page, admin);
  await page.goto('/#/admin');
  await openFromNav(page, ad('nav.products'));
  const product = row(page, productName);
  await expect(product).toContainText(applicant.shopName);
  await expect(product).toContainText('18.99');
  // The preview shows the pending product as buyers will see it (the mall's own page answers not-found).
  await product.getByRole('button', { name: ad('products.preview') }).click();
  const preview = page.getByRole('dialog', { name: ad('products.previewTitle') });
  await expect(preview.getByRole('heading', { name: productName })).toBeVisible();
  await expect(preview.getByTestId('unit-price')).toContainText('18.99');
  await expect(preview.getByTestId('list-price')).toContainText('24.99');
  await expect(preview.getByTestId('preview-status')).toHaveText(ad('products.status_pending'));
  await expect(preview.getByText('A glazed stoneware bowl, thrown by hand.')).toBeVisible();
  // The decision is offered in the preview too, and closes it.
  await preview.getByRole('button', { name: ad('review.approve') }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByText(ad('review.approvedItem', { name: productName }))).toBeVisible();
  await expect(row(page, productName)).toHaveCount(0);

  const detail = await call<{ name: string }>(request, `/customer/product/detail/${saved.id}`);
  expect(detail.name).toBe(productName);
});

test('the admin posts an announcement in English and Spanish and sees it listed', async ({ page, request }) => {
  const id = unique();
  const title = { en: `Holiday delivery times ${id}`, es: `Plazos de entrega en festivos ${id}` };
  const body = { en: 'Orders placed after 20 December arrive in January.', es: 'Los pedidos realizados después del 20 de diciembre llegan en enero.' };
  await seedSession(page, await adminToken(request));
  await page.goto('/#/admin');
  await openFromNav(page, ad('nav.announcements'));

  // English is required; the other tabs say they are empty.
  const spanishTab = page.getByTestId('lang-tab-es');
  await expect(spanishTab).toContainText(ad('announcements.missing'));
  await page.getByRole('button', { name: ad('announcements.post') }).click();
  await expect(page.getByText(ad('announcements.problem_required')).first()).toBeVisible();

  await page
    .getByRole('textbox', { name: /English/ })
    .first()
    .fill(title.en);
  await page
    .getByRole('textbox', { name: /English/ })
    .nth(1)
    .fill(body.en);
  await spanishTab.click();
  await page
    .getByRole('textbox', { name: /Español/ })
    .first()
    .fill(title.es);
  await page
    .getByRole('textbox', { name: /Español/ })
    .nth(1)
    .fill(body.es);
  await expect(spanishTab).not.toContainText(ad('announcements.missing'));
  await page.getByRole('button', { name: ad('announcements.post') }).click();
  await expect(page.getByText(ad('announcements.posted'))).toBeVisible();

  await expect(page.getByTestId('announcement').filter({ hasText: title.en })).toContainText(body.en);
  // Readers get their language: Spanish readers the Spanish text, Thai readers the English.
  const spanish = await call<{ list: { title: string; body: string }[] }>(request, '/customer/index/systemnotify?page=1', { lang: 'es' });
  expect(spanish.list).toContainEqual(expect.objectContaining({ title: title.es, body: body.es }));
  const thai = await call<{ list: { title: string }[] }>(request, '/customer/index/systemnotify?page=1', { lang: 'th' });
  expect(thai.list.map((a) => a.title)).toContain(title.en);
});

test('a buyer opening the admin console sees the no-permission page', async ({ page, request }) => {
  const { token } = await newApplicant(request);
  await seedSession(page, token);
  await page.goto('/#/admin');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: en('backOffice.noPermission') })).toBeVisible();
  await page.goto('/#/admin/applications');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.getByTestId('admin-row')).toHaveCount(0);
});
