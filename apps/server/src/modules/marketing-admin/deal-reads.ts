/**
 * What the console reads about flash deals: every deal (upcoming, running, ended) with its titles
 * per language and its items (sold of the allowance), and the variants an operator may put in one.
 * @example await listFlashDeals(db, 'th') // { list: [{ id, title, title_en…, state: 'running', sold: 3, quantity: 40, items }], total, server_time }
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import type { AdminFlashDeal, AdminFlashDealList, DealVariant, FlashDealState } from '@agora/contract/marketing-admin';
import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/time';

/** A window's state at `now`: upcoming before its start, running until its end, then ended. */
export function stateAt(start: string | null, end: string | null, now: string): FlashDealState {
  if (start !== null && start > now) return 'upcoming';
  if (end !== null && end <= now) return 'ended';
  return 'running';
}

/** `title_{lang}` for all eleven ('' when not written) and `title` in the reader's language, else English. */
export function titlesOf(rows: { lang: string; title: string }[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const code of LANGS) out[`title_${code}`] = rows.find((r) => r.lang === code)?.title ?? '';
  out.title = out[`title_${lang}`] || out.title_en || '';
  return out;
}

/** Product names in the reader's language (else English), by product. */
async function productNames(db: Executor, lang: Lang, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_translation')
    .select(['product_id', 'lang', 'name'])
    .where('product_id', 'in', ids)
    .where('lang', 'in', [lang, 'en'])
    .execute();
  const names = new Map<number, string>();
  for (const id of ids) names.set(id, (rows.find((r) => r.product_id === id && r.lang === lang) ?? rows.find((r) => r.product_id === id))?.name ?? '');
  return names;
}

const options = (json: string): Record<string, string> => {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
};

/** Deals by id (all when `ids` is omitted): running first, then upcoming, then ended, newest start first within each. */
export async function listFlashDeals(db: Executor, lang: Lang, ids?: number[]): Promise<AdminFlashDealList> {
  const now = nowIso();
  let query = db.selectFrom('flash_deal').select(['id', 'start_time', 'end_time']);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
  const deals = await query.orderBy('start_time', 'desc').orderBy('id', 'desc').execute();
  const dealIds = deals.map((d) => d.id);
  const [texts, items] = dealIds.length
    ? await Promise.all([
        db.selectFrom('flash_deal_translation').select(['flash_deal_id', 'lang', 'title']).where('flash_deal_id', 'in', dealIds).execute(),
        db
          .selectFrom('flash_deal_item')
          .innerJoin('product_variant', 'product_variant.id', 'flash_deal_item.variant_id')
          .innerJoin('product', 'product.id', 'flash_deal_item.product_id')
          .select([
            'flash_deal_item.flash_deal_id',
            'flash_deal_item.product_id',
            'flash_deal_item.variant_id',
            'flash_deal_item.deal_price',
            'flash_deal_item.deal_quantity',
            'flash_deal_item.sold',
            'product_variant.sku',
            'product_variant.options',
            'product_variant.price',
            'product_variant.image as variant_image',
            'product.image',
          ])
          .where('flash_deal_item.flash_deal_id', 'in', dealIds)
          .orderBy('flash_deal_item.id')
          .execute(),
      ])
    : [[], []];
  const names = await productNames(db, lang, [...new Set(items.map((i) => i.product_id))]);
  const order: Record<FlashDealState, number> = { running: 0, upcoming: 1, ended: 2 };
  const list = deals.map((deal): AdminFlashDeal => {
    const own = items
      .filter((i) => i.flash_deal_id === deal.id)
      .map((i) => ({
        product_id: i.product_id,
        variant_id: i.variant_id,
        name: names.get(i.product_id) ?? '',
        sku: i.sku,
        options: options(i.options),
        image: i.variant_image ?? i.image,
        regular_price: Number(i.price),
        price: Number(i.deal_price),
        quantity: Number(i.deal_quantity),
        sold: Number(i.sold),
      }));
    return {
      id: deal.id,
      ...(titlesOf(
        texts.filter((t) => t.flash_deal_id === deal.id),
        lang,
      ) as Pick<AdminFlashDeal, 'title' | `title_${Lang}`>),
      starts_at: deal.start_time,
      ends_at: deal.end_time,
      state: stateAt(deal.start_time, deal.end_time, now),
      sold: own.reduce((sum, i) => sum + i.sold, 0),
      quantity: own.reduce((sum, i) => sum + i.quantity, 0),
      items: own,
    };
  });
  list.sort((a, b) => order[a.state] - order[b.state]);
  return { list, total: list.length, server_time: now };
}

/** Up to 20 variants of products on sale whose name (any language) or SKU contains the keyword. */
export async function searchDealVariants(db: Executor, lang: Lang, keyword: string): Promise<{ list: DealVariant[]; total: number }> {
  // Wildcards are dropped rather than escaped: the two databases escape LIKE differently.
  const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, '')}%`;
  let query = db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .select([
      'product_variant.id',
      'product_variant.product_id',
      'product_variant.sku',
      'product_variant.options',
      'product_variant.price',
      'product_variant.stock',
      'product_variant.image as variant_image',
      'product.image',
    ])
    .where('product.status', '=', 'on_sale');
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['product_variant.sku']), 'like', like),
        eb(
          'product.id',
          'in',
          eb
            .selectFrom('product_translation')
            .select('product_id')
            .where((w) => w(w.fn('lower', ['name']), 'like', like)),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('product.id', 'desc').orderBy('product_variant.sort').orderBy('product_variant.id').limit(20).execute();
  const names = await productNames(db, lang, [...new Set(rows.map((r) => r.product_id))]);
  const list = rows.map((r) => ({
    product_id: r.product_id,
    variant_id: r.id,
    name: names.get(r.product_id) ?? '',
    sku: r.sku,
    options: options(r.options),
    image: r.variant_image ?? r.image,
    price: Number(r.price),
    stock: Number(r.stock),
  }));
  return { list, total: list.length };
}
