/**
 * The checkout's first step, the cart: lines by shop with a select box per shop and per line,
 * select all, quantities, remove, and the subtotal of the selected lines with the checkout
 * button (beside the lines from tablets up, in a bar above the tab bar on phones). A guest's cart
 * is this browser's, and says so. `onCheckout` receives the selected lines that can be bought.
 * @example <CartStep onCheckout={(ids) => goToShipment(ids)} />
 */
import type { CartItem, CartList } from '@agora/contract/cart';
import { Alert, Anchor, Button, Checkbox, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/events';
import { usePrice } from '../locale/use-price';
import { useLoginLink } from '../session/login-link';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { useCart, useRemoveLines, useSelectLines } from './api';
import { useCartDelivery } from './cart-delivery';
import { CartLine } from './cart-line';
import { CartTotals, cartTotal, ShopDelivery } from './cart-totals';
import { PhoneBar } from './phone-bar';
import './cart.css';

/** The lines that can be bought and are selected: what checking out takes. */
export const checkoutLines = (cart: CartList): CartItem[] => cart.shops.flatMap((s) => s.items).filter((i) => i.available && i.selected);

/** A select box for a group of lines: ticked when all that can be bought are, half when some are. */
function GroupSelect({
  items,
  label,
  name,
  onChange,
  testId,
}: {
  items: CartItem[];
  label: ReactNode;
  /** The box's accessible name, when the label shows more or less than it says. */
  name?: string;
  onChange: (ids: number[], selected: boolean) => void;
  testId: string;
}) {
  const buyable = items.filter((i) => i.available);
  const chosen = buyable.filter((i) => i.selected).length;
  return (
    <Checkbox
      checked={buyable.length > 0 && chosen === buyable.length}
      indeterminate={chosen > 0 && chosen < buyable.length}
      disabled={buyable.length === 0}
      onChange={(event) =>
        onChange(
          buyable.map((i) => i.id),
          event.currentTarget.checked,
        )
      }
      label={label}
      aria-label={name}
      data-testid={testId}
    />
  );
}

function CartSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1].map((i) => (
        <Paper key={i} withBorder p="sm">
          <Skeleton height={20} width="40%" mb="sm" />
          <Group wrap="nowrap" align="start">
            <Skeleton height={72} width={72} />
            <Stack gap={6} flex={1}>
              <Skeleton height={14} width="80%" />
              <Skeleton height={12} width="50%" />
              <Skeleton height={30} width={150} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function CartStep({ onCheckout }: { onCheckout: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const hasLogin = useHasLogin();
  const loginLink = useLoginLink();
  const cart = useCart();
  const select = useSelectLines();
  const remove = useRemoveLines();
  const delivery = useCartDelivery(cart.data);

  if (cart.isPending) return <CartSkeleton />;
  const data = cart.data;
  if (!data || data.shops.length === 0) {
    return (
      <EmptyState
        icon={IconShoppingCart}
        title={t('cart.emptyTitle')}
        body={t('cart.emptyBody')}
        action={{ label: t('cart.emptyAction'), to: '/' }}
        testId="cart-empty"
      />
    );
  }

  const all = data.shops.flatMap((s) => s.items);
  const chosen = checkoutLines(data);
  const setSelected = (ids: number[], selected: boolean) => ids.length > 0 && select.mutate({ ids, selected: selected ? 1 : 0 });
  const removeLine = (item: CartItem) => remove.mutate([item.id], { onSuccess: () => toast.emit({ message: t('cart.removed'), kind: 'success' }) });
  const checkout = () => chosen.length > 0 && onCheckout(chosen.map((i) => i.id));
  const checkoutLabel = t('cart.checkout', { count: chosen.length });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={1} fz="xl">
              {t('pages.cart')}{' '}
              <Text span c="dimmed" fz="md" data-testid="cart-count">
                ({all.length})
              </Text>
            </Title>
            <GroupSelect items={all} label={t('cart.selectAll')} onChange={setSelected} testId="select-all" />
          </Group>
          {!hasLogin && (
            <Alert color="gray" variant="light" p="xs" data-testid="cart-guest-note">
              <Text fz="sm">
                {t('cart.guestNote')}{' '}
                <Anchor component={Link} {...loginLink} fz="sm" fw={600}>
                  {t('nav.login')}
                </Anchor>
              </Text>
            </Alert>
          )}
          {data.shops.map(({ shop, items }) => (
            <Paper key={shop.id} withBorder p="sm" pb={0} component="section" aria-label={shop.name} data-testid="cart-shop">
              <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
                <GroupSelect
                  items={items}
                  label={
                    <Group gap={6} wrap="nowrap" component="span">
                      <IconBuildingStore size={16} stroke={1.6} aria-hidden />
                      <Text span fw={600} fz="sm" lineClamp={1}>
                        {shop.name}
                      </Text>
                    </Group>
                  }
                  name={t('cart.selectShop', { shop: shop.name })}
                  onChange={setSelected}
                  testId="shop-select"
                />
                <Anchor component={Link} to={`/pages/shop/detail?id=${shop.id}`} fz="xs" style={{ whiteSpace: 'nowrap' }}>
                  {t('cart.visitShop')}
                </Anchor>
              </Group>
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  onSelect={(selected) => setSelected([item.id], selected)}
                  onRemove={() => removeLine(item)}
                  removing={remove.isPending && remove.variables?.includes(item.id) === true}
                />
              ))}
              <ShopDelivery shopId={shop.id} delivery={delivery} />
            </Paper>
          ))}
        </Stack>
      </Grid.Col>

      {/* On a phone the totals follow the lines, and the checkout button is in the bar. */}
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="md" className="agora-cart-summary">
          <CartTotals subtotal={data.subtotal} count={chosen.length} delivery={delivery} guest={!hasLogin} />
          <Button fullWidth size="md" mt="md" onClick={checkout} disabled={chosen.length === 0} visibleFrom="sm" data-testid="cart-checkout">
            {checkoutLabel}
          </Button>
        </Paper>
      </Grid.Col>
      <PhoneBar testId="cart-bar">
        <Stack gap={0} flex={1} miw={0}>
          <Text fz="xs" c="dimmed" truncate>
            {delivery.summary ? t('checkout.total') : t('cart.subtotal', { count: chosen.length })}
          </Text>
          <Text fw={800} c="deal.7" className="agora-cart-money" data-testid={delivery.summary ? 'cart-bar-total' : 'cart-bar-subtotal'}>
            {price(cartTotal(data.subtotal, delivery))}
          </Text>
        </Stack>
        <Button size="md" onClick={checkout} disabled={chosen.length === 0} data-testid="cart-bar-checkout">
          {checkoutLabel}
        </Button>
      </PhoneBar>
    </Grid>
  );
}
