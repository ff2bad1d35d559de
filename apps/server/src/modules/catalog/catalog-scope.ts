/** The catalogue's routes under one cache: start-up lists, product lists, product pages, the search type-ahead. */
import type { FastifyInstance } from 'fastify';
import { addCatalogCacheHooks } from './catalog-cache';
import { detailRoutes } from './detail-routes';
import { productRoutes } from './product-routes';
import { catalogRoutes } from './routes';
import { addSearchCountHooks } from './search-counts';
import { suggestRoutes } from './suggest-routes';

export async function catalogScope(app: FastifyInstance): Promise<void> {
  addCatalogCacheHooks(app);
  addSearchCountHooks(app);
  await app.register(catalogRoutes);
  await app.register(productRoutes);
  await app.register(detailRoutes);
  await app.register(suggestRoutes);
}
