/** Product lists for the storefront; only products on sale are ever listed. */
import type { PageQuery } from '@agora/contract/envelope';
import type { Lang } from '@agora/contract/locale';
import type { ProductCard } from '@agora/contract/site';
import type { Db } from '../../db/database';
import { groupByOwner, localize } from '../../lib/translations';

/** Newest products first, paged. */
export async function listNewProducts(db: Db, lang: Lang, { page, page_size }: PageQuery): Promise<{ list: ProductCard[]; total: number }> {
  const onSale = db.selectFrom('product').where('product.status', '=', 'on_sale');
  const total = Number((await onSale.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await onSale
    .innerJoin('shop', 'shop.id', 'product.shop_id')
    .select([
      'product.id',
      'product.image',
      'product.price',
      'product.market_price',
      'product.rating',
      'product.sales',
      'shop.id as shop_id',
      'shop.name as shop_name',
    ])
    .orderBy('product.created_at', 'desc')
    .orderBy('product.id', 'desc')
    .limit(page_size)
    .offset((page - 1) * page_size)
    .execute();
  const ids = rows.map((r) => r.id);
  const names = ids.length
    ? groupByOwner(
        await db.selectFrom('product_translation').select(['product_id', 'lang', 'name']).where('product_id', 'in', ids).execute(),
        (r) => r.product_id,
      )
    : new Map();
  const list = rows.map((r) => ({
    ...localize(names.get(r.id), ['name'], lang),
    name: localize(names.get(r.id), ['name'], lang).name ?? '',
    id: r.id,
    image: r.image,
    price: Number(r.price),
    market_price: Number(r.market_price),
    shop: { id: r.shop_id, name: r.shop_name },
    rating: Number(r.rating),
    sales: r.sales,
  }));
  return { list, total };
}
