/**
 * Serves the built web app at `/` (index.html never cached, hashed assets cached for a year, both
 * sent Brotli- or gzip-compressed from the copies the build made) and
 * media under `/media/` from DATA_DIR/media with long cache headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 31_536_000;

export async function staticFiles(app: FastifyInstance): Promise<void> {
  const mediaDir = path.join(app.config.DATA_DIR, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
  });

  if (!fs.existsSync(path.join(app.config.webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: app.config.webDist,
    prefix: '/',
    wildcard: false,
    // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}
