/**
 * What the top-ups and withdrawals queues share: the columns of a decided record (its state with
 * when it was decided, and the operator's remark) and the pair of decision buttons on a pending one.
 */
import { Badge, Button, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { Column } from '../components/data-list';

interface Decided<S extends string> {
  state: S;
  reviewed_at: string | null;
  remark: string;
}

/** The state (badge, then when it was decided) and remark columns, for a queue's decided tabs. */
export function decidedColumns<S extends string, T extends Decided<S>>(
  t: TFunction,
  date: (iso: string) => string,
  colours: Record<S, string>,
  stateLabel: (state: S) => string,
): Column<T>[] {
  return [
    {
      key: 'state',
      label: t('admin.money.state'),
      render: (row) => (
        <>
          <Badge color={colours[row.state]} variant="light">
            {stateLabel(row.state)}
          </Badge>
          {row.reviewed_at && (
            <Text fz="xs" c="dimmed">
              {date(row.reviewed_at)}
            </Text>
          )}
        </>
      ),
    },
    { key: 'remark', label: t('admin.money.remark'), render: (row) => row.remark || '—' },
  ];
}

/** Approve (green) and reject (red) for a pending record. */
export function DecisionButtons({ approve, reject, onDecide }: { approve: string; reject: string; onDecide: (approve: boolean) => void }) {
  return (
    <>
      <Button size="xs" color="green" leftSection={<IconCheck size={14} />} onClick={() => onDecide(true)}>
        {approve}
      </Button>
      <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} onClick={() => onDecide(false)}>
        {reject}
      </Button>
    </>
  );
}
