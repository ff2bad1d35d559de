/**
 * A queue of things waiting for a decision (products, stock applications): the rows, approve and
 * reject on each (reject asks for a reason in a modal), paging in the address. A decision refreshes
 * the queue and the overview's counts; the buttons of the row being decided wait for it. A queue
 * with a preview (products) offers the same decision inside it, and a decision closes it.
 */
import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import type { Decision } from '../api/products';
import { type Column, DataList } from './data-list';
import { Pager } from './pager';
import { ReasonModal } from './reason-modal';

interface Queue<T> {
  rows: T[];
  total: number;
  loading: boolean;
  page: number;
  setPage: (page: number) => void;
  decide: { mutate: (decision: Decision, options: { onSuccess: () => void }) => void; isPending: boolean; variables?: Decision };
}

export function ReviewQueue<T extends { id: number }>({
  queue,
  columns,
  name,
  caption,
  rejectTitle,
  empty,
  preview,
}: {
  queue: Queue<T>;
  columns: Column<T>[];
  /** The row's name in messages ("Blue shirt", "Blue shirt × 20"). */
  name: (row: T) => string;
  caption: string;
  rejectTitle: string;
  /** What the empty queue says: a title and a line on what will arrive here. */
  empty: { icon: Icon; title: string; body: string };
  /** The row being previewed (the caller opens it from a column) and how to show it with the decision's buttons. */
  preview?: { row: T | null; close: () => void; render: (actions: ReactNode) => ReactNode };
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<T | null>(null);
  const { decide } = queue;
  const busyWith = (row: T) => decide.isPending && decide.variables?.id === row.id;
  const closePreviewOf = (row: T) => preview?.row?.id === row.id && preview.close();

  const approve = (row: T) =>
    decide.mutate(
      { id: row.id, approve: true },
      {
        onSuccess: () => {
          closePreviewOf(row);
          toast.emit({ message: t('admin.review.approvedItem', { name: name(row) }), kind: 'success' });
        },
      },
    );
  const reject = (reason: string) => {
    const row = rejecting;
    if (!row) return;
    decide.mutate(
      { id: row.id, approve: false, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          closePreviewOf(row);
          toast.emit({ message: t('admin.review.rejectedItem', { name: name(row) }), kind: 'success' });
        },
      },
    );
  };

  const decisionButtons = (row: T) => (
    <>
      <Button
        size="xs"
        color="green"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => approve(row)}
        loading={busyWith(row) && decide.variables?.approve === true}
        disabled={decide.isPending && !busyWith(row)}
      >
        {t('admin.review.approve')}
      </Button>
      <Button size="xs" color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => setRejecting(row)} disabled={decide.isPending}>
        {t('admin.review.reject')}
      </Button>
    </>
  );

  return (
    <>
      <DataList
        caption={caption}
        rows={queue.rows}
        rowKey={(row) => row.id}
        columns={columns}
        loading={queue.loading}
        empty={<EmptyState icon={empty.icon} title={empty.title} body={empty.body} testId="admin-empty" />}
        actions={decisionButtons}
      />
      <Pager page={queue.page} total={queue.total} pageSize={PAGE_SIZE} onChange={queue.setPage} />
      {/* Before the reason modal, so a refusal asked from the preview opens above it. */}
      {preview?.render(preview.row ? decisionButtons(preview.row) : null)}
      <ReasonModal
        opened={rejecting !== null}
        title={rejectTitle}
        subject={rejecting ? name(rejecting) : ''}
        busy={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
    </>
  );
}
