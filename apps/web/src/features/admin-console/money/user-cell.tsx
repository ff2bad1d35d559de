/** Who a top-up or withdrawal belongs to: the first name, the email under it, and the account number. */
import { Text } from '@mantine/core';

export function UserCell({ user }: { user: { id: number; firstname: string; email: string } }) {
  const [name, domain = ''] = user.email.split('@');
  return (
    <>
      <Text fw={600} fz="sm">
        {user.firstname || user.email}
      </Text>
      {/* An address breaks only at its @, never mid-word ("buyer2@ / agora.tes / t"). */}
      <Text fz="xs" c="dimmed">
        <span style={{ whiteSpace: 'nowrap' }}>{name}</span>
        <wbr />
        <span style={{ whiteSpace: 'nowrap' }}>@{domain}</span> · #{user.id}
      </Text>
    </>
  );
}
