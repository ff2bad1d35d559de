/**
 * A coupon as a ticket: the money off large on a coloured stub (whose coupon it is under it: the
 * shop's name or "Mall coupon"), then the condition, the end date, an optional note (why it does
 * not apply, when it was used) and the page's action (claim, use, choose).
 * @example <CouponTicket coupon={coupon} action={<ClaimButton coupon={coupon} />} />
 */
import type { CouponTerms as Coupon } from '@agora/contract/coupons';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCouponTerms } from './coupon-terms';
import { WholeAmounts } from './whole-amounts';
import './coupons.css';

export type TicketCoupon = Pick<Coupon, 'kind' | 'value' | 'max_discount' | 'min_spend' | 'ends_at' | 'shop_id' | 'shop_name' | 'code'>;

export function CouponTicket({
  coupon,
  action,
  note,
  muted = false,
  compact = false,
  showCode = false,
  testId = 'coupon-ticket',
}: {
  coupon: TicketCoupon;
  action?: ReactNode;
  /** A line under the terms: a reason in red, a date it was used. */
  note?: ReactNode;
  /** Greyed: used, ended, or not applicable here. */
  muted?: boolean;
  /** The smaller ticket of the product and shop pages' strip. */
  compact?: boolean;
  showCode?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const terms = useCouponTerms()(coupon);
  const mall = coupon.shop_id === null;
  return (
    <div
      className="agora-ticket"
      data-mall={mall ? '' : undefined}
      data-muted={muted ? '' : undefined}
      data-compact={compact ? '' : undefined}
      data-testid={testId}
      data-code={coupon.code}
    >
      <div className="agora-ticket-stub">
        <span className="agora-ticket-title" data-long={terms.title.length > 11 ? '' : undefined} data-testid="coupon-title">
          <WholeAmounts text={terms.title} amounts={terms.amounts} />
        </span>
        <span className="agora-ticket-whose">{mall ? t('coupons.mall') : coupon.shop_name}</span>
      </div>
      <div className="agora-ticket-body">
        <Text fz="sm" fw={600} lh={1.3} data-testid="coupon-condition">
          <WholeAmounts text={terms.condition} amounts={terms.amounts} />
        </Text>
        {showCode && (
          <Text fz="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="coupon-code">
            {t('coupons.code', { code: coupon.code })}
          </Text>
        )}
        <div className="agora-ticket-foot">
          <Text fz="xs" c="dimmed" lh={1.3} className="agora-ticket-ends">
            {terms.ends}
          </Text>
          {action}
        </div>
        {note}
      </div>
    </div>
  );
}
