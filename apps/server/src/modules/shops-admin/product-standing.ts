/**
 * Every shop's products for the operator: the list across shops, taking one off sale with a
 * reason, and featuring one on the home page's hot and recommended lists.
 *
 * Taking off sale stores the product as `rejected` with the reason in `review_reason` (and
 * `taken_off_at`): buyers no longer see it (the catalogue lists `on_sale` only), the seller reads
 * the reason on the product and in a notice, cannot simply switch it back on (seller
 * `/product/on-sale` answers 2000021 for a refused product), and saving it again sends it to
 * review as for any refused product. The operator sees it as `taken_off`.
 * @example await takeOffSale(db, { id: 7, reason: 'Counterfeit' }) // ok({ id: 7, state: 'taken_off', … })
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import {
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductState,
  adminProductListQuerySchema,
  type ProductStanding,
} from '@agora/contract/shops-admin';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { productName } from '../seller/queries';
import { containing, idOf, lowerOf } from './search-pattern';

type ProductEb = ExpressionBuilder<Database, 'product'>;

/** Taken off by the operator and not refused or resubmitted since (a later review moves `updated_at` on). */
const takenOff = (eb: ProductEb) =>
  eb.and([eb('product.status', '=', 'rejected'), eb('product.taken_off_at', 'is not', null), eb('product.taken_off_at', '>=', eb.ref('product.updated_at'))]);

function stateIs(eb: ProductEb, state: AdminProductState) {
  if (state === 'taken_off') return takenOff(eb);
  if (state === 'rejected') return eb.and([eb('product.status', '=', 'rejected'), eb.not(takenOff(eb))]);
  return eb('product.status', '=', state);
}

const stateOf = (row: { status: string; taken_off_at: string | null; updated_at: string }): AdminProductState =>
  row.status === 'rejected' && row.taken_off_at !== null && row.taken_off_at >= row.updated_at ? 'taken_off' : (row.status as AdminProductState);

/** Names in the reader's language, English when it has none. */
export async function namesOf(db: Executor, lang: Lang, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_translation')
    .select(['product_id', 'lang', 'name'])
    .where('product_id', 'in', ids)
    .where('lang', 'in', [lang, 'en'])
    .execute();
  const names = new Map<number, string>();
  for (const id of ids) {
    const mine = rows.find((r) => r.product_id === id && r.lang === lang && r.name);
    names.set(id, mine?.name ?? rows.find((r) => r.product_id === id && r.lang === 'en')?.name ?? '');
  }
  return names;
}

/** Products of every shop, newest change first; featured ones by their place when `featured` is asked. */
export async function listAllProducts(db: Db, lang: Lang, input: AdminProductListQuery): Promise<Page<AdminProduct>> {
  const query = adminProductListQuerySchema.parse(input);
  const base = db
    .selectFrom('product')
    .innerJoin('shop', 'shop.id', 'product.shop_id')
    .where((eb) => {
      const conditions = [];
      if (query.q) {
        const q = query.q;
        const id = idOf(q);
        conditions.push(
          eb.or([
            eb.exists(
              eb
                .selectFrom('product_translation')
                .select('product_translation.product_id')
                .whereRef('product_translation.product_id', '=', 'product.id')
                .where(lowerOf('product_translation.name'), 'like', containing(q)),
            ),
            ...(id === null ? [] : [eb('product.id', '=', id)]),
          ]),
        );
      }
      if (query.shop_id !== undefined) conditions.push(eb('product.shop_id', '=', query.shop_id));
      if (query.state) conditions.push(stateIs(eb, query.state));
      if (query.featured) conditions.push(eb(query.featured === 'hot' ? 'product.hot_rank' : 'product.recommended_rank', 'is not', null));
      return eb.and(conditions);
    });
  const ordered = query.featured
    ? base.orderBy(query.featured === 'hot' ? 'product.hot_rank' : 'product.recommended_rank')
    : base.orderBy('product.updated_at', 'desc');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ordered
      .select([
        'product.id',
        'product.image',
        'product.price',
        'product.stock',
        'product.sales',
        'product.rating',
        'product.rating_count',
        'product.status',
        'product.review_reason',
        'product.taken_off_at',
        'product.recommended',
        'product.recommended_rank',
        'product.hot_rank',
        'product.updated_at',
        'shop.id as shop_id',
        'shop.name as shop_name',
        'shop.status as shop_status',
      ])
      .orderBy('product.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
  ]);
  const names = await namesOf(
    db,
    lang,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => {
    const state = stateOf(r);
    return {
      id: r.id,
      name: names.get(r.id) ?? '',
      image: r.image,
      price: Number(r.price),
      stock: Number(r.stock),
      sales: Number(r.sales),
      rating: Number(r.rating),
      rating_count: Number(r.rating_count),
      state,
      reason: state === 'rejected' || state === 'taken_off' ? r.review_reason : '',
      shop: { id: r.shop_id, name: r.shop_name, status: r.shop_status },
      recommended: Number(r.recommended),
      hot: r.hot_rank === null ? 0 : 1,
      recommended_rank: r.recommended_rank === null ? null : Number(r.recommended_rank),
      hot_rank: r.hot_rank === null ? null : Number(r.hot_rank),
      updated_at: r.updated_at,
    };
  });
  return { list, total: Number(count?.n ?? 0), page: query.page, page_size: query.page_size };
}

