/**
 * The product page's "add to cart" and "buy now" for the chosen variant and quantity: in place
 * from tablets up, in a bar above the tab bar on phones. Adding says so with a link to the cart;
 * buying now opens the checkout with that one line (`/pages/cart/cart?buy=<product>:<variant>:<quantity>`).
 */
import type { ProductDetail, Variant } from '@agora/contract/catalog';
import { Button, Group } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/events';
import { useAddToCart } from './api';
import { PhoneBar } from './phone-bar';

export const CART_PATH = '/pages/cart/cart';

export function CartButtons({ product, variant, quantity }: { product: ProductDetail; variant: Variant | null; quantity: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddToCart();
  const buyable = variant !== null && variant.stock > 0;

  const addToCart = () => {
    if (!variant || add.isPending) return;
    add.mutate(
      { product_id: product.id, variant_id: variant.id, quantity, stock: variant.stock },
      { onSuccess: () => toast.emit({ message: t('cart.added'), kind: 'success', link: { to: CART_PATH, label: t('cart.view') } }) },
    );
  };
  const buyNow = () => variant && navigate(`${CART_PATH}?buy=${product.id}:${variant.id}:${quantity}`);

  // On a phone each button has half the bar: no icon, and a long label ("Thêm vào giỏ hàng") may wrap.
  const phone = {
    flex: 1,
    h: 'auto',
    mih: 44,
    py: 6,
    px: 'xs',
    fz: 'sm',
    styles: { label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' } },
  } as const;
  const buttons = (onPhone: boolean) => (
    <>
      <Button
        variant="light"
        size="md"
        {...(onPhone ? phone : { leftSection: <IconShoppingCartPlus size={18} aria-hidden /> })}
        onClick={addToCart}
        loading={add.isPending}
        disabled={!buyable}
        data-testid="add-to-cart"
      >
        {t('cart.addToCart')}
      </Button>
      <Button size="md" {...(onPhone ? phone : {})} onClick={buyNow} disabled={!buyable} data-testid="buy-now">
        {t('cart.buyNow')}
      </Button>
    </>
  );

  return (
    <>
      <Group gap="sm" visibleFrom="sm">
        {buttons(false)}
      </Group>
      <PhoneBar testId="product-buy-bar">{buttons(true)}</PhoneBar>
    </>
  );
}
