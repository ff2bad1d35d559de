/** An order's money as charged: goods, shipping (free or its fee), tax, discount and the total. */
import type { Order } from '@agora/contract/orders';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';

export function MoneyLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <dl className="orders-money" data-testid="order-money">
      <dt>{t('orders.money.goods', { count: order.num })}</dt>
      <dd>{price(order.price)}</dd>
      <dt>{order.shipping_name ? t('orders.money.shippingNamed', { name: order.shipping_name }) : t('orders.money.shipping')}</dt>
      <dd>{order.shipping_fee > 0 ? price(order.shipping_fee) : t('orders.money.free')}</dd>
      {order.tax > 0 && (
        <>
          <dt>{t('orders.money.tax')}</dt>
          <dd>{price(order.tax)}</dd>
        </>
      )}
      {order.discount > 0 && (
        <>
          <dt>{t('orders.money.discount')}</dt>
          <dd>−{price(order.discount)}</dd>
        </>
      )}
      <dt className="orders-money-total">{t('orders.total')}</dt>
      <dd className="orders-money-total" style={{ color: 'var(--mantine-color-deal-7)' }} data-testid="order-total">
        {price(order.actual_pay)}
      </dd>
    </dl>
  );
}
