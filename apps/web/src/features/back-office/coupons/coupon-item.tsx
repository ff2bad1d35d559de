/**
 * One issued coupon in the list, as a table row at a desk or a card on a phone, laid out from the
 * same parts (code, terms, dates, how many were claimed and used of the quantity, state, edit and
 * stop or resume), so both always say the same.
 */
import type { IssuedCoupon } from '@agora/contract/coupons';
import { Badge, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCouponTerms } from '../../coupons/coupon-terms';
import { type CouponState, couponState } from './coupon-draft';

export type ItemLayout = 'row' | 'card';

const STATE_COLORS: Record<CouponState, string> = { scheduled: 'blue', running: 'green', ended: 'gray', stopped: 'red' };

interface Props {
  coupon: IssuedCoupon;
  layout: ItemLayout;
  /** Dates and counts in the reader's language. */
  formats: { date: (iso: string) => string; count: (n: number) => string };
  onEdit: () => void;
  onSetActive: (active: boolean) => void;
  /** Its stop or resume is on its way. */
  busy: boolean;
}

export function CouponItem({ coupon, layout, formats, onEdit, onSetActive, busy }: Props) {
  const { t } = useTranslation();
  const termsOf = useCouponTerms();
  const terms = termsOf(coupon);
  const state = couponState(coupon);
  const card = layout === 'card';

  const code = (
    <Text fw={700} ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="coupon-code-cell">
      {coupon.code}
    </Text>
  );
  const termsLine = (
    <div>
      <Text fz="sm" fw={500}>
        {terms.title}
      </Text>
      {terms.condition && (
        <Text fz="xs" c="dimmed">
          {terms.condition}
        </Text>
      )}
    </div>
  );
  const dates = (
    <Text fz="xs" className="agora-tabular">
      {formats.date(coupon.starts_at)}
      <br />
      {t('issuedCoupons.until', { date: formats.date(coupon.ends_at) })}
    </Text>
  );
  const share = (n: number) => (coupon.quantity > 0 ? Math.min(100, (n / coupon.quantity) * 100) : 0);
  const usage = (
    <Stack gap={4} miw={card ? undefined : 140} data-testid="coupon-usage">
      <Text fz="xs" className="agora-tabular">
        {t('issuedCoupons.claimedOf', { claimed: formats.count(coupon.claimed), quantity: formats.count(coupon.quantity) })}
        {' · '}
        {t('issuedCoupons.usedCount', { used: formats.count(coupon.used) })}
      </Text>
      <Progress.Root size="sm" aria-label={t('issuedCoupons.usage')}>
        {/* Used is a part of claimed: the darker part of the bar. */}
        <Progress.Section value={share(coupon.used)} color="orange.8" />
        <Progress.Section value={share(coupon.claimed - coupon.used)} color="orange.4" />
      </Progress.Root>
    </Stack>
  );
  const badge = (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="coupon-state" data-state={state}>
      {t(`issuedCoupons.state.${state}`)}
    </Badge>
  );
  const size = card ? 'sm' : 'compact-sm';
  const actions = (
    <>
      <Button variant={card ? 'light' : 'subtle'} size={size} onClick={onEdit} aria-label={`${t('issuedCoupons.edit')}: ${coupon.code}`}>
        {t('issuedCoupons.edit')}
      </Button>
      {state !== 'ended' &&
        (coupon.active ? (
          <Button variant="subtle" color="red" size={size} leftSection={<IconPlayerPause size={14} />} onClick={() => onSetActive(false)} loading={busy}>
            {t('issuedCoupons.stop')}
          </Button>
        ) : (
          <Button variant="subtle" color="green" size={size} leftSection={<IconPlayerPlay size={14} />} onClick={() => onSetActive(true)} loading={busy}>
            {t('issuedCoupons.resume')}
          </Button>
        ))}
    </>
  );

  if (!card) {
    return (
      <Table.Tr data-testid="coupon-row" data-code={coupon.code}>
        <Table.Td>{code}</Table.Td>
        <Table.Td maw={280}>{termsLine}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates}</Table.Td>
        <Table.Td>{usage}</Table.Td>
        <Table.Td>{badge}</Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {actions}
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Paper component="article" withBorder radius="md" p="sm" data-testid="coupon-row" data-code={coupon.code} aria-label={coupon.code}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        {code}
        {badge}
      </Group>
      <Stack gap={8} mt={6}>
        {termsLine}
        {dates}
        {usage}
      </Stack>
      <Group justify="space-between" wrap="nowrap" gap="sm" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {actions}
      </Group>
    </Paper>
  );
}
