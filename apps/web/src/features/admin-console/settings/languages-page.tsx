/**
 * Languages: the eleven the mall is translated into, each offered in the storefront's language
 * menu or not (a switch; English, the default, always is), in the menu's order (up and down). A
 * buyer whose language is turned off sees English on their next load.
 */
import type { LanguageAdmin } from '@agora/contract/settings-admin';
import { Code, Group, Switch, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { EmptyState } from '../../system/empty-state';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { OrderButtons } from './order-buttons';
import { reorder, useAdminLanguages, useSaveLanguage } from './settings-api';

const DEFAULT_LANGUAGE = 'en';

export default function LanguagesPage() {
  const { t } = useTranslation();
  const languages = useAdminLanguages();
  const save = useSaveLanguage();
  const rows = languages.data ?? [];
  const failed = (error: unknown) => toast.emit({ kind: 'error', message: error instanceof ApiError ? errorText(error) : t('common.requestError') });

  const move = async (index: number, step: -1 | 1) => {
    try {
      for (const { row, sort } of reorder(rows, index, step)) await save.mutateAsync({ code: row.code, sort });
    } catch (error) {
      failed(error);
    }
  };

  const columns: Column<LanguageAdmin>[] = [
    {
      key: 'name',
      label: t('admin.settings.language'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <img src={mediaUrl(row.icon)} width={24} height={18} alt="" style={{ borderRadius: 2, flexShrink: 0 }} />
          <Text fz="sm" fw={600} lang={row.code} data-testid="language-row-name">
            {row.name}
          </Text>
          <Code>{row.code}</Code>
        </Group>
      ),
    },
    {
      key: 'enabled',
      label: t('admin.settings.inMenu'),
      render: (row) => (
        <Switch
          aria-label={t('admin.settings.offerLanguage', { name: row.name })}
          description={row.code === DEFAULT_LANGUAGE ? t('admin.settings.defaultLanguage') : undefined}
          checked={row.enabled === 1}
          disabled={row.code === DEFAULT_LANGUAGE || save.isPending}
          onChange={(event) => save.mutateAsync({ code: row.code, enabled: event.currentTarget.checked ? 1 : 0 }).catch(failed)}
          data-testid="language-switch"
        />
      ),
    },
    {
      key: 'order',
      label: t('admin.settings.order'),
      render: (row) => {
        const index = rows.indexOf(row);
        return <OrderButtons name={row.name} first={index === 0} last={index === rows.length - 1} busy={save.isPending} onMove={(step) => move(index, step)} />;
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.nav.languages')} intro={t('admin.settings.languagesIntro')} />
      <DataList
        rows={rows}
        columns={columns}
        rowKey={(row) => row.code}
        loading={languages.isPending}
        caption={t('admin.nav.languages')}
        empty={<EmptyState icon={IconLanguage} title={t('admin.settings.noLanguages')} />}
      />
    </>
  );
}
