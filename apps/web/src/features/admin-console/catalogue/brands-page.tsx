/**
 * The console's brands: a page at a time (`?page=`), searchable by name in any language, each with
 * its logo, name, languages written, order, products and a "hidden" badge; edit, hide or show, add.
 */
import type { AdminBrand } from '@agora/contract/catalogue-admin';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { LanguagesWritten } from '../content/languages-written';
import { usePageParam } from '../use-page-param';
import { BrandDialog } from './brand-dialog';
import { useAdminBrands, useSaveBrand } from './catalogue-api';
import { Thumb } from './picture-field';

export default function BrandsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const brands = useAdminBrands(page, q);
  const save = useSaveBrand();
  const [editing, setEditing] = useState<AdminBrand | null | undefined>(undefined);
  const hide = (brand: AdminBrand, hidden: 0 | 1) =>
    save.mutate(
      { id: brand.id, hidden },
      { onSuccess: () => toast.emit({ message: t(hidden ? 'admin.catalogue.hiddenNow' : 'admin.catalogue.shownNow'), kind: 'success' }) },
    );

  const columns: Column<AdminBrand>[] = [
    {
      key: 'name',
      label: t('admin.catalogue.name'),
      render: (row) => (
        <Group gap={10} wrap="nowrap">
          <Thumb path={row.logo} size={40} />
          <span data-testid="brand-name">{row.name}</span>
          {row.hidden === 1 && (
            <Badge color="gray" variant="filled" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />} data-testid="brand-hidden-badge">
              {t('admin.catalogue.hidden')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'langs', label: t('admin.catalogue.languages'), render: (row) => <LanguagesWritten langs={row.langs} />, nowrap: true },
    { key: 'sort', label: t('admin.catalogue.sort'), render: (row) => row.sort, nowrap: true },
    { key: 'products', label: t('admin.catalogue.products'), render: (row) => row.product_count, nowrap: true },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.nav.brands')}
        intro={t('admin.catalogue.brandsIntro')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)} data-testid="new-brand">
            {t('admin.catalogue.newBrand')}
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('admin.catalogue.searchBrands')}
          aria-label={t('admin.catalogue.searchBrands')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (page !== 1) setPage(1);
          }}
          maw={360}
          data-testid="brand-search"
        />
        <DataList
          rows={brands.data?.list ?? []}
          columns={columns}
          rowKey={(row) => row.id}
          loading={brands.isPending}
          caption={t('admin.nav.brands')}
          empty={<Text c="dimmed">{t(q ? 'admin.catalogue.noBrandsFound' : 'admin.catalogue.noBrands')}</Text>}
          actions={(row) => (
            <>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing(row)}
                data-testid="brand-edit"
              >
                {t('admin.catalogue.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                leftSection={row.hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
                onClick={() => hide(row, row.hidden ? 0 : 1)}
                data-testid="brand-hide"
              >
                {t(row.hidden ? 'admin.catalogue.show' : 'admin.catalogue.hide')}
              </Button>
            </>
          )}
        />
        <Pager page={page} total={brands.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      </Stack>
      {editing !== undefined && <BrandDialog brand={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
