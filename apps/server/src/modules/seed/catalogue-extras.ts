/**
 * What makes the demo catalogue feel lived-in: wholesale tiers, two flash deals running now (ending
 * at different times, each with its own countdown) and one coming up. Deterministic: the same
 * products get the same extras every time. Reviews are demo-reviews.ts.
 */
import type { Localized } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { DAY, HOUR, isoIn, nowIso } from '../../lib/time';

// Titles that stay true however long after the seed the demo is opened: one running deal lasts
// 36 hours, the other 10 hours, and the next one starts in two days, on whatever day that is.
const DEAL_TITLES: Record<'now' | 'short' | 'soon', Localized> = {
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
  short: {
    en: '10-hour deals',
    es: 'Ofertas de 10 horas',
    jp: '10時間限定セール',
    hi: '10 घंटे की सेल',
    id: 'Promo 10 jam',
    zh: '10小时限时特惠',
    th: 'ดีลเด็ด 10 ชั่วโมง',
    zhtw: '10小時限時特賣',
    pt: 'Ofertas de 10 horas',
    ms: 'Jualan 10 jam',
    vn: 'Deal sốc 10 giờ',
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

export async function seedCatalogueExtras(db: Db, productIds: number[]): Promise<void> {
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

  // Two deals running now (ending in 36 and in 9 hours) and one starting in two days.
  const deals = [
    { start: isoIn(-HOUR), end: isoIn(36 * HOUR), products: productIds.filter((_, i) => i % 9 === 1).slice(0, 8), discount: 0.75, title: DEAL_TITLES.now },
    { start: isoIn(-HOUR), end: isoIn(9 * HOUR), products: productIds.filter((_, i) => i % 9 === 7).slice(0, 6), discount: 0.8, title: DEAL_TITLES.short },
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
