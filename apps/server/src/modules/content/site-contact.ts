/**
 * The website config's contact details (e-mail, phone, address, hours) and the live-chat
 * widget's address (`service_url`), as operators edit them; the `store` call's website_config
 * answer shows them to everyone.
 */
import type { SiteContact, SiteContactInput } from '@agora/contract/site';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';

const KEYS = ['service_url', 'contact_email', 'contact_phone', 'contact_address', 'contact_hours'] as const satisfies readonly (keyof SiteContact)[];

export async function siteContact(db: Db): Promise<SiteContact> {
  const rows = await db.selectFrom('website_config').select(['key', 'value']).where('key', 'in', KEYS).execute();
  return Object.fromEntries(KEYS.map((key) => [key, rows.find((r) => r.key === key)?.value ?? ''])) as SiteContact;
}

/** Writes the fields sent ('' clears one); the others are kept. */
export async function saveSiteContact(db: Db, input: SiteContactInput): Promise<SiteContact> {
  await inTransaction(db, async (trx) => {
    for (const key of KEYS) {
      const value = input[key];
      if (value === undefined) continue;
      await trx
        .insertInto('website_config')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
  return siteContact(db);
}
