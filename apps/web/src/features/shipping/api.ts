/**
 * Delivery options: the shop's (`/api/seller/shipping`, the seller centre) and the mall's default
 * channels (`/api/admin/shipping`, the console). Saves send JSON (the channels are a list of
 * objects) and are quiet: the form shows a refusal at the field it names.
 */
import type { MallShipping, MallShippingInput, SellerShipping, SellerShippingInput } from '@agora/contract/shipping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { postJson } from '../seller-centre/api/seller-request';

const sellerKey = ['seller', 'shipping'] as const;
const mallKey = ['admin', 'shipping'] as const;

/** Channel names come in the reader's language, so the language is part of the key. */
export function useSellerShipping() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...sellerKey, i18n.language], queryFn: () => request<SellerShipping>('/seller/shipping'), staleTime: 0 });
}

export function useSaveSellerShipping() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: SellerShippingInput) => postJson<SellerShipping>('/seller/shipping', input, { quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData([...sellerKey, i18n.language], saved);
      // The other languages' copies name the channels as they were.
      void client.invalidateQueries({ queryKey: sellerKey, refetchType: 'none' });
    },
  });
}

export function useMallShipping() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...mallKey, i18n.language], queryFn: () => request<MallShipping>('/admin/shipping'), staleTime: 0 });
}

export function useSaveMallShipping() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: MallShippingInput) => postJson<MallShipping>('/admin/shipping', input, { quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData([...mallKey, i18n.language], saved);
      void client.invalidateQueries({ queryKey: mallKey, refetchType: 'none' });
    },
  });
}
