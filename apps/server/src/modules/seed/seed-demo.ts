/**
 * The demo mall, written only into an empty database: an admin, three buyers, four shops with
 * their sellers, the category tree, brands, products with variants (their options in every
 * language) and images, the reviews behind their ratings, and adverts.
 * Pictures are drawn as SVG here and rendered to WebP with sharp: nothing is downloaded.
 */
import type { Role } from '@agora/contract/auth';
import { LANGS, type Localized } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { insertUser } from '../auth/queries';
import { newInvitationCode } from '../auth/tokens';
import { sanitizeRichText } from '../catalog/rich-text';
import { indexNewProducts } from '../catalog/search';
import { DEMO_ADMIN, DEMO_BUYERS, DEMO_PASSWORDS, DEMO_STAFF, type DemoAccountLine } from './accounts';
import { seedCatalogueExtras } from './catalogue-extras';
import { seedDemoAfterSales } from './demo-after-sales';
import { seedDemoApplications } from './demo-applications';
import { seedDemoBuying } from './demo-buying';
import { demoAdverts, demoBrands, demoCategories, demoProducts, demoShops } from './demo-catalog';
import { seedDemoContent } from './demo-content';
import { seedDemoCoupons } from './demo-coupons';
import { seedDemoNotices } from './demo-notices';
import { createReviewers, seedDemoReviews } from './demo-reviews';
import { seedDemoSellerWork } from './demo-seller-work';
import { seedDemoTopUps } from './demo-topups';
import { seedDemoWithdrawals } from './demo-withdrawals';
import { type ImageJob, renderImages } from './images';
import { optionTextRows } from './option-texts';
import { bannerSvg, categorySvg, logoSvg, productSvg } from './product-art';
import { seededRandom } from './seeded-random';
import { variantPictures } from './variant-pictures';

const IMAGES_PER_PRODUCT = 3;

const translations = <K extends string>(text: Localized, key: K) =>
  LANGS.map((lang) => ({ lang, [key]: text[lang] || text.en }) as { lang: string } & Record<K, string>);

async function createAccount(db: Db, person: { firstname: string; email: string; phone: string }, password: string, roles: Role[]): Promise<number> {
  const now = nowIso();
  return insertUser(
    db,
    // Demo accounts start with their address proved, as if they had answered the mailed code.
    {
      ...person,
      email_verified: person.email,
      password_hash: await hashPassword(password),
      invitation_code: newInvitationCode(),
      invited_by: null,
      created_at: now,
      updated_at: now,
    },
    roles,
  );
}

/** The demo accounts with their passwords, as printed at start. */
export function demoAccounts(): DemoAccountLine[] {
  return [
    { role: 'admin (owner)', email: DEMO_ADMIN.email, password: DEMO_PASSWORDS.admin },
    ...DEMO_STAFF.map((s) => ({ role: `staff (${s.role})`, email: s.email, password: DEMO_PASSWORDS.staff })),
    ...DEMO_BUYERS.map((b) => ({ role: 'buyer', email: b.email, password: DEMO_PASSWORDS.buyer })),
    ...demoShops.map((s) => ({ role: `seller (${s.name})`, email: s.owner.email, password: DEMO_PASSWORDS.seller })),
  ];
}

