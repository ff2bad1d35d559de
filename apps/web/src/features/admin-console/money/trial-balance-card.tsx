/**
 * The trial balance: each kind of account in the books with how many accounts it has and their
 * total (money into them is positive; what came from outside the mall or left it is negative), and
 * the sum of them all, which must be zero: marked balanced when it is, a warning when not. Three
 * narrow columns, so one table at every width (long names wrap) with the sum in its footer, the
 * way an accountant reads it.
 */
import type { Books } from '@agora/contract/wallet';
import { Alert, Badge, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../use-formats';

const FIGURE = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
/** A column heading over figures may wrap ("Số tài khoản"), leaving the names more room on a phone. */
const FIGURE_HEADING = { textAlign: 'end' } as const;

function TotalMark({ total }: { total: number }) {
  const { t } = useTranslation();
  const { signedUsd } = useFormats();
  if (total === 0)
    return (
      <Badge color="green" variant="light" size="md" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />} data-testid="trial-balanced">
        {t('admin.money.books.balanced')}
      </Badge>
    );
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mt="sm" data-testid="trial-unbalanced" title={t('admin.money.books.unbalanced')}>
      {t('admin.money.books.unbalancedBody', { amount: signedUsd(total) })}
    </Alert>
  );
}

export function TrialBalanceCard({ books, loading }: { books: Books | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { signedUsd, count } = useFormats();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4">
        {t('admin.money.books.trialBalance')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('admin.money.books.trialHint')}
      </Text>
      {loading || !books ? (
        <Skeleton h={360} />
      ) : (
        <>
          {/* Names and figures close enough to read across at a desk. */}
          <Table.ScrollContainer minWidth={300} maw={760}>
            <Table striped verticalSpacing={6} fz="sm" className="agora-figure" data-testid="trial-balance" aria-label={t('admin.money.books.trialBalance')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.money.books.accountType')}</Table.Th>
                  <Table.Th style={FIGURE_HEADING}>{t('admin.money.books.accounts')}</Table.Th>
                  <Table.Th style={FIGURE_HEADING}>{t('admin.money.books.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {books.trial_balance.map((row) => (
                  <Table.Tr key={row.type} data-testid="trial-row" data-type={row.type}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{t(`admin.money.books.account.${row.type}`)}</Table.Td>
                    <Table.Td style={FIGURE}>{count(row.accounts)}</Table.Td>
                    <Table.Td style={FIGURE} c={row.total === 0 ? 'dimmed' : undefined} data-testid="trial-row-total">
                      {signedUsd(row.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={2}>
                    <Group gap="xs" wrap="wrap">
                      <span>{t('admin.money.books.sum')}</span>
                      {books.total === 0 && <TotalMark total={0} />}
                    </Group>
                  </Table.Th>
                  <Table.Th style={FIGURE} c={books.total === 0 ? 'green.8' : 'red.8'} data-testid="trial-total">
                    {signedUsd(books.total)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          {books.total !== 0 && <TotalMark total={books.total} />}
        </>
      )}
    </Paper>
  );
}
