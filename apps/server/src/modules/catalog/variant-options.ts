/**
 * Variant option names and values in the buyer's language, like product names: the seller's text
 * per language in `variant_option_translation`, English where a language has none, and the option
 * as the variant stores it where English has none either. The stored options stay each variant's
 * identity; only what is shown changes.
 * @example
 * localizeOptions([{ color: 'Matte Black' }], [{ lang: 'jp', option_name: 'color', option_value: '', text: 'カラー' },
 *   { lang: 'jp', option_name: 'color', option_value: 'Matte Black', text: 'マットブラック' }], 'jp')
 * // [{ カラー: 'マットブラック' }]
 */
import { DEFAULT_LANG, type Lang } from '@agora/contract/locale';
import type { Db, Executor } from '../../db/database';

export interface OptionTextRow {
  lang: string;
  option_name: string;
  /** '' for the option's name itself. */
  option_value: string;
  text: string;
}

/** One product's option texts in `lang` and in English (the fallback). */
export function optionTextsOf(db: Db, productId: number, lang: Lang): Promise<OptionTextRow[]> {
  return db
    .selectFrom('variant_option_translation')
    .select(['lang', 'option_name', 'option_value', 'text'])
    .where('product_id', '=', productId)
    .where('lang', 'in', [...new Set([lang, DEFAULT_LANG])])
    .execute();
}

/**
 * The shown text for each stored one, never two stored texts shown alike: were two values (or
 * names) of one product translated the same, the picker could no longer tell their variants
 * apart, so the later one keeps its stored text.
 */
function distinctTexts(stored: string[], textOf: (stored: string) => string): Map<string, string> {
  const shown = new Map<string, string>();
  const used = new Set<string>();
  for (const original of stored) {
    const translated = textOf(original);
    const text = !used.has(translated) ? translated : !used.has(original) ? original : `${translated} (${original})`;
    shown.set(original, text);
    used.add(text);
  }
  return shown;
}

/** Each variant's options (name → value) in `lang`, in the same order as given. */
export function localizeOptions(variants: Record<string, string>[], rows: OptionTextRow[], lang: Lang): Record<string, string>[] {
  const key = (name: string, value: string) => `${name}\u0000${value}`;
  const requested = new Map(rows.filter((r) => r.lang === lang).map((r) => [key(r.option_name, r.option_value), r.text]));
  const english = new Map(rows.filter((r) => r.lang === DEFAULT_LANG).map((r) => [key(r.option_name, r.option_value), r.text]));
  // '' is the name's own key, so an empty value (should a seller store one) stays empty.
  const textOf = (name: string, value: string) => requested.get(key(name, value)) || english.get(key(name, value)) || value || name;
  const valueText = (name: string, value: string) => (value === '' ? '' : textOf(name, value));

  // Stored values per stored name, in first-seen order.
  const values = new Map<string, string[]>();
  for (const options of variants) {
    for (const [name, value] of Object.entries(options)) {
      const seen = values.get(name) ?? [];
      if (!seen.includes(value)) seen.push(value);
      values.set(name, seen);
    }
  }
  const names = distinctTexts([...values.keys()], (name) => textOf(name, ''));
  const shownValues = new Map([...values].map(([name, list]) => [name, distinctTexts(list, (value) => valueText(name, value))]));

  return variants.map((options) =>
    Object.fromEntries(Object.entries(options).map(([name, value]) => [names.get(name) ?? name, shownValues.get(name)?.get(value) ?? value])),
  );
}

/**
 * Sold lines' stored options (an order's lines, a refund request's) shown in `lang`, as the cart
 * and checkout showed them: one query for all the lines' products. A product's texts changed or
 * gone since the sale leave the stored words.
 * @example await localizeSoldOptions(db, 'jp', items) // items with options '{"カラー":"マットブラック"}'
 */
export async function localizeSoldOptions<T extends { product_id: number; options: string }>(db: Executor, lang: Lang, lines: T[]): Promise<T[]> {
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  if (productIds.length === 0) return lines;
  const rows = await db
    .selectFrom('variant_option_translation')
    .select(['product_id', 'lang', 'option_name', 'option_value', 'text'])
    .where('product_id', 'in', productIds)
    .where('lang', 'in', [...new Set([lang, DEFAULT_LANG])])
    .execute();
  return lines.map((line) => {
    const own = rows.filter((row) => row.product_id === line.product_id);
    if (own.length === 0) return line;
    const [shown] = localizeOptions([JSON.parse(line.options) as Record<string, string>], own, lang);
    return { ...line, options: JSON.stringify(shown) };
  });
}
