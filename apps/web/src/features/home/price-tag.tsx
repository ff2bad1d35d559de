/**
 * A product's price as the buyer pays it: while a flash deal runs, the deal price in the accent
 * colour with the regular price struck through and a badge; otherwise the price, with the market
 * price struck through when it is higher.
 */
import type { ProductCard } from '@agora/contract/catalog';
import { Badge, Flex, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';

export function PriceTag({
  product,
  testId,
  stacked = false,
}: {
  product: Pick<ProductCard, 'price' | 'market_price' | 'deal_price'>;
  testId: string;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const onDeal = product.deal_price !== null && product.deal_price < product.price;
  const shown = onDeal ? (product.deal_price as number) : product.price;
  const struck = onDeal ? product.price : product.market_price;
  return (
    <Flex direction={stacked ? 'column' : 'row'} gap={stacked ? 2 : 6} wrap="wrap" align={stacked ? 'flex-start' : 'baseline'}>
      <Text fw={700} c="deal.7" fz="md" data-testid={testId}>
        {price(shown)}
      </Text>
      {struck > shown && (
        <Text fz="xs" c="dimmed" td="line-through">
          {price(struck)}
        </Text>
      )}
      {onDeal && (
        <Badge size="xs" color="deal.7" variant="filled">
          {t('common.flashDeal')}
        </Badge>
      )}
    </Flex>
  );
}
