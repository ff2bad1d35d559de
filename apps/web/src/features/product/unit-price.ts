/**
 * What one piece costs at a quantity: the flash-deal price while the deal has enough left, else
 * the best wholesale tier the quantity reaches, else the variant's price. Money in US cents.
 */
import type { Variant } from '@agora/contract/catalog';

export function unitPrice(variant: Pick<Variant, 'price' | 'wholesale' | 'deal'>, quantity: number): number {
  if (variant.deal && quantity <= variant.deal.left) return variant.deal.price;
  const tier = [...variant.wholesale].sort((a, b) => b.min_quantity - a.min_quantity).find((t) => quantity >= t.min_quantity);
  return tier ? Math.min(tier.price, variant.price) : variant.price;
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
