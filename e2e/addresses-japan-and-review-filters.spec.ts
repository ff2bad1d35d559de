/**
 * A Japanese buyer writes an address in Japan's order (postcode, prefecture, city, street) after
 * finding the country by its English name; the part of a city name "千" is refused, and the saved
 * address prints in Japan's order. On a product page, the star filter shows only that star's
 * reviews, as many as the breakdown said.
 */
import { expect, test } from '@playwright/test';
import { call, registerBuyer, seedSession, uniqueEmail } from './api';
import { pick } from './helpers/picker';
import { texts } from './texts';

const jp = texts('jp');
const en = texts('en');

test('a Japanese address is written and shown in Japan’s order, and a part of a city name is refused', async ({ page, request }) => {
  const { token } = await registerBuyer(request, { name: '田中 健二', email: uniqueEmail('jp-address'), password: 'e2e-jp-address-1', phone: '+81312345678' });
  await seedSession(page, token, 'jp');
  await page.goto('/#/pages/mine/confing?address=new');
  const form = page.getByTestId('address-form');
  // "Japan" typed in English finds 日本 in a Japanese app.
  await pick(page, 'address-country', 'Japan', '日本');

  // Japan's order: 〒 postcode, prefecture (so called), city, street.
  const top = async (testId: string) => (await form.getByTestId(testId).boundingBox())?.y ?? -1;
  const order = [await top('address-postcode'), await top('address-state'), await top('address-city'), await top('address-street')];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(form.getByTestId('address-state')).toHaveAccessibleName(new RegExp(jp('addresses.stateKind.prefecture')));

  await form.getByTestId('address-postcode').fill('260-0013');
  await pick(page, 'address-state', '千葉', '千葉');
  await form.getByTestId('address-city').fill('千');
  await form.getByTestId('address-street').fill('中央3-10-8');
  await form.getByTestId('address-save').click();
  await expect(form.getByText(jp('errors.field.unknownCity', { label: jp('fields.city') }))).toBeVisible();

  await pick(page, 'address-city', 'Chib', 'Chiba');
  await form.getByTestId('address-save').click();
  await expect(page.getByText(jp('addresses.saved'))).toBeVisible();
  await expect(page.getByTestId('address-item').first().getByTestId('address-line')).toHaveText(['〒260-0013', '千葉', 'Chiba', '中央3-10-8', '日本']);
});

test('the star filter shows only that star’s reviews, as many as the breakdown counts', async ({ page, request }) => {
  type Breakdown = { stars: { star: number; count: number }[]; all: number };
  const list = await call<{ list: { id: number; rating_count: number }[] }>(request, '/customer/product/get_all_products?page_size=20');
  const product = list.list.find((p) => p.rating_count >= 5) ?? list.list[0];
  const { breakdown } = await call<{ breakdown: Breakdown }>(request, `/customer/product/reviews/${product?.id}?page_size=1`);
  const star = breakdown.stars.find((s) => s.count > 0 && s.count < breakdown.all) ?? breakdown.stars.find((s) => s.count > 0);
  await seedSession(page, null, 'en');
  await page.goto(`/#/pages/prouduct/detail?id=${product?.id}`);
  const section = page.getByRole('region', { name: en('product.reviews') });
  // The star's bar shows only its reviews (five at a time), each with that many stars.
  const bar = section.getByTestId(`review-bar-${star?.star}`);
  await bar.click();
  await expect(bar).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByTestId('review')).toHaveCount(Math.min(5, star?.count ?? 0));
  for (const stars of await section.getByTestId('review-stars').all()) await expect(stars).toHaveAttribute('data-stars', String(star?.star));
  // A second click shows them all again.
  await bar.click();
  await expect(bar).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByTestId('review')).toHaveCount(Math.min(5, breakdown.all));
});
