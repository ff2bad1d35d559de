/**
 * One request as a card: the shop and order, its state; the item (picture, name, options, the
 * quantity asked for), the amount back in the buyer's currency and where it goes; the type and
 * reason, the buyer's words and pictures, the seller's reason when rejected, the mall's when it
 * decided, the return's tracking; its steps; and what the buyer may do now (each asks first).
 */
import type { Refund } from '@agora/contract/refunds';
import { Alert, Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconBuildingStore, IconScale, IconTruckReturn, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { usePrice } from '../locale/use-price';
import { detailPath } from '../orders/detail-path';
import { optionsText } from '../orders/order-lines';
import { useDateTime, useDay } from '../orders/use-date-time';
import { RefundBadge } from './refund-badge';
import { RefundStepDialog } from './refund-dialogs';
import { type RefundAction, refundActions } from './refund-state';
import { RefundTimeline } from './refund-timeline';
import './refunds.css';

const ACTION_ICON = { schedule: IconTruckReturn, escalate: IconScale, cancel: IconX } as const;

export function RefundCard({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const price = usePrice();
  const date = useDateTime();
  const day = useDay();
  const [open, setOpen] = useState<RefundAction | null>(null);
  const actions = refundActions(refund);
  const options = optionsText(refund.options);
  const product = `/pages/prouduct/detail?id=${refund.product_id}`;
  const final = refund.state === 'refunded';

  return (
    <Paper component="article" withBorder radius="md" className="refunds-card" data-testid="refund-card" data-id={refund.id} data-state={refund.state}>
      <div className="refunds-head">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBuildingStore size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} fz="sm" className="agora-truncate">
            {refund.shop.name}
          </Text>
        </Group>
        <RefundBadge state={refund.state} />
      </div>
      <div className="refunds-item">
        <Link to={product} tabIndex={-1} aria-hidden>
          <img src={mediaUrl(refund.image)} alt="" width={64} height={64} loading="lazy" />
        </Link>
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={product} c="dark" fz="sm" className="agora-clamp-2" underline="hover" data-testid="refund-product">
            {refund.product}
          </Anchor>
          {options && (
            <Text fz="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
              {options}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Badge variant="outline" color={refund.type === 'return' ? 'blue' : 'gray'} tt="none" size="sm" data-testid="refund-type">
              {t(`refunds.type.${refund.type}`)}
            </Badge>
            <Text fz="xs" c="dimmed" className="agora-figure" data-testid="refund-quantity">
              {t('refunds.card.quantity', { n: refund.quantity })}
            </Text>
          </Group>
        </div>
        <div className="refunds-amount">
          <Text fz="xs" c="dimmed">
            {t(final ? 'refunds.card.refunded' : 'refunds.card.amount')}
          </Text>
          <Text fw={700} c="orange.8" className="agora-figure" data-testid="refund-amount">
            {price(refund.amount)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`refunds.card.refundTo.${refund.refund_to}`)}
          </Text>
        </div>
      </div>
      <div className="refunds-body">
        <div style={{ minWidth: 0 }}>
          <dl className="refunds-facts">
            <dt>{t('refunds.card.order')}</dt>
            <dd>
              <Anchor component={Link} to={detailPath(refund.order_id)} fz="sm" className="agora-figure" data-testid="refund-order">
                {refund.order_sn}
              </Anchor>
            </dd>
            <dt>{t('refunds.card.reason')}</dt>
            <dd data-testid="refund-reason">{t(`refunds.reasons.${refund.reason}`)}</dd>
            {refund.description && (
              <>
                <dt>{t('refunds.card.description')}</dt>
                <dd>{refund.description}</dd>
              </>
            )}
            {refund.log_sn && (
              <>
                <dt>{t('refunds.card.tracking')}</dt>
                <dd className="agora-figure" data-testid="refund-log-sn">
                  {refund.send_date ? t('refunds.card.trackingOn', { sn: refund.log_sn, date: day(refund.send_date) }) : refund.log_sn}
                </dd>
              </>
            )}
          </dl>
          {refund.images.length > 0 && (
            <ul className="refunds-pictures" aria-label={t('refunds.card.pictures')}>
              {refund.images.map((path, i) => (
                <li key={path}>
                  <a href={mediaUrl(path)} target="_blank" rel="noreferrer">
                    <img
                      className="refunds-thumb"
                      src={mediaUrl(path)}
                      alt={t('orders.reviewForm.photo', { n: i + 1 })}
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {refund.seller_reason && (
            <Alert color="red" variant="light" mt="sm" p="xs" title={t('refunds.card.sellerReason')} data-testid="refund-seller-reason">
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {refund.seller_reason}
              </Text>
            </Alert>
          )}
          {refund.escalate_reason && (
            <Text fz="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" fz="sm">
                {t('refunds.card.yourAppeal')}:{' '}
              </Text>
              {refund.escalate_reason}
            </Text>
          )}
          {refund.admin_reason && (
            <Alert
              color={refund.state === 'closed' ? 'gray' : 'teal'}
              variant="light"
              mt="sm"
              p="xs"
              title={t('refunds.card.mallReason')}
              data-testid="refund-mall-reason"
            >
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {refund.admin_reason}
              </Text>
            </Alert>
          )}
          {refund.card_refund_failed === 1 && (
            <Alert color="orange" variant="light" mt="sm" p="xs">
              {t('refunds.card.cardFailed')}
            </Alert>
          )}
        </div>
        <RefundTimeline refund={refund} />
      </div>
      <div className="refunds-foot">
        <Text fz="xs" c="dimmed" className="agora-figure">
          {t('refunds.card.requestedOn', { date: date(refund.created_at) })}
        </Text>
        {actions.length > 0 && (
          <Group gap="xs" justify="flex-end" data-testid="refund-actions">
            {[...actions].reverse().map((action) => {
              const Icon = ACTION_ICON[action];
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'cancel' ? 'default' : 'filled'}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => setOpen(action)}
                  data-testid={`refund-${action}`}
                >
                  {t(`refunds.action.${action}`)}
                </Button>
              );
            })}
          </Group>
        )}
      </div>
      {open && <RefundStepDialog action={open} refund={refund} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
