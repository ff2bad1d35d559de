/**
 * A product as buyers will see it, whatever its status (`GET /api/admin/product/:id`), for the
 * review queue's preview, in `lang` (the seller's texts in that language, English where missing),
 * with the languages the seller wrote.
 */
import type { Lang } from '@agora/contract/locale';
import type { AdminProductPreview } from '@agora/contract/product-preview';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { productsKey } from './keys';

/** Under the products' key, so a decision refreshes an open preview's status too. */
export function useProductPreview(id: number | null, lang: Lang) {
  return useQuery({
    queryKey: [...productsKey, 'preview', id, lang],
    // Quiet: the modal shows a missing product as its own state, not also as a toast.
    queryFn: () => request<AdminProductPreview>(`/admin/product/${id}`, { lang, quiet: true }),
    enabled: id !== null,
    // The language tabs stay while another language loads.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
