/**
 * Users: search by name, e-mail, phone or id, filter by role, state and sign-up day (all kept in
 * the address with the page, so a reload or a link shows the same rows); each row opens the
 * user's page.
 */
import { ROLES, type Role } from '@agora/contract/auth';
import type { AdminUser, UserStateFilter } from '@agora/contract/users-admin';
import { USER_STATE_FILTERS } from '@agora/contract/users-admin';
import { Anchor, Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { UserCell } from '../money/user-cell';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { RoleBadges, StateBadges } from './user-badges';
import { type UserSearch, useUserList } from './users-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The search as the address holds it. */
function useSearch(): [UserSearch, (next: UserSearch) => void] {
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const search: UserSearch = {
    q: params.get('q')?.trim() || undefined,
    role: oneOf<Role>(ROLES, params.get('role')),
    state: oneOf<UserStateFilter>(USER_STATE_FILTERS, params.get('state')),
    from: day('from'),
    to: day('to'),
    page,
  };
  const set = (next: UserSearch) => {
    const updated = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== undefined && value !== '' && key !== 'page') updated.set(key, String(value));
    setParams(updated);
  };
  return [search, set];
}

export default function UsersPage() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const areaPath = useAreaPath();
  const [search, setSearch] = useSearch();
  const [, setPage] = usePageParam();
  const [q, setQ] = useState(search.q ?? '');
  useEffect(() => setQ(search.q ?? ''), [search.q]);
  const list = useUserList(search, PAGE_SIZE);
  const filtered = Boolean(search.q || search.role || search.state || search.from || search.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...search, q: q.trim() || undefined });
  };
  const change = (key: keyof UserSearch, value: string | null) => setSearch({ ...search, q: q.trim() || undefined, [key]: value || undefined });

  const columns: Column<AdminUser>[] = [
    {
      key: 'user',
      label: t('admin.users.user'),
      render: (row) => (
        <Anchor component={Link} to={areaPath(`users/${row.id}`)} underline="never" c="inherit" data-testid="user-link">
          <UserCell user={row} />
        </Anchor>
      ),
    },
    { key: 'phone', label: t('admin.users.phone'), nowrap: true, render: (row) => row.phone || '—' },
    { key: 'roles', label: t('admin.users.roles'), render: (row) => <RoleBadges roles={row.roles} /> },
    { key: 'state', label: t('admin.users.state'), render: (row) => <StateBadges user={row} /> },
    { key: 'since', label: t('admin.users.signedUp'), nowrap: true, render: (row) => date(row.created_at) },
  ];

  return (
    <>
      <PageHeader title={t('admin.users.title')} intro={t('admin.users.intro')} />
      <form onSubmit={submit} aria-label={t('admin.users.searchLabel')}>
        <Grid gap="sm" mb="md">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <TextInput
              label={t('admin.users.search')}
              placeholder={t('admin.users.searchHint')}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maxLength={100}
              rightSection={<IconSearch size={16} aria-hidden />}
              data-testid="user-search"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 2 }}>
            <Select
              label={t('admin.users.role')}
              placeholder={t('admin.users.any')}
              data={ROLES.map((role) => ({ value: role, label: t(`admin.users.role_${role}`) }))}
              value={search.role ?? null}
              onChange={(value) => change('role', value)}
              clearable
              data-testid="user-role-filter"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 2 }}>
            <Select
              label={t('admin.users.state')}
              placeholder={t('admin.users.any')}
              data={USER_STATE_FILTERS.map((state) => ({ value: state, label: t(`admin.users.state_${state}`) }))}
              value={search.state ?? null}
              onChange={(value) => change('state', value)}
              clearable
              data-testid="user-state-filter"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 2 }}>
            <TextInput
              type="date"
              label={t('admin.users.from')}
              value={search.from ?? ''}
              max={search.to}
              onChange={(event) => change('from', event.currentTarget.value)}
              data-testid="user-from"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 2 }}>
            <TextInput
              type="date"
              label={t('admin.users.to')}
              value={search.to ?? ''}
              min={search.from}
              onChange={(event) => change('to', event.currentTarget.value)}
              data-testid="user-to"
            />
          </Grid.Col>
        </Grid>
        <Group gap="xs" mb="md">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} data-testid="user-search-submit">
            {t('admin.users.find')}
          </Button>
          {filtered && (
            <Button variant="subtle" onClick={() => setSearch({})}>
              {t('admin.users.clear')}
            </Button>
          )}
        </Group>
      </form>
      <DataList
        caption={t('admin.users.title')}
        rows={list.data?.list ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        actions={(row) => (
          <Button component={Link} to={areaPath(`users/${row.id}`)} size="xs" variant="default">
            {t('admin.users.open')}
          </Button>
        )}
        empty={<EmptyState icon={IconUsers} title={t('admin.users.empty')} body={filtered ? t('admin.users.emptyFiltered') : undefined} testId="admin-empty" />}
      />
      <Pager page={search.page ?? 1} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
    </>
  );
}
