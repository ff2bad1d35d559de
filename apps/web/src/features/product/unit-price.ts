/**
 * What one piece costs at a quantity: the flash-deal price while the deal has enough left, else
 * the best wholesale tier the quantity reaches, else the variant's price. Money in US cents.
 */
import type { Variant } from '@agora/contract/catalog';

type WholesaleTier = Variant['wholesale'][number];

export function unitPrice(variant: Pick<Variant, 'price' | 'wholesale' | 'deal'>, quantity: number): number {
  if (variant.deal && quantity <= variant.deal.left) return variant.deal.price;
  const tier = wholesaleTier(variant.wholesale, quantity);
  return tier ? Math.min(tier.price, variant.price) : variant.price;
}

/** The wholesale tier a quantity reaches: the one with the highest minimum at or below it, if any. */
export function wholesaleTier<T extends WholesaleTier>(tiers: T[], quantity: number): T | undefined {
  return tiers.reduce<T | undefined>((best, t) => (quantity >= t.min_quantity && (!best || t.min_quantity > best.min_quantity) ? t : best), undefined);
}

/**
 * Which row of the wholesale table applies: the reached tier's minimum, 1 (the regular price)
 * below the first tier, or null while the deal price applies instead.
 */
export function activeTierFrom(variant: Pick<Variant, 'wholesale' | 'deal'>, quantity: number): number | null {
  if (variant.deal && quantity <= variant.deal.left) return null;
  return wholesaleTier(variant.wholesale, quantity)?.min_quantity ?? 1;
}

/** The variant whose options match every chosen value, if any. */
export function matchVariant<V extends Pick<Variant, 'options'>>(variants: V[], chosen: Record<string, string>): V | undefined {
  return variants.find((v) => Object.entries(v.options).every(([name, value]) => chosen[name] === value));
}

/** Whether choosing `value` for `name` (keeping the other choices) leads to a variant in stock. */
export function isAvailable(variants: Pick<Variant, 'options' | 'stock'>[], chosen: Record<string, string>, name: string, value: string): boolean {
  const next = { ...chosen, [name]: value };
  return variants.some((v) => v.stock > 0 && Object.entries(next).every(([n, val]) => v.options[n] === undefined || v.options[n] === val));
}
