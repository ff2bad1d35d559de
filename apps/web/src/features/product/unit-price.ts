/**
 * What one piece costs at a quantity, and which wholesale row applies: the contract's one rule
 * (`unitPrice` in packages/contract/src/cart.ts), which the cart and the checkout price by too.
 */
import { dealApplies, unitPrice, wholesaleTier } from '@agora/contract/cart';
import type { Variant } from '@agora/contract/catalog';

export { unitPrice, wholesaleTier };

/**
 * Which row of the wholesale table applies: the reached tier's minimum, 1 (the regular price)
 * below the first tier, or null while the deal price applies instead.
 */
export function activeTierFrom(variant: Pick<Variant, 'wholesale' | 'deal'>, quantity: number): number | null {
  if (dealApplies(variant, quantity)) return null;
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
