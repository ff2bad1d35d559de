/**
 * The server package's folder, found from this file whether it runs from source (tsx, tests) or
 * bundled into `dist/` (npm start): assets and the web build are found relative to it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running code');
    dir = parent;
  }
  return dir;
}

export const SERVER_DIR = findServerDir();
