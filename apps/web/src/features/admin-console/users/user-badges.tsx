/** A user's roles and state (active or blocked, and locked when failed logins paused it) as badges. */
import type { Role } from '@agora/contract/auth';
import type { AdminUser } from '@agora/contract/users-admin';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ROLE_COLOUR: Record<Role, string> = { buyer: 'gray', seller: 'teal', admin: 'violet' };
/** Long words (Vietnamese, Indonesian) wrap inside the badge instead of running out of it. */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

export function RoleBadges({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} color={ROLE_COLOUR[role]} variant="light" tt="none" styles={WRAPPING}>
          {t(`admin.users.role_${role}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function StateBadges({ user }: { user: Pick<AdminUser, 'state' | 'locked'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={user.state === 'active' ? 'green' : 'red'} variant="light" tt="none" styles={WRAPPING} data-testid="user-state">
        {t(`admin.users.state_${user.state}`)}
      </Badge>
      {user.locked && (
        <Badge color="orange" variant="light" tt="none" styles={WRAPPING} data-testid="user-locked">
          {t('admin.users.state_locked')}
        </Badge>
      )}
    </Group>
  );
}
