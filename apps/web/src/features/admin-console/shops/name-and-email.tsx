/**
 * A person in a list cell: the name, and under it the e-mail address, dimmed and broken anywhere.
 * @example render: (row) => <NameAndEmail name={row.owner_name} email={row.owner_email} />
 */
import { Text } from '@mantine/core';

export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Text fz="sm">{name}</Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    </>
  );
}
