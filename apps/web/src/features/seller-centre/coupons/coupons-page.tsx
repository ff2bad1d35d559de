/** The shop's coupons: the back office's coupon list and form, on the seller's own routes. */
import { useTranslation } from 'react-i18next';
import { IssuedCouponsPage } from '../../back-office/coupons/issued-coupons-page';

export default function CouponsPage() {
  const { t } = useTranslation();
  return <IssuedCouponsPage area="seller" title={t('seller.coupons.title')} intro={t('seller.coupons.intro')} />;
}
