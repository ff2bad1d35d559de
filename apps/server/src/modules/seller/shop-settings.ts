/**
 * The seller's shop as the settings page edits it: name, pictures, description per language,
 * contact, email and address. Pictures are '' (none), the current one, or the seller's upload.
 */
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import type { ShopSettings, shopSettingsInputSchema } from '@agora/contract/seller';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { ownUploads } from '../media/owned-uploads';

/** The shop's page in the mall (the hash route), for "go to my shop". */
export const shopUrl = (id: number) => `/#/pages/shop/detail?id=${id}`;

export async function getShopSettings(db: Db, shopId: number): Promise<ShopSettings> {
  const [shop, texts] = await Promise.all([
    db
      .selectFrom('shop')
      .select(['id', 'name', 'logo', 'banner', 'contact', 'email', 'address', 'status', 'suspended_reason'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('shop_translation').select(['lang', 'description']).where('shop_id', '=', shopId).execute(),
  ]);
  const descriptions = Object.fromEntries(LANGS.map((lang) => [`description_${lang}`, texts.find((t) => t.lang === lang)?.description ?? '']));
  return { ...shop, ...descriptions, shop_url: shopUrl(shop.id) } as ShopSettings;
}

export async function saveShopSettings(
  db: Db,
  ctx: { shopId: number; userId: number },
  input: z.output<typeof shopSettingsInputSchema>,
): Promise<Result<ShopSettings>> {
  const current = await db.selectFrom('shop').select(['logo', 'banner']).where('id', '=', ctx.shopId).executeTakeFirstOrThrow();
  const owned = await ownUploads(
    db,
    ctx.userId,
    [input.logo, input.banner].filter((p) => p !== ''),
  );
  for (const field of ['logo', 'banner'] as const) {
    const path = input[field];
    if (path !== '' && path !== current[field] && !owned.has(path)) return fail(ErrorCode.invalidParameter, { field, reason: 'notOwnUpload' });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('shop')
      .set({
        name: input.name,
        logo: input.logo,
        banner: input.banner,
        contact: input.contact,
        email: input.email,
        address: input.address,
        updated_at: nowIso(),
      })
      .where('id', '=', ctx.shopId)
      .execute();
    await trx.deleteFrom('shop_translation').where('shop_id', '=', ctx.shopId).execute();
    const rows = LANGS.flatMap((lang) => {
      const description = input[`description_${lang}`] ?? '';
      return description ? [{ shop_id: ctx.shopId, lang, description }] : [];
    });
    if (rows.length) await trx.insertInto('shop_translation').values(rows).execute();
  });
  return ok(await getShopSettings(db, ctx.shopId));
}
