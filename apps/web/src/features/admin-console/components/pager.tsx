/** Page links under a table; nothing when everything fits on one page. */
import { Center, Pagination } from '@mantine/core';

export function Pager({ page, total, pageSize, onChange }: { page: number; total: number; pageSize: number; onChange: (page: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Center mt="md">
      <Pagination value={page} total={pages} onChange={onChange} size="sm" siblings={1} />
    </Center>
  );
}
