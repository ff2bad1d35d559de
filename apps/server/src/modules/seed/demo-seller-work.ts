/**
 * The seller centre's and the review queues' demo: a new product of Green Basket awaiting review
 * (drawn like the other demo products, names in every language) and a stock application for one
 * of its products on sale, each with the notice its seller received. Called by seed-demo.ts.
 */
import { LANGS, type Localized } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import { paragraphOf } from '../catalog/rich-text';
import { refreshSearchText } from '../catalog/search';
import { NoticeType, notify } from '../notices/notify';
import { demoShops } from './demo-catalog';
import { renderImages } from './images';
import { productSvg } from './product-art';

const SHOP = 'green-basket';

const NAME: Localized = {
  en: 'Lumora Rattan Pendant Lamp',
  es: 'Lámpara colgante de ratán Lumora',
  jp: 'ルモラ ラタン ペンダントライト',
  hi: 'लुमोरा रतन पेंडेंट लैंप',
  id: 'Lampu Gantung Rotan Lumora',
  zh: 'Lumora 藤编吊灯',
  th: 'โคมไฟแขวนหวาย Lumora',
  zhtw: 'Lumora 藤編吊燈',
  pt: 'Luminária pendente de vime Lumora',
  ms: 'Lampu Gantung Rotan Lumora',
  vn: 'Đèn thả mây Lumora',
};
const SHORT: Localized = {
  en: 'A hand-woven rattan shade that throws soft patterns of light.',
  es: 'Pantalla de ratán tejida a mano que dibuja suaves juegos de luz.',
  jp: '手編みのラタンシェードが、やわらかな光の模様を描きます。',
  hi: 'हाथ से बुना रतन शेड, जो रोशनी के कोमल पैटर्न बनाता है।',
  id: 'Kap rotan anyaman tangan yang memancarkan pola cahaya lembut.',
  zh: '手工编织藤罩，投下柔和的光影。',
  th: 'โป๊ะหวายสานมือ ส่องแสงเป็นลวดลายนุ่มนวล',
  zhtw: '手工編織藤罩，灑下柔和的光影。',
  pt: 'Cúpula de vime tecida à mão que projeta padrões suaves de luz.',
  ms: 'Tudung rotan anyaman tangan yang memancarkan corak cahaya lembut.',
  vn: 'Chụp đèn mây đan tay, hắt ra những mảng sáng dịu nhẹ.',
};

export async function seedDemoSellerWork(db: Db, mediaDir: string): Promise<void> {
  const owner = demoShops.find((s) => s.key === SHOP)?.owner.email;
  const shop = await db
    .selectFrom('shop')
    .innerJoin('user', 'user.id', 'shop.user_id')
    .select(['shop.id', 'shop.user_id'])
    .where('user.email', '=', owner ?? '')
    .executeTakeFirst();
  const category = await db.selectFrom('category_translation').select('category_id').where('lang', '=', 'en').where('name', '=', 'Lighting').executeTakeFirst();
  if (!shop || !category) return;
  const now = nowIso();

  const urls = await inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('product')
      .values({
        shop_id: shop.id,
        category_id: category.category_id,
        brand_id: null,
        status: 'pending',
        price: 4999,
        effective_price: 4999,
        market_price: 6499,
        stock: 20,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const urls = [0, 1].map((n) => `catalog/product/${id}-${n}.webp`);
    await trx.updateTable('product').set({ image: urls[0] }).where('id', '=', id).execute();
    await trx
      .insertInto('product_image')
      .values(urls.map((url, sort) => ({ product_id: id, url, sort })))
      .execute();
    await trx
      .insertInto('product_translation')
      .values(LANGS.map((lang) => ({ product_id: id, lang, name: NAME[lang], short_description: SHORT[lang], description: paragraphOf(SHORT[lang]) })))
      .execute();
    const rattan = { product_id: id, shop_id: shop.id, image: null };
    await trx
      .insertInto('product_variant')
      .values([
        { ...rattan, sku: 'LM-RATTAN-S', options: JSON.stringify({ size: 'S' }), price: 4999, market_price: 6499, stock: 12, sort: 0 },
        { ...rattan, sku: 'LM-RATTAN-L', options: JSON.stringify({ size: 'L' }), price: 6999, market_price: 8499, stock: 8, sort: 1 },
      ])
      .execute();
    await notify(trx, { userId: shop.user_id, type: NoticeType.productApplication, template: 'productSubmitted', params: { product: NAME.en }, refId: id });
    await refreshSearchText(trx as Db, [id]);

    // More stock asked for the shop's first product on sale.
    const variant = await trx
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .innerJoin('product_translation', (join) => join.onRef('product_translation.product_id', '=', 'product.id').on('product_translation.lang', '=', 'en'))
      .select(['product_variant.id', 'product_translation.name'])
      .where('product.shop_id', '=', shop.id)
      .where('product.status', '=', 'on_sale')
      .orderBy('product_variant.id')
      .executeTakeFirst();
    if (!variant) return urls;
    const application = await trx
      .insertInto('stock_application')
      .values({ shop_id: shop.id, variant_id: variant.id, quantity: 120, remark: 'Spring restock from our supplier', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notify(trx, {
      userId: shop.user_id,
      type: NoticeType.stockApplication,
      template: 'stockApplicationReceived',
      params: { product: variant.name, quantity: 120 },
      refId: application.id,
    });
    return urls;
  });
  await renderImages(
    mediaDir,
    urls.map((file, n) => ({ file, svg: productSvg('lamp', ['#c08552', '#5e3023', '#f3e9dc'], n), width: 800, height: 800, thumbWidth: 400 })),
  );
}
