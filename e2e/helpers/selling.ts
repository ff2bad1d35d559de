/**
 * Sellers and their products made through the API as a buyer, a seller and an operator would: a
 * new user applies for a shop with both ID pictures and the admin approves it (at a set
 * commission), then the seller submits a product the admin approves, so it is on sale.
 * @example
 * const seller = await newSeller(request, { tag: 'earn', password: PASSWORD, commissionBps: 800 });
 * const product = await newProduct(request, seller.token, { name: `Bowl ${seller.tag}`, price: 5000 });
 */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, call, logIn, registerBuyer, uniqueColour, uniqueEmail, uniquePhone, uploadPicture } from '../api';

/** A new user with an open shop (`commissionBps`: the shop's own rate; the mall's default without it). */
export async function newSeller(request: APIRequestContext, { tag, password, commissionBps }: { tag: string; password: string; commissionBps?: number }) {
  const email = uniqueEmail(tag);
  const shopName = `E2E ${tag} ${Date.now() % 1e8}${Math.round(Math.random() * 1e4)}`;
  const { token, id } = await registerBuyer(request, { name: `${tag} Seller`, email, password, phone: '+15550126000' });
  const application = await call<{ id: number }>(request, '/customer/user/applyseller', token, {
    shop_name: shopName,
    contact: uniquePhone(),
    email,
    address: '12 Market Lane, Springfield',
    id_front_image: await uploadPicture(request, token, uniqueColour()),
    id_back_image: await uploadPicture(request, token, uniqueColour()),
  });
  const admin = await logIn(request, ADMIN);
  const approved = await call<{ shop_id: number }>(request, '/admin/shop/review', admin, {
    id: application.id,
    approve: 1,
    commission_bps: commissionBps ?? '',
  });
  return { id, email, password, token, shopName, shopId: approved.shop_id };
}

/** A category a product may be saved in: the first top-level one's first child (products live in the deepest categories). */
export async function leafCategoryId(request: APIRequestContext): Promise<number> {
  const top = await call<{ list: { id: number; children?: { id: number }[] }[] }>(request, '/customer/index/get-all-category', {
    form: { page: '1', page_size: '1' },
  });
  const id = top.list[0]?.children?.[0]?.id;
  if (!id) throw new Error('the demo has no subcategory to sell in');
  return id;
}

/** A product of one variant (`price` in US cents) the seller submits and the admin approves; answers its and its variant's ids. */
export async function newProduct(request: APIRequestContext, token: string, { name, price, stock = 50 }: { name: string; price: number; stock?: number }) {
  const saved = await call<{ id: number }>(request, '/seller/product/save', {
    token,
    json: {
      category_id: await leafCategoryId(request),
      name_en: name,
      short_description_en: 'Made for a browser test.',
      images: [await uploadPicture(request, token, '#3a8f5c')],
      variants: [{ options: {}, price, market_price: price, stock, sku: `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}` }],
    },
  });
  await call(request, '/admin/product/review', await logIn(request, ADMIN), { id: saved.id, approve: 1 });
  const detail = await call<{ variants: { id: number }[] }>(request, `/customer/product/detail/${saved.id}`);
  return { productId: saved.id, variantId: detail.variants[0]?.id ?? 0 };
}
