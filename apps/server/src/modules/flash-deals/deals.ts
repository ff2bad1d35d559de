/**
 * Flash deals: a deal price and a limited quantity per variant inside a time window. Lists carry
 * the server's clock, so a countdown on the device runs from the server's time, not its own.
 */

import { ErrorCode } from '@agora/contract/errors';
import type { FlashDealDetail } from '@agora/contract/flash-deals';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { groupByOwner, localize } from '../../lib/translations';
import { productCards } from '../catalog/service';

async function titles(db: Db, ids: number[], lang: Lang) {
  if (ids.length === 0) return new Map<number, Record<string, string>>();
  const rows = await db.selectFrom('flash_deal_translation').select(['flash_deal_id', 'lang', 'title']).where('flash_deal_id', 'in', ids).execute();
  const grouped = groupByOwner(rows, (r) => r.flash_deal_id);
  return new Map(ids.map((id) => [id, localize(grouped.get(id), ['title'], lang)]));
}

/**
 * Deals running now, the one ending first first, then those still to come, the one starting first
 * first; each with its item count. So the most urgent countdown leads.
 */
export async function listDeals(db: Db, lang: Lang) {
  const now = nowIso();
  const deals = await db
    .selectFrom('flash_deal')
    .leftJoin('flash_deal_item', 'flash_deal_item.flash_deal_id', 'flash_deal.id')
    .select((eb) => [
      'flash_deal.id',
      'flash_deal.banner',
      'flash_deal.start_time',
      'flash_deal.end_time',
      eb.fn.count<number>('flash_deal_item.id').as('item_count'),
    ])
    .where('flash_deal.end_time', '>', now)
    .groupBy(['flash_deal.id', 'flash_deal.banner', 'flash_deal.start_time', 'flash_deal.end_time'])
    .orderBy('flash_deal.start_time')
    .execute();
  const names = await titles(
    db,
    deals.map((d) => d.id),
    lang,
  );
  const list = deals.map((d) => ({
    ...names.get(d.id),
    title: names.get(d.id)?.title ?? '',
    id: d.id,
    banner: d.banner,
    start_time: d.start_time,
    end_time: d.end_time,
    status: d.start_time <= now ? ('active' as const) : ('upcoming' as const),
    item_count: Number(d.item_count),
  }));
  // Each deal's next moment: its end while it runs, its start before.
  const next = (d: (typeof list)[number]) => (d.status === 'active' ? d.end_time : d.start_time);
  list.sort((a, b) => Number(a.status === 'upcoming') - Number(b.status === 'upcoming') || next(a).localeCompare(next(b)) || a.id - b.id);
  return { list, total: list.length, server_time: now };
}

/** One deal with its products: the deal price and how many are left at it, per variant. */
export async function getDeal(db: Db, lang: Lang, id: number): Promise<Result<FlashDealDetail>> {
  const now = nowIso();
  const deal = await db
    .selectFrom('flash_deal')
    .select(['id', 'banner', 'start_time', 'end_time'])
    .where('id', '=', id)
    .where('end_time', '>', now)
    .executeTakeFirst();
  if (!deal) return fail(ErrorCode.noData);
  const items = await db
    .selectFrom('flash_deal_item')
    .innerJoin('product_variant', 'product_variant.id', 'flash_deal_item.variant_id')
    .select([
      'flash_deal_item.product_id',
      'flash_deal_item.variant_id',
      'flash_deal_item.deal_price',
      'flash_deal_item.deal_quantity',
      'flash_deal_item.sold',
      'product_variant.price',
      'product_variant.stock',
    ])
    .where('flash_deal_item.flash_deal_id', '=', id)
    .orderBy('flash_deal_item.id')
    .execute();
  const [cards, names] = await Promise.all([
    productCards(
      db,
      lang,
      items.map((i) => i.product_id),
    ),
    titles(db, [id], lang),
  ]);
  const list = items.flatMap((item) => {
    const card = cards.find((c) => c.id === item.product_id);
    if (!card) return [];
    return [
      {
        ...card,
        variant_id: item.variant_id,
        deal_price: Number(item.deal_price),
        regular_price: Number(item.price),
        deal_quantity: item.deal_quantity,
        left: Math.max(0, Math.min(item.deal_quantity - item.sold, item.stock)),
      },
    ];
  });
  const status = deal.start_time <= now ? 'active' : 'upcoming';
  return ok({ ...names.get(id), title: names.get(id)?.title ?? '', ...deal, status, server_time: now, list, total: list.length });
}
