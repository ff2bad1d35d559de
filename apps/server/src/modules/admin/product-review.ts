/**
 * The mall's product review: the queue of products awaiting it, and the decision. Approving puts
 * the product on sale; refusing marks it `rejected` with the reason the seller reads. Either way
 * the seller's type-200 notice about it takes the outcome. Only a product still pending is
 * decided, once: the update is conditional on `pending`, so two reviewers cannot both decide it.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ProductChange } from '../catalog/catalog-cache';
import { NoticeState, NoticeType, setNoticeState } from '../notices/notify';
import { categoryLine, productName } from '../seller/queries';

export async function listPendingProducts(db: Db, lang: Lang, page: number, pageSize: number) {
  const base = db.selectFrom('product').where('product.status', '=', 'pending');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .innerJoin('shop', 'shop.id', 'product.shop_id')
      .select([
        'product.id',
        'product.image',
        'product.price',
        'product.category_id',
        'product.created_at',
        'product.updated_at',
        'shop.id as shop_id',
        'shop.name as shop_name',
      ])
      // The longest waiting first.
      .orderBy('product.updated_at')
      .orderBy('product.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const [names, images] = ids.length
    ? await Promise.all([
        db.selectFrom('product_translation').select(['product_id', 'lang', 'name']).where('product_id', 'in', ids).where('lang', 'in', [lang, 'en']).execute(),
        db.selectFrom('product_image').select(['product_id', 'url']).where('product_id', 'in', ids).orderBy('sort').execute(),
      ])
    : [[], []];
  const list = rows.map((r) => ({
    id: r.id,
    name:
      names.find((n) => n.product_id === r.id && n.lang === lang && n.name)?.name ?? names.find((n) => n.product_id === r.id && n.lang === 'en')?.name ?? '',
    shop: { id: r.shop_id, name: r.shop_name },
    image: r.image,
    images: images.filter((i) => i.product_id === r.id).map((i) => i.url),
    price: Number(r.price),
    category_id: r.category_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
  return { list, total: Number(count?.n ?? 0), page, page_size: pageSize };
}

/** 2000019 for an unknown product, 2000007 (the review failed) for one not awaiting review. */
export async function reviewProduct(
  db: Db,
  input: { id: number; approve: 0 | 1; reason: string },
): Promise<Result<{ id: number; status: string; change: ProductChange | null }>> {
  return inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('product')
      .innerJoin('shop', 'shop.id', 'product.shop_id')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select(['product.id', 'product.shop_id', 'product.category_id', 'product.brand_id', 'user.lang'])
      .where('product.id', '=', input.id)
      .executeTakeFirst();
    if (!product) return fail(ErrorCode.noData);
    const status = input.approve ? 'on_sale' : 'rejected';
    const updated = await trx
      .updateTable('product')
      .set({ status, review_reason: input.approve ? '' : input.reason, updated_at: nowIso() })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return fail(ErrorCode.auditFailed);
    // The product's name in its seller's language: the notice is theirs.
    const name = await productName(trx, product.id, product.lang);
    await setNoticeState(trx, {
      type: NoticeType.productApplication,
      refId: product.id,
      state: input.approve ? NoticeState.succeeded : NoticeState.failed,
      template: input.approve ? 'productApproved' : 'productRejected',
      params: input.approve ? { product: name } : { product: name, reason: input.reason },
    });
    // A refused product was never shown: nothing cached changes.
    const change = input.approve
      ? { id: product.id, shopIds: [product.shop_id], categoryIds: await categoryLine(trx, product.category_id), brandIds: [product.brand_id], listings: true }
      : null;
    return ok({ id: product.id, status, change });
  });
}
