/** Who a top-up or withdrawal belongs to: the first name, the email under it, and the account number. */
import { Text } from '@mantine/core';

export function UserCell({ user }: { user: { id: number; firstname: string; email: string } }) {
  return (
    <>
      <Text fw={600} fz="sm">
        {user.firstname || user.email}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {user.email} · #{user.id}
      </Text>
    </>
  );
}
