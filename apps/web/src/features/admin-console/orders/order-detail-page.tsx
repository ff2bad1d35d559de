/**
 * One order as an operator sees it: its state and money (and where a cancelled order's money went),
 * the buyer, shop, address and lines, its timeline, the journal entries that moved its money, and
 * the operators' notes. The mall's actions: cancel with a reason (asked in a modal; the buyer and
 * the shop read it), confirm a shipped order delivered (asked again), and add a note.
 */
import type { AdminOrderDetail } from '@agora/contract/orders-admin';
import { Alert, Anchor, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, Timeline, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconNote, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/events';
import { useAreaPath } from '../../back-office/area-base';
import { ReasonModal } from '../components/reason-modal';
import { UserCell } from '../money/user-cell';
import { useFormats } from '../use-formats';
import { OrderStateBadges } from './order-state';
import { useAddOrderNote, useAdminOrder, useCancelOrder, useDeliverOrder } from './orders-api';

const WRAP = { overflowWrap: 'anywhere' } as const;

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" ta="right" className="agora-figure" style={WRAP}>
        {children}
      </Text>
    </Group>
  );
}

function MoneyBack({ back }: { back: NonNullable<AdminOrderDetail['money_back']> }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const color = back.state === 'done' ? 'green' : back.state === 'owed' ? 'yellow' : 'red';
  return (
    <Alert color={color} variant="light" mb="md" data-testid="order-money-back" data-state={back.state}>
      {t(`admin.orders.moneyBack.${back.state}`, { amount: usd(back.amount), to: t(`admin.orders.moneyBack.to_${back.to}`) })}
    </Alert>
  );
}

