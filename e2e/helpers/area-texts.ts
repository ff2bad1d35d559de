/**
 * The seller centre's and the admin console's own texts (locales/seller, locales/admin), which
 * e2e/texts.ts does not load: each area ships them in its own chunk.
 */
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

function reader(tree: Tree, where: string) {
  return (key: string, params: Record<string, string | number> = {}): string => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`no text ${key} in ${where}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}

const LOCALES = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
const read = (area: string, lang: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, area, `${lang}.json`), 'utf8')) as Tree;

/** Deep merge of the console's files, as the console itself merges them. */
function merge(trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const known = out[key];
      out[key] = typeof known === 'object' && typeof value === 'object' ? merge([known, value]) : value;
    }
  return out;
}

/** locales/admin/<lang>.json and every area's locales/admin/<area>/<lang>.json. */
const readAdmin = (lang: string) => {
  const areas = fs
    .readdirSync(path.join(LOCALES, 'admin'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `admin/${entry.name}`);
  return merge(['admin', ...areas].map((dir) => read(dir, lang)));
};

/** The console's texts, keys without their `admin.` root: `adminTexts('en')('review.approve')`. */
export const adminTexts = (lang: string) => reader(readAdmin(lang).admin as Tree, `admin/${lang}`);

/** The seller centre's texts, keys with their `seller.` root: `sellerTexts('en')('seller.nav.products')`. */
export const sellerTexts = (lang: string) => reader(read('seller', lang), `seller/${lang}`);
