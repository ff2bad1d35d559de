/**
 * Refunds: the requests a seller rejected and the buyer escalated to the mall first, then the
 * refunded, the closed (refused by the mall) and all. Each shows the order and line, the buyer, the
 * amount and where it goes back to, the buyer's reason (with their pictures and why they escalated)
 * beside the seller's reason for rejecting it, and its state. An escalated one is approved (paid
 * back at once, even when its shop's balance does not cover the sale taken back: the shop then owes
 * the mall, which a notice naming the shop says) or refused with a reason both sides read. A card
 * refund the provider refused is flagged for settling by hand. Below, the after-sales window.
 */
import type { AdminRefund } from '@agora/contract/refunds';
import { Alert, Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconReceipt2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { optionsText } from '../../orders/order-lines';
import { STATE_COLOR, sellerRefused } from '../../refunds/refund-state';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ZoomableImage } from '../components/zoomable-image';
import { DecisionButtons } from '../money/decided-parts';
import { DecisionModal, type DecisionRequest } from '../money/decision-modal';
import { StateTabs, useStateParam } from '../money/state-tabs';
import { UserCell } from '../money/user-cell';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { AfterSalesForm } from './after-sales-form';
import { useAdminRefunds, useDecideRefund } from './refunds-api';

const TABS = ['escalated', 'refunded', 'closed', 'all'] as const;
const WRAPPING_BADGE = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;
type Tab = (typeof TABS)[number];

/** The buyer's side, and the seller's refusal when there was one (a request the shop accepted or has not seen has none). */
function Reasons({ row }: { row: AdminRefund }) {
  const { t } = useTranslation();
  const total = row.images.length;
  const refused = sellerRefused(row);
  return (
    <SimpleGrid cols={{ base: 1, xs: refused ? 2 : 1 }} spacing="xs" miw={{ base: 0, md: 260 }}>
      <Paper bg="gray.0" p="xs" radius="sm" data-testid="refund-buyer-side">
        <Text fz="xs" c="dimmed" fw={600}>
          {t('admin.refunds.buyerSide')}
        </Text>
        <Text fz="sm" fw={500}>
          {t(`admin.refunds.reason.${row.reason}`)}
        </Text>
        {row.description && (
          <Text fz="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {row.description}
          </Text>
        )}
        {total > 0 && (
          <Group gap={6} mt={4} data-testid="refund-pictures">
            {row.images.map((src, i) => (
              <ZoomableImage key={src} src={src} alt={t('admin.refunds.pictureOf', { n: i + 1, total, sn: row.order_sn })} width={44} height={44} />
            ))}
          </Group>
        )}
        {row.escalate_reason && (
          <Text fz="xs" mt={6} style={{ overflowWrap: 'anywhere' }} data-testid="refund-escalate-reason">
            <Text span fz="xs" c="dimmed">
              {t('admin.refunds.escalateReason')}
            </Text>{' '}
            {row.escalate_reason}
          </Text>
        )}
      </Paper>
      {refused && (
        <Paper bg="gray.0" p="xs" radius="sm" data-testid="refund-seller-side">
          <Text fz="xs" c="dimmed" fw={600}>
            {t('admin.refunds.sellerSide', { shop: row.shop.name })}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="refund-seller-reason">
            {row.seller_reason || t('admin.refunds.noSellerReason')}
          </Text>
        </Paper>
      )}
    </SimpleGrid>
  );
}

