/**
 * What a buyer trusts, against the real server and its demo data: every running flash deal counts
 * down to its own end (the demo runs two, ending 9 and 36 hours after the seed) with no banner clock
 * to midnight, and variant options read in the buyer's language while choosing one still picks
 * the right variant, also across a language switch.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { HOUR, secondsShown } from './helpers/countdown';
import { openMenu } from './helpers/header-menu';

type Deal = { id: number; status: string; start_time: string; end_time: string };
type Variant = { id: number; sku: string; options: Record<string, string>; price: number; stock: number };

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The demo's smartwatch (colours Black and Rose Gold, sizes 41 and 45 mm), found through the API. */
async function smartwatch(request: APIRequestContext): Promise<number> {
  // Oldest first: products other tests add meanwhile come after the demo's.
  for (let page = 1; ; page++) {
    const list = (await (await request.get(`/api/customer/product/get_all_products?page_size=100&page=${page}`)).json()).data.list as { id: number }[];
    if (list.length === 0) throw new Error('no smartwatch in the demo');
    for (const product of list) {
      const detail = (await (await request.get(`/api/customer/product/detail/${product.id}`)).json()).data as { variants: Variant[] };
      if (detail.variants.some((v) => v.sku.startsWith('VX-FITW-'))) return product.id;
    }
  }
}

async function variants(request: APIRequestContext, id: number, lang: string): Promise<Variant[]> {
  return (await (await request.get(`/api/customer/product/detail/${id}`, { headers: { lang } })).json()).data.variants;
}

test('two deals ending at different times show two countdowns, each to its own end, and no clock to midnight', async ({ page, request }) => {
  const body = (await (await request.get('/api/flash-deals/list')).json()).data as { list: Deal[]; server_time: string };
  const running = body.list.filter((d) => d.status === 'active');
  expect(running.length).toBeGreaterThanOrEqual(2);
  const left = (deal: Deal) => (Date.parse(deal.end_time) - Date.parse(body.server_time)) / 1000;
  // The deal ending first and the one ending last (other tests may add deals to the mall meanwhile).
  const byEnd = [...running].sort((a, b) => left(a) - left(b));
  const apart = [byEnd[0], byEnd.at(-1)] as Deal[];
  expect(left(apart[1] as Deal) - left(apart[0] as Deal)).toBeGreaterThan(HOUR);

  await page.goto('/#/pages/flash-deals/flash-deals');
  const shown: number[] = [];
  for (const deal of apart) {
    const section = page.locator(`[data-testid="deal-section"][data-deal-id="${deal.id}"]`);
    await expect(section.getByTestId('deal-countdown')).toHaveCount(1);
    const seconds = await secondsShown(section.getByTestId('deal-countdown'));
    // Its own end, give or take the time the page took to open.
    expect(Math.abs(seconds - left(deal))).toBeLessThan(120);
    shown.push(seconds);
  }
  expect(new Set(shown.map((s) => Math.round(s / 600))).size).toBe(2);
  // One clock per deal on the page and none in the banner: nothing counts to midnight.
  await expect(page.getByRole('timer')).toHaveCount(body.list.length);
  await expect(page.getByTestId('day-countdown')).toHaveCount(0);

  // The home strip: each running deal with its own countdown, the one ending first first.
  await page.goto('/');
  const home = page.getByTestId('home-deals');
  await expect(home.getByTestId('deal-section')).toHaveCount(Math.min(2, running.length));
  for (const [index, deal] of running.slice(0, 2).entries()) {
    const section = home.getByTestId('deal-section').nth(index);
    await expect(section).toHaveAttribute('data-deal-id', String(deal.id));
    expect(Math.abs((await secondsShown(section.getByTestId('deal-countdown'))) - left(deal))).toBeLessThan(120);
  }
  await expect(home.getByRole('timer')).toHaveCount(Math.min(2, running.length));
});

test('in Japanese the product page shows translated option values, and choosing one picks its variant', async ({ page, request }) => {
  const id = await smartwatch(request);
  const [en, jp] = [await variants(request, id, 'en'), await variants(request, id, 'jp')];
  const target = en.find((v) => v.options.Colour === 'Rose Gold' && v.options.Size === '45 mm') as Variant;
  expect(target).toBeTruthy();
  expect(jp.find((v) => v.id === target.id)?.options).toEqual({ カラー: 'ローズゴールド', サイズ: '45 mm' });

  await page.addInitScript(() => localStorage.setItem('lang', 'jp'));
  await page.goto(`/#/pages/prouduct/detail?id=${id}`);
  const picker = page.getByTestId('variant-options');
  await expect(picker.getByText('カラー', { exact: true })).toBeVisible();
  await expect(picker.getByText('Rose Gold')).toHaveCount(0);
  // The page opens on the first variant in stock (black, 41 mm), cheaper than the target.
  await expect(page.getByTestId('unit-price')).not.toHaveText(usd(target.price));

  await picker.getByText('ローズゴールド', { exact: true }).click();
  await picker.getByText('45 mm', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'ローズゴールド' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '45 mm' })).toBeChecked();
  await expect(page.getByTestId('unit-price')).toHaveText(usd(target.price));
  await expect(page.getByTestId('stock')).toContainText(String(target.stock));
});

test('switching language on a product page keeps the chosen variant, in the new language’s words', async ({ page, request }) => {
  const id = await smartwatch(request);
  const target = (await variants(request, id, 'en')).find((v) => v.options.Colour === 'Rose Gold' && v.options.Size === '45 mm') as Variant;

  await page.goto(`/#/pages/prouduct/detail?id=${id}`);
  const picker = page.getByTestId('variant-options');
  await picker.getByText('Rose Gold', { exact: true }).click();
  await picker.getByText('45 mm', { exact: true }).click();
  await expect(page.getByTestId('unit-price')).toHaveText(usd(target.price));

  await openMenu(page, 'language-switcher', '日本語');
  await expect(page.getByRole('checkbox', { name: 'ローズゴールド' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '45 mm' })).toBeChecked();
  await expect(page.getByTestId('unit-price')).toHaveText(usd(target.price));
  await expect(page.getByTestId('stock')).toContainText(String(target.stock));
});
