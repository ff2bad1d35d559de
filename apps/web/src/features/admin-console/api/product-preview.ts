/** A product as buyers will see it, whatever its status (`GET /api/admin/product/:id`), for the review queue's preview. */
import type { ProductPreview } from '@agora/contract/product-preview';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { productsKey } from './keys';

/** Under the products' key, so a decision refreshes an open preview's status too. */
export function useProductPreview(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...productsKey, 'preview', id, i18n.language],
    // Quiet: the modal shows a missing product as its own state, not also as a toast.
    queryFn: () => request<ProductPreview>(`/admin/product/${id}`, { quiet: true }),
    enabled: id !== null,
  });
}
