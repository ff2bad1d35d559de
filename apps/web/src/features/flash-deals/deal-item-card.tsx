/**
 * A product in a flash deal: the product card (the same picture, name, heart and compare as every
 * list) with the deal price, the regular price struck through, the discount on the picture, and
 * how much of the deal quantity is gone (a bar) or how much there will be.
 */
import type { DealItem } from '@agora/contract/flash-deals';
import { Badge, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../catalog/product-card';

export function DealItemCard({ item, upcoming }: { item: DealItem; upcoming: boolean }) {
  const { t } = useTranslation();
  const percentOff = Math.round((1 - item.deal_price / item.regular_price) * 100);
  const claimed = item.deal_quantity > 0 ? Math.round(((item.deal_quantity - item.left) / item.deal_quantity) * 100) : 100;
  return (
    <ProductCard
      product={{ ...item, price: item.regular_price, market_price: item.regular_price }}
      testId="deal-item"
      priceTestId="deal-price"
      dealBadge={false}
      badge={
        percentOff > 0 && (
          <Badge color="deal.7" variant="filled" radius="sm">
            {t('flashDeals.off', { percent: percentOff })}
          </Badge>
        )
      }
    >
      {upcoming ? (
        <Text fz="xs" c="dimmed" mt={4}>
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
    </ProductCard>
  );
}
