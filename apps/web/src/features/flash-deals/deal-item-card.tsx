/**
 * A product in a flash deal: the deal price with the regular price struck through and the
 * discount, and how much of the deal quantity is gone (a bar) or how much there will be. The same
 * frame, name and price styles as a product card (styles.css).
 */
import type { DealItem } from '@agora/contract/flash-deals';
import { Badge, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductImage } from '../home/product-image';
import { usePrice } from '../locale/use-price';

export function DealItemCard({ item, upcoming }: { item: DealItem; upcoming: boolean }) {
  const { t } = useTranslation();
  const price = usePrice();
  const percentOff = Math.round((1 - item.deal_price / item.regular_price) * 100);
  const claimed = item.deal_quantity > 0 ? Math.round(((item.deal_quantity - item.left) / item.deal_quantity) * 100) : 100;
  return (
    <Link to={`/pages/prouduct/detail?id=${item.id}`} className="agora-card" data-testid="deal-item">
      <div style={{ position: 'relative' }}>
        <ProductImage src={item.thumb} fallback={item.image} alt={item.name} />
        {percentOff > 0 && (
          <Badge color="deal.7" variant="filled" radius="sm" style={{ position: 'absolute', top: 6, left: 6 }}>
            {t('flashDeals.off', { percent: percentOff })}
          </Badge>
        )}
      </div>
      <div className="agora-card-body">
        <p className="agora-card-name agora-clamp-2">{item.name}</p>
        <div className="agora-price">
          <span className="agora-price-now" data-testid="deal-price">
            {price(item.deal_price)}
          </span>
          <s className="agora-price-old">{price(item.regular_price)}</s>
        </div>
        {upcoming ? (
          <Text fz="xs" c="dimmed" mt={6}>
            {t('flashDeals.limited', { count: item.deal_quantity })}
          </Text>
        ) : (
          <>
            <Progress value={claimed} color="deal.7" size="sm" radius="xl" mt={6} aria-label={t('flashDeals.claimed', { percent: claimed })} />
            <Text fz="xs" c={item.left > 0 ? 'dimmed' : 'deal.7'} mt={4}>
              {item.left > 0 ? t('flashDeals.left', { count: item.left }) : t('flashDeals.soldOut')}
            </Text>
          </>
        )}
      </div>
    </Link>
  );
}