/** After an approval that left the shop owing the mall: which shop, and what it owes now (US cents). */
function ShopOwesNotice({ owes, onClose }: { owes: { shop: string; amount: number }; onClose: () => void }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const ref = useRef<HTMLDivElement>(null);
  // The row approved may have been far down the list: the notice is brought into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      mb="md"
      role="status"
      data-testid="refund-shop-owes"
    >
      <Stack gap={4}>
        <Text fz="sm" fw={600} data-testid="refund-shop-owes-text">
          {t('admin.refunds.shopOwes', { shop: owes.shop, amount: usd(owes.amount) })}
        </Text>
        <Text fz="sm">{t('admin.refunds.shopOwesHint')}</Text>
        <Anchor component={Link} to="/admin/books" fz="sm">
          {t('admin.refunds.toBooks')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export default function RefundsPage() {
  const { t } = useTranslation();
  const { date, usd } = useFormats();
  const [tab, setTab] = useStateParam<Tab>(TABS);
  const [page, setPage] = usePageParam();
  const list = useAdminRefunds(tab === 'all' ? undefined : tab, page);
  const decide = useDecideRefund();
  const [deciding, setDeciding] = useState<{ row: AdminRefund; request: DecisionRequest } | null>(null);
  const [owes, setOwes] = useState<{ shop: string; amount: number } | null>(null);

  const subject = (row: AdminRefund) => `${row.order_sn} · ${row.user.firstname || row.user.email} · ${usd(row.amount)}`;
  const open = (row: AdminRefund, approve: boolean) =>
    setDeciding({
      row,
      request: {
        approve,
        subject: subject(row),
        title: t(approve ? 'admin.refunds.approveTitle' : 'admin.refunds.refuseTitle'),
        confirm: t(approve ? 'admin.refunds.approve' : 'admin.refunds.refuse'),
        remarkHint: t('admin.refunds.decisionHint'),
      },
    });

  const columns: Column<AdminRefund>[] = [
    {
      key: 'request',
      label: t('admin.refunds.request'),
      render: (row) => (
        <Stack gap={4}>
          <Group gap={6}>
            <Text fz="sm" fw={700} className="agora-figure" data-testid="refund-order-sn">
              {t('admin.refunds.order', { sn: row.order_sn })}
            </Text>
            <Badge variant="outline" color={row.type === 'return' ? 'grape' : 'blue'} tt="none" size="sm">
              {t(`admin.refunds.type.${row.type}`)}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Image src={mediaUrl(row.image)} alt={row.product} w={40} h={40} radius="sm" fit="cover" loading="lazy" style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={400} lineClamp={2}>
                {row.product}
              </Text>
              <Text fz="xs" c="dimmed" fw={400}>
                {[optionsText(row.options), `× ${row.quantity}`].filter(Boolean).join(' · ')}
              </Text>
            </div>
          </Group>
          <Text fz="xs" c="dimmed" fw={400}>
            {row.shop.name} · {date(row.created_at)}
          </Text>
        </Stack>
      ),
    },
    { key: 'buyer', label: t('admin.refunds.buyer'), render: (row) => <UserCell user={row.user} /> },
    {
      key: 'amount',
      label: t('admin.refunds.amount'),
      nowrap: true,
      render: (row) => (
        <>
          <Text fw={700} fz="sm" className="agora-figure" data-testid="refund-amount">
            {usd(row.amount)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`admin.refunds.to.${row.refund_to}`)}
          </Text>
          {row.card_refund_failed === 1 && (
            <Badge color="red" leftSection={<IconAlertTriangle size={12} />} mt={4} styles={WRAPPING_BADGE} data-testid="refund-card-failed">
              {t('admin.refunds.cardFailed')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'reasons', label: t('admin.refunds.reasons'), render: (row) => <Reasons row={row} /> },
    {
      key: 'state',
      label: t('admin.money.state'),
      render: (row) => (
        <>
          <Badge
            color={STATE_COLOR[row.state]}
            variant="light"
            tt="none"
            // Wraps rather than cut to "Awaitin…" in a narrow column.
            styles={WRAPPING_BADGE}
            data-testid="refund-state"
            data-state={row.state}
          >
            {t(`admin.refunds.state.${row.state}`)}
          </Badge>
          {row.escalated_at && (
            <Text fz="xs" c="dimmed" className="agora-figure">
              {t('admin.refunds.escalatedAt', { date: date(row.escalated_at) })}
            </Text>
          )}
          {row.decided_at && (
            <Text fz="xs" c="dimmed" className="agora-figure">
              {t('admin.refunds.decidedAt', { date: date(row.decided_at) })}
            </Text>
          )}
          {row.admin_reason && (
            <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.admin_reason}
            </Text>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.refunds.title')} intro={t('admin.refunds.intro')} />
      {owes && <ShopOwesNotice key={`${owes.shop}-${owes.amount}`} owes={owes} onClose={() => setOwes(null)} />}
      <StateTabs states={TABS} value={tab} onChange={setTab} label={(s) => t(`admin.refunds.tab.${s}`)} />
      <DataList
        breakpoint="md"
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.refunds.title')}
        highlight={(row) => row.card_refund_failed === 1}
        empty={<EmptyState icon={IconReceipt2} title={t(`admin.refunds.empty.${tab}`)} testId="refunds-empty" />}
        actions={
          tab === 'escalated'
            ? (row) => <DecisionButtons approve={t('admin.refunds.approve')} reject={t('admin.refunds.refuse')} onDecide={(yes) => open(row, yes)} />
            : undefined
        }
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <Stack mt="xl" maw={520}>
        <AfterSalesForm />
      </Stack>
      <DecisionModal
        decision={deciding?.request ?? null}
        busy={decide.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={async ({ remark }) => {
          if (!deciding) return;
          const { row, request } = deciding;
          const decided = await decide.mutateAsync({ id: row.id, approve: request.approve, reason: remark });
          setOwes(request.approve && decided.shop_owes > 0 ? { shop: row.shop.name, amount: decided.shop_owes } : null);
          toast.emit({ kind: 'success', message: t(request.approve ? 'admin.refunds.approved' : 'admin.refunds.refused', { name: subject(row) }) });
        }}
      />
    </>
  );
}
