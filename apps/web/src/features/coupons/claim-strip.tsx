/**
 * The coupons a product or shop page offers (the shop's and the mall's), as a row of tickets
 * under the price or the shop's header, each with "Claim"; nothing at all while there are none.
 * A claimed coupon says so and where it is used (checkout). A guest is asked to log in, told why,
 * and brought back with the coupon claimed (session/login-intent.ts). A refusal (2000003: none
 * left, held already, ended) is a toast in the buyer's words, and the row is fetched again.
 * @example <ClaimStrip shopId={product.shop.id} />
 */
import type { ClaimableCoupon } from '@agora/contract/coupons';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/events';
import { askToLogIn } from '../session/login-intent';
import { hereOf } from '../session/login-link';
import { useHasLogin } from '../session/session-store';
import { useClaimCoupon, useOfferedCoupons } from './api';
import { couponRefusalText } from './coupon-refusal';
import { CouponTicket } from './coupon-ticket';

function ClaimButton({ coupon }: { coupon: ClaimableCoupon }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const hasLogin = useHasLogin();
  const claim = useClaimCoupon();

  if (coupon.claimed) {
    return (
      <Group gap={4} wrap="nowrap" c="teal.8" style={{ flexShrink: 0 }} data-testid="coupon-claimed">
        <IconCircleCheck size={16} aria-hidden />
        <Text fz="sm" fw={700}>
          {t('coupons.claimed')}
        </Text>
      </Group>
    );
  }

  const onClaim = () => {
    if (claim.isPending) return;
    if (!hasLogin) {
      askToLogIn(navigate, { returnTo: hereOf(location), reason: 'coupon', action: { type: 'coupon.claim', couponId: coupon.id } });
      return;
    }
    claim.mutate(coupon.id, {
      onSuccess: () => toast.emit({ message: t('coupons.claimedToast'), kind: 'success' }),
      onError: (error) => toast.emit({ message: couponRefusalText(error), kind: 'error' }),
    });
  };
  return (
    <Button size="compact-sm" onClick={onClaim} loading={claim.isPending} style={{ flexShrink: 0 }} data-testid="coupon-claim">
      {t('coupons.claim')}
    </Button>
  );
}

/** Shown before "view all": a row's worth, so the strip never pushes the page's buttons far down. */
const FIRST = 4;

export function ClaimStrip({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const offered = useOfferedCoupons(shopId);
  const headingId = useId();
  const [all, setAll] = useState(false);
  const coupons = offered.data ?? [];
  if (coupons.length === 0) return null;
  const shown = all ? coupons : coupons.slice(0, FIRST);
  return (
    <section aria-labelledby={headingId} data-testid="coupon-strip">
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap">
          <IconTicket size={18} stroke={1.7} color="var(--mantine-color-orange-8)" aria-hidden />
          <Title order={2} fz="sm" id={headingId}>
            {t('coupons.stripTitle')}
          </Title>
        </Group>
        {coupons.length > FIRST && (
          <Anchor component="button" type="button" fz="sm" onClick={() => setAll(!all)} aria-expanded={all} data-testid="coupon-strip-all">
            {all ? t('coupons.showFewer') : t('coupons.showAll', { n: coupons.length })}
          </Anchor>
        )}
      </Group>
      <div className="agora-coupon-strip">
        {shown.map((coupon) => (
          <CouponTicket
            key={coupon.id}
            coupon={coupon}
            compact
            action={<ClaimButton coupon={coupon} />}
            note={
              coupon.claimed ? (
                <Text fz="xs" c="teal.8" data-testid="coupon-use-at-checkout">
                  {t('coupons.useAtCheckout')}
                </Text>
              ) : undefined
            }
          />
        ))}
      </div>
    </section>
  );
}
