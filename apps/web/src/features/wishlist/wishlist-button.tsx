/**
 * The heart on a product: saves it to the wishlist or takes it out. A guest is asked to log in,
 * told why, and brought back with the product saved (session/login-intent.ts).
 */
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/events';
import { askToLogIn } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { useAddToWishlist, useRemoveFromWishlist, useWishlistIds } from './api';

export function WishlistButton({ productId, size = 'lg', testId = 'wishlist-button' }: { productId: number; size?: 'md' | 'lg'; testId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const hasLogin = useHasLogin();
  const ids = useWishlistIds();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const busy = add.isPending || remove.isPending;
  // While a change is on its way, show where it is going.
  const saved = add.isPending ? true : remove.isPending ? false : (ids.data?.has(productId) ?? false);

  const toggle = () => {
    if (busy) return; // no double submits; the heart already shows the change
    if (!hasLogin) {
      askToLogIn(navigate, {
        returnTo: `${location.pathname}${location.search}`,
        reason: 'wishlist',
        action: { type: 'wishlist.add', productId },
      });
      return;
    }
    if (saved) remove.mutate(productId, { onSuccess: () => toast.emit({ message: t('wishlist.removed'), kind: 'success' }) });
    else add.mutate(productId, { onSuccess: () => toast.emit({ message: t('wishlist.added'), kind: 'success' }) });
  };

  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size={size}
      aria-label={t('wishlist.save')}
      title={t('wishlist.save')}
      aria-pressed={saved}
      aria-busy={busy}
      onClick={toggle}
      data-testid={testId}
    >
      {saved ? (
        <IconHeartFilled size={size === 'lg' ? 20 : 18} color="var(--mantine-color-deal-7)" />
      ) : (
        <IconHeart size={size === 'lg' ? 20 : 18} stroke={1.6} />
      )}
    </ActionIcon>
  );
}
