/** The seller centre's texts (locales/seller/<lang>.json): loaded with it, never by the storefront. */
import type { Lang } from '@agora/contract/locale';
import { loadAreaTexts } from '../../lib/i18n';

type Texts = { default: Record<string, unknown> };
const files = import.meta.glob<Texts>('../../locales/seller/*.json');

let ready: Promise<void> | undefined;

/** Resolves once the current language's seller texts are in (and keeps them following the language). */
export const sellerTextsReady = (): Promise<void> =>
  (ready ??= loadAreaTexts((lang: Lang) => (files[`../../locales/seller/${lang}.json`] ?? (files['../../locales/seller/en.json'] as () => Promise<Texts>))()));
