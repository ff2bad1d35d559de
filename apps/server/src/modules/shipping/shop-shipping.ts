/**
 * A shop's delivery settings as the seller centre reads and saves them. Saving replaces the
 * shop's channels as a whole (orders keep the channel's name, fee and days they were placed with,
 * so no order depends on a row here); an empty list returns the shop to the mall's default
 * channels. The shop's settings row is written first: on PostgreSQL that row's lock makes two
 * saves of one shop wait for each other instead of colliding on the channels' codes.
 * @example await saveShopShipping(db, 3, { channels: [], handling_days: 1, pickup_address: {…}, vacation_until: null })
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { type PickupAddress, pickupAddressSchema, type SellerShipping, type SellerShippingInput } from '@agora/contract/shipping';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { countryRows } from '../locations/place-data';
import { channelRow, channelView, checkChannels } from './channels';
import { mallChannels, shopChannels, shopShippingRows } from './delivery-terms';

const pickupOf = (json: string | undefined): PickupAddress => pickupAddressSchema.parse(JSON.parse(json || '{}'));

export async function getShopShipping(db: Executor, lang: Lang, shopId: number): Promise<SellerShipping> {
  const [own, [settings], mall] = await Promise.all([shopChannels(db, [shopId]), shopShippingRows(db, [shopId]), mallChannels(db)]);
  const mallDefault = mall.map((row) => channelView(row, lang));
  return {
    channels: own.length ? own.map((row) => channelView(row, lang)) : mallDefault,
    uses_mall_default: own.length ? 0 : 1,
    mall_default: mallDefault,
    handling_days: Number(settings?.handling_days ?? 0),
    pickup_address: pickupOf(settings?.pickup_address),
    vacation_until: settings?.vacation_until ?? null,
  };
}

/** Refusals (1000008): a channel's (`checkChannels`), a pickup country the address book does not know, a return date already past. */
export async function saveShopShipping(db: Db, lang: Lang, shopId: number, input: SellerShippingInput): Promise<Result<SellerShipping>> {
  const checked = await checkChannels(input.channels);
  if (!checked.ok) return checked;
  const pickupCountry = input.pickup_address.country;
  if (pickupCountry && !(await countryRows()).has(pickupCountry))
    return fail(ErrorCode.invalidParameter, { field: 'pickup_address.country', reason: 'invalid' });
  if (input.vacation_until !== null && input.vacation_until <= nowIso())
    return fail(ErrorCode.invalidParameter, { field: 'vacation_until', reason: 'dateInPast' });
  await db.transaction().execute(async (trx) => {
    const settings = { handling_days: input.handling_days, pickup_address: JSON.stringify(input.pickup_address), vacation_until: input.vacation_until };
    await trx
      .insertInto('shop_shipping')
      .values({ shop_id: shopId, ...settings })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet(settings))
      .execute();
    await trx.deleteFrom('shipping_option').where('shop_id', '=', shopId).execute();
    if (input.channels.length)
      await trx
        .insertInto('shipping_option')
        .values(input.channels.map((channel, index) => ({ shop_id: shopId, ...channelRow(channel, index) })))
        .execute();
  });
  return ok(await getShopShipping(db, lang, shopId));
}