/** Seeds the demo into a database without users; answers whether it did. */
export async function seedDemo(db: Db, mediaDir: string): Promise<boolean> {
  if (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) return false;
  const images: ImageJob[] = [];
  const now = nowIso();

  const ownerId = await createAccount(db, DEMO_ADMIN, DEMO_PASSWORDS.admin, ['buyer', 'admin']);
  await db.insertInto('staff_role').values({ user_id: ownerId, role: 'owner', granted_by: null, created_at: now }).execute();
  for (const { role, ...person } of DEMO_STAFF) {
    const userId = await createAccount(db, person, DEMO_PASSWORDS.staff, ['buyer', 'admin']);
    await db.insertInto('staff_role').values({ user_id: userId, role, granted_by: ownerId, created_at: now }).execute();
  }
  for (const buyer of DEMO_BUYERS) await createAccount(db, buyer, DEMO_PASSWORDS.buyer, ['buyer']);
  const productIds: number[] = [];

  const shopIds = new Map<string, number>();
  for (const shop of demoShops) {
    const userId = await createAccount(db, shop.owner, DEMO_PASSWORDS.seller, ['buyer', 'seller']);
    const { id } = await db
      .insertInto('shop')
      .values({
        user_id: userId,
        name: shop.name,
        status: 'active',
        contact: shop.owner.phone,
        email: shop.owner.email,
        address: shop.address,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const logo = `shop/${id}-logo.webp`;
    const banner = `shop/${id}-banner.webp`;
    await db.updateTable('shop').set({ logo, banner }).where('id', '=', id).execute();
    await db
      .insertInto('shop_translation')
      .values(translations(shop.description, 'description').map((t) => ({ ...t, shop_id: id })))
      .execute();
    images.push({ file: logo, svg: logoSvg(shop.name, shop.color), width: 256, height: 256 });
    images.push({ file: banner, svg: bannerSvg('bag', [shop.color, '#ffffff']), width: 1200, height: 400 });
    shopIds.set(shop.key, id);
  }

  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const [sort, top] of demoCategories.entries()) {
      const { id } = await trx.insertInto('category').values({ parent_id: null, sort, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx
        .updateTable('category')
        .set({ image: `catalog/category/${id}.webp` })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('category_translation')
        .values(translations(top.name, 'name').map((t) => ({ ...t, category_id: id })))
        .execute();
      images.push({ file: `catalog/category/${id}.webp`, svg: categorySvg(top.art, top.color), width: 256, height: 256 });
      categoryIds.set(top.key, id);
      for (const [childSort, child] of top.children.entries()) {
        const { id: childId } = await trx
          .insertInto('category')
          .values({ parent_id: id, sort: childSort, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('category')
          .set({ image: `catalog/category/${childId}.webp` })
          .where('id', '=', childId)
          .execute();
        await trx
          .insertInto('category_translation')
          .values(translations(child.name, 'name').map((t) => ({ ...t, category_id: childId })))
          .execute();
        images.push({ file: `catalog/category/${childId}.webp`, svg: categorySvg(child.art, top.color), width: 256, height: 256 });
        categoryIds.set(child.key, childId);
      }
    }

    const brandIds = new Map<string, number>();
    for (const [sort, brand] of demoBrands.entries()) {
      const { id } = await trx.insertInto('brand').values({ name: brand.name, sort, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx
        .updateTable('brand')
        .set({ logo: `catalog/brand/${id}.webp` })
        .where('id', '=', id)
        .execute();
      images.push({ file: `catalog/brand/${id}.webp`, svg: logoSvg(brand.name, brand.color), width: 256, height: 256 });
      brandIds.set(brand.key, id);
    }

    // Spread creation times over the last weeks so "newest" has a meaningful order.
    const start = Date.now() - demoProducts.length * 3_600_000;
    for (const [index, product] of demoProducts.entries()) {
      const cheapest = product.variants.reduce((a, b) => (b.price < a.price ? b : a));
      const created = new Date(start + index * 3_600_000).toISOString();
      const shopId = shopIds.get(product.shop) as number;
      const { id } = await trx
        .insertInto('product')
        .values({
          shop_id: shopId,
          category_id: categoryIds.get(product.category) as number,
          brand_id: product.brand ? (brandIds.get(product.brand) ?? null) : null,
          status: 'on_sale',
          price: cheapest.price,
          effective_price: cheapest.price,
          market_price: cheapest.market_price,
          stock: product.variants.reduce((sum, v) => sum + v.stock, 0),
          sales: product.sales,
          recommended: product.recommended ? 1 : 0,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productIds.push(id);
      const urls = Array.from({ length: IMAGES_PER_PRODUCT }, (_, n) => `catalog/product/${id}-${n}.webp`);
      await trx.updateTable('product').set({ image: urls[0] }).where('id', '=', id).execute();
      await trx
        .insertInto('product_image')
        .values(urls.map((url, sort) => ({ product_id: id, url, sort })))
        .execute();
      images.push(...urls.map((file, n) => ({ file, svg: productSvg(product.art, product.palette, n), width: 800, height: 800, thumbWidth: 400 })));
      await trx
        .insertInto('product_translation')
        .values(
          LANGS.map((lang) => ({
            product_id: id,
            lang,
            name: product.name[lang] || product.name.en,
            short_description: product.short_description[lang] || product.short_description.en,
            description: sanitizeRichText(product.description[lang] || product.description.en),
          })),
        )
        .execute();
      const pictures = variantPictures(id, product.art, product.palette, product.variants);
      images.push(...pictures.jobs);
      await trx
        .insertInto('product_variant')
        .values(
          product.variants.map((v, sort) => ({
            product_id: id,
            shop_id: shopId,
            sku: v.sku,
            options: JSON.stringify(v.options),
            price: v.price,
            market_price: v.market_price,
            stock: v.stock,
            sort,
            image: (v.options.color && pictures.byColour.get(v.options.color)) || null,
          })),
        )
        .execute();
      const optionTexts = optionTextRows(id, product.key, product.variants);
      if (optionTexts.length) await trx.insertInto('variant_option_translation').values(optionTexts).execute();
    }

    for (const [sort, advert] of demoAdverts.entries()) {
      const link = advert.link.startsWith('category:') ? `/pages/category/detail?id=${categoryIds.get(advert.link.slice('category:'.length))}` : advert.link;
      const { id } = await trx
        .insertInto('advert')
        .values({ position: advert.position, image: '', link, sort, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const file = `catalog/advert/${id}.webp`;
      await trx.updateTable('advert').set({ image: file }).where('id', '=', id).execute();
      await trx
        .insertInto('advert_translation')
        .values(translations(advert.title, 'title').map((t) => ({ ...t, advert_id: id })))
        .execute();
      images.push({ file, svg: bannerSvg(advert.art, advert.colors), width: 1200, height: 400 });
    }
  });

  await seedCatalogueExtras(db, productIds);
  const reviewers = await createReviewers(db);
  await seedDemoReviews(
    db,
    demoProducts.map((p, index) => ({ id: productIds[index] as number, stars: p.stars, reviews: p.reviews })),
    reviewers,
    seededRandom(7),
  );
  await indexNewProducts(db, productIds);
  await seedDemoNotices(db);
  await seedDemoSellerWork(db, mediaDir);
  await seedDemoBuying(db);
  await seedDemoCoupons(db);
  await seedDemoTopUps(db, mediaDir);
  await renderImages(mediaDir, images);
  await seedDemoApplications(db, mediaDir);
  await seedDemoWithdrawals(db);
  await seedDemoContent(db, mediaDir);
  await seedDemoAfterSales(db);
  return true;
}
