/** Adverts and the website configuration. */

import type { Lang } from '@agora/contract/locale';
import { ADVERT_POSITIONS, type AdvertGroups, type WebsiteConfig } from '@agora/contract/site';
import type { Db } from '../../db/database';
import { dayEnd } from '../../lib/day-end';
import { nowIso } from '../../lib/time';
import { groupByOwner, localize } from '../../lib/translations';

export async function advertGroups(db: Db, lang: Lang): Promise<AdvertGroups> {
  // Only adverts inside their dates (either end may be open).
  const now = nowIso();
  const adverts = await db
    .selectFrom('advert')
    .select(['id', 'position', 'image', 'link'])
    .where((eb) => eb.and([eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]), eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)])]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const titles = groupByOwner(await db.selectFrom('advert_translation').select(['advert_id', 'lang', 'title']).execute(), (r) => r.advert_id);
  const groups = Object.fromEntries(ADVERT_POSITIONS.map((p) => [p, []])) as unknown as AdvertGroups;
  for (const advert of adverts) {
    const position = advert.position as keyof AdvertGroups;
    if (!groups[position]) continue;
    groups[position].push({ id: advert.id, title: localize(titles.get(advert.id), ['title'], lang).title ?? '', image: advert.image, link: advert.link });
  }
  return groups;
}

/** `cardElementKey`: Stripe's publishable key when cards are entered in its Payment Element, else ''. */
export async function websiteConfig(db: Db, staticBaseUrl: string, cardElementKey = ''): Promise<WebsiteConfig> {
  const rows = await db.selectFrom('website_config').select(['key', 'value']).execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return {
    site_name: value('site_name') || 'Agora',
    logo: value('logo'),
    service_url: value('service_url'),
    contact_email: value('contact_email'),
    contact_phone: value('contact_phone'),
    contact_address: value('contact_address'),
    contact_hours: value('contact_hours'),
    free_delivery_pieces: Number(value('free_delivery_pieces') || 500),
    static_base_url: staticBaseUrl,
    card_element_key: cardElementKey,
    ...dayEnd(value('time_zone')),
  };
}