function Summary({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { usd, date } = useFormats();
  const { order } = detail;
  return (
    <Section title={t('admin.orders.summary')}>
      <Stack gap={6}>
        <Row label={t('admin.orders.placed')}>{date(order.date)}</Row>
        <Row label={t('admin.orders.shop')}>{order.shop.name}</Row>
        <Row label={t('admin.orders.payment')}>{t(`admin.orders.method.${order.payment_method}`)}</Row>
        <Row label={t('admin.orders.goods')}>{usd(order.price)}</Row>
        {order.discount > 0 && <Row label={t('admin.orders.discount')}>−{usd(order.discount)}</Row>}
        <Row label={t('admin.orders.shipping')}>{usd(order.shipping_fee)}</Row>
        <Row label={t('admin.orders.tax')}>{usd(order.tax)}</Row>
        <Row label={t('admin.orders.total')}>
          <Text span fw={700} fz="sm" data-testid="order-total">
            {usd(order.actual_pay)}
          </Text>
        </Row>
        {detail.refunded_amount > 0 && <Row label={t('admin.orders.refunded')}>{usd(detail.refunded_amount)}</Row>}
        {order.remark && <Row label={t('admin.orders.remark')}>{order.remark}</Row>}
        {order.cancel_remark && (
          <Row label={t('admin.orders.cancelRemark')}>
            <span data-testid="order-cancel-remark">{order.cancel_remark}</span>
          </Row>
        )}
      </Stack>
    </Section>
  );
}

function Customer({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { order } = detail;
  const a = order.address;
  return (
    <Section title={t('admin.orders.buyerAndAddress')}>
      <UserCell user={detail.buyer} />
      <Text fz="sm" mt="sm" fw={600} style={WRAP}>
        {order.customer_name}
      </Text>
      <Text fz="sm" style={WRAP}>
        {order.telephone} · {order.email}
      </Text>
      <Text fz="sm" style={WRAP}>
        {[a.address, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', ')}
      </Text>
      {order.log_sn && (
        <Text fz="sm" mt="xs" style={WRAP}>
          {t('admin.orders.parcel', { carrier: order.arrival_method, log_sn: order.log_sn })}
        </Text>
      )}
    </Section>
  );
}

function Lines({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  return (
    <Section title={t('admin.orders.lines')}>
      <Stack gap="xs">
        {detail.order.products.map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={500} lineClamp={2}>
                {line.name}
              </Text>
              <Text fz="xs" c="dimmed" style={WRAP}>
                {[line.sku, ...Object.values(line.options)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Text fz="sm" className="agora-figure" style={{ whiteSpace: 'nowrap' }}>
              {usd(line.price)} × {line.quantity}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function OrderTimeline({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <Section title={t('admin.orders.timeline')} testId="order-timeline">
      <Timeline active={detail.timeline.length} bulletSize={14} lineWidth={2}>
        {detail.timeline.map((event, i) => (
          <Timeline.Item
            key={`${event.kind}-${event.at}-${i}`}
            title={
              <Text fz="sm" fw={600} data-testid="timeline-event" data-kind={event.kind}>
                {t(`admin.orders.event.${event.kind}`)}
              </Text>
            }
          >
            <Text fz="xs" c="dimmed" className="agora-figure">
              {date(event.at)}
              {event.author ? ` · ${event.author}` : ''}
            </Text>
            {event.text && (
              <Text fz="sm" style={{ ...WRAP, whiteSpace: 'pre-line' }}>
                {event.kind === 'paid' ? t(`admin.orders.method.${event.text}`, { defaultValue: event.text }) : event.text}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

function Ledger({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { date, signedUsd } = useFormats();
  return (
    <Section title={t('admin.orders.ledger')} testId="order-ledger">
      {detail.ledger.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('admin.orders.noLedger')}
        </Text>
      ) : (
        <Stack gap="md">
          {detail.ledger.map((entry) => (
            <div key={entry.id} data-testid="ledger-entry" data-kind={entry.kind}>
              <Group justify="space-between" gap="xs">
                <Text fz="sm" fw={600}>
                  {t(`admin.orders.entry.${entry.kind}`, { defaultValue: entry.kind })}
                </Text>
                <Text fz="xs" c="dimmed" className="agora-figure" style={WRAP}>
                  {entry.reference} · {date(entry.created_at)}
                </Text>
              </Group>
              <Table fz="sm" withRowBorders={false} verticalSpacing={2} aria-label={entry.reference}>
                <Table.Tbody>
                  {entry.postings.map((posting, i) => (
                    <Table.Tr key={`${posting.account}-${i}`}>
                      <Table.Td style={WRAP}>
                        <Text span fz="sm">
                          {t(`admin.orders.account.${posting.type}`, { defaultValue: posting.type })}
                        </Text>{' '}
                        <Text span fz="xs" c="dimmed" ff="monospace">
                          {posting.account}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" className="agora-figure" style={{ whiteSpace: 'nowrap' }} c={posting.amount < 0 ? 'red.8' : undefined}>
                        {signedUsd(posting.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Notes({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const add = useAddOrderNote();
  const [body, setBody] = useState('');
  const notes = detail.notes.filter((note) => note.kind === 'note');
  return (
    <Section title={t('admin.orders.notes')} testId="order-notes">
      <Stack gap="sm">
        {notes.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('admin.orders.noNotes')}
          </Text>
        )}
        {notes.map((note) => (
          <Paper key={note.id} bg="gray.0" p="xs" radius="sm" data-testid="order-note">
            <Text fz="sm" style={{ ...WRAP, whiteSpace: 'pre-line' }}>
              {note.body}
            </Text>
            <Text fz="xs" c="dimmed" className="agora-figure">
              {note.author?.firstname || note.author?.email || t('admin.orders.someone')} · {date(note.created_at)}
            </Text>
          </Paper>
        ))}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const text = body.trim();
            if (!text) return;
            add.mutate({ id: detail.order.id, body: text }, { onSuccess: () => setBody('') });
          }}
        >
          <Textarea
            label={t('admin.orders.newNote')}
            description={t('admin.orders.noteHint')}
            autosize
            minRows={2}
            maxLength={2000}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            data-testid="order-note-input"
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" size="sm" leftSection={<IconNote size={16} />} loading={add.isPending} disabled={!body.trim()}>
              {t('admin.orders.addNote')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Section>
  );
}

export default function OrderDetailPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const id = Number(useParams().id) || 0;
  const detail = useAdminOrder(id);
  const cancel = useCancelOrder();
  const deliver = useDeliverOrder();
  const [cancelling, setCancelling] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const back = (
    <Anchor component={Link} to={areaPath('orders')} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('admin.orders.back')}
      </Group>
    </Anchor>
  );

  if (detail.isPending) return <Skeleton height={400} radius="md" />;
  if (!detail.data)
    return (
      <Stack>
        {back}
        <Text>{t('admin.orders.notFound')}</Text>
      </Stack>
    );
  const data = detail.data;
  const { order } = data;
  const subject = `${order.order_sn} · ${data.buyer.firstname || data.buyer.email}`;

  return (
    <>
      {back}
      <Group justify="space-between" align="flex-end" my="md" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2" className="agora-figure" style={WRAP} data-testid="order-title">
            {t('admin.orders.orderTitle', { sn: order.order_sn })}
          </Title>
          <OrderStateBadges order={order} />
        </div>
        <Group gap="xs">
          {data.actions.deliver && (
            <Button leftSection={<IconTruckDelivery size={16} />} variant="light" onClick={() => setDelivering(true)} data-testid="order-deliver">
              {t('admin.orders.deliver')}
            </Button>
          )}
          {data.actions.cancel && (
            <Button leftSection={<IconX size={16} />} color="red" variant="light" onClick={() => setCancelling(true)} data-testid="order-cancel">
              {t('admin.orders.cancel')}
            </Button>
          )}
        </Group>
      </Group>
      {data.card_refund_failed && (
        <Alert color="red" variant="light" mb="md">
          {t('admin.orders.refundFailedHint')}
        </Alert>
      )}
      {data.money_back && <MoneyBack back={data.money_back} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Summary detail={data} />
          <Customer detail={data} />
          <Lines detail={data} />
        </Stack>
        <Stack gap="md">
          <OrderTimeline detail={data} />
          <Notes detail={data} />
          <Ledger detail={data} />
        </Stack>
      </SimpleGrid>
      <ReasonModal
        key={cancelling ? 'cancel-open' : 'cancel-closed'}
        opened={cancelling}
        title={t('admin.orders.cancelTitle')}
        subject={subject}
        confirm={t('admin.orders.cancelConfirm')}
        hint={t('admin.orders.cancelHint')}
        busy={cancel.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) =>
          cancel.mutate(
            { id: order.id, reason },
            {
              onSuccess: () => {
                toast.emit({ kind: 'success', message: t('admin.orders.cancelled', { sn: order.order_sn }) });
                setCancelling(false);
              },
            },
          )
        }
      />
      <Modal opened={delivering} onClose={() => setDelivering(false)} title={t('admin.orders.deliverTitle')} centered>
        <Text fz="sm" mb="sm" style={WRAP}>
          {subject}
        </Text>
        <Text fz="sm">{t('admin.orders.deliverHint')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDelivering(false)} disabled={deliver.isPending}>
            {t('admin.review.cancel')}
          </Button>
          <Button
            leftSection={<IconCircleCheck size={16} />}
            loading={deliver.isPending}
            onClick={() =>
              deliver.mutate(
                { id: order.id },
                {
                  onSuccess: () => {
                    toast.emit({ kind: 'success', message: t('admin.orders.delivered', { sn: order.order_sn }) });
                    setDelivering(false);
                  },
                },
              )
            }
            data-testid="order-deliver-confirm"
          >
            {t('admin.orders.deliverConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
