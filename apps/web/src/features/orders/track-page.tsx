/**
 * `/pages/order/track`: anyone holding an order's number and the email it was placed with sees
 * its status, timeline and lines (the street address and telephone are never shown here). The
 * two live in the address (`?order_sn=&email=`): the buyer's own order opens it filled in and
 * looked up, and a reload shows the same order.
 */
import { Alert, Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useTrackedOrder } from './api';
import { OrderLines } from './order-lines';
import { OrderNumber } from './order-number';
import { useOrderPlace } from './order-place';
import { OrderTimeline } from './order-timeline';
import { StatusBadge } from './status-badge';
import './orders.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Query = { order_sn: string; email: string };

function TrackForm({ initial, onSubmit, pending }: { initial: Query; onSubmit: (query: Query) => void; pending: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Query>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const query = { order_sn: values.order_sn.replace(/\s/g, ''), email: values.email.trim() };
    const found: Partial<Query> = {};
    if (query.order_sn.length < 6) found.order_sn = t('orders.track.snMissing');
    if (!EMAIL.test(query.email)) found.email = t('orders.track.emailMissing');
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(query);
  };
  const field = (name: keyof Query) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((was) => ({ ...was, [name]: value }));
      setErrors((was) => ({ ...was, [name]: undefined }));
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate data-testid="track-form">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('orders.track.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('orders.track.sn')} inputMode="numeric" autoComplete="off" {...field('order_sn')} data-testid="track-sn" />
          <TextInput label={t('orders.track.email')} type="email" autoComplete="email" {...field('email')} data-testid="track-email" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={pending} data-testid="track-submit">
            {t('orders.track.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Tracked({ query }: { query: Query }) {
  const { t } = useTranslation();
  const order = useTrackedOrder(query);
  const place = useOrderPlace(order.data?.address);
  if (order.isPending) return null;
  if (order.error) {
    const notFound = order.error instanceof ApiError && !order.error.isNetwork;
    return (
      <Alert color={notFound ? 'orange' : 'red'} mt="md" data-testid="track-not-found">
        {notFound ? t('orders.track.notFound') : order.error.message}
      </Alert>
    );
  }
  const found = order.data;
  return (
    <Stack gap="md" mt="md" data-testid="track-result">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <OrderNumber sn={found.order_sn} />
            <Group gap={6} wrap="nowrap" mt={2}>
              <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text fz="sm" fw={600} className="agora-truncate">
                {found.shop.name}
              </Text>
            </Group>
            {place && (
              <Group gap={6} wrap="nowrap" mt={2}>
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('orders.track.deliverTo', { place })}
                </Text>
              </Group>
            )}
          </div>
          <StatusBadge order={found} />
        </Group>
        <Box mt="md">
          <OrderTimeline order={found} />
        </Box>
      </Paper>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <OrderLines order={found} />
      </Paper>
    </Stack>
  );
}

export default function TrackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = { order_sn: params.get('order_sn') ?? '', email: params.get('email') ?? '' };
  const query = asked.order_sn && asked.email ? asked : null;
  const tracked = useTrackedOrder(query);

  return (
    <Box maw={760} mx="auto">
      <Title order={1} fz="xl" mb="sm">
        {t('pages.orderTrack')}
      </Title>
      <TrackForm
        // Opened again with another order (from a notice or the history): the fields follow.
        key={`${asked.order_sn}|${asked.email}`}
        initial={asked}
        pending={tracked.isFetching}
        onSubmit={(next) => {
          setParams(next, { replace: true });
          if (query && next.order_sn === query.order_sn && next.email === query.email) void tracked.refetch();
        }}
      />
      {query && <Tracked query={query} />}
    </Box>
  );
}
