/**
 * A console list's rows: a table at a desk, cards on a phone (each card the row's first column as
 * its heading, the others as label and value, the actions below), so nothing is scrolled sideways
 * at 375 px. Only one of the two is rendered. A list with many columns (the money queues) takes
 * `breakpoint="md"`: it turns to cards earlier, two abreast on a tablet, and its table needs more room.
 * @example <DataList rows={rows} columns={columns} rowKey={(row) => row.id} empty={<Empty />} caption={title} breakpoint="md" />
 */
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Kept on one line in the table (dates, prices, counts), so a wide text column cannot break them. */
  nowrap?: boolean;
}

/** What changes with the breakpoint the rows become a table at. */
const LAYOUTS = {
  sm: { tableMinWidth: 640, cardColumns: { base: 1 }, labelWidth: 104, skeleton: 360, framed: false, striped: true },
  md: { tableMinWidth: 860, cardColumns: { base: 1, xs: 2 }, labelWidth: 96, skeleton: 400, framed: true, striped: false },
} as const;

const FLAGGED_CARD = { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 };

export function DataList<T>({
  rows,
  columns,
  rowKey,
  actions,
  loading,
  empty,
  caption,
  highlight,
  breakpoint = 'sm',
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  caption: string;
  /** Rows to set apart (a flagged withdrawal). */
  highlight?: (row: T) => boolean;
  /** Mantine's breakpoint from which the rows are a table. */
  breakpoint?: keyof typeof LAYOUTS;
}) {
  const layout = LAYOUTS[breakpoint];
  // Read at once, not after a first paint: a phone would see the table flash.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints[breakpoint]})`, true, { getInitialValueInEffect: false });
  if (loading) return <Skeleton height={wide ? 240 : layout.skeleton} radius="md" />;
  if (rows.length === 0) return <>{empty}</>;

  if (!wide) {
    const [first, ...rest] = columns;
    return (
      <SimpleGrid cols={layout.cardColumns} spacing="sm" aria-label={caption} role="list">
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="sm" radius="md" role="listitem" data-testid="admin-row" style={highlight?.(row) ? FLAGGED_CARD : undefined}>
            {first && <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.render(row)}</div>}
            <Stack gap={4} mt={6}>
              {rest.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                  <Text fz="xs" c="dimmed" w={layout.labelWidth} style={{ flexShrink: 0 }}>
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

  const table = (
    <Table.ScrollContainer minWidth={layout.tableMinWidth}>
      <Table striped={layout.striped} highlightOnHover verticalSpacing="sm" className="agora-figure" aria-label={caption}>
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
  );
  return layout.framed ? (
    <Paper withBorder radius="md">
      {table}
    </Paper>
  ) : (
    table
  );
}
