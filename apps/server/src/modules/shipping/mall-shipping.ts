/**
 * The mall's default delivery channels, which every shop without channels of its own ships by.
 * Saving replaces them as a whole (at least one stays, so every shop can always deliver
 * somewhere); the existing rows are touched first so two operators' saves wait for each other.
 */
import type { Lang } from '@agora/contract/locale';
import type { MallShipping, MallShippingInput } from '@agora/contract/shipping';
import type { Db, Executor } from '../../db/database';
import { ok, type Result } from '../../lib/errors';
import { channelRow, channelView, checkChannels } from './channels';
import { mallChannels } from './delivery-terms';

/** Open shops with no active channel of their own. */
async function shopsUsingDefault(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('shop')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shipping_option')
            .select('shipping_option.id')
            .whereRef('shipping_option.shop_id', '=', 'shop.id')
            .where('shipping_option.active', '=', 1),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function getMallShipping(db: Executor, lang: Lang): Promise<MallShipping> {
  const [rows, shops] = await Promise.all([mallChannels(db), shopsUsingDefault(db)]);
  return { channels: rows.map((row) => channelView(row, lang)), shops_using: shops };
}

export async function saveMallShipping(db: Db, lang: Lang, input: MallShippingInput): Promise<Result<MallShipping>> {
  const checked = await checkChannels(input.channels);
  if (!checked.ok) return checked;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mall_shipping_option')
      .set((eb) => ({ sort: eb.ref('sort') }))
      .execute();
    await trx.deleteFrom('mall_shipping_option').execute();
    await trx
      .insertInto('mall_shipping_option')
      .values(input.channels.map((channel, index) => channelRow(channel, index)))
      .execute();
  });
  return ok(await getMallShipping(db, lang));
}
