/**
 * The product editor's state and its two conversions: from what `GET /seller/product/{id}`
 * answers, and to the JSON `POST /seller/product/save` takes. Option names are the product's
 * ("Color", "Size"); each variant row holds one value per name. Prices are typed in dollars and
 * sent in cents. Pure, so every rule here is tested without a browser.
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import type { ProductSaveInput, SellerProduct } from '@agora/contract/seller';
import { toCents, toDollars } from '../money';

export const TEXT_FIELDS = ['name', 'short_description', 'description'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type Texts = Record<TextField, string>;

export interface TierDraft {
  min_quantity: number | '';
  /** Dollars. */
  price: number | '';
}

export interface VariantDraft {
  /** A React key that survives reordering and removal. */
  key: string;
  id?: number;
  /** One value per option name, in the names' order. */
  values: string[];
  sku: string;
  /** Dollars, as typed. */
  price: number | '';
  market_price: number | '';
  stock: number | '';
  image: string | null;
  wholesale: TierDraft[];
}

export interface ProductDraft {
  id?: number;
  category_id: number | null;
  brand_id: number | null;
  texts: Record<Lang, Texts>;
  /** Upload paths in display order; the first is the cover. */
  images: string[];
  optionNames: string[];
  variants: VariantDraft[];
}

let counter = 0;
export const newKey = (): string => `v${++counter}`;

const emptyTexts = (): Texts => ({ name: '', short_description: '', description: '' });

export function newVariant(optionCount: number): VariantDraft {
  return { key: newKey(), values: Array.from({ length: optionCount }, () => ''), sku: '', price: '', market_price: '', stock: 0, image: null, wholesale: [] };
}

export function emptyDraft(): ProductDraft {
  return {
    category_id: null,
    brand_id: null,
    texts: Object.fromEntries(LANGS.map((lang) => [lang, emptyTexts()])) as Record<Lang, Texts>,
    images: [],
    optionNames: [],
    variants: [newVariant(0)],
  };
}

export function fromProduct(product: SellerProduct): ProductDraft {
  const optionNames = Object.keys(product.variants[0]?.options ?? {});
  return {
    id: product.id,
    category_id: product.category_id,
    brand_id: product.brand_id,
    texts: Object.fromEntries(
      LANGS.map((lang) => [lang, Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(product[`${field}_${lang}`] ?? '')])) as Texts]),
    ) as Record<Lang, Texts>,
    images: [...product.images],
    optionNames,
    variants: product.variants.map((v) => ({
      key: newKey(),
      id: v.id,
      values: optionNames.map((name) => v.options[name] ?? ''),
      sku: v.sku,
      price: toDollars(v.price),
      market_price: toDollars(v.market_price),
      stock: v.stock,
      image: v.image,
      wholesale: v.wholesale.map((tier) => ({ min_quantity: tier.min_quantity, price: toDollars(tier.price) })),
    })),
  };
}

const cents = (value: number | '') => (value === '' ? 0 : toCents(value));

export function toSaveInput(draft: ProductDraft): ProductSaveInput {
  const texts = Object.fromEntries(LANGS.flatMap((lang) => TEXT_FIELDS.map((field) => [`${field}_${lang}`, draft.texts[lang][field].trim()])));
  const names = draft.optionNames.map((name) => name.trim());
  return {
    ...(draft.id ? { id: draft.id } : {}),
    category_id: draft.category_id ?? 0,
    brand_id: draft.brand_id,
    ...(texts as Record<`${TextField}_${Lang}`, string>),
    images: draft.images,
    variants: draft.variants.map((v) => {
      const price = cents(v.price);
      return {
        ...(v.id ? { id: v.id } : {}),
        options: Object.fromEntries(names.map((name, i) => [name, (v.values[i] ?? '').trim()])),
        sku: v.sku.trim(),
        price,
        // No market price typed: the same as the price (nothing struck through on the card).
        market_price: v.market_price === '' ? price : Math.max(cents(v.market_price), price),
        stock: v.stock === '' ? 0 : v.stock,
        image: v.image,
        wholesale: v.wholesale
          .filter((tier) => tier.min_quantity !== '' && tier.price !== '')
          .map((tier) => ({ min_quantity: Number(tier.min_quantity), price: cents(tier.price) })),
      };
    }),
  };
}

/** Languages whose name is empty: their tabs carry a "missing" badge (English is required, the others fall back to it). */
export const missingLanguages = (draft: ProductDraft): Lang[] => LANGS.filter((lang) => !draft.texts[lang].name.trim());

/** A problem the editor shows before sending: where (a field path as the server names it) and which text says why. */
export interface DraftProblem {
  field: string;
  message: 'required' | 'duplicate' | 'tooSmall';
}

/** What must be right before a save is sent; the server checks all of it again. */
export function draftProblems(draft: ProductDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.texts.en.name.trim()) problems.push({ field: 'name_en', message: 'required' });
  if (!draft.category_id) problems.push({ field: 'category_id', message: 'required' });
  if (draft.images.length === 0) problems.push({ field: 'images', message: 'required' });
  draft.optionNames.forEach((name, i) => {
    if (!name.trim()) problems.push({ field: `options.${i}`, message: 'required' });
    else if (draft.optionNames.findIndex((other) => other.trim().toLowerCase() === name.trim().toLowerCase()) !== i)
      problems.push({ field: `options.${i}`, message: 'duplicate' });
  });
  const combos = new Set<string>();
  const skus = new Set<string>();
  draft.variants.forEach((v, i) => {
    const at = `variants.${i}`;
    v.values.forEach((value, j) => {
      if (!value.trim()) problems.push({ field: `${at}.values.${j}`, message: 'required' });
    });
    if (draft.optionNames.length > 0 && v.values.every((value) => value.trim())) {
      const combo = JSON.stringify(v.values.map((value) => value.trim().toLowerCase()));
      if (combos.has(combo)) problems.push({ field: `${at}.options`, message: 'duplicate' });
      combos.add(combo);
    }
    if (!v.sku.trim()) problems.push({ field: `${at}.sku`, message: 'required' });
    else if (skus.has(v.sku.trim())) problems.push({ field: `${at}.sku`, message: 'duplicate' });
    skus.add(v.sku.trim());
    if (v.price === '' || v.price <= 0) problems.push({ field: `${at}.price`, message: 'required' });
    else if (v.market_price !== '' && v.market_price > 0 && v.market_price < v.price) problems.push({ field: `${at}.market_price`, message: 'tooSmall' });
  });
  return problems;
}

/** Moves an item of a list (a picture, when reordering): a new list, the item now at `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}
