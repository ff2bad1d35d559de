/**
 * A review queue's rows: a table at a desk, a stack of cards on a phone (each card the row's
 * first column as its heading, the others as label and value, the actions below), so nothing is
 * scrolled sideways at 375 px. Only one of the two is rendered.
 */
import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Kept on one line in the table (dates, prices, counts), so a wide text column cannot break them. */
  nowrap?: boolean;
}

/** From Mantine's `sm` breakpoint the rows are a table. */
const WIDE = '(min-width: 48em)';

export function DataList<T>({
  rows,
  columns,
  rowKey,
  actions,
  loading,
  empty,
  caption,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  caption: string;
}) {
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  if (loading) return <Skeleton height={wide ? 240 : 360} radius="md" />;
  if (rows.length === 0) return <>{empty}</>;

  if (!wide) {
    const [first, ...rest] = columns;
    return (
      <Stack gap="sm" aria-label={caption} role="list">
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="sm" radius="md" role="listitem" data-testid="admin-row">
            {first && <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.render(row)}</div>}
            <Stack gap={4} mt={6}>
              {rest.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                  <Text fz="xs" c="dimmed" w={104} style={{ flexShrink: 0 }}>
                    {column.label}
                  </Text>
                  <div style={{ minWidth: 0, fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{column.render(row)}</div>
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
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" className="agora-figure" aria-label={caption}>
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
            <Table.Tr key={rowKey(row)} data-testid="admin-row">
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
  );
}
