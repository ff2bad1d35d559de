/**
 * A guest's cart in local storage (`cart`): the same lines an account's cart holds, one per
 * variant, newest last, capped at the stock when added. At login the lines join the account's
 * cart (`mergeGuestCart` in api.ts) and leave this browser.
 */
import { CART_MAX_LINES } from '@agora/contract/cart';
import { externalStore } from '../../lib/external-store';
import { GUEST_CART_KEY, guestCountChanged } from './cart-count';

export interface GuestLine {
  product_id: number;
  variant_id: number;
  quantity: number;
  selected: 0 | 1;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The stored lines that make sense, one per variant (the first kept). */
export function parseGuestLines(raw: string | null): GuestLine[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    const seen = new Set<number>();
    return value.flatMap((line: Partial<GuestLine> | null) => {
      if (!line || !isId(line.product_id) || !isId(line.variant_id) || !isId(line.quantity) || seen.has(line.variant_id)) return [];
      seen.add(line.variant_id);
      return [{ product_id: line.product_id, variant_id: line.variant_id, quantity: line.quantity, selected: line.selected === 0 ? 0 : 1 }];
    });
  } catch {
    return [];
  }
}

// useSyncExternalStore needs the same array back while the stored text has not changed.
let cached: { raw: string | null; lines: GuestLine[] } = { raw: null, lines: [] };
function read(): GuestLine[] {
  const raw = localStorage.getItem(GUEST_CART_KEY);
  if (raw !== cached.raw) cached = { raw, lines: parseGuestLines(raw) };
  return cached.lines;
}

const store = externalStore(read);

function write(lines: GuestLine[]) {
  if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
  else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  store.notify();
  guestCountChanged();
}

/** Why an add was refused: the line would pass the stock (with what the cart holds), or the cart is full. */
export type GuestAddRefusal = { reason: 'stock'; inCart: number } | { reason: 'full' };

export const guestCart = {
  lines: read,
  /** Adds pieces of a variant (to its line when there is one), never past `stock`. */
  add(line: Omit<GuestLine, 'selected'>, stock: number): GuestAddRefusal | null {
    const lines = read();
    const existing = lines.find((l) => l.variant_id === line.variant_id);
    const inCart = existing?.quantity ?? 0;
    if (inCart + line.quantity > stock) return { reason: 'stock', inCart };
    if (!existing && lines.length >= CART_MAX_LINES) return { reason: 'full' };
    const others = lines.filter((l) => l.variant_id !== line.variant_id);
    // Adding again makes it the newest line, selected.
    write([...others, { ...line, quantity: inCart + line.quantity, selected: 1 }]);
    return null;
  },
  setQuantity: (variantId: number, quantity: number) => write(read().map((l) => (l.variant_id === variantId ? { ...l, quantity } : l))),
  remove: (variantIds: number[]) => write(read().filter((l) => !variantIds.includes(l.variant_id))),
  select: (variantIds: number[], selected: 0 | 1) => write(read().map((l) => (variantIds.includes(l.variant_id) ? { ...l, selected } : l))),
  clear: () => write([]),
};

/** The guest's lines, re-read on every change. */
export function useGuestLines(): GuestLine[] {
  return store.useValue();
}
