/** The mall's coupons, good in every shop: the back office's coupon list and form, on the admin's routes. */
import { useTranslation } from 'react-i18next';
import { IssuedCouponsPage } from '../../back-office/coupons/issued-coupons-page';

export default function CouponsPage() {
  const { t } = useTranslation();
  return <IssuedCouponsPage area="admin" title={t('admin.coupons.title')} intro={t('admin.coupons.intro')} />;
}
