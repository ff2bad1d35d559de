/**
 * A money queue's rows: a table from Mantine's `md` breakpoint (992 px), a card per record below
 * it, as the coupon pages do — the money pages have more columns than the review queues, so they
 * turn to cards earlier than the console's other lists. Only one of the two is rendered.
 */
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Column } from '../components/data-list';

export function MoneyList<T>({
  rows,
  columns,
  rowKey,
  actions,
  loading,
  empty,
  caption,
  highlight,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  empty: ReactNode;
  caption: string;
  /** Rows to set apart (a flagged withdrawal). */
  highlight?: (row: T) => boolean;
}) {
  // Read at once, not after a first paint: a phone would see the table flash.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, { getInitialValueInEffect: false });
  if (loading) return <Skeleton height={wide ? 240 : 400} radius="md" />;
  if (rows.length === 0) return <>{empty}</>;

  if (!wide) {
    const [first, ...rest] = columns;
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-label={caption} role="list">
        {rows.map((row) => (
          <Paper
            key={rowKey(row)}
            withBorder
            p="sm"
            radius="md"
            role="listitem"
            data-testid="admin-row"
            style={highlight?.(row) ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
          >
            {first && <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.render(row)}</div>}
            <Stack gap={4} mt={6}>
              {rest.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                  <Text fz="xs" c="dimmed" w={96} style={{ flexShrink: 0 }}>
                    {column.label}
                  </Text>
                  <div style={{ minWidth: 0, flex: 1, fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{column.render(row)}</div>
                </Group>
              ))}
            </Stack>
            {actions && (
              <Group gap="xs" mt="sm" grow>
                {actions(row)}
              </Group>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" highlightOnHover className="agora-figure" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
              {actions && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                data-testid="admin-row"
                bg={highlight?.(row) ? 'var(--mantine-color-red-light)' : undefined}
                style={{ verticalAlign: 'top' }}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
