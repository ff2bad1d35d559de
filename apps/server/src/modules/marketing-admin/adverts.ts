/**
 * The home page's adverts from the console: by position (top, center_top, center, center_bottom,
 * bottom), each a picture, a link in the mall or an https address, a title per language and an
 * optional window; the storefront serves only those inside it (content/queries.ts advertGroups).
 * @example await saveAdvert(db, adminId, { position: 'top', image: 'upload/…webp', link: '/pages/flash-deals/flash-deals', title_en: 'Sale' }, base)
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { type AdminAdvert, type AdvertSaveInput, isAdvertLink } from '@agora/contract/marketing-admin';
import type { AdvertPosition } from '@agora/contract/site';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { planLanguages } from '../../lib/per-language';
import { nowIso } from '../../lib/time';
import { ownUploads } from '../media/owned-uploads';
import { stateAt, titlesOf } from './deal-reads';

/** Every advert, by position then in the order shown, with its state now. */
export async function listAdverts(db: Db, lang: Lang, ids?: number[]) {
  const now = nowIso();
  let query = db.selectFrom('advert').select(['id', 'position', 'image', 'link', 'sort', 'starts_at', 'ends_at']);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
  const rows = await query.orderBy('position').orderBy('sort').orderBy('id').execute();
  const texts = rows.length
    ? await db
        .selectFrom('advert_translation')
        .select(['advert_id', 'lang', 'title'])
        .where(
          'advert_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const list = rows.map(
    (row): AdminAdvert => ({
      id: row.id,
      position: row.position as AdvertPosition,
      image: row.image,
      link: row.link,
      ...(titlesOf(
        texts.filter((t) => t.advert_id === row.id),
        lang,
      ) as Pick<AdminAdvert, 'title' | `title_${Lang}`>),
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      state: stateAt(row.starts_at, row.ends_at, now),
      sort: Number(row.sort),
    }),
  );
  return { list, total: list.length, server_time: now };
}

/** The picture as stored: the advert's current one or the operator's own upload, bare or under the media address; null otherwise. */
async function acceptedImage(db: Db, adminId: number, given: string, current: string | null, mediaBaseUrl: string): Promise<string | null> {
  const prefix = `${mediaBaseUrl.replace(/\/+$/, '')}/`;
  const path = given.startsWith(prefix) ? given.slice(prefix.length) : given;
  if (path === current) return path;
  return (await ownUploads(db, adminId, [path])).has(path) ? path : null;
}

/** Creates an advert (no `id`) or edits one; its id. */
export async function saveAdvert(db: Db, adminId: number, input: AdvertSaveInput, mediaBaseUrl: string): Promise<Result<number>> {
  const existing = input.id === undefined ? undefined : await db.selectFrom('advert').select(['id', 'image']).where('id', '=', input.id).executeTakeFirst();
  if (input.id !== undefined && !existing) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const image = await acceptedImage(db, adminId, input.image, existing?.image ?? null, mediaBaseUrl);
  if (image === null) return fail(ErrorCode.invalidParameter, { field: 'image', reason: 'notOwnUpload' });
  if (!isAdvertLink(input.link)) return fail(ErrorCode.invalidParameter, { field: 'link', reason: 'invalid' });
  const startsAt = input.starts_at ?? null;
  const endsAt = input.ends_at ?? null;
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) return fail(ErrorCode.invalidParameter, { field: 'ends_at', reason: 'endsBeforeStart' });

  const id = await inTransaction(db, async (trx) => {
    const values = { position: input.position, image, link: input.link, starts_at: startsAt, ends_at: endsAt };
    let advertId = existing?.id;
    if (advertId === undefined) {
      const last = await trx
        .selectFrom('advert')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('position', '=', input.position)
        .executeTakeFirst();
      const sort = input.sort ?? (last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1);
      advertId = (
        await trx
          .insertInto('advert')
          .values({ ...values, sort, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx
        .updateTable('advert')
        .set({ ...values, ...(input.sort === undefined ? {} : { sort: input.sort }) })
        .where('id', '=', advertId)
        .execute();
    }
    const owner = advertId;
    for (const plan of planLanguages(input, ['title'] as const)) {
      if (plan.action === 'keep') continue;
      await trx.deleteFrom('advert_translation').where('advert_id', '=', owner).where('lang', '=', plan.lang).execute();
      if (plan.action === 'write') await trx.insertInto('advert_translation').values({ advert_id: owner, lang: plan.lang, title: plan.texts.title }).execute();
    }
    return owner;
  });
  return ok(id);
}

/** Deletes an advert and its titles. */
export async function deleteAdvert(db: Db, id: number): Promise<Result<{ id: number }>> {
  const gone = await inTransaction(db, async (trx) => {
    await trx.deleteFrom('advert_translation').where('advert_id', '=', id).execute();
    return trx.deleteFrom('advert').where('id', '=', id).executeTakeFirst();
  });
  return gone.numDeletedRows > 0n ? ok({ id }) : fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
}
