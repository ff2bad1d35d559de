/**
 * Which other accounts a shop application repeats: another account's application sent a picture
 * with the same file hash as one of its ID pictures, or uses the same contact phone (digits), or
 * another user's own phone is that number. Another application of the same user is no repeat.
 * @example
 * const repeats = await applicationRepeats(db, mediaDir, [{ id: 7, user_id: 3, contact: '+1 555…', id_front_image, id_back_image }])
 * // repeats.get(7) = [{ kind: 'id_picture', other_user_id: 9, other_application_id: 5, other_name: 'Sunny Crafts' }]
 */
import { MAX_REPEATS, type Repeat } from '@agora/contract/repeat-flags';
import type { Db } from '../../db/database';
import { MIN_KEY_LENGTH, phoneDigits, phoneDigitsSql } from './normalise';
import { hashApplicationPictures } from './upload-hashes';

export interface ApplicationKeys {
  id: number;
  user_id: number;
  contact: string;
  id_front_image: string;
  id_back_image: string;
}

/** Adds a repeat once per (kind, other user, other application). */
function add(map: Map<number, Repeat[]>, id: number, repeat: Repeat): void {
  const list = map.get(id) ?? [];
  const same = list.some((r) => r.kind === repeat.kind && r.other_user_id === repeat.other_user_id && r.other_application_id === repeat.other_application_id);
  if (!same && list.length < MAX_REPEATS) list.push(repeat);
  map.set(id, list);
}

async function pictureRepeats(db: Db, apps: ApplicationKeys[], out: Map<number, Repeat[]>): Promise<void> {
  const paths = [...new Set(apps.flatMap((a) => [a.id_front_image, a.id_back_image]).filter(Boolean))];
  if (!paths.length) return;
  const own = await db.selectFrom('media').select(['path', 'sha256']).where('path', 'in', paths).where('sha256', 'is not', null).execute();
  const hashOf = new Map(own.map((m) => [m.path, m.sha256 as string]));
  const hashes = [...new Set(hashOf.values())];
  if (!hashes.length) return;
  // Applications whose pictures have one of those hashes (the application's own ones included; skipped below).
  const others = await db
    .selectFrom('shop_application as o')
    .innerJoin('media as m', (join) => join.on((eb) => eb.or([eb('m.path', '=', eb.ref('o.id_front_image')), eb('m.path', '=', eb.ref('o.id_back_image'))])))
    .select(['o.id', 'o.user_id', 'o.shop_name', 'm.sha256'])
    .where('m.sha256', 'in', hashes)
    .orderBy('o.id', 'desc')
    .execute();
  for (const a of apps) {
    const mine = new Set([hashOf.get(a.id_front_image), hashOf.get(a.id_back_image)].filter(Boolean));
    for (const o of others) {
      if (o.user_id === a.user_id || !mine.has(o.sha256 as string)) continue;
      add(out, a.id, { kind: 'id_picture', other_user_id: o.user_id, other_application_id: o.id, other_name: o.shop_name });
    }
  }
}

async function phoneRepeats(db: Db, apps: ApplicationKeys[], out: Map<number, Repeat[]>): Promise<void> {
  const digitsOf = new Map(apps.map((a) => [a.id, phoneDigits(a.contact)]));
  const phones = [...new Set([...digitsOf.values()].filter((d) => d.length >= MIN_KEY_LENGTH))];
  if (!phones.length) return;
  const [applications, users] = await Promise.all([
    db
      .selectFrom('shop_application')
      .select(['id', 'user_id', 'shop_name as name', phoneDigitsSql('contact').as('digits')])
      .where(phoneDigitsSql('contact'), 'in', phones)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('user')
      .select(['id as user_id', 'firstname as name', phoneDigitsSql('phone').as('digits')])
      .where(phoneDigitsSql('phone'), 'in', phones)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  for (const a of apps) {
    const digits = digitsOf.get(a.id);
    for (const o of applications) {
      if (o.user_id !== a.user_id && o.digits === digits)
        add(out, a.id, { kind: 'phone', other_user_id: o.user_id, other_application_id: o.id, other_name: o.name });
    }
    for (const u of users) {
      // A user already named by one of their applications above is not named twice.
      const named = out.get(a.id)?.some((r) => r.kind === 'phone' && r.other_user_id === u.user_id);
      if (u.user_id !== a.user_id && u.digits === digits && !named) add(out, a.id, { kind: 'phone', other_user_id: u.user_id, other_name: u.name });
    }
  }
}

export async function applicationRepeats(db: Db, mediaDir: string, apps: ApplicationKeys[]): Promise<Map<number, Repeat[]>> {
  const out = new Map<number, Repeat[]>();
  if (!apps.length) return out;
  await hashApplicationPictures(db, mediaDir);
  await pictureRepeats(db, apps, out);
  await phoneRepeats(db, apps, out);
  return out;
}

/**
 * Each application of the list with its `repeats` ([] when none).
 * @example const page = await listApplications(db, query); page.list = await withApplicationRepeats(db, mediaDir, page.list)
 */
export async function withApplicationRepeats<T extends { id: number }>(db: Db, mediaDir: string, rows: T[]): Promise<(T & { repeats: Repeat[] })[]> {
  if (!rows.length) return [];
  const keys = await db
    .selectFrom('shop_application')
    .select(['id', 'user_id', 'contact', 'id_front_image', 'id_back_image'])
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const repeats = await applicationRepeats(db, mediaDir, keys);
  return rows.map((row) => ({ ...row, repeats: repeats.get(row.id) ?? [] }));
}
