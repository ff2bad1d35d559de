/**
 * Issuing coupons in the back offices, against the real server, at both widths (a table at a
 * desk, a card per coupon on a phone): the demo seller adds a percent coupon with a cap and a
 * minimum spend and finds it running with none claimed, is told at the code field that a second
 * coupon cannot take the same code, raises the first one's quantity and stops it; the admin adds a
 * mall coupon in the console. Codes are new on every run and project, so runs never meet.
 * Screenshots of both lists and the form go to /tmp/cpnsell-shots/ (COUPON_SHOTS: elsewhere).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, ADMIN, logIn as logInByApi, SELLER, seedSession } from './api';
import { adminTexts, sellerTexts } from './helpers/area-texts';
import { navLink } from './helpers/console-nav';
import { texts } from './texts';

const en = texts('en');
// Both areas carry the coupon pages' own texts (`issuedCoupons.*`) alike; the seller's are read here.
const se = sellerTexts('en');
const ad = adminTexts('en');
const SHOTS = process.env.COUPON_SHOTS ?? '/tmp/cpnsell-shots';

const newCode = (prefix: string) => `${prefix}${test.info().project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage, animations: 'disabled' });

/** Logged in by token before the app starts (the login form has tests of its own). */
async function logIn(page: Page, request: APIRequestContext, who: Account) {
  await seedSession(page, await logInByApi(request, who));
}

/** Opens a back-office page from its navigation (a drawer behind the menu button on a phone). */
async function openFromNav(page: Page, label: string) {
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: en('backOffice.menu'), exact: true }).click();
  await navLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

const row = (page: Page, code: string) => page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
const form = (page: Page) => page.getByTestId('coupon-form');

/** The list as the width shows it: one table at a desk, cards on a phone. */
async function expectListLayout(page: Page) {
  const desk = (page.viewportSize()?.width ?? 1280) >= 992;
  await expect(page.getByTestId(desk ? 'coupon-table' : 'coupon-cards')).toBeVisible();
  await expect(page.getByTestId(desk ? 'coupon-cards' : 'coupon-table')).toHaveCount(0);
}

test('the demo seller adds a percent coupon, is refused a taken code at its field, raises the quantity and stops it', async ({ page, request }) => {
  const code = newCode('E2ES');
  await logIn(page, request, SELLER);
  await page.goto('/#/seller');
  await expect(page.getByTestId('back-office-seller')).toBeVisible();
  await openFromNav(page, se('seller.nav.coupons'));

  await page.getByTestId('add-coupon').click();
  await expect(page.getByRole('dialog', { name: se('issuedCoupons.newTitle') })).toBeVisible();
  await page.getByTestId('coupon-code').fill(code.toLowerCase());
  // Typed in lower case, kept in upper case: codes are one whatever the case.
  await expect(page.getByTestId('coupon-code')).toHaveValue(code);
  await page.getByTestId('coupon-kind').getByText(se('issuedCoupons.kindPercent'), { exact: true }).click();
  await page.getByTestId('coupon-value').fill('15');
  await page.getByTestId('coupon-max-discount').fill('5');
  await page.getByTestId('coupon-min-spend').fill('20');
  await page.getByTestId('coupon-quantity').fill('50');
  await shot(page, 'seller-form', false);
  await page.getByTestId('coupon-save').click();
  await expect(page.getByText(se('issuedCoupons.saved', { code }))).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  // Listed running, with its terms as buyers read them and none claimed yet.
  const added = row(page, code);
  await expect(added.getByTestId('coupon-state')).toHaveAttribute('data-state', 'running');
  await expect(added.getByTestId('coupon-state')).toHaveText(se('issuedCoupons.state.running'));
  await expect(added).toContainText(en('coupons.percentOff', { percent: '15%' }));
  await expect(added).toContainText(en('coupons.conditionCapMin', { cap: '$5.00', min: '$20.00' }));
  await expect(added.getByTestId('coupon-usage')).toContainText(se('issuedCoupons.claimedOf', { claimed: '0', quantity: '50' }));
  await expectListLayout(page);
  await shot(page, 'seller-list');

  // Another coupon with the same code: the server's refusal lands under the code field.
  await page.getByTestId('add-coupon').click();
  await page.getByTestId('coupon-code').fill(code);
  await page.getByTestId('coupon-value').fill('3');
  await page.getByTestId('coupon-save').click();
  await expect(page.getByTestId('coupon-code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('coupon-code')).toHaveAccessibleDescription(
    new RegExp(se('issuedCoupons.problem.taken').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await shot(page, 'seller-form-taken', false);
  await form(page)
    .getByRole('button', { name: se('issuedCoupons.cancel') })
    .click();
  await expect(form(page)).toHaveCount(0);
  await expect(row(page, code)).toHaveCount(1);

  // Edit: the form starts from the coupon as saved; a larger quantity is taken.
  await added.getByRole('button', { name: `${se('issuedCoupons.edit')}: ${code}` }).click();
  await expect(page.getByRole('dialog', { name: se('issuedCoupons.editTitle', { code }) })).toBeVisible();
  await expect(page.getByTestId('coupon-value')).toHaveValue('15%');
  await expect(page.getByTestId('coupon-max-discount')).toHaveValue('$5');
  await page.getByTestId('coupon-quantity').fill('80');
  await page.getByTestId('coupon-save').click();
  await expect(form(page)).toHaveCount(0);
  await expect(added.getByTestId('coupon-usage')).toContainText(se('issuedCoupons.claimedOf', { claimed: '0', quantity: '80' }));

  // Stopped: no more claims; it can be resumed.
  await added.getByRole('button', { name: se('issuedCoupons.stop'), exact: true }).click();
  await expect(page.getByText(se('issuedCoupons.stopped', { code }))).toBeVisible();
  await expect(added.getByTestId('coupon-state')).toHaveAttribute('data-state', 'stopped');
  await expect(added.getByRole('button', { name: se('issuedCoupons.resume'), exact: true })).toBeVisible();
});

test('the admin adds a mall coupon in the console', async ({ page, request }) => {
  const code = newCode('E2EM');
  await logIn(page, request, ADMIN);
  await page.goto('/#/admin');
  await expect(page.getByTestId('back-office-admin')).toBeVisible();
  await openFromNav(page, ad('nav.coupons'));

  await page.getByTestId('add-coupon').click();
  await page.getByTestId('coupon-code').fill(code);
  await page.getByTestId('coupon-value').fill('5');
  await page.getByTestId('coupon-min-spend').fill('30');
  await page.getByTestId('coupon-quantity').fill('1000');
  await shot(page, 'admin-form', false);
  await page.getByTestId('coupon-save').click();
  await expect(form(page)).toHaveCount(0);

  const added = row(page, code);
  await expect(added.getByTestId('coupon-state')).toHaveAttribute('data-state', 'running');
  await expect(added).toContainText(en('coupons.amountOff', { amount: '$5.00' }));
  await expect(added).toContainText(en('coupons.conditionMin', { min: '$30.00' }));
  await expect(added.getByTestId('coupon-usage')).toContainText(se('issuedCoupons.claimedOf', { claimed: '0', quantity: '1,000' }));
  await expectListLayout(page);
  await shot(page, 'admin-list');
});
