import type { SellerProduct } from '@agora/contract/seller';
import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  emptyDraft,
  fromProduct,
  missingLanguages,
  moveItem,
  newVariant,
  type ProductDraft,
  toSaveInput,
  type VariantDraft,
} from './product-draft';

function filled(): ProductDraft {
  const draft = emptyDraft();
  draft.category_id = 3;
  draft.texts.en.name = 'Trail shoe';
  draft.texts.es.name = 'Zapatilla de montaña';
  draft.images = ['upload/a.webp', 'upload/b.webp'];
  draft.optionNames = ['Size'];
  draft.variants = [
    { ...newVariant(1), values: ['42'], sku: 'TS-42', price: 49.99, market_price: '', stock: 10 },
    { ...newVariant(1), values: ['43'], sku: 'TS-43', price: 49.99, market_price: 59.5, stock: 4, wholesale: [{ min_quantity: 10, price: 45 }] },
  ];
  return draft;
}

describe('toSaveInput', () => {
  it('sends cents, per-language fields, option records and the market price defaulting to the price', () => {
    const input = toSaveInput(filled());
    expect(input).toMatchObject({
      category_id: 3,
      brand_id: null,
      name_en: 'Trail shoe',
      name_es: 'Zapatilla de montaña',
      name_jp: '',
      images: ['upload/a.webp', 'upload/b.webp'],
    });
    expect(input).not.toHaveProperty('id');
    expect(input.variants).toEqual([
      { options: { Size: '42' }, sku: 'TS-42', price: 4999, market_price: 4999, stock: 10, image: null, wholesale: [] },
      { options: { Size: '43' }, sku: 'TS-43', price: 4999, market_price: 5950, stock: 4, image: null, wholesale: [{ min_quantity: 10, price: 4500 }] },
    ]);
  });

  it('keeps the ids of a product and its variants being edited', () => {
    const product = {
      id: 7,
      category_id: 3,
      brand_id: 2,
      images: ['p/1.webp'],
      status: 'on_sale',
      review_reason: '',
      created_at: '',
      updated_at: '',
      name_en: 'Lamp',
      name_th: 'โคมไฟ',
      variants: [
        {
          id: 70,
          options: { Color: 'Red' },
          price: 1250,
          market_price: 1500,
          stock: 3,
          sku: 'L-R',
          image: null,
          wholesale: [{ min_quantity: 5, price: 1100 }],
        },
      ],
    } as unknown as SellerProduct;
    const draft = fromProduct(product);
    expect(draft.optionNames).toEqual(['Color']);
    expect(draft.variants[0]).toMatchObject({ id: 70, values: ['Red'], price: 12.5, market_price: 15, wholesale: [{ min_quantity: 5, price: 11 }] });
    expect(draft.texts.th.name).toBe('โคมไฟ');
    expect(draft.texts.es.name).toBe('');
    const input = toSaveInput(draft);
    expect(input.id).toBe(7);
    expect(input.variants[0]).toMatchObject({ id: 70, options: { Color: 'Red' }, price: 1250, market_price: 1500 });
  });
});

describe('missingLanguages', () => {
  it('lists every language whose name is empty', () => {
    const missing = missingLanguages(filled());
    expect(missing).not.toContain('en');
    expect(missing).not.toContain('es');
    expect(missing).toContain('jp');
    expect(missing).toHaveLength(9);
  });
});

describe('draftProblems', () => {
  it('finds nothing wrong with a complete draft', () => {
    expect(draftProblems(filled())).toEqual([]);
  });

  it('requires the English name, a category, a picture, option values, a SKU and a price', () => {
    const draft = emptyDraft();
    draft.optionNames = ['Color'];
    draft.variants = [newVariant(1)];
    expect(draftProblems(draft).map((p) => p.field)).toEqual(['name_en', 'category_id', 'images', 'variants.0.values.0', 'variants.0.sku', 'variants.0.price']);
  });

  it('refuses two variants with the same options or SKU, and a market price below the price', () => {
    const draft = filled();
    draft.variants[1] = { ...(draft.variants[1] as VariantDraft), values: ['42'], sku: 'TS-42', market_price: 10 };
    expect(draftProblems(draft)).toEqual([
      { field: 'variants.1.options', message: 'duplicate' },
      { field: 'variants.1.sku', message: 'duplicate' },
      { field: 'variants.1.market_price', message: 'tooSmall' },
    ]);
  });
});

describe('moveItem', () => {
  it('moves a picture forward and back', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});
