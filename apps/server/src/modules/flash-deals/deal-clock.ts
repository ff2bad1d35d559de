/**
 * The deal clock keeps `product.effective_price` true: when a deal starts or ends, the products
 * in it get their deal price or their regular price back. Listings sort and filter by that column
 * through an index rather than joining the running deals for every product they look at.
 *
 * It runs at start-up, at every deal boundary (a timer set for the next one), and whenever code
 * that changes deals or prices calls `app.dealClock.refresh()`. Running it twice changes nothing,
 * so several API instances may each run their own.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nextDealBoundary, runningDealItems } from '../catalog/product-cards';
import { clearCatalogCache } from '../catalog/service';

/** A timer longer than this overflows; the clock simply wakes up and looks again. */
const MAX_SLEEP_MS = 6 * 3600_000;

/** Sets the effective price of every product with a deal, or whose effective price is off, from the deals running now. */
async function refreshEffectivePrices(db: Db): Promise<void> {
  const running = runningDealItems(db)
    .select((eb) => eb.fn.min('flash_deal_item.deal_price').as('p'))
    .where('flash_deal_item.product_id', '=', sql.ref<number>('product.id'));
  await db
    .updateTable('product')
    .set({ effective_price: sql`coalesce((${running}), product.price)` })
    .where((eb) => eb.or([eb('effective_price', '!=', eb.ref('price')), eb('id', 'in', eb.selectFrom('flash_deal_item').select('product_id'))]))
    .execute();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Code that writes deals or prices calls `refresh()`: prices are set and the timer re-armed. */
    dealClock: { refresh(): Promise<void> };
  }
}

/** Creates the clock for this app; it starts when the app is ready and stops when it closes. */
export function addDealClock(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    clearTimeout(timer);
    await refreshEffectivePrices(app.db);
    // Counts under a price filter and cached answers may have changed with the prices.
    clearCatalogCache(app);
    const next = await nextDealBoundary(app.db);
    if (stopped) return;
    // A few ms past the boundary, so the deal has really started or ended by the database's clock.
    const sleep = next === null ? MAX_SLEEP_MS : Math.min(MAX_SLEEP_MS, Math.max(0, next - Date.now()) + 5);
    timer = setTimeout(() => tick().catch((error) => app.log.error(error, 'deal clock failed')), sleep);
    timer.unref();
  };
  app.decorate('dealClock', { refresh: tick });
  // Once listening (after start-up seeding), then at every deal start and end.
  app.addHook('onReady', tick);
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
