/**
 * All shops: search by name, owner or id, filter by state, each with its owner, commission and
 * products on sale. A shop is suspended with a reason (its products leave the storefront, its
 * seller centre turns read-only) and resumed with one; its commission is set here too.
 */
import { ADMIN_SHOP_STATES, type AdminShop } from '@agora/contract/shops-admin';
import { Avatar, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { EmptyState } from '../../system/empty-state';
import { useSetCommission } from '../api/applications';
import { PAGE_SIZE } from '../api/keys';
import { bpsToPercent, readCommission } from '../commission';
import { CommissionInput } from '../components/commission-input';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ReasonModal } from '../components/reason-modal';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { oneOf, useFilterParams } from './filter-params';
import { NameAndEmail } from './name-and-email';
import { SearchBox } from './search-box';
import { useAllShops, useResumeShop, useSuspendShop } from './shops-api';

function CommissionDialog({ shop, onClose }: { shop: AdminShop | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetCommission();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  // A new shop opens with its own rate in the field.
  if (shop && shown !== shop.id) {
    setShown(shop.id);
    setText(shop.commission_bps === null ? '' : bpsToPercent(shop.commission_bps));
    setTried(false);
  }
  const bps = readCommission(text);
  return (
    <Modal opened={shop !== null} onClose={onClose} title={t('admin.shops.commissionTitle', { shop: shop?.name ?? '' })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!shop || bps === undefined) return;
          save.mutate(
            { shopId: shop.id, commissionBps: bps },
            {
              onSuccess: () => {
                toast.emit({ message: t('admin.shops.commissionSaved', { shop: shop.name }), kind: 'success' });
                onClose();
              },
            },
          );
        }}
      >
        <CommissionInput value={text} onChange={setText} defaultBps={shop?.default_commission_bps ?? 0} error={tried && bps === undefined} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('admin.review.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.shops.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

export default function ShopsPage() {
  const { t } = useTranslation();
  const { date, count } = useFormats();
  const [filters, setFilter] = useFilterParams(['q', 'state'] as const);
  const state = oneOf(filters.state, ADMIN_SHOP_STATES);
  const [page, setPage] = usePageParam();
  const list = useAllShops({ q: filters.q || undefined, state }, page);
  const suspend = useSuspendShop();
  const resume = useResumeShop();
  const [deciding, setDeciding] = useState<{ shop: AdminShop; action: 'suspend' | 'resume' } | null>(null);
  const [commission, setCommission] = useState<AdminShop | null>(null);

  const columns: Column<AdminShop>[] = [
    {
      key: 'shop',
      label: t('admin.shops.shop'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Avatar src={row.logo ? mediaUrl(row.logo) : null} alt="" radius="sm" size={36}>
            <IconBuildingStore size={18} />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} data-testid="shop-name" style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Text>
            <Text fz="xs" c="dimmed" className="agora-figure">
              #{row.id} · {date(row.created_at)}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'owner',
      label: t('admin.shops.owner'),
      render: (row) => <NameAndEmail name={row.owner_name} email={row.owner_email} />,
    },
    {
      key: 'commission',
      label: t('admin.shops.commission'),
      nowrap: true,
      render: (row) => (
        <Text fz="sm" className="agora-figure" data-testid="shop-commission">
          {row.commission_bps === null
            ? t('admin.shops.commissionDefault', { rate: bpsToPercent(row.default_commission_bps) })
            : `${bpsToPercent(row.commission_bps)}%`}
        </Text>
      ),
    },
    {
      key: 'products',
      label: t('admin.shops.products'),
      nowrap: true,
      render: (row) => (
        <Text fz="sm" className="agora-figure">
          {t('admin.shops.productCounts', { onSale: count(row.on_sale), total: count(row.products) })}
        </Text>
      ),
    },
    {
      key: 'state',
      label: t('admin.shops.state'),
      render: (row) => (
        <Stack gap={2}>
          <Badge color={row.status === 'suspended' ? 'red' : 'green'} variant="light" tt="none" data-testid="shop-state" data-state={row.status}>
            {t(`admin.shops.state_${row.status === 'suspended' ? 'suspended' : 'active'}`)}
          </Badge>
          {row.status === 'suspended' && (
            <Text fz="xs" style={{ overflowWrap: 'anywhere' }} data-testid="shop-suspended-reason">
              {row.suspended_reason}
              {row.suspended_at && (
                <Text span fz="xs" c="dimmed">
                  {' '}
                  · {date(row.suspended_at)}
                </Text>
              )}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  const decision = deciding?.action === 'suspend' ? suspend : resume;
  return (
    <>
      <PageHeader title={t('admin.shops.title')} intro={t('admin.shops.intro')} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchBox value={filters.q} onSearch={(q) => setFilter('q', q)} label={t('admin.shops.searchLabel')} />
        <Select
          aria-label={t('admin.shops.state')}
          data={[{ value: '', label: t('admin.shops.state_all') }, ...ADMIN_SHOP_STATES.map((s) => ({ value: s, label: t(`admin.shops.state_${s}`) }))]}
          value={state ?? ''}
          onChange={(value) => setFilter('state', value ?? '')}
          allowDeselect={false}
          w={{ base: 160, sm: 190 }}
        />
      </Group>
      <DataList
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.shops.title')}
        breakpoint="md"
        highlight={(row) => row.status === 'suspended'}
        empty={<EmptyState icon={IconBuildingStore} title={t('admin.shops.empty')} body={t('admin.shops.emptyBody')} />}
        actions={(row) => (
          <>
            <Button size="xs" variant="default" onClick={() => setCommission(row)}>
              {t('admin.shops.setCommission')}
            </Button>
            {row.status === 'suspended' ? (
              <Button size="xs" color="green" onClick={() => setDeciding({ shop: row, action: 'resume' })}>
                {t('admin.shops.resume')}
              </Button>
            ) : (
              <Button size="xs" color="red" variant="light" onClick={() => setDeciding({ shop: row, action: 'suspend' })}>
                {t('admin.shops.suspend')}
              </Button>
            )}
          </>
        )}
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <ReasonModal
        key={deciding ? `${deciding.action}-${deciding.shop.id}` : 'closed'}
        opened={deciding !== null}
        title={deciding ? t(`admin.shops.${deciding.action}Title`, { shop: deciding.shop.name }) : ''}
        subject={deciding ? t(`admin.shops.${deciding.action}Subject`) : ''}
        confirm={deciding ? t(`admin.shops.${deciding.action}`) : undefined}
        color={deciding?.action === 'resume' ? 'green' : 'red'}
        busy={decision.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={(reason) => {
          if (!deciding) return;
          const { shop, action } = deciding;
          decision.mutate(
            { id: shop.id, reason },
            {
              onSuccess: () => {
                toast.emit({ message: t(`admin.shops.${action}Done`, { shop: shop.name }), kind: 'success' });
                setDeciding(null);
              },
            },
          );
        }}
      />
      <CommissionDialog shop={commission} onClose={() => setCommission(null)} />
    </>
  );
}
