/**
 * The page's own title: what it shows (a product's, category's or shop's name, a search term).
 * The shell writes `document.title` as "<title> — Agora", and uses the route's title (its
 * `handle.title` key) while the page has given none, e.g. before its data arrived.
 * @example usePageTitle(product.data?.name)
 */
import { useEffect } from 'react';
import { externalStore } from '../../lib/external-store';

let current: { title: string } | null = null;
const store = externalStore(() => current?.title ?? null);

/** Names the page in the document title while the calling component is shown; nothing for an empty value. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const mine = { title };
    current = mine;
    store.notify();
    return () => {
      // The next page may already have named itself.
      if (current !== mine) return;
      current = null;
      store.notify();
    };
  }, [title]);
}

/** The title the shown page gave, or null (the shell's). */
export function usePageOwnTitle(): string | null {
  return store.useValue();
}
