/** The heart on a product: saves it to the wishlist or takes it out; a guest is sent to log in. */
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/events';
import { useHasLogin } from '../session/session-store';
import { useAddToWishlist, useRemoveFromWishlist, useWishlistIds } from './api';

export function WishlistButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      navigate('/pages/users/login');
      return;
    }
    if (saved) remove.mutate(productId, { onSuccess: () => toast.emit({ message: t('wishlist.removed'), kind: 'success' }) });
    else add.mutate(productId, { onSuccess: () => toast.emit({ message: t('wishlist.added'), kind: 'success' }) });
  };

  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size="lg"
      aria-label={t('wishlist.save')}
      title={t('wishlist.save')}
      aria-pressed={saved}
      aria-busy={busy}
      onClick={toggle}
      data-testid="wishlist-button"
    >
      {saved ? <IconHeartFilled size={20} color="var(--mantine-color-deal-7)" /> : <IconHeart size={20} stroke={1.6} />}
    </ActionIcon>
  );
}
