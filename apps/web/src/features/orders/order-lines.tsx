/**
 * An order's lines as sold: picture, name (to the product), options, price × quantity. On a
 * completed order each line not yet reviewed offers "review" (`onReview`), a reviewed one says so;
 * `lineEnd` adds what a page offers per line besides (the order page's "refund").
 */
import type { Order } from '@agora/contract/orders';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { usePrice } from '../locale/use-price';

type Line = Order['products'][number];

export const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

export function OrderLines({ order, onReview, lineEnd }: { order: Order; onReview?: (line: Line) => void; lineEnd?: (line: Line) => ReactNode }) {
  const { t } = useTranslation();
  const price = usePrice();
  const reviewable = order.delivery_status === 'completed' && onReview;
  return (
    <ul className="orders-lines">
      {order.products.map((line) => {
        const to = `/pages/prouduct/detail?id=${line.product_id}`;
        const options = optionsText(line.options);
        const more = lineEnd?.(line);
        return (
          <li key={line.id} className="orders-line" data-testid="order-line">
            <Link to={to} tabIndex={-1} aria-hidden>
              <img src={mediaUrl(line.image)} alt="" width={64} height={64} loading="lazy" />
            </Link>
            <div className="orders-line-body">
              <Anchor component={Link} to={to} c="dark" fz="sm" className="agora-clamp-2" underline="hover">
                {line.name}
              </Anchor>
              {options && (
                <Text fz="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                  {options}
                </Text>
              )}
              <Text fz="sm" mt={2} className="agora-figure" data-testid="line-price">
                {price(line.price)} <span className="orders-times">× {line.quantity}</span>
              </Text>
            </div>
            {reviewable &&
              (line.commented ? (
                <Badge variant="light" color="green" tt="none" className="orders-line-end" data-testid="line-reviewed">
                  {t('orders.reviewed')}
                </Badge>
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconStar size={14} aria-hidden />}
                  className="orders-line-end"
                  onClick={() => onReview(line)}
                  aria-label={t('orders.reviewLine', { name: line.name })}
                  data-testid="line-review"
                >
                  {t('orders.review')}
                </Button>
              ))}
            {more && <div className="orders-line-end orders-line-more">{more}</div>}
          </li>
        );
      })}
    </ul>
  );
}
