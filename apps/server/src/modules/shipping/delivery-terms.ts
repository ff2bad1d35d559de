/**
 * How each shop of a checkout delivers: its own channels, or the mall's default ones when it has
 * none; its handling days and vacation. `offeredTo` narrows the channels to an address's country
 * and turns their days in transit into the arrival window (handling days added), which is what
 * the buyer is shown and the order keeps.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import type { PricedLine } from '../checkout/lines';
import type { ShippingChoice } from '../checkout/quote';
import { CHANNEL_COLUMNS, type ChannelRow, countriesOf } from './channels';

export interface ShopDelivery {
  channels: (ChannelRow & { countryList: string[] })[];
  /** The shop has no channels of its own: `channels` are the mall's. */
  mallDefault: boolean;
  handlingDays: number;
  vacationUntil: string | null;
}

const withCountries = (row: ChannelRow) => ({ ...row, countryList: countriesOf(row) });

export const mallChannels = (db: Executor) => db.selectFrom('mall_shipping_option').select(CHANNEL_COLUMNS).orderBy('sort').orderBy('id').execute();

export const shopChannels = (db: Executor, shopIds: number[]) =>
  db
    .selectFrom('shipping_option')
    .select(['shop_id', ...CHANNEL_COLUMNS])
    .where('shop_id', 'in', shopIds)
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const shopShippingRows = (db: Executor, shopIds: number[]) =>
  db.selectFrom('shop_shipping').select(['shop_id', 'handling_days', 'pickup_address', 'vacation_until']).where('shop_id', 'in', shopIds).execute();

export async function deliveryTermsOf(db: Executor, shopIds: number[]): Promise<Map<number, ShopDelivery>> {
  const terms = new Map<number, ShopDelivery>();
  if (!shopIds.length) return terms;
  const [own, settings] = await Promise.all([shopChannels(db, shopIds), shopShippingRows(db, shopIds)]);
  const mall = shopIds.some((id) => !own.some((row) => row.shop_id === id)) ? (await mallChannels(db)).map(withCountries) : [];
  for (const shopId of shopIds) {
    const mine = own.filter((row) => row.shop_id === shopId).map(withCountries);
    const set = settings.find((row) => row.shop_id === shopId);
    terms.set(shopId, {
      channels: mine.length ? mine : mall,
      mallDefault: !mine.length,
      handlingDays: Number(set?.handling_days ?? 0),
      vacationUntil: set?.vacation_until ?? null,
    });
  }
  return terms;
}

/** The shop's channels that serve `country` (all of them when it is not known yet), as arrival windows. */
export function offeredTo(delivery: ShopDelivery, country: string | null): ShippingChoice[] {
  return delivery.channels
    .filter((channel) => country === null || channel.countryList.length === 0 || channel.countryList.includes(country))
    .map((channel) => ({
      code: channel.code,
      names: channel.names,
      fee: Number(channel.fee),
      free_above: channel.free_above === null ? null : Number(channel.free_above),
      days_min: Number(channel.days_min) + delivery.handlingDays,
      days_max: Number(channel.days_max) + delivery.handlingDays,
    }));
}

/** Whether the shop is away at `now`: its products cannot be bought until `vacationUntil`. */
export const onVacation = (delivery: ShopDelivery | undefined, now: string) => delivery?.vacationUntil != null && delivery.vacationUntil > now;

/**
 * No line may come from a shop on vacation: 2000021 naming the line (as a line off sale is named),
 * with the shop and its return date.
 */
export function checkOpen(lines: PricedLine[], terms: Map<number, ShopDelivery>, now: string): Result<PricedLine[]> {
  for (const [index, line] of lines.entries()) {
    const delivery = terms.get(line.shopId);
    if (!onVacation(delivery, now)) continue;
    const field = line.cartItemId ? `cart_item_ids.${index}` : 'variant_id';
    return fail(ErrorCode.productFailure, {
      field,
      reason: 'shopOnVacation',
      params: { shop: line.shopName, until: String(delivery?.vacationUntil).slice(0, 10) },
    });
  }
  return ok(lines);
}
