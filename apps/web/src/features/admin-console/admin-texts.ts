/**
 * The console's own texts (locales/admin/<lang>.json, and each area's locales/admin/<area>/<lang>.json),
 * in its chunk: a buyer never downloads them.
 */
import type { Lang } from '@agora/contract/locale';
import { useEffect, useState } from 'react';
import { loadAreaTexts } from '../../lib/i18n';

type Texts = { default: Record<string, unknown> };
const files = import.meta.glob<Texts>('../../locales/admin/**/*.json');

/** Every console file of `lang`, merged (their keys never overlap: the locales test checks). */
const adminTexts = async (lang: Lang): Promise<Texts> => {
  const loads = Object.entries(files).filter(([file]) => file.endsWith(`/${lang}.json`));
  if (loads.length === 0) throw new Error(`no admin texts for ${lang}`);
  const parts = await Promise.all(loads.map(([, load]) => load()));
  return { default: merge(parts.map((part) => part.default)) };
};

type Tree = { [key: string]: unknown };
/** Deep merge: two areas may each add keys under `admin.`. */
function merge(trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const known = out[key];
      out[key] = known && typeof known === 'object' && typeof value === 'object' ? merge([known as Tree, value as Tree]) : value;
    }
  return out;
}

/** Whether the console's texts are in (they are loaded once, then again with each language switch). */
export function useAdminTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAreaTexts(adminTexts).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
