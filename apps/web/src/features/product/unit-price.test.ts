import { describe, expect, it } from 'vitest';
import { activeTierFrom, isAvailable, matchVariant, unitPrice, wholesaleTier } from './unit-price';

const variant = {
  price: 1000,
  wholesale: [
    { min_quantity: 12, price: 930 },
    { min_quantity: 50, price: 850 },
  ],
  deal: null,
};

describe('unitPrice', () => {
  it('uses the list price below the first tier, then the best tier reached', () => {
    expect(unitPrice(variant, 1)).toBe(1000);
    expect(unitPrice(variant, 11)).toBe(1000);
    expect(unitPrice(variant, 12)).toBe(930);
    expect(unitPrice(variant, 49)).toBe(930);
    expect(unitPrice(variant, 50)).toBe(850);
  });

  it('uses the deal price while the deal has enough left', () => {
    const deal = { ...variant, deal: { flash_deal_id: 1, price: 700, left: 3, end_time: '2099-01-01T00:00:00Z' } };
    expect(unitPrice(deal, 3)).toBe(700);
    expect(unitPrice(deal, 4)).toBe(1000);
  });
});

describe('wholesale tier', () => {
  it('picks the tier with the highest minimum the quantity reaches, whatever the order given', () => {
    const tiers = [
      { min_quantity: 50, price: 850 },
      { min_quantity: 12, price: 930 },
    ];
    expect(wholesaleTier(tiers, 11)).toBeUndefined();
    expect(wholesaleTier(tiers, 12)?.price).toBe(930);
    expect(wholesaleTier(tiers, 50)?.price).toBe(850);
    expect(wholesaleTier(tiers, 500)?.price).toBe(850);
  });

  it('names the table row that applies: 1 below the first tier, none while the deal price applies', () => {
    expect(activeTierFrom(variant, 1)).toBe(1);
    expect(activeTierFrom(variant, 49)).toBe(12);
    expect(activeTierFrom(variant, 50)).toBe(50);
    const deal = { ...variant, deal: { flash_deal_id: 1, price: 700, left: 3, end_time: '2099-01-01T00:00:00Z' } };
    expect(activeTierFrom(deal, 3)).toBeNull();
    expect(activeTierFrom(deal, 60)).toBe(50);
  });
});

describe('variant choice', () => {
  const variants = [
    { options: { color: 'Black', size: 'M' }, stock: 3 },
    { options: { color: 'Black', size: 'L' }, stock: 0 },
    { options: { color: 'White', size: 'L' }, stock: 2 },
  ];
  it('matches the variant with every chosen value', () => {
    expect(matchVariant(variants, { color: 'White', size: 'L' })).toBe(variants[2]);
    expect(matchVariant(variants, { color: 'White', size: 'M' })).toBeUndefined();
  });
  it('tells which values still lead to stock', () => {
    expect(isAvailable(variants, { color: 'Black' }, 'size', 'M')).toBe(true);
    expect(isAvailable(variants, { color: 'Black' }, 'size', 'L')).toBe(false);
    expect(isAvailable(variants, { color: 'White' }, 'size', 'L')).toBe(true);
  });
});
