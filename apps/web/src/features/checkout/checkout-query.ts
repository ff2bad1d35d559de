/**
 * The checkout's place in the URL, so back and forward walk the steps and a reload stays put:
 * `step` (cart, shipment, delivery, payment, confirm, done), what is bought: the cart lines
 * chosen at the cart step (`lines`, their ids) or a buy-now line `buy` (product, variant and
 * quantity); the chosen `address`, the shipping choice per shop (`shipping`, as the
 * API takes it), the coupon codes (`coupons`, as the API takes them) and the payment method `pay`. Card details, the remark and the agreement live
 * in memory only.
 * @example readCheckoutQuery(new URLSearchParams('step=delivery&buy=7:12:2&address=3'))
 *          // { step: 'delivery', lines: [], buy: { product_id: 7, variant_id: 12, quantity: 2 }, addressId: 3, shipping: Map {}, coupons: [], pay: null }
 */
import { MAX_CHECKOUT_LINES, PAYMENT_METHODS, type PaymentMethod } from '@agora/contract/checkout';
import { MAX_CHECKOUT_COUPONS } from '@agora/contract/coupons';

export const STEPS = ['cart', 'shipment', 'delivery', 'payment', 'confirm'] as const;
export type Step = (typeof STEPS)[number] | 'done';

export interface BuyLine {
  product_id: number;
  variant_id: number;
  quantity: number;
}

export interface CheckoutQuery {
  step: Step;
  /** Cart line ids, ascending (as the API reads them back). */
  lines: number[];
  buy: BuyLine | null;
  addressId: number | null;
  /** Shop id → the code of its chosen shipping option. */
  shipping: Map<number, string>;
  /** Coupon codes, upper-case, each once: one per shop and one of the mall's at most. */
  coupons: string[];
  pay: PaymentMethod | null;
}

const positive = (value: string | undefined | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** `7:12:2` → the buy-now line, or null when it is not one. */
export function parseBuy(value: string | null): BuyLine | null {
  const [product, variant, quantity, ...rest] = (value ?? '').split(':');
  const ids = [positive(product), positive(variant), positive(quantity)];
  if (rest.length > 0 || ids.some((id) => id === null)) return null;
  const [product_id, variant_id, qty] = ids as number[];
  return { product_id: product_id as number, variant_id: variant_id as number, quantity: qty as number };
}

/** `9,4,4` → [4, 9]: the cart line ids, each once, ascending. */
export function parseLines(value: string | null): number[] {
  const ids = (value ?? '').split(',').map(positive);
  return [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b).slice(0, MAX_CHECKOUT_LINES);
}

/** `3:express,7:standard` → shop id → code; pairs that do not parse are left out. */
export function parseShipping(value: string | null): Map<number, string> {
  const choices = new Map<number, string>();
  for (const pair of (value ?? '').split(',')) {
    const [shop, code] = pair.split(':');
    const id = positive(shop);
    if (id !== null && code && /^[a-z0-9_-]{1,40}$/.test(code)) choices.set(id, code);
  }
  return choices;
}

/** `save5,MALL-10,save5` → ['SAVE5', 'MALL-10']: code-like words only, each once. */
export function parseCoupons(value: string | null): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z0-9-]{1,40}$/.test(code));
  return [...new Set(codes)].slice(0, MAX_CHECKOUT_COUPONS);
}

/** The shipping choice as the API and the URL take it, shops in id order; '' when none. */
export const shippingParam = (choices: Map<number, string>) =>
  [...choices]
    .sort(([a], [b]) => a - b)
    .map(([shop, code]) => `${shop}:${code}`)
    .join(',');

export function readCheckoutQuery(params: URLSearchParams): CheckoutQuery {
  const buy = parseBuy(params.get('buy'));
  const wanted = params.get('step');
  const step: Step = wanted === 'done' || (STEPS as readonly string[]).includes(wanted ?? '') ? (wanted as Step) : buy ? 'shipment' : 'cart';
  const pay = params.get('pay');
  return {
    // A buy-now line has no cart step.
    step: buy && step === 'cart' ? 'shipment' : step,
    lines: buy ? [] : parseLines(params.get('lines')),
    buy,
    addressId: positive(params.get('address')),
    shipping: parseShipping(params.get('shipping')),
    coupons: parseCoupons(params.get('coupons')),
    pay: (PAYMENT_METHODS as readonly string[]).includes(pay ?? '') ? (pay as PaymentMethod) : null,
  };
}

/** The query for another step with the same choices; `changes` replaces some of them. */
export function checkoutSearch(query: CheckoutQuery, step: Step, changes: Partial<Omit<CheckoutQuery, 'step'>> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (step !== 'cart') params.set('step', step);
  if (next.lines.length > 0 && !next.buy && step !== 'cart') params.set('lines', next.lines.join(','));
  if (next.buy) params.set('buy', `${next.buy.product_id}:${next.buy.variant_id}:${next.buy.quantity}`);
  if (next.addressId) params.set('address', String(next.addressId));
  const shipping = shippingParam(next.shipping);
  if (shipping) params.set('shipping', shipping);
  if (next.coupons.length > 0) params.set('coupons', next.coupons.join(','));
  if (next.pay) params.set('pay', next.pay);
  return `?${params}`;
}

/** The steps a checkout shows: a buy-now line skips the cart. */
export const stepsOf = (buy: BuyLine | null) => (buy ? STEPS.slice(1) : STEPS);
