/**
 * One cart line: select box, picture, name and options, unit price, quantity (at most the stock),
 * line total and remove. A line that cannot be bought now is greyed with why, and cannot be
 * selected; one holding more than is left keeps its stepper, to come down to the stock.
 */
import type { CartItem } from '@agora/contract/cart';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { usePrice } from '../locale/use-price';
import { QuantityStepper } from '../product/quantity-stepper';
import { useUpdateLine } from './api';

/** How long the stepper waits for more taps before asking the server. */
const QUANTITY_WAIT_MS = 400;

/** The quantity shown while changes are on their way: what the buyer chose until the cart says the same. */
function useQuantity(item: CartItem) {
  const update = useUpdateLine();
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (draft !== null && draft === item.quantity && !update.isPending && timer.current === undefined) setDraft(null);
  const change = (quantity: number) => {
    setDraft(quantity);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      update.mutate({ id: item.id, quantity }, { onError: () => setDraft(null) });
    }, QUANTITY_WAIT_MS);
  };
  return [draft ?? item.quantity, change] as const;
}

export function CartLine({
  item,
  onSelect,
  onRemove,
  removing,
}: {
  item: CartItem;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const [quantity, setQuantity] = useQuantity(item);
  const options = Object.entries(item.options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  const problem =
    item.problem === 'off_sale'
      ? t('cart.offSale')
      : item.problem === 'out_of_stock'
        ? t('cart.soldOut')
        : item.problem === 'short'
          ? t('cart.onlyLeft', { count: item.stock })
          : null;
  const productLink = `/pages/prouduct/detail?id=${item.product_id}`;

  return (
    <div className="agora-cart-line" data-unavailable={item.available ? undefined : ''} data-testid="cart-line" data-variant={item.variant_id}>
      <Checkbox
        mt={26}
        checked={item.available && item.selected}
        disabled={!item.available}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        aria-label={t('cart.selectLine', { name: item.name })}
        data-testid="line-select"
      />
      <Link to={productLink} className="agora-cart-line-dim" tabIndex={-1} aria-hidden>
        <img src={mediaUrl(item.image)} alt="" width={88} height={88} loading="lazy" />
      </Link>
      <div className="agora-cart-line-body">
        <div className="agora-cart-line-info">
          <Anchor component={Link} to={productLink} c="dark" fz="sm" className="agora-clamp-2 agora-cart-line-dim" underline="hover">
            {item.name}
          </Anchor>
          {options && (
            <Text fz="xs" c="dimmed" mt={2} className="agora-cart-line-dim">
              {options}
            </Text>
          )}
          {problem && (
            <Badge color={item.problem === 'short' ? 'orange' : 'gray'} variant="light" tt="none" mt={4} data-testid="line-problem">
              {problem}
            </Badge>
          )}
        </div>
        <Group gap={6} className="agora-cart-line-price agora-cart-line-dim" wrap="nowrap">
          <Text fw={700} c="deal.7" className="agora-cart-money" data-testid="line-price">
            {price(item.price)}
          </Text>
          {item.regular_price > item.price && (
            <Text fz="xs" c="dimmed" td="line-through" className="agora-cart-money">
              {price(item.regular_price)}
            </Text>
          )}
        </Group>
        <div className="agora-cart-line-quantity">
          {item.problem === 'off_sale' || item.problem === 'out_of_stock' ? (
            <Text fz="sm" c="dimmed">{`x${item.quantity}`}</Text>
          ) : (
            <QuantityStepper value={quantity} max={item.stock} onChange={setQuantity} />
          )}
        </div>
        <Text fw={700} className="agora-cart-money agora-cart-line-total agora-cart-line-dim" data-testid="line-total">
          {price(item.price * quantity)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className="agora-cart-line-remove"
          onClick={onRemove}
          loading={removing}
          aria-label={t('cart.removeLine', { name: item.name })}
          data-testid="line-remove"
        >
          <IconTrash size={18} stroke={1.6} />
        </ActionIcon>
      </div>
    </div>
  );
}
