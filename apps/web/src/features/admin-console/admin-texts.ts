/** The console's own texts (locales/admin/<lang>.json), in its chunk: a buyer never downloads them. */
import type { Lang } from '@agora/contract/locale';
import { useEffect, useState } from 'react';
import { loadAreaTexts } from '../../lib/i18n';

type Texts = { default: Record<string, unknown> };
const files = import.meta.glob<Texts>('../../locales/admin/*.json');

const adminTexts = (lang: Lang): Promise<Texts> => {
  const load = files[`../../locales/admin/${lang}.json`];
  if (!load) throw new Error(`no admin texts for ${lang}`);
  return load();
};

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
