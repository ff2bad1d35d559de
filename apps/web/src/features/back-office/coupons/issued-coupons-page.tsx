/**
 * The coupons a shop (seller centre) or the mall (admin console) has issued, newest first: a
 * table at a desk, a card per coupon below the md breakpoint (a phone, a tablet with the menu
 * beside), each with its terms as buyers read them, its dates, how many were claimed and used of
 * its quantity, its state, and edit and stop or resume. Adding and editing open the coupon form.
 * The page number lives in the address.
 * @example <IssuedCouponsPage area="admin" title={t('admin.coupons.title')} intro={t('admin.coupons.intro')} />
 */
import type { IssuedCoupon } from '@agora/contract/coupons';
import { Button, Center, Group, Pagination, Paper, ScrollArea, SimpleGrid, Skeleton, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCirclePlus, IconTicket } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/events';
import { localeTag } from '../../../lib/i18n';
import { EmptyState } from '../../system/empty-state';
import type { BackOfficeArea } from '../area';
import { COUPONS_PAGE_SIZE, useIssuedCoupons, useSetCouponActive } from './coupon-api';
import { CouponForm } from './coupon-form';
import { CouponItem, type ItemLayout } from './coupon-item';

export function IssuedCouponsPage({ area, title, intro }: { area: BackOfficeArea; title: string; intro: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useIssuedCoupons(area, page);
  const setActive = useSetCouponActive(area);
  const [form, setForm] = useState<{ opened: boolean; coupon: IssuedCoupon | null }>({ opened: false, coupon: null });
  // Read at once, not after a first paint: a phone would see the table flash.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, { getInitialValueInEffect: false });

  const tag = localeTag(i18n.language);
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(tag);
  const formats = { date: (iso: string) => dateTime.format(new Date(iso)), count: (n: number) => number.format(n) };

  const rows = list.data?.list ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / COUPONS_PAGE_SIZE)) : 1;
  const toggle = (coupon: IssuedCoupon, active: boolean) =>
    setActive.mutate(
      { id: coupon.id, active },
      { onSuccess: () => toast.emit({ kind: 'success', message: t(active ? 'issuedCoupons.resumed' : 'issuedCoupons.stopped', { code: coupon.code }) }) },
    );
  const item = (coupon: IssuedCoupon, layout: ItemLayout) => (
    <CouponItem
      key={coupon.id}
      coupon={coupon}
      layout={layout}
      formats={formats}
      onEdit={() => setForm({ opened: true, coupon })}
      onSetActive={(active) => toggle(coupon, active)}
      busy={setActive.isPending && setActive.variables?.id === coupon.id}
    />
  );

  let content: ReactNode;
  if (list.isPending) content = <Skeleton h={wide ? 240 : 400} radius="md" />;
  else if (list.isError)
    content = (
      <Center p="xl">
        <Text c="dimmed">{t('issuedCoupons.loadFailed')}</Text>
      </Center>
    );
  else if (rows.length === 0)
    content = <EmptyState icon={IconTicket} title={t('issuedCoupons.empty')} body={t('issuedCoupons.emptyBody')} testId="coupons-empty" />;
  else if (wide)
    content = (
      <Paper withBorder radius="md">
        <ScrollArea>
          <Table verticalSpacing="sm" highlightOnHover miw={760} data-testid="coupon-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('issuedCoupons.code')}</Table.Th>
                <Table.Th>{t('issuedCoupons.terms')}</Table.Th>
                <Table.Th>{t('issuedCoupons.dates')}</Table.Th>
                <Table.Th>{t('issuedCoupons.usage')}</Table.Th>
                <Table.Th>{t('issuedCoupons.stateLabel')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map((coupon) => item(coupon, 'row'))}</Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    );
  else
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="coupon-cards">
        {rows.map((coupon) => item(coupon, 'card'))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed" fz="sm" maw={640}>
            {intro}
          </Text>
        </div>
        <Button leftSection={<IconCirclePlus size={16} />} onClick={() => setForm({ opened: true, coupon: null })} data-testid="add-coupon">
          {t('issuedCoupons.add')}
        </Button>
      </Group>
      {content}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(p) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(p));
              return next;
            })
          }
        />
      )}
      <CouponForm area={area} coupon={form.coupon} opened={form.opened} onClose={() => setForm((f) => ({ ...f, opened: false }))} />
    </Stack>
  );
}
