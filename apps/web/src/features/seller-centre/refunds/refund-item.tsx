/**
 * One request on the shop's orders, as a table row at a desk or a card on a phone, both laid out
 * from the same parts: the order number, when asked and by whom; the line (picture, name, options,
 * quantity); the amount back; the type, reason, the buyer's words and pictures (a tap enlarges
 * one); the state with each step's time, a return's logistics number and send-back date, and the
 * reasons written on the way; and the moves it allows now.
 */
import type { Refund } from '@agora/contract/refunds';
import { Badge, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';
import { ZoomableImage } from '../../admin-console/components/zoomable-image';
import { optionsText } from '../../orders/order-lines';
import { useDateTime, useDay } from '../../orders/use-date-time';
import { refundSteps, STATE_COLOR } from '../../refunds/refund-state';
import { RefundMoves, refundMoves } from './refund-moves';

export type ItemLayout = 'row' | 'card';

const STEP_MARK = { marginInlineEnd: 4, verticalAlign: '-1px' } as const;

function Pictures({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const total = refund.images.length;
  if (total === 0) return null;
  return (
    <Group gap={6} mt={4} data-testid="refund-pictures">
      {refund.images.map((src, i) => (
        <ZoomableImage
          key={src}
          src={src}
          alt={t('seller.refunds.pictureOf', { n: i + 1, total, sn: refund.order_sn })}
          label={t('seller.refunds.enlarge', { n: i + 1, total })}
          width={48}
          height={48}
        />
      ))}
    </Group>
  );
}

/**
 * The steps so far, ticked, with their times; then the ones still to come, dimmed behind an open
 * circle (in words alone, "Approved · Refunded" under a request nobody has looked at read as done).
 */
function Steps({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const date = useDateTime();
  return (
    <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="refund-steps">
      {refundSteps(refund).map(({ step, at }) => (
        <Text key={step} component="li" fz="xs" c={at ? undefined : 'dimmed'} className="agora-figure" data-done={at ? true : undefined}>
          {at ? (
            <IconCircleCheckFilled size={12} color="var(--mantine-color-teal-6)" aria-hidden style={STEP_MARK} />
          ) : (
            <IconCircleDashed size={12} aria-hidden style={STEP_MARK} />
          )}
          {t(`seller.refunds.step.${step}`)}
          {/* A time breaks before it, never inside it ("1:06 / PM"). */}
          {at ? (
            <>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>{date(at)}</span>
            </>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}

/** Reasons written after the buyer's: the shop's refusal, the buyer's appeal, the mall's decision. */
function Remarks({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const lines = [
    refund.seller_reason && t('seller.refunds.yourReason', { reason: refund.seller_reason }),
    refund.escalate_reason && t('seller.refunds.escalateReason', { reason: refund.escalate_reason }),
    refund.admin_reason && t('seller.refunds.adminReason', { reason: refund.admin_reason }),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {lines.map((line) => (
        <Text key={line as string} fz="xs" style={{ overflowWrap: 'anywhere' }} data-testid="refund-remark">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function RefundItem({ refund, usd, layout }: { refund: Refund; usd: (cents: number) => string; layout: ItemLayout }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const day = useDay();
  const card = layout === 'card';
  const options = optionsText(refund.options);

  const head = (
    <>
      <Text fz="sm" fw={700} className="agora-figure" data-testid="refund-order-sn">
        {t('seller.refunds.order', { sn: refund.order_sn })}
      </Text>
      <Text fz="xs" c="dimmed" className="agora-figure">
        {date(refund.created_at)}
      </Text>
      <Text fz="xs" style={{ overflowWrap: 'anywhere' }} data-testid="refund-buyer">
        {t('seller.refunds.buyer', { name: refund.buyer_firstname })}
      </Text>
    </>
  );
  const line = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Image src={mediaUrl(refund.image)} alt={refund.product} w={48} h={48} radius="sm" fit="cover" loading="lazy" style={{ flexShrink: 0 }} />
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" lineClamp={3} title={refund.product} data-testid="refund-product">
          {refund.product}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[options, t('seller.refunds.quantity', { n: refund.quantity })].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );
  const amount = (
    <Text fz="sm" fw={700} className="agora-figure" style={{ whiteSpace: 'nowrap' }} data-testid="refund-amount">
      {usd(refund.amount)}
    </Text>
  );
  const ask = (
    <>
      <Group gap={6}>
        <Badge variant="outline" color={refund.type === 'return' ? 'grape' : 'blue'} tt="none" size="sm" data-testid="refund-type">
          {t(`seller.refunds.type.${refund.type}`)}
        </Badge>
        <Text fz="sm" fw={500} data-testid="refund-reason">
          {t(`seller.refunds.reason.${refund.reason}`)}
        </Text>
      </Group>
      {refund.description && (
        <Text fz="xs" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="refund-description">
          {refund.description}
        </Text>
      )}
      <Pictures refund={refund} />
    </>
  );
  const state = (
    <>
      <Badge color={STATE_COLOR[refund.state]} variant="light" tt="none" mb={4} data-testid="refund-state" data-state={refund.state}>
        {t(`seller.refunds.state.${refund.state}`)}
      </Badge>
      <Steps refund={refund} />
      {refund.type === 'return' && refund.log_sn && (
        <Text fz="xs" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="refund-shipping">
          {t('seller.refunds.sentBack', { sn: refund.log_sn, date: day(refund.send_date) })}
        </Text>
      )}
      <Remarks refund={refund} />
    </>
  );
  const moves = <RefundMoves refund={refund} usd={usd} compact={!card} />;

  if (!card) {
    return (
      <Table.Tr data-testid="seller-refund" data-order-sn={refund.order_sn} data-refund-id={refund.id} style={{ verticalAlign: 'top' }}>
        <Table.Td>{head}</Table.Td>
        <Table.Td miw={200} maw={300}>
          {line}
        </Table.Td>
        <Table.Td ta="right">{amount}</Table.Td>
        <Table.Td maw={280}>{ask}</Table.Td>
        <Table.Td>{state}</Table.Td>
        <Table.Td>{moves}</Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Paper component="article" withBorder radius="md" p="sm" data-testid="seller-refund" data-order-sn={refund.order_sn} data-refund-id={refund.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>{head}</div>
        {amount}
      </Group>
      <Stack gap="sm" mt="sm">
        {line}
        <div>{ask}</div>
        <div>{state}</div>
      </Stack>
      {refundMoves(refund).length > 0 && (
        <Group mt="sm" pt="sm" className="sc-card-foot">
          {moves}
        </Group>
      )}
    </Paper>
  );
}
