/**
 * Type-ahead in Thai: typing in the search box lists the best-selling products whose Thai names
 * hold the text (inside a word: Thai is written without spaces) and the matching category, named
 * in Thai; the arrows and Enter open a product; Escape closes the list; an empty box offers the
 * recent searches. On a phone the list fills the screen under the box.
 */
import { expect, test } from '@playwright/test';
import { call } from './api';
import { texts } from './texts';

const th = texts('th');

type Suggestions = { products: { id: number; name: string }[]; categories: { id: number; name: string }[] };

test('type-ahead in Thai', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.reload();
  const expected = await call<Suggestions>(page.request, `/search/suggest?q=${encodeURIComponent('ไร้สาย')}`, { lang: 'th' });
  expect(expected.products.length).toBeGreaterThan(1);

  const box = page.getByRole('combobox', { name: th('search.placeholder') });
  await box.click();
  await box.pressSequentially('ไร้สาย', { delay: 30 });
  const list = page.getByRole('listbox', { name: th('search.suggestions') });
  const products = list.getByTestId('suggest-product');
  await expect(products).toHaveCount(expected.products.length);
  await expect(products).toContainText(expected.products.map((p) => p.name));
  await expect(list.getByRole('group', { name: th('search.suggestProducts') })).toBeVisible();

  if (test.info().project.name === 'phone') {
    // Edge to edge, down to the bottom of the screen.
    const viewport = page.viewportSize() as { width: number; height: number };
    const box = (await page.getByTestId('suggest-list').boundingBox()) as { x: number; width: number; y: number; height: number };
    expect(box.x).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
  }

  // The arrow chooses the first product (announced as the active option); Enter opens it.
  await box.press('ArrowDown');
  await expect(products.first()).toHaveAttribute('data-combobox-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await products.first().getAttribute('id')) as string);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`prouduct/detail\\?id=${expected.products[0]?.id}$`));

  // Back in the box: Escape closes the list; with nothing typed, the text just searched is offered.
  await box.click();
  await box.fill('หูฟัง');
  await expect(list.getByTestId('suggest-category')).toContainText(['เครื่องเสียงและหูฟัง']);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.fill('');
  await expect(list.getByTestId('suggest-recent')).toHaveText(['ไร้สาย']);
});
