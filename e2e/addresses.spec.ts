/**
 * Delivery addresses, against the real server and its place data: a new buyer adds an address
 * through the country, state and city pickers on the profile page, sees it as the default (on the
 * dashboard too), adds a second and makes it the default, deletes one after confirming, and opens
 * one on /open-location. In Thai, the pickers name the places in Thai, and /choose-location hands
 * the choice back to the form it was opened from.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerBuyer, seedSession, uniqueEmail } from './api';
import { pick } from './helpers/picker';
import { texts } from './texts';

const en = texts('en');
const th = texts('th');
const PASSWORD = 'e2e-address-pass-1';

/** A new buyer, logged in on this page (its token and language put in place before the app starts). */
async function newBuyer(page: Page, request: APIRequestContext, lang = 'en') {
  const { email, token } = await registerBuyer(request, { name: 'Address Tester', email: uniqueEmail('address'), password: PASSWORD, phone: '+66812345678' });
  await seedSession(page, token, lang);
  return email;
}

test('a buyer adds addresses through the pickers, moves the default, deletes one and opens one on a map', async ({ page, request }) => {
  const email = await newBuyer(page, request);
  await page.goto('/#/pages/mine/confing');
  const section = page.getByTestId('shipping-addresses');
  await expect(section.getByRole('heading', { name: en('addresses.sectionTitle') })).toBeVisible();
  await expect(section.getByTestId('addresses-empty')).toBeVisible();

  // The first address: prefilled with the account's contact, the place from the pickers.
  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  await expect(form.getByTestId('address-email')).toHaveValue(email);
  await expect(form.getByTestId('address-first-name')).toHaveValue('Address Tester');
  // Nothing chosen yet: the form says which fields it needs, in words.
  await form.getByTestId('address-save').click();
  await expect(form.getByText(en('addresses.chooseRequired', { label: en('fields.country') }))).toBeVisible();
  await expect(form.getByText(en('errors.field.required', { label: en('fields.address') }))).toBeVisible();
  // State and city appear once the country has states.
  await expect(form.getByTestId('address-state')).toHaveCount(0);
  await pick(page, 'address-country', 'Thai', 'Thailand');
  await pick(page, 'address-state', 'Bangk', 'Bangkok');
  await pick(page, 'address-city', 'Bang Ka', 'Bang Kapi');
  await form.getByTestId('address-postcode').fill('10240');
  await form.getByTestId('address-street').fill('99/1 Soi Ramkhamhaeng 24');
  // The first address is the default whatever the switch says.
  await expect(form.getByTestId('address-default')).toBeChecked();
  await form.getByTestId('address-save').click();
  await expect(page.getByText(en('addresses.saved'))).toBeVisible();
  await expect(form).toBeHidden();

  const items = section.getByTestId('address-item');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByTestId('address-line')).toHaveText(['99/1 Soi Ramkhamhaeng 24', 'Bang Kapi', 'Bangkok 10240', 'Thailand']);
  await expect(items.first().getByTestId('address-default-badge')).toHaveText(en('addresses.default'));

  // A second address, in the United States; it is not the default until made so.
  await page.getByTestId('address-add').click();
  await pick(page, 'address-country', 'United St', 'United States');
  await pick(page, 'address-state', 'Calif', 'California');
  await pick(page, 'address-city', 'Los Ang', 'Los Angeles');
  await form.getByTestId('address-postcode').fill('90012');
  await form.getByTestId('address-street').fill('200 N Spring St');
  await expect(form.getByTestId('address-default')).not.toBeChecked();
  await form.getByTestId('address-save').click();
  await expect(form).toBeHidden();
  await expect(items).toHaveCount(2);
  await expect(items.first().getByTestId('address-place')).toContainText('Bangkok');

  const losAngeles = items.filter({ hasText: 'Los Angeles' });
  await losAngeles.getByTestId('address-make-default').click();
  await expect(page.getByText(en('addresses.defaultSet'))).toBeVisible();
  // The default comes first and carries the badge, alone.
  await expect(items.first().getByTestId('address-line')).toHaveText(['200 N Spring St', 'Los Angeles, California 90012', 'United States']);
  await expect(items.first()).toHaveAttribute('data-default', 'true');
  await expect(section.getByTestId('address-default-badge')).toHaveCount(1);

  // The dashboard shows the default address.
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByTestId('default-address').getByTestId('address-line')).toHaveText([
    '200 N Spring St',
    'Los Angeles, California 90012',
    'United States',
  ]);

  // Deleting asks first; the default stays.
  await page.goto('/#/pages/mine/confing');
  await items.filter({ hasText: 'Bangkok' }).getByTestId('address-remove').click();
  await expect(page.getByRole('dialog', { name: en('addresses.removeTitle') })).toBeVisible();
  await page.getByTestId('address-remove-confirm').click();
  await expect(page.getByText(en('addresses.removed'))).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-default', 'true');

  // On a map: a link for the device's map app, nothing loaded from a map service.
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) mapRequests.push(r.url());
  });
  await items.first().getByTestId('address-map').click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.openLocation') })).toBeVisible();
  const link = page.getByTestId('open-in-maps');
  await expect(link).toHaveText(en('addresses.openInMaps'));
  // Chromium on Linux is neither Android nor Apple: a web map search of the whole address.
  await expect(link).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('200 N Spring St, Los Angeles, California, 90012, United States')}`,
  );
  expect(mapRequests).toEqual([]);
});

test('in Thai the pickers name places in Thai, and /choose-location hands the choice back to the form', async ({ page, request }) => {
  await newBuyer(page, request, 'th');
  await page.goto('/#/pages/mine/confing?address=new');
  const form = page.getByTestId('address-form');
  await form.getByTestId('address-street').fill('ซอยรามคำแหง 24');
  await form.getByTestId('address-choose-page').click();

  await expect(page.getByRole('heading', { level: 1, name: th('pages.chooseLocation') })).toBeVisible();
  await expect(page.getByTestId('choose-use')).toBeDisabled();
  await pick(page, 'choose-country', 'ไทย', 'ไทย');
  await pick(page, 'choose-state', 'กรุงเทพ', 'กรุงเทพฯ');
  await pick(page, 'choose-city', 'Bang Ka', 'Bang Kapi');
  await page.getByTestId('choose-use').click();

  // Back on the profile page, the form as it was left, with the place chosen.
  await expect(form).toBeVisible();
  await expect(form.getByTestId('address-street')).toHaveValue('ซอยรามคำแหง 24');
  await expect(form.getByTestId('address-country')).toHaveValue('ไทย');
  await expect(form.getByTestId('address-state')).toHaveValue('กรุงเทพฯ');
  await expect(form.getByTestId('address-city')).toHaveValue('Bang Kapi');
  await form.getByTestId('address-save').click();
  await expect(page.getByText(th('addresses.saved'))).toBeVisible();
  await expect(page.getByTestId('address-item').first().getByTestId('address-line')).toHaveText(['ซอยรามคำแหง 24', 'Bang Kapi', 'กรุงเทพฯ', 'ไทย']);
});
