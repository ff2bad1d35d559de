/**
 * Products in bulk: export the shop's products as CSV (one row per variant) and import the same
 * CSV back. The server checks every row first and applies nothing unless all are good; each bad
 * row is listed here with its line, column and reason.
 */
import { Alert, Button, FileButton, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Panel } from '../../system/panel';
import { type ImportProblem, useImportProducts } from '../api/seller-api';
import { download } from '../api/seller-request';

/** A bad row's reason in the seller's words: the web's sentence for the reason when it has one, else the reason's name. */
function useReasonText() {
  const { t, i18n } = useTranslation();
  return (problem: ImportProblem) => {
    const key = `errors.field.${problem.reason}`;
    return i18n.exists(key) ? t(key, { ...problem.params, label: problem.column }) : problem.reason;
  };
}

export function BulkPage() {
  const { t } = useTranslation();
  const importing = useImportProducts();
  const [exporting, setExporting] = useState(false);
  const reasonText = useReasonText();
  const failure = importing.error;
  const rows = failure instanceof ApiError ? ((failure.data as { rows?: ImportProblem[] } | null | undefined)?.rows ?? []) : [];

  return (
    <Stack gap="md" data-testid="bulk-page">
      <Title order={1} fz="h2">
        {t('seller.bulk.title')}
      </Title>
      <Panel title={t('seller.bulk.exportTitle')} description={t('seller.bulk.exportHint')}>
        <Button
          w="fit-content"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            download('/seller/product/export', 'products.csv')
              .catch(() => undefined)
              .finally(() => setExporting(false));
          }}
          data-testid="export-csv"
        >
          {t('seller.bulk.export')}
        </Button>
      </Panel>
      <Panel title={t('seller.bulk.importTitle')} description={t('seller.bulk.importHint')}>
        <FileButton onChange={(file) => file && importing.mutate(file)} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} w="fit-content" leftSection={<IconUpload size={16} />} loading={importing.isPending} data-testid="import-csv">
              {t('seller.bulk.import')}
            </Button>
          )}
        </FileButton>
        {importing.data && (
          <Alert color="green" data-testid="import-done">
            {t('seller.bulk.imported', { created: importing.data.created, updated: importing.data.updated, review: importing.data.in_review })}
          </Alert>
        )}
        {failure && rows.length === 0 && <Alert color="red">{failure instanceof ApiError ? failure.message : t('common.requestError')}</Alert>}
        {rows.length > 0 && (
          <Stack gap="xs" data-testid="import-problems">
            <Alert color="red">{t('seller.bulk.nothingApplied', { count: rows.length })}</Alert>
            {/* The reason wraps: on a phone the table fits the screen instead of hiding the reason past its edge. */}
            <ScrollArea type="auto">
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('seller.bulk.line')}</Table.Th>
                    <Table.Th>{t('seller.bulk.column')}</Table.Th>
                    <Table.Th>{t('seller.bulk.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={`${row.line}-${row.column}`}>
                      <Table.Td className="agora-tabular">{row.line}</Table.Td>
                      <Table.Td>
                        <code>{row.column}</code>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{reasonText(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}