async function standingOf(db: Executor, id: number): Promise<ProductStanding> {
  const row = await db
    .selectFrom('product')
    .select(['id', 'status', 'review_reason', 'taken_off_at', 'updated_at', 'recommended', 'recommended_rank', 'hot_rank'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const state = stateOf(row);
  return {
    id,
    state,
    reason: state === 'rejected' || state === 'taken_off' ? row.review_reason : '',
    recommended: Number(row.recommended),
    hot: row.hot_rank === null ? 0 : 1,
    recommended_rank: row.recommended_rank === null ? null : Number(row.recommended_rank),
    hot_rank: row.hot_rank === null ? null : Number(row.hot_rank),
  };
}

/**
 * 2000019 for an unknown product; 2000018 unless it was approved (on or off sale): one awaiting
 * review is refused through the review, one refused is already off. Unfeatures it.
 */
export async function takeOffSale(db: Db, input: { id: number; reason: string }): Promise<Result<ProductStanding & { shop_id: number }>> {
  return inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('product')
      .innerJoin('shop', 'shop.id', 'product.shop_id')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select(['product.id', 'product.shop_id', 'shop.user_id', 'user.lang'])
      .where('product.id', '=', input.id)
      .executeTakeFirst();
    if (!product) return fail(ErrorCode.noData);
    const now = nowIso();
    const moved = await trx
      .updateTable('product')
      .set({ status: 'rejected', review_reason: input.reason, taken_off_at: now, updated_at: now, recommended: 0, recommended_rank: null, hot_rank: null })
      .where('id', '=', input.id)
      .where('status', 'in', ['on_sale', 'off_sale'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return fail(ErrorCode.dataOperationFailed);
    // A suspended shop's resume must not bring it back.
    await trx.deleteFrom('shop_suspended_product').where('product_id', '=', input.id).execute();
    await notify(trx, {
      userId: product.user_id,
      type: NoticeType.productApplication,
      state: NoticeState.failed,
      template: 'productTakenOff',
      params: { product: await productName(trx, product.id, product.lang), reason: input.reason },
      refId: product.id,
    });
    return ok({ ...(await standingOf(trx, input.id)), shop_id: product.shop_id });
  });
}

/**
 * Features or unfeatures the product on each list: a newly featured one goes last among the
 * featured (the operator's order is the order of featuring); one already featured keeps its
 * place. `recommended` also sets the product's recommended flag (the recommended lists read it).
 * Featuring a product not on sale answers 2000021; unfeaturing always works.
 */
export async function featureProduct(db: Db, input: { id: number; recommended: number; hot: number }): Promise<Result<ProductStanding>> {
  return inTransaction(db, async (trx) => {
    const product = await trx.selectFrom('product').select(['id', 'status', 'recommended_rank', 'hot_rank']).where('id', '=', input.id).executeTakeFirst();
    if (!product) return fail(ErrorCode.noData);
    if ((input.recommended || input.hot) && product.status !== 'on_sale') return fail(ErrorCode.productFailure);
    const next = async (column: 'hot_rank' | 'recommended_rank') =>
      Number(
        (
          await trx
            .selectFrom('product')
            .select(sql<number>`coalesce(max(${sql.ref(column)}), 0)`.as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      ) + 1;
    const recommendedRank = input.recommended ? (product.recommended_rank ?? (await next('recommended_rank'))) : null;
    const hotRank = input.hot ? (product.hot_rank ?? (await next('hot_rank'))) : null;
    await trx
      .updateTable('product')
      .set({ recommended: input.recommended, recommended_rank: recommendedRank, hot_rank: hotRank })
      .where('id', '=', input.id)
      .execute();
    return ok(await standingOf(trx, input.id));
  });
}
