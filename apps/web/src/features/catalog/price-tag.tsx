/**
 * A product's price as the buyer pays it: while a flash deal runs, the deal price in the accent
 * colour with the regular price struck through and a badge; otherwise the price, with the market
 * price struck through when it is higher. Plain elements (styles.css): it is in every card.
 */
import type { ProductCard } from '@agora/contract/catalog';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';

export function PriceTag({
  product,
  testId,
  stacked = false,
  dealBadge = true,
}: {
  product: Pick<ProductCard, 'price' | 'market_price' | 'deal_price'>;
  testId: string;
  stacked?: boolean;
  /** The "flash deal" mark beside a deal price. */
  dealBadge?: boolean;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const onDeal = product.deal_price !== null && product.deal_price < product.price;
  const shown = onDeal ? (product.deal_price as number) : product.price;
  const struck = onDeal ? product.price : product.market_price;
  return (
    <div className={stacked ? 'agora-price agora-price-stacked' : 'agora-price'}>
      <span className="agora-price-now" data-testid={testId}>
        {price(shown)}
      </span>
      {struck > shown && <s className="agora-price-old">{price(struck)}</s>}
      {onDeal && dealBadge && <span className="agora-deal-badge">{t('common.flashDeal')}</span>}
    </div>
  );
}
