/**
 * Shop applications by status (tabs, kept in the address with the page): shop, applicant and
 * date; each row opens the application, where the decision is taken.
 */

import type { FlaggedApplication as AdminApplication } from '@agora/contract/shops';
import { SHOP_APPLICATION_STATUSES, type ShopApplicationStatus } from '@agora/contract/shops';
import { Anchor, Button, Tabs, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { EmptyState } from '../../system/empty-state';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
import { useApplications } from '../api/applications';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { RepeatFlags } from '../components/repeat-flags';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';

const isStatus = (value: string | null): value is ShopApplicationStatus => (SHOP_APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

export default function ApplicationsPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const { date } = useFormats();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ShopApplicationStatus = isStatus(raw) ? raw : 'pending';
  const [page, setPage] = usePageParam();
  const list = useApplications(status, page);
  const detail = (row: AdminApplication) => `${areaPath(`applications/${row.id}`)}?from=${status}`;

  const columns: Column<AdminApplication>[] = [
    {
      key: 'shop',
      label: t('admin.applications.shopName'),
      render: (row) => (
        <>
          <Anchor component={Link} to={detail(row)} fw={600}>
            {row.shop_name}
          </Anchor>
          <RepeatFlags repeats={row.repeats} />
        </>
      ),
    },
    {
      key: 'applicant',
      label: t('admin.applications.applicant'),
      render: (row) => (
        <>
          <Text fz="sm">{row.applicant_name}</Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
            {row.applicant_email}
          </Text>
        </>
      ),
    },
    { key: 'date', label: t('admin.applications.submitted'), nowrap: true, render: (row) => date(row.created_at) },
  ];
  if (status !== 'pending') columns.push({ key: 'reviewed', label: t('admin.applications.reviewed'), nowrap: true, render: (row) => date(row.reviewed_at) });
  if (status === 'rejected') columns.push({ key: 'reason', label: t('admin.applications.reason'), render: (row) => row.reason });

  return (
    <>
      <PageHeader title={t('admin.applications.title')} intro={t('admin.applications.intro')} />
      <Tabs value={status} onChange={(value) => setParams(value && value !== 'pending' ? { status: value } : {})} mb="md" keepMounted={false}>
        <ScrollingTabList active={status}>
          {SHOP_APPLICATION_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`admin.applications.status_${value}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <DataList
        caption={t(`admin.applications.status_${status}`)}
        rows={list.data?.list ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        highlight={(row) => row.repeats.length > 0}
        loading={list.isPending}
        actions={(row) => (
          <Button component={Link} to={detail(row)} size="xs" variant={status === 'pending' ? 'filled' : 'default'}>
            {status === 'pending' ? t('admin.applications.review') : t('admin.applications.view')}
          </Button>
        )}
        empty={
          <EmptyState
            icon={IconBuildingStore}
            title={t(`admin.applications.empty_${status}`)}
            body={t(`admin.applications.emptyBody_${status}`)}
            testId="admin-empty"
          />
        }
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
    </>
  );
}
