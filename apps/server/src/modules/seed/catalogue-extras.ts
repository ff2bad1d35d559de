/**
 * What makes the demo catalogue feel lived-in: wholesale tiers, buyers' reviews, a flash deal
 * running now and one coming up. Deterministic: the same products get the same extras every time.
 */
import type { Localized } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { DAY, HOUR, isoIn, nowIso } from '../../lib/time';

/** Short reviews as buyers write them, each in its writer's language. */
const COMMENTS = [
  'Great quality, arrived quickly. Would buy again.',
  'Muy buena calidad, llegó antes de lo esperado.',
  '品質が良く、届くのも早かったです。',
  'Barang bagus, pengiriman cepat. Makasih seller!',
  '质量很好，发货很快，包装也很仔细。',
  'Hàng đẹp, giao nhanh, đóng gói cẩn thận.',
  'สินค้าดีมาก ส่งไว แพ็คมาอย่างดี',
  'Produto excelente, chegou rápido e bem embalado.',
  'बहुत बढ़िया क्वालिटी, समय पर पहुँचा।',
  'Barang berkualiti, sampai lebih awal. Terima kasih!',
  '品質很好，出貨很快，推薦！',
  'Good value for the price, exactly as described.',
];

// Titles that stay true however long after the seed the demo is opened: the running deal lasts
// 36 hours and the next one starts in two days, on whatever day that is.
const DEAL_TITLES: Record<'now' | 'soon', Localized> = {
  now: {
    en: 'Flash sale: while stocks last',
    es: 'Oferta relámpago: hasta agotar existencias',
    jp: 'タイムセール：在庫がなくなり次第終了',
    hi: 'फ़्लैश सेल: स्टॉक रहने तक',
    id: 'Flash sale: selama persediaan masih ada',
    zh: '限时秒杀：售完即止',
    th: 'แฟลชเซล: จนกว่าสินค้าจะหมด',
    zhtw: '限時搶購：售完為止',
    pt: 'Oferta relâmpago: enquanto durar o estoque',
    ms: 'Jualan kilat: selagi stok masih ada',
    vn: 'Flash sale: số lượng có hạn',
  },
  soon: {
    en: 'Next flash sale',
    es: 'Próxima oferta relámpago',
    jp: '次回のタイムセール',
    hi: 'अगली फ़्लैश सेल',
    id: 'Flash sale berikutnya',
    zh: '下一场秒杀',
    th: 'แฟลชเซลรอบถัดไป',
    zhtw: '下一場限時搶購',
    pt: 'Próxima oferta relâmpago',
    ms: 'Jualan kilat seterusnya',
    vn: 'Flash sale tiếp theo',
  },
};

export async function seedCatalogueExtras(db: Db, productIds: number[], buyerIds: number[]): Promise<void> {
  const variants = await db
    .selectFrom('product_variant')
    .select(['id', 'product_id', 'price', 'stock'])
    .where('product_id', 'in', productIds)
    .orderBy('id')
    .execute();
  const firstVariant = (productId: number) => variants.find((v) => v.product_id === productId);

  // Wholesale: every third product sells cheaper by the dozen and by fifty.
  const tiers = variants
    .filter((v) => productIds.indexOf(v.product_id) % 3 === 0)
    .flatMap((v) => [
      { variant_id: v.id, min_quantity: 12, price: Math.round(Number(v.price) * 0.93) },
      { variant_id: v.id, min_quantity: 50, price: Math.round(Number(v.price) * 0.85) },
    ]);
  if (tiers.length) await db.insertInto('product_wholesale').values(tiers).execute();

  // Reviews: 0 to 3 a product, from the demo buyers, spread over the last weeks.
  const reviews = productIds.flatMap((productId, index) =>
    Array.from({ length: index % 4 }, (_, n) => ({
      product_id: productId,
      user_id: buyerIds[(index + n) % buyerIds.length] as number,
      rating: 5 - ((index + n) % 3 === 0 ? 1 : 0),
      comment: COMMENTS[(index * 3 + n) % COMMENTS.length] as string,
      created_at: isoIn(-((index % 20) + n + 1) * DAY),
    })),
  );
  if (reviews.length) await db.insertInto('review').values(reviews).execute();

  // A deal running now (ends in 36 hours) and one starting in two days.
  const deals = [
    { start: isoIn(-HOUR), end: isoIn(36 * HOUR), products: productIds.filter((_, i) => i % 9 === 1).slice(0, 8), discount: 0.75, title: DEAL_TITLES.now },
    { start: isoIn(2 * DAY), end: isoIn(3 * DAY), products: productIds.filter((_, i) => i % 9 === 5).slice(0, 6), discount: 0.7, title: DEAL_TITLES.soon },
  ];
  for (const deal of deals) {
    const { id } = await db
      .insertInto('flash_deal')
      .values({ start_time: deal.start, end_time: deal.end, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('flash_deal_translation')
      .values(Object.entries(deal.title).map(([lang, title]) => ({ flash_deal_id: id, lang, title })))
      .execute();
    const items = deal.products.flatMap((productId) => {
      const variant = firstVariant(productId);
      return variant
        ? [
            {
              flash_deal_id: id,
              product_id: productId,
              variant_id: variant.id,
              deal_price: Math.round(Number(variant.price) * deal.discount),
              deal_quantity: Math.min(50, variant.stock),
            },
          ]
        : [];
    });
    if (items.length) await db.insertInto('flash_deal_item').values(items).execute();
  }
}
