/**
 * Delivery settings against the real server. A demo seller adds a channel that serves only
 * Thailand and finds it saved after a reload (each width with its own demo shop), and a guest on
 * one of the shop's product pages who picks Thailand is offered it, priced; the owner adds a
 * default channel in the console and finds it saved. Both put back what they changed.
 */
import type { MallShipping, SellerShipping } from '@agora/contract/shipping';
import { expect, test } from '@playwright/test';
import { ADMIN, call, logIn, SELLER_PASSWORD, seedSession } from './api';
import { sellerTexts } from './helpers/area-texts';
import { texts } from './texts';

const se = sellerTexts('en');
const en = texts('en');

test('a demo seller adds a channel serving only Thailand and finds it saved after a reload', async ({ page, request }, info) => {
  // Each width its own demo shop, which ships by channels of its own.
  const email = info.project.name === 'phone' ? 'seller4@agora.test' : 'seller3@agora.test';
  const token = await logIn(request, { email, password: SELLER_PASSWORD });
  const before = await call<SellerShipping>(request, '/seller/shipping', token);
  expect(before.uses_mall_default).toBe(0);
  const code = `thai-${info.project.name}`;
  try {
    await seedSession(page, token);
    await page.goto('/#/seller/shipping');
    await expect(page.getByRole('heading', { level: 1, name: se('seller.shipping.title') })).toBeVisible();
    await expect(page.getByTestId('channel-row')).toHaveCount(before.channels.length);

    await page.getByTestId('channel-add').click();
    const form = page.getByTestId('channel-form');
    await form.getByTestId('channel-code').fill(code);
    await form.getByTestId('channel-name-en').fill('Thai Post');
    await form.getByTestId('channel-fee').fill('3.5');
    await form.getByTestId('channel-countries').fill('Thail');
    await page.getByRole('option', { name: 'Thailand' }).click();
    await form.getByTestId('channel-done').click();
    await expect(form).toBeHidden();
    await page.getByTestId('save-shipping').click();
    await expect(page.getByText(se('seller.shipping.saved'))).toBeVisible();

    await page.reload();
    const row = page.locator(`[data-testid="channel-row"][data-code="${code}"]`);
    await expect(row.getByTestId('channel-countries-shown')).toHaveText('Thailand');
    await expect(row.getByTestId('channel-terms')).toContainText('$3.50');
    const saved = await call<SellerShipping>(request, '/seller/shipping', token);
    expect(saved.channels.find((c) => c.code === code)).toMatchObject({ countries: ['TH'], fee: 350, name_en: 'Thai Post' });

    // A guest on one of the shop's product pages picks Thailand: the new channel is offered, with
    // its fee and arrival window, as the estimate API prices it; the choice is kept on the device.
    const { list } = await call<{ list: { id: number; status: string; stock: number }[] }>(request, '/seller/product/list?page_size=20', token);
    const productId = list.find((p) => p.status === 'on_sale' && p.stock > 0)?.id as number;
    await page.evaluate(() => localStorage.removeItem('access-token'));
    await page.goto(`/#/pages/prouduct/detail?id=${productId}`);
    await page.reload();
    const estimate = page.getByTestId('delivery-estimate');
    await estimate.getByTestId('delivery-country').fill('Thail');
    await page.getByRole('option', { name: 'Thailand' }).click();
    const { variants } = await call<{ variants: { id: number; stock: number }[] }>(request, `/customer/product/detail/${productId}`);
    const variantId = (variants.find((v) => v.stock > 0) ?? variants[0])?.id as number;
    const quote = await call<{ options: { code: string; name: string; charged: number; days_min: number; days_max: number }[] }>(
      request,
      `/customer/product/shipping?product_id=${productId}&variant_id=${variantId}&quantity=1&country=TH`,
    );
    const thai = quote.options.find((o) => o.code === code);
    expect(thai).toMatchObject({ name: 'Thai Post', charged: 350 });
    await expect(estimate.getByTestId('delivery-option')).toHaveCount(quote.options.length);
    await expect(estimate.getByTestId('delivery-option').filter({ hasText: 'Thai Post' })).toContainText(
      `$3.50 · ${en(thai!.days_min === thai!.days_max ? 'checkout.daysExact' : 'checkout.daysRange', { count: thai!.days_min, min: thai!.days_min, max: thai!.days_max })}`,
    );
    await page.reload();
    await expect(estimate.getByTestId('delivery-country')).toHaveValue('Thailand');
  } finally {
    const { channels, handling_days, pickup_address, vacation_until } = before;
    await call(request, '/seller/shipping', { token, json: { channels, handling_days, pickup_address, vacation_until } });
  }
});

test('the owner adds a second default channel in the console and finds it saved', async ({ page, request }, info) => {
  // The mall's defaults are one list, saved whole: one width edits it. The channel goes second, so
  // a checkout of a shop on the defaults elsewhere keeps its first channel's price.
  test.skip(info.project.name === 'phone', 'the mall’s default channels are one list; the desktop run edits it');
  const token = await logIn(request, ADMIN);
  await seedSession(page, token);
  const before = await call<MallShipping>(request, '/admin/shipping', token);
  try {
    await page.goto('/#/admin/shipping');
    await expect(page.getByTestId('shops-using')).toContainText(String(before.shops_using));
    await page.getByTestId('channel-add').click();
    const form = page.getByTestId('channel-form');
    await form.getByTestId('channel-code').fill('e2e-air');
    await form.getByTestId('channel-name-en').fill('Air mail');
    await form.getByTestId('channel-fee').fill('12.3');
    await form.getByTestId('channel-done').click();
    await expect(form).toBeHidden();
    await page.getByTestId('save-shipping').click();
    await expect
      .poll(async () => (await call<MallShipping>(request, '/admin/shipping', token)).channels.map((c) => [c.code, c.fee]))
      .toEqual([...before.channels.map((c) => [c.code, c.fee]), ['e2e-air', 1230]]);

    await page.reload();
    await expect(page.locator('[data-testid="channel-row"][data-code="e2e-air"]').getByTestId('channel-terms')).toContainText('12.30');
  } finally {
    await call(request, '/admin/shipping', { token, json: { channels: before.channels } });
  }
});
